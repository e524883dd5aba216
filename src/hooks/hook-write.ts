/**
 * The write action of a hook: the packet written in hook mode, within the host's budget or
 * handed to a detached writer, and the agent's last message kept for the session's next write.
 * Called by `run-hook.ts` with the context it built once.
 */
import { statSync } from "node:fs";
import type { HookContext } from "./hook-context.js";
import { type HookAdapter, isTurnEvent } from "./protocol/adapter.js";
import type { HookInput } from "./protocol/read-hook-input.js";
import { errorMessage, handOver, recallAgentReport } from "./hand-over.js";
import { locateTranscript } from "./locate-transcript.js";
import { hookEventTime } from "./event-time.js";
import { writesInChild } from "./write-heap.js";
import type { ChildWriteOptions, HookWritten } from "./write-process.js";

export { errorMessage, handOver, rememberAgentReport } from "./hand-over.js";

/** What became of a write: the packet, or the writer it was handed to. */
export interface WriteOutcome {
  /** The packet written by this process; null when a detached writer took the write over. */
  written: HookWritten | null;
  handedOver: boolean;
  /** False when even the log line could not be written. */
  logged: boolean;
}

/**
 * Write the packet for the context's event: inside the hook for at most `budgetMs` (null:
 * unbounded), then handed to a detached writer; with no writer to hand it to, finished here.
 */
export async function writeWithinBudget(
  ctx: HookContext,
  budgetMs: number | null,
): Promise<WriteOutcome> {
  const { adapter, input, options } = ctx;
  // A transcript its host has not yet put on disk up to this event: a detached writer waits for
  // it, this hook does not (transcript-lag.ts). Only where a writer can take the write over.
  const behind =
    budgetMs !== null &&
    adapter.transcriptBehind !== undefined &&
    (await import("./transcript-lag.js")).transcriptBehindEvent(adapter, input);
  const outcome = await withinBudget(
    () => writeForHook(ctx, input),
    // The host's clock started when it spawned this process, not when the write began.
    budgetMs === null ? null : behind ? 0 : Math.max(0, budgetMs - Math.round(performance.now())),
  );
  if ("done" in outcome) {
    const written = outcome.done;
    const ahead = adapter.turnWriteEvents?.includes(input.hook_event_name) === true;
    const how = options.detached ? " (detached writer)" : ahead ? " (write ahead)" : "";
    const logged = await ctx.log("info", `${written.status} packet ${written.id}${how}`);
    return { written, handedOver: false, logged };
  }
  const pid = await handOver(ctx, input).catch(async (error: unknown) => {
    await ctx.log("error", `detached writer not started: ${errorMessage(error)}`);
    return null;
  });
  if (pid !== null) {
    const when = behind
      ? "at once, its transcript not yet on disk up to this event"
      : `at ${budgetMs} ms`;
    const logged = await ctx.log("info", `write handed to a detached writer ${when} (pid ${pid})`);
    return { written: null, handedOver: true, logged };
  }
  // No writer to hand it to: finish it here, past the budget, rather than lose it.
  const written = await outcome.late();
  const logged = await ctx.log("info", `${written.status} packet ${written.id} (past its budget)`);
  return { written, handedOver: false, logged };
}

/**
 * Write in hook mode: the rules that would refuse a manual write (dirty tree, missing
 * verification, no next action) are recorded as block risks instead, since in a hook a refused
 * packet is worse than a flagged one. A missing or unreadable transcript is logged and the
 * packet is written without it. `input` is the context's, or the recovered session's. A big
 * session's pipeline runs in a child process with a small young generation (write-heap.ts).
 */
export async function writeForHook(
  ctx: HookContext,
  input: HookInput,
  {
    writer = describeWriter(ctx.adapter, input),
    delayMs = ctx.options.writeDelayMs ?? 0,
  }: { writer?: string; delayMs?: number } = {},
): Promise<HookWritten> {
  const { root } = ctx;
  const logError = (message: string) => ctx.log("error", message);
  if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
  const inChild = writesInChild(ctx.options, input, ctx.env);
  const writeHandoff = (options: ChildWriteOptions) => writeInProcess(inChild, options, logError);
  const base = {
    cwd: root,
    root,
    topic: ctx.options.topic,
    agent: ctx.adapter.transcriptAgent,
    // A store of many sessions (OpenCode's) is read at this one; a detached writer has only
    // the session's hash and takes the newest of this repository's.
    session: input.session_id,
    allow_dirty: true,
    allow_unverified: true,
    allow_missing_next: true,
    writer,
    agent_report: input.last_assistant_message ?? (await recallAgentReport(root, input)),
    // The hook named the transcript, not a person: one with no cwd must be in its own folder.
    transcriptFound: {},
  };
  const transcript = locateTranscript(input);
  if (ctx.options.detached && ctx.adapter.transcriptBehind !== undefined) {
    const { waitForTranscript } = await import("./transcript-lag.js");
    const sleep = ctx.options.sleep;
    if (!(await waitForTranscript(ctx.adapter, input, sleep === undefined ? {} : { sleep }))) {
      await ctx.log(
        "info",
        "transcript not on disk up to its event in time; writing from what it holds",
      );
    }
  }
  if (input.transcript_path !== null && transcript === null) {
    await logError(
      `transcript not found or not a file: ${input.transcript_path}; writing without it`,
    );
  }
  if (transcript === null) return writeHandoff({ ...base, transcript: null });
  // A closing write of an old window with nothing newer to say (a turn's write always has).
  if (!isTurnEvent(ctx.adapter, input.hook_event_name)) {
    const { newerPacketStands } = await import("./nothing-newer.js");
    const kept = await newerPacketStands(ctx, input, transcript).catch(async (error: unknown) => {
      await logError(`newer packet not checked (${errorMessage(error)}); writing`);
      return null;
    });
    if (kept !== null) return kept;
  }
  // The size read from: SessionStart's recovery compares it with the transcript later.
  const size = statSync(transcript, { throwIfNoEntry: false })?.size ?? 0;
  try {
    const written = await writeHandoff({ ...base, transcript });
    const { markTranscriptWritten } = await import("./hook-state.js");
    // Dated by the hook event the write is for: the recovery then tells a turn that followed
    // it from one that preceded it but reached the disk after this read (recover-session.ts).
    const at = input.event_at ?? hookEventTime();
    await markTranscriptWritten(root, transcript, size, sessionKey(input), at, written.id).catch(
      (error: unknown) => logError(`transcript mark not kept: ${errorMessage(error)}`),
    );
    return written;
  } catch (error) {
    await logError(
      `transcript ${transcript} could not be used (${errorMessage(error)}); writing without it`,
    );
    return writeHandoff({ ...base, transcript: null });
  }
}

/**
 * `writeHandoff` for the hook: in a child process with a small young generation when `inChild`
 * (write-heap.ts: the CLI a host started, a big session); here in a detached writer (started
 * with that limit), in a library call, for a small session, or when the child could not run.
 */
async function writeInProcess(
  inChild: boolean,
  options: ChildWriteOptions,
  logError: (message: string) => Promise<boolean>,
): Promise<HookWritten> {
  const onWarning = (message: string) => void logError(message);
  if (inChild) {
    const { WriteChildLostError, writeHandoffInChild } = await import("./write-process.js");
    try {
      return await writeHandoffInChild(options, onWarning);
    } catch (error) {
      if (!(error instanceof WriteChildLostError)) throw error;
      await logError(`${error.message}; writing in the hook's own process`);
    }
  }
  const { writeHandoff } = await import("../pipeline/write-handoff.js");
  return writeHandoff({ ...options, onWarning });
}

/**
 * Who writes, in words: "the Claude Code PreCompact hook". The per-turn writes and SessionEnd
 * share one name, "the Claude Code session hooks": the writer is part of the packet, and a
 * SessionEnd after a turn that was already written must reproduce that packet byte for byte
 * (no new registry entry when nothing changed, SPEC §3.1).
 */
export function describeWriter(adapter: HookAdapter, input: HookInput): string {
  const name = adapter.displayName ?? adapter.agent;
  const event = input.hook_event_name;
  if (event === "SessionEnd" || adapter.turnWriteEvents?.includes(event) === true) {
    return `the ${name} session hooks`;
  }
  return `the ${name} ${event} hook`;
}

/** The session's hash (its hook-state file name), from the id or a handed-over input's hash. */
function sessionKey(input: HookInput): { hash: string } | { id: string | null } {
  return input.session_hash !== undefined ? { hash: input.session_hash } : { id: input.session_id };
}

/**
 * Run `write` for at most `budgetMs` (null: unbounded): its result, or, when the budget ran out
 * first, the write still under way (left to finish or be abandoned when the process exits).
 */
async function withinBudget<T>(
  write: () => Promise<T>,
  budgetMs: number | null,
): Promise<{ done: T } | { late: () => Promise<T> }> {
  if (budgetMs === null) return { done: await write() };
  // Not started at all when there is no time: the detached writer does all of it.
  if (budgetMs <= 0) return { late: write };
  const writing = write();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), budgetMs);
  });
  try {
    const first = await Promise.race([writing, late]);
    return first === null ? { late: () => writing } : { done: first };
  } finally {
    clearTimeout(timer);
    writing.catch(() => undefined);
  }
}
