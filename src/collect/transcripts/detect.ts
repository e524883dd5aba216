/**
 * Which agent wrote a transcript, from the path kind and the first bytes, as each adapter says
 * (`adapters.ts`): a path an adapter claims by itself (OpenCode: a folder, a storage file), a
 * file whose first bytes are an adapter's magic (a SQLite header), else JSONL scored by the
 * markers only one agent writes (Codex's envelope types, OpenCode's `sessionID`/`part`, Claude
 * Code's `parentUuid`/`sessionId`, Gemini CLI's `projectHash`/`$set`). Nothing recognisable is
 * an InputError (exit 2), never a guess.
 */
import { open, stat } from "node:fs/promises";
import { basename } from "node:path";
import { InputError } from "../../errors.js";
import type { AgentKind } from "../../model/snapshot/types.js";
import { ADAPTERS, type AdapterRegistry } from "./adapters.js";

const PREFIX_BYTES = 256 * 1024;

/** Detect the agent of a transcript file or folder; throws InputError when it cannot. */
export function detectAgent(path: string): Promise<AgentKind>;
export function detectAgent<A extends string>(
  path: string,
  registry: AdapterRegistry<A>,
): Promise<A>;
export async function detectAgent(
  path: string,
  registry: AdapterRegistry<string> = ADAPTERS,
): Promise<string> {
  const label = basename(path);
  let kind: "dir" | "file";
  try {
    const info = await stat(path);
    // A FIFO or device would block the prefix read below forever (a hook must never hang).
    if (!info.isDirectory() && !info.isFile()) {
      throw new InputError(`${label}: not a regular file or folder`, { file: label });
    }
    kind = info.isDirectory() ? "dir" : "file";
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${label}: no such file or folder`, { file: label });
  }
  const byPath = claimedPath(registry, path, kind);
  if (byPath !== undefined) return byPath;
  const agent = detectFromPrefix(registry, await readPrefix(path, label));
  if (agent === undefined) {
    const names = [...registry.values()].map((a) => a.name);
    throw new InputError(
      `${label}: not a recognisable ${names.slice(0, -1).join(", ")} or ${names.at(-1)} transcript; pass --agent to say which`,
      { file: label },
    );
  }
  return agent;
}

/**
 * The agent a transcript file looks like, or undefined when it is not a file or none does (for
 * naming the right agent when a file was given as another's; never throws).
 */
export async function sniffAgent<A extends string>(
  path: string,
  registry: AdapterRegistry<A>,
): Promise<A | undefined> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return claimedPath(registry, path, "dir");
    if (!info.isFile()) return undefined;
    return detectFromPrefix(registry, await readPrefix(path, basename(path)));
  } catch {
    return undefined;
  }
}

/** The agent whose adapter claims the path by itself (the first that does), if any. */
function claimedPath<A extends string>(
  registry: AdapterRegistry<A>,
  path: string,
  kind: "dir" | "file",
): A | undefined {
  for (const adapter of registry.values()) if (adapter.detect.path?.(path, kind)) return adapter.id;
  return undefined;
}

/** The agent of a file's first bytes: a magic, else the markers (`detectFromText`). */
function detectFromPrefix<A extends string>(
  registry: AdapterRegistry<A>,
  prefix: string,
): A | undefined {
  for (const adapter of registry.values()) {
    const { magic } = adapter.detect;
    if (magic !== undefined && prefix.startsWith(magic)) return adapter.id;
  }
  return detectFromText(prefix, registry);
}

/** The agent whose markers the text matches most, or undefined on none or a tie. */
export function detectFromText(text: string): AgentKind | undefined;
export function detectFromText<A extends string>(
  text: string,
  registry: AdapterRegistry<A>,
): A | undefined;
export function detectFromText(
  text: string,
  registry: AdapterRegistry<string> = ADAPTERS,
): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  let tie = false;
  for (const adapter of registry.values()) {
    const score = adapter.detect.markers.filter((marker) => marker.test(text)).length;
    if (score > bestScore) {
      best = adapter.id;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) {
      tie = true;
    }
  }
  return tie ? undefined : best;
}

async function readPrefix(path: string, label: string): Promise<string> {
  try {
    const handle = await open(path, "r");
    try {
      const buf = Buffer.alloc(PREFIX_BYTES);
      const { bytesRead } = await handle.read(buf, 0, PREFIX_BYTES, 0);
      return buf.toString("latin1", 0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    throw new InputError(`${label}: cannot be read (${code})`, { file: label });
  }
}
