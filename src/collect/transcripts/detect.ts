/**
 * Which agent wrote a transcript, from the path kind and the first bytes: a folder or a SQLite
 * file is OpenCode; JSONL is scored by markers only one agent writes (Codex's envelope types,
 * OpenCode's `sessionID`/`part`, Claude Code's `parentUuid`/`sessionId`, Gemini CLI's
 * `projectHash`/`$set`). Nothing recognisable is
 * an InputError (exit 2), never a guess.
 */
import { open, stat } from "node:fs/promises";
import { basename } from "node:path";
import { InputError } from "../../errors.js";
import type { AgentKind } from "../../model/snapshot/types.js";

const PREFIX_BYTES = 256 * 1024;
const SQLITE_MAGIC = "SQLite format 3\0";

const MARKERS: Record<AgentKind, RegExp[]> = {
  codex: [
    /"type"\s*:\s*"(session_meta|response_item|event_msg|turn_context)"/,
    /"record_type"\s*:\s*"state"/,
    /"type"\s*:\s*"(function_call|function_call_output)"/,
    /"call_id"\s*:/,
    /"originator"\s*:\s*"codex/,
  ],
  opencode: [
    /"sessionID"\s*:/,
    /"messageID"\s*:/,
    /"type"\s*:\s*"(step_start|step_finish|tool_use)"\s*,\s*"timestamp"/,
    /"callID"\s*:/,
    /"projectID"\s*:/,
  ],
  claude: [
    /"parentUuid"\s*:/,
    /"sessionId"\s*:/,
    /"isSidechain"\s*:/,
    /"type"\s*:\s*"(queue-operation|file-history-snapshot|summary)"/,
    /"userType"\s*:\s*"external"/,
  ],
  gemini: [
    /"projectHash"\s*:/,
    /"\$set"\s*:/,
    /"type"\s*:\s*"gemini"/,
    /"toolCalls"\s*:/,
    /"kind"\s*:\s*"(main|chat)"/,
  ],
};

/** Detect the agent of a transcript file or folder; throws InputError when it cannot. */
export async function detectAgent(path: string): Promise<AgentKind> {
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
  // Folders, and the JSON files of OpenCode's storage (session/<project>/<id>.json).
  if (kind === "dir" || /(^|[\\/])(session|part)[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(path))
    return "opencode";
  const prefix = await readPrefix(path, label);
  if (prefix.startsWith(SQLITE_MAGIC)) return "opencode";
  const agent = detectFromText(prefix);
  if (agent === undefined) {
    throw new InputError(
      `${label}: not a recognisable Claude Code, Codex CLI, OpenCode or Gemini CLI transcript; pass --agent to say which`,
      { file: label },
    );
  }
  return agent;
}

/**
 * The agent a transcript file looks like, or undefined when it is not a file or none does (for
 * naming the right agent when a file was given as another's; never throws).
 */
export async function sniffAgent(path: string): Promise<AgentKind | undefined> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return "opencode";
    if (!info.isFile()) return undefined;
    const prefix = await readPrefix(path, basename(path));
    return prefix.startsWith(SQLITE_MAGIC) ? "opencode" : detectFromText(prefix);
  } catch {
    return undefined;
  }
}

/** The agent whose markers the text matches most, or undefined on none or a tie. */
export function detectFromText(text: string): AgentKind | undefined {
  let best: AgentKind | undefined;
  let bestScore = 0;
  let tie = false;
  for (const agent of Object.keys(MARKERS) as AgentKind[]) {
    const score = MARKERS[agent].filter((marker) => marker.test(text)).length;
    if (score > bestScore) {
      best = agent;
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
