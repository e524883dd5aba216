/**
 * Agent transcripts (SPEC §2.3) normalised into feedback records and a TranscriptSummary:
 * `ingestTranscript` for `write --transcript`, `readTranscriptRecords` for `handoff ingest`.
 */
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, join, resolve } from "node:path";
import { InputError } from "../../errors.js";
import type { AgentKind, FeedbackRecord, TranscriptSummary } from "../../model/snapshot/types.js";
import type { ClaudeParserOptions } from "./agents/claude/parser.js";
import { readClaudeEvents } from "./agents/claude/files.js";
import type { EventCounts, TranscriptCacheOptions } from "./resumable-scan.js";
import { readCodexEvents } from "./agents/codex/files.js";
import { detectAgent, sniffAgent } from "./detect.js";
import type { TranscriptEvent } from "./events.js";
import { readGeminiEvents } from "./agents/gemini/files.js";
import { readOpenCodeStorage, readOpenCodeStream } from "./agents/opencode/files.js";
import type { SessionChoice } from "./agents/opencode/sessions.js";
import { TranscriptAccumulator } from "./summary.js";
import { relativeWithin } from "../../util/within.js";

export { detectAgent } from "./detect.js";
export type { TranscriptEvent } from "./events.js";

/** Options of `ingestTranscript`. */
export interface IngestOptions {
  /** The agent; detected from the content when absent. */
  agent?: AgentKind | undefined;
  /** Records the trim keeps besides failures (SPEC §4). */
  k: number;
  /** The project root: `source` and edited paths are made relative to it. */
  root: string;
  /** The home directory for `~/…` display paths (injected for tests). */
  home?: string;
  /** Which session of an OpenCode store (default: the one updated last). */
  opencode?: SessionChoice;
  /**
   * Use the transcript scan cache (`write`): a Claude Code session, a Codex CLI rollout or a
   * Gemini CLI JSONL session read again reads only what was appended since. OpenCode's store
   * (many files or a database) is always read in full, as are the single-document formats (an
   * old Codex rollout, Gemini's older session JSON), which are rewritten whole.
   */
  cache?: TranscriptCacheOptions | undefined;
}

/** Options of the readers: what the Claude parser keeps, and which OpenCode session. */
type ReadOptions = ClaudeParserOptions & { opencode?: SessionChoice | undefined };

/**
 * A transcript given as another agent's (`ingest codex` on a Claude Code session): InputError
 * naming the agent it looks like, so the CLI can say which command to run instead.
 */
export class WrongAgentError extends InputError {
  readonly detected: AgentKind;
  constructor(message: string, file: string, detected: AgentKind) {
    super(message, { file });
    this.detected = detected;
  }
}

/** Read a transcript and summarise it. Throws InputError (exit 2) on unreadable input. */
export async function ingestTranscript(
  path: string,
  opts: IngestOptions,
): Promise<TranscriptSummary> {
  const agent = opts.agent ?? (await detectAgent(path));
  const source = displayPath(path, opts.root, opts.home ?? homedir());
  if ((agent === "claude" || agent === "codex" || agent === "gemini") && opts.cache) {
    await assertSessionFile(path, agent, source);
    const scan = {
      path,
      label: source,
      k: opts.k,
      root: opts.root,
      cache: opts.cache,
      count: countEvent,
    };
    const scanned =
      agent === "claude"
        ? await (await import("./agents/claude/resume.js")).scanClaudeResumable(scan)
        : agent === "codex"
          ? await (await import("./agents/codex/resume.js")).scanCodexResumable(scan)
          : await (await import("./agents/gemini/resume.js")).scanGeminiResumable(scan);
    // null: a single-document format (old Codex rollout, Gemini session JSON), read in full below.
    if (scanned !== null) {
      await assertSomethingUsed(path, agent, source, scanned.counts);
      return scanned.summary.result(agent, source, resolve(opts.root));
    }
  }
  const summary = new TranscriptAccumulator(opts.k);
  // The summary trims the records, and a passing record keeps only its command (SPEC §4).
  const batches = readEventBatches(path, agent, source, {
    passingOutput: false,
    opencode: opts.opencode,
  });
  for await (const batch of batches) for (const event of batch) summary.add(event);
  return summary.result(agent, source, resolve(opts.root));
}

/** The normalised feedback records of a transcript, in the order the commands finished. */
export async function* readTranscriptRecords(
  path: string,
  agent: AgentKind,
  opencode: SessionChoice = {},
): AsyncGenerator<FeedbackRecord> {
  for await (const batch of readEventBatches(path, agent, basename(path), { opencode })) {
    for (const event of batch) if (event.kind === "command") yield event.record;
  }
}

const AGENT_NAMES: Record<AgentKind, string> = {
  claude: "Claude Code",
  codex: "Codex CLI",
  opencode: "OpenCode",
  gemini: "Gemini CLI",
};
/** What each agent's transcript is called in messages. */
const TRANSCRIPT_NAMES: Record<AgentKind, string> = {
  claude: "a Claude Code session",
  codex: "a Codex CLI rollout",
  opencode: "an OpenCode session",
  gemini: "a Gemini CLI session",
};
/** Events that say nothing of the session itself (any JSON line with a timestamp gives a span). */
const NOT_CONTENT = new Set<TranscriptEvent["kind"]>(["skipped", "unknown", "span", "cwd"]);

/**
 * Every event of a transcript; `label` names it in skipped-line reports. A file none of whose
 * lines the adapter could use is not that agent's transcript (unless it looks like one): an
 * InputError naming the agent it looks like, not an empty result.
 */
export async function* readTranscriptEvents(
  path: string,
  agent: AgentKind,
  label: string,
): AsyncGenerator<TranscriptEvent> {
  for await (const batch of readEventBatches(path, agent, label)) yield* batch;
}

/** `readTranscriptEvents` a batch at a time: one await per read of the file, not per event. */
async function* readEventBatches(
  path: string,
  agent: AgentKind,
  label: string,
  options: ReadOptions = {},
): AsyncGenerator<TranscriptEvent[]> {
  const counts: EventCounts = { used: 0, unused: 0 };
  for await (const batch of readAdapterEvents(path, agent, label, options)) {
    for (const event of batch) countEvent(counts, event);
    yield batch;
  }
  await assertSomethingUsed(path, agent, label, counts);
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
  agent: AgentKind,
  label: string,
  { used, unused }: EventCounts,
): Promise<void> {
  if (unused > 0 && used === 0) {
    const detected = await sniffAgent(path);
    // This agent's file with nothing of use in it yet (a session that only just started).
    if (detected === agent) return;
    if (detected !== undefined) {
      throw wrongAgent(label, agent, detected);
    }
    throw new InputError(
      `${label}: not ${agent === "opencode" ? "an" : "a"} ${AGENT_NAMES[agent]} transcript (none of its ${unused} line(s) could be read as one)`,
      { file: label },
    );
  }
}

async function* readAdapterEvents(
  path: string,
  agent: AgentKind,
  label: string,
  options: ReadOptions,
): AsyncGenerator<TranscriptEvent[]> {
  if (agent === "claude" || agent === "codex" || agent === "gemini") {
    await assertSessionFile(path, agent, label);
    if (agent === "claude") yield* readClaudeEvents(path, label, options);
    else if (agent === "codex") yield* readCodexEvents(path, label);
    else yield* readGeminiEvents(path, label);
  } else if ((await pathKind(path, label)) === "dir" || path.endsWith(".json")) {
    yield* batchesOf(readOpenCodeStorage(path, label, options.opencode));
  } else if ((await detectSqlite(path)) || path.endsWith(".db")) {
    const { readOpenCodeSqlite } = await import("./agents/opencode/sqlite.js");
    yield* batchesOf(readOpenCodeSqlite(path, label, options.opencode));
  } else {
    yield* batchesOf(readOpenCodeStream(path, label));
  }
}

/** A Claude Code, Codex or Gemini CLI transcript is one file: InputError when it is not. */
async function assertSessionFile(
  path: string,
  agent: "claude" | "codex" | "gemini",
  label: string,
): Promise<void> {
  if ((await pathKind(path, label)) === "file") return;
  if (isOpenCodeStorage(path)) throw wrongAgent(label, agent, "opencode");
  const what = {
    claude: "a Claude Code transcript is a .jsonl file",
    codex: "a Codex CLI rollout is a .jsonl file",
    gemini: "a Gemini CLI session is a .json or .jsonl file",
  }[agent];
  throw new InputError(`${label}: ${what}, not a folder`, { file: label });
}

/** An OpenCode storage folder (or its `part/` folder, or the folder holding `storage/`). */
function isOpenCodeStorage(dir: string): boolean {
  return (
    basename(dir) === "part" ||
    existsSync(join(dir, "part")) ||
    existsSync(join(dir, "storage", "part"))
  );
}

/** The error for a transcript of `detected` given as one of `agent`'s. */
function wrongAgent(label: string, agent: AgentKind, detected: AgentKind): WrongAgentError {
  const what = `${label} is not ${TRANSCRIPT_NAMES[agent]}`;
  return new WrongAgentError(
    `${what}: it looks like ${TRANSCRIPT_NAMES[detected]}`,
    label,
    detected,
  );
}

/** OpenCode's readers yield one event at a time. */
async function* batchesOf(
  events: AsyncIterable<TranscriptEvent>,
): AsyncGenerator<TranscriptEvent[]> {
  for await (const event of events) yield [event];
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

async function detectSqlite(path: string): Promise<boolean> {
  const { open } = await import("node:fs/promises");
  const handle = await open(path, "r");
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buf, 0, 16, 0);
    return bytesRead === 16 && buf.toString("latin1") === "SQLite format 3\0";
  } finally {
    await handle.close();
  }
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
