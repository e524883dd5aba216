/**
 * Agent transcripts (SPEC §2.3) normalised into feedback records and a TranscriptSummary:
 * `ingestTranscript` for `write --transcript`, `readTranscriptRecords` for `handoff ingest`.
 */
import { stat } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, resolve } from "node:path";
import { InputError } from "../../errors.js";
import type { AgentKind, FeedbackRecord, TranscriptSummary } from "../../model/snapshot/types.js";
import type { ReadOptions, SessionChoice, TranscriptAdapter } from "./adapter.js";
import { ADAPTERS, type AdapterRegistry, adapterOf } from "./adapters.js";
import type { EventCounts, TranscriptCacheOptions } from "./resumable-scan.js";
import { detectAgent, sniffAgent } from "./detect.js";
import type { TranscriptEvent } from "./events.js";
import { TranscriptAccumulator } from "./summary.js";
import { relativeWithin } from "../../util/within.js";

export { detectAgent } from "./detect.js";
export type { TranscriptEvent } from "./events.js";
export { ADAPTERS, type AdapterRegistry, withAdapters } from "./adapters.js";
export type { TranscriptAdapter } from "./adapter.js";

/** Options of `ingestTranscript`. */
export interface IngestOptions<A extends string = AgentKind> {
  /** The agent; detected from the content when absent. */
  agent?: A | undefined;
  /** Records the trim keeps besides failures (SPEC §4). */
  k: number;
  /** The project root: `source` and edited paths are made relative to it. */
  root: string;
  /** The home directory for `~/…` display paths (injected for tests). */
  home?: string;
  /**
   * Which session of a store holding several (OpenCode's; default: the one updated last, of
   * `within` when set: `write` sets its repo).
   */
  opencode?: SessionChoice;
  /**
   * Use the transcript scan cache (`write`): a session file of an adapter that resumes (Claude
   * Code, a Codex CLI rollout, a Gemini CLI JSONL session) read again reads only what was
   * appended since. Other transcripts are read in full: OpenCode's store (many files or a
   * database), and the single-document formats (an old Codex rollout, Gemini's older session
   * JSON), which are rewritten whole.
   */
  cache?: TranscriptCacheOptions | undefined;
  /** The adapters to read with: the shipped ones (`ADAPTERS`) unless a test adds its own. */
  adapters?: AdapterRegistry<A> | undefined;
}

/**
 * A transcript given as another agent's (`ingest codex` on a Claude Code session): InputError
 * naming the agent it looks like, so the CLI can say which command to run instead.
 */
export class WrongAgentError extends InputError {
  readonly detected: string;
  constructor(message: string, file: string, detected: string) {
    super(message, { file });
    this.detected = detected;
  }
}

/** The registry a caller's options name, as the untyped-by-id one the readers take. */
function registryOf<A extends string>(
  adapters: AdapterRegistry<A> | undefined,
): AdapterRegistry<string> {
  return adapters ?? ADAPTERS;
}

/** Read a transcript and summarise it. Throws InputError (exit 2) on unreadable input. */
export async function ingestTranscript<A extends string = AgentKind>(
  path: string,
  opts: IngestOptions<A>,
): Promise<TranscriptSummary<A>> {
  const registry = registryOf(opts.adapters);
  const agent = (opts.agent ?? (await detectAgent(path, registry))) as A;
  const adapter = adapterOf(registry, agent);
  const source = displayPath(path, opts.root, opts.home ?? homedir());
  if (adapter.scanResumable !== undefined && opts.cache) {
    await assertReadable(path, adapter, source, registry);
    const scanned = await adapter.scanResumable({
      path,
      label: source,
      k: opts.k,
      root: opts.root,
      cache: opts.cache,
      count: countEvent,
    });
    // null: a single-document format (old Codex rollout, Gemini session JSON), read in full below.
    if (scanned !== null) {
      await assertSomethingUsed(path, adapter, source, scanned.counts, registry);
      return scanned.summary.result(agent, source, resolve(opts.root));
    }
  }
  const summary = new TranscriptAccumulator(opts.k);
  // The summary trims the records, and a passing record keeps only its command (SPEC §4).
  const batches = readEventBatches(path, adapter, source, registry, {
    passingOutput: false,
    session: opts.opencode,
  });
  for await (const batch of batches) for (const event of batch) summary.add(event);
  return summary.result(agent, source, resolve(opts.root));
}

/** The normalised feedback records of a transcript, in the order the commands finished. */
export async function* readTranscriptRecords(
  path: string,
  agent: string,
  opencode: SessionChoice = {},
  adapters?: AdapterRegistry<string>,
): AsyncGenerator<FeedbackRecord> {
  const registry = registryOf(adapters);
  const batches = readEventBatches(path, adapterOf(registry, agent), basename(path), registry, {
    session: opencode,
  });
  for await (const batch of batches) {
    for (const event of batch) if (event.kind === "command") yield event.record;
  }
}

/** Events that say nothing of the session itself (any JSON line with a timestamp gives a span). */
const NOT_CONTENT = new Set<TranscriptEvent["kind"]>(["skipped", "unknown", "span", "cwd"]);

/**
 * Every event of a transcript; `label` names it in skipped-line reports. A file none of whose
 * lines the adapter could use is not that agent's transcript (unless it looks like one): an
 * InputError naming the agent it looks like, not an empty result.
 */
export async function* readTranscriptEvents(
  path: string,
  agent: string,
  label: string,
  adapters?: AdapterRegistry<string>,
): AsyncGenerator<TranscriptEvent> {
  const registry = registryOf(adapters);
  for await (const batch of readEventBatches(path, adapterOf(registry, agent), label, registry)) {
    yield* batch;
  }
}

/** `readTranscriptEvents` a batch at a time: one await per read of the file, not per event. */
async function* readEventBatches(
  path: string,
  adapter: TranscriptAdapter<string>,
  label: string,
  registry: AdapterRegistry<string>,
  options: ReadOptions = {},
): AsyncGenerator<TranscriptEvent[]> {
  const counts: EventCounts = { used: 0, unused: 0 };
  await assertReadable(path, adapter, label, registry);
  for await (const batch of adapter.read(path, label, options)) {
    for (const event of batch) countEvent(counts, event);
    yield batch;
  }
  await assertSomethingUsed(path, adapter, label, counts, registry);
}

/** Count an event as content of the session, or as a line of no use. */
function countEvent(counts: EventCounts, event: TranscriptEvent): void {
  if (NOT_CONTENT.has(event.kind)) {
    if (event.kind === "skipped") counts.unused += event.count ?? 1;
    else if (event.kind === "unknown") counts.unused++;
  } else counts.used++;
}

/**
 * A file none of whose lines the adapter could use is not that agent's transcript (unless it
 * looks like one): an InputError naming the agent it looks like.
 */
async function assertSomethingUsed(
  path: string,
  adapter: TranscriptAdapter<string>,
  label: string,
  { used, unused }: EventCounts,
  registry: AdapterRegistry<string>,
): Promise<void> {
  if (unused > 0 && used === 0) {
    const detected = await sniffAgent(path, registry);
    // This agent's file with nothing of use in it yet (a session that only just started).
    if (detected === adapter.id) return;
    if (detected !== undefined) {
      throw wrongAgent(label, adapter, adapterOf(registry, detected));
    }
    throw new InputError(
      `${label}: not ${/^[AEIOU]/.test(adapter.name) ? "an" : "a"} ${adapter.name} transcript (none of its ${unused} line(s) could be read as one)`,
      { file: label },
    );
  }
}

/**
 * The transcript is there, and a regular file when the adapter reads one file only (a folder
 * given instead is another agent's store, or an InputError saying what the file should be).
 */
async function assertReadable(
  path: string,
  adapter: TranscriptAdapter<string>,
  label: string,
  registry: AdapterRegistry<string>,
): Promise<void> {
  const kind = await pathKind(path, label);
  if (kind === "file" || adapter.oneFile === undefined) return;
  for (const other of registry.values()) {
    if (other.detect.store?.(path)) throw wrongAgent(label, adapter, other);
  }
  throw new InputError(`${label}: ${adapter.oneFile}, not a folder`, { file: label });
}

/** The error for a transcript of `detected` given as one of `agent`'s. */
function wrongAgent(
  label: string,
  agent: TranscriptAdapter<string>,
  detected: TranscriptAdapter<string>,
): WrongAgentError {
  const what = `${label} is not ${agent.transcript}`;
  return new WrongAgentError(`${what}: it looks like ${detected.transcript}`, label, detected.id);
}

async function pathKind(path: string, label: string): Promise<"file" | "dir"> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return "dir";
    if (info.isFile()) return "file";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : `cannot be read (${code ?? "unknown error"})`;
    throw new InputError(`${label}: ${why}`, { file: label });
  }
  throw new InputError(`${label}: not a regular file or folder`, { file: label });
}

/**
 * How the packet names the transcript: relative to the root when under it, `~/…` under the home
 * directory, else just the file name (an absolute path would make packets machine-specific).
 */
export function displayPath(path: string, root: string, home: string): string {
  const full = resolve(root, path);
  for (const [base, prefix] of [
    [resolve(root), ""],
    [home, "~/"],
  ] as const) {
    const rel = relativeWithin(base, full);
    if (rel !== null && rel !== "") return prefix + rel;
  }
  return basename(full);
}
