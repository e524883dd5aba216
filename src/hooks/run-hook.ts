/**
 * `handoff hook claude|codex`, as a library call: parse the hook's stdin JSON, act on the event
 * (write a packet in hook mode, or resume and return the briefing) and report what to print.
 * It never throws: a hook must never block or break the agent, so every failure is logged to
 * `.handoff/hook.log` and the caller exits 0. Each action loads only the modules it needs: the
 * SessionStart path stays as light as `handoff resume`.
 */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import type { WriteHandoffResult } from "../pipeline/write-handoff.js";
import type { ResumeResult } from "../resume/resume.js";
import { type HookAction, type HookAdapter, decideHookAction } from "./protocol/adapter.js";
import type { GateMode } from "./config.js";
import { type HookInput, describeHookEvent, parseHookInput } from "./protocol/read-hook-input.js";
import { locateTranscript } from "./locate-transcript.js";
import { handoffCommand } from "../util/cli-launcher.js";
import { startStatusEarly } from "../collect/git/early-status.js";

export interface HookRunOptions {
  /** The process's working directory: used when the input has no `cwd`. */
  cwd: string;
  /** `--root`: overrides the root found from the input's `cwd`. */
  root?: string;
  /** `--topic` (default `default`). */
  topic?: string;
  /** Clock for the log lines (injected by tests). */
  now?: () => Date;
  /** Set when stdin could not be read (timeout, too large): logged instead of parsing. */
  inputError?: string;
  /** `--gate`: the Stop gate's mode, over the config's `gate`. */
  gate?: GateMode;
  /** The environment (budgets, the test-only write delay); default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /**
   * Set in a detached writer (`--from-file`): the input was handed over by a hook whose write ran
   * out of budget. Only the write runs, unbounded; no gate, nothing printed.
   */
  detached?: boolean;
  /**
   * Whether a write past its budget may be handed to a detached writer: only when this process
   * is the CLI itself (the writer reruns its script, and the hook then exits at once). A library
   * call inside another program (a test runner) writes unbounded instead.
   */
  canDetach?: boolean;
}

/** What happened, and what the CLI prints on stdout (empty for writes but Claude's PreCompact). */
export interface HookRunResult {
  action: "write" | "resume" | "budget" | "gate" | "ignore" | "error";
  stdout: string;
  /** The packet written or resumed from, when any. */
  packet_id: string | null;
  /** Messages of what went wrong (also in hook.log). */
  errors: string[];
  /** False when even the log could not be written; the CLI then says so on stderr. */
  logged: boolean;
  /**
   * True when the write ran out of its budget and a detached writer took it over: the write
   * started in this process is abandoned, and the CLI exits as soon as it has printed.
   */
  handed_over?: boolean;
}

/** Run one hook invocation end to end. Never throws. */
export async function runHook(
  adapter: HookAdapter,
  inputText: string,
  options: HookRunOptions,
): Promise<HookRunResult> {
  const now = options.now ?? (() => new Date());
  let input: HookInput | null = null;
  let root: string | null = null;
  const errors: string[] = [];
  const log = async (level: "info" | "error", message: string): Promise<boolean> => {
    if (level === "error") errors.push(message);
    const dir = options.root ?? input?.cwd ?? undefined;
    const at = root ?? (await findRoot(options.cwd, dir).catch(() => null));
    if (at === null) return false;
    const event = input === null ? "(unparsed)" : describeHookEvent(input);
    // Loaded on the first line logged: the every-tool-call path usually logs nothing.
    const { appendHookLog } = await import("./hook-log.js");
    return appendHookLog(at, { agent: adapter.agent, event, level, message }, now()).then(
      () => true,
      () => false,
    );
  };
  try {
    if (options.inputError !== undefined) throw new Error(`hook input: ${options.inputError}`);
    input = parseHookInput(inputText);
    const start = options.root ?? input.cwd ?? options.cwd;
    // A detached writer only writes: its input may be any event's (a SessionStart recovery's).
    const action: HookAction = options.detached
      ? { kind: "write", gate: false }
      : decideHookAction(adapter, input);
    if (action.kind === "ignore")
      return { action: "ignore", stdout: "", packet_id: null, errors, logged: true };
    if (action.kind === "budget") {
      // The hot path (every tool call): no git until the wrap-up actually fires.
      const hookInput = input;
      const { runWrapUp } = await import("./wrap-up/wrap-up.js");
      const outcome = await runWrapUp(hookInput, {
        agent: adapter.agent,
        cwd: options.cwd,
        root: options.root,
        topic: options.topic,
        log,
        write: async () => {
          root = await findRoot(options.cwd, start);
          return writeForHook(adapter, root, hookInput, options.topic, (m) => log("error", m), {
            writer: `${describeWriter(adapter, hookInput)} (context-budget wrap-up)`,
          });
        },
      });
      const stdout = outcome.fired ? outcome.stdout : "";
      const id = outcome.fired ? outcome.packet_id : null;
      return { action: "budget", stdout, packet_id: id, errors, logged: true };
    }
    const resolved = await resolveHookRoot(options.cwd, start);
    root = resolved.root;
    if (action.kind === "resume") {
      const recovery = await recoverForHook(adapter, root, input, options, log);
      const resumed = await resumeForHook(
        adapter,
        root,
        options.topic,
        (m) => log("error", m),
        recovery.stale,
      );
      return {
        action: "resume",
        stdout: resumed.stdout,
        packet_id: resumed.id,
        errors,
        logged: true,
        ...(recovery.handed_over ? { handed_over: true } : {}),
      };
    }
    const env = options.env ?? process.env;
    const budget =
      action.kind !== "write" || options.detached || options.canDetach !== true
        ? null
        : (await import("./detached-write.js")).writeBudgetFor(adapter, input.hook_event_name, env);
    // A write here (not handed over at once): the work tree's status starts now, and runs while
    // the write pipeline loads (see collect/git/early-status.ts).
    if (action.kind === "write" && budget !== 0) startStatusEarly(root);
    let written: WriteHandoffResult | null = null;
    let logged = true;
    let handedOver = false;
    const perTurn = [...adapter.gateEvents, ...(adapter.turnWriteEvents ?? [])];
    if (
      !options.detached &&
      perTurn.includes(input.hook_event_name) &&
      input.last_assistant_message !== null
    ) {
      // Stop (Gemini: AfterAgent) carries the agent's last message; SessionEnd does not.
      await rememberAgentReport(root, input).catch((error: unknown) =>
        log("error", `agent report not kept: ${errorMessage(error)}`),
      );
    }
    if (action.kind === "write") {
      const hookInput = input;
      const at = root;
      const outcome = await withinBudget(
        () =>
          writeForHook(adapter, at, hookInput, options.topic, (message) => log("error", message), {
            delayMs: testWriteDelay(env),
          }),
        // The host's clock started when it spawned this process, not when the write began.
        budget === null ? null : Math.max(0, budget - Math.round(performance.now())),
      );
      if ("late" in outcome) {
        const pid = await handOver(adapter, root, input, options, env).catch(
          async (error: unknown) => {
            await log("error", `detached writer not started: ${errorMessage(error)}`);
            return null;
          },
        );
        if (pid !== null) {
          handedOver = true;
          logged = await log(
            "info",
            `write handed to a detached writer at ${budget} ms (pid ${pid})`,
          );
        } else {
          // No writer to hand it to: finish it here, past the budget, rather than lose it.
          written = await outcome.late();
          logged = await log("info", `${written.status} packet ${written.id} (past its budget)`);
        }
      } else {
        written = outcome.done;
        const ahead = adapter.turnWriteEvents?.includes(input.hook_event_name) === true;
        const how = options.detached ? " (detached writer)" : ahead ? " (write ahead)" : "";
        logged = await log("info", `${written.status} packet ${written.id}${how}`);
      }
      if (!action.gate || options.detached) {
        if (written === null) {
          return {
            action: "write",
            stdout: "",
            packet_id: null,
            errors,
            logged,
            handed_over: true,
          };
        }
        const steer = adapter.compactionEvents?.includes(input.hook_event_name) === true;
        const stdout = steer ? await renderSteering(written) : "";
        return { action: "write", stdout, packet_id: written.id, errors, logged };
      }
    }
    // The Stop gate, after the write when the event also writes (Codex's Stop).
    const { runStopGate } = await import("./gate/run-stop-gate.js");
    const gate = await runStopGate(input, {
      root,
      isGit: resolved.isGit,
      topic: options.topic ?? "default",
      gate: options.gate,
      defaultGate: adapter.defaultGate,
      transcriptAgent: adapter.transcriptAgent,
      log,
    }).catch(async (error: unknown) => {
      // A gate that cannot read the repo lets the session stop (fails open).
      await log("error", `stop gate: ${errorMessage(error)}`);
      return { stdout: "" };
    });
    return {
      action: written === null && !handedOver ? "gate" : "write",
      stdout: gate.stdout,
      packet_id: written?.id ?? null,
      errors,
      logged,
      ...(handedOver ? { handed_over: true } : {}),
    };
  } catch (error) {
    const logged = await log("error", errorMessage(error));
    return { action: "error", stdout: "", packet_id: null, errors, logged };
  }
}

/** The repo root enclosing `dir` (resolved against `cwd`), or `dir` itself outside git. */
async function findRoot(cwd: string, dir: string | undefined): Promise<string> {
  return (await resolveHookRoot(cwd, dir)).root;
}

async function resolveHookRoot(
  cwd: string,
  dir: string | undefined,
): Promise<{ root: string; isGit: boolean }> {
  const { locateRepo } = await import("../platform/locate-repo.js");
  return locateRepo(cwd, dir);
}

/**
 * Resume and render the briefing in the agent's hook format. No packet yet → print nothing:
 * an empty repo should not get a "no packet" notice injected at every session start. A packet
 * that fails its integrity check (edited by hand) is logged, and the agent is briefed that it
 * failed, never shown its contents.
 */
async function resumeForHook(
  adapter: HookAdapter,
  root: string,
  topic: string | undefined,
  logError: (message: string) => Promise<unknown>,
  stale: string | null = null,
): Promise<{ stdout: string; id: string | null }> {
  const [{ resume }, { renderBriefing }, { BadPacketError }] = await Promise.all([
    import("../resume/resume.js"),
    import("../resume/briefing.js"),
    import("../store/verify-packet.js"),
  ]);
  let result: Awaited<ReturnType<typeof resume>>;
  try {
    result = await resume(root, { topic });
  } catch (error) {
    if (!(error instanceof BadPacketError)) throw error;
    await logError(error.message);
    const note = `The active handoff packet failed its integrity check (${error.packetFile} was changed after it was written), so it was not loaded. Run '${handoffCommand(`show ${error.packetId}`)}' to see why; recover with '${handoffCommand(`archive ${error.packetId}`)}', then '${handoffCommand("write")}'.`;
    const failed: ResumeResult = {
      outcome: "none",
      found: null,
      note,
      branch: null,
      topic: topic ?? "default",
      entry: null,
      packet: null,
      claims: [],
      risks: [],
    };
    return { stdout: renderBriefing(failed, adapter.briefingFormat), id: null };
  }
  if (stale !== null) result = { ...result, note: `${stale} ${result.note}` };
  // No packet and nothing coming: nothing to say. A write under way is said (pending-writes.ts).
  if (result.packet === null && stale === null && result.pending_write === undefined) {
    return { stdout: "", id: null };
  }
  return { stdout: renderBriefing(result, adapter.briefingFormat), id: result.packet?.id ?? null };
}

/**
 * SessionStart's recovery of the previous session (recover-session.ts), except after a
 * compaction (the same session goes on; its PreCompact just wrote). Never throws: a recovery
 * that fails is logged and the briefing goes ahead from the packet as it is.
 */
async function recoverForHook(
  adapter: HookAdapter,
  root: string,
  input: HookInput,
  options: HookRunOptions,
  log: (level: "info" | "error", message: string) => Promise<unknown>,
): Promise<{ stale: string | null; handed_over: boolean }> {
  if (input.source === "compact") return { stale: null, handed_over: false };
  const env = options.env ?? process.env;
  try {
    const { recoverPreviousSession } = await import("./recover-session.js");
    const cwd = input.cwd === null ? null : resolve(options.cwd, input.cwd);
    return await recoverPreviousSession(adapter, input, {
      root,
      topic: options.topic ?? "default",
      dirs: cwd === null || cwd === root ? [root] : [root, cwd],
      env,
      boundMs: recoveryBound(env),
      log,
      write: async (recovering) =>
        (
          await writeForHook(adapter, root, recovering, options.topic, (m) => log("error", m), {
            writer: `${describeWriter(adapter, recovering)} (recovering the previous session)`,
            delayMs: testWriteDelay(env),
          })
        ).id,
      handOver: (recovering) => handOver(adapter, root, recovering, options, env),
    });
  } catch (error) {
    await log("error", `previous session not recovered: ${errorMessage(error)}`);
    return { stale: null, handed_over: false };
  }
}

/** The recovery's bound, or `HANDOFF_RECOVERY_MS` when set to a positive integer (tests). */
function recoveryBound(env: NodeJS.ProcessEnv): number | undefined {
  const value = Number(env["HANDOFF_RECOVERY_MS"]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Write in hook mode: the rules that would refuse a manual write (dirty tree, missing
 * verification, no next action) are recorded as block risks instead, since in a hook a refused
 * packet is worse than a flagged one. A missing or unreadable transcript is logged and the
 * packet is written without it.
 */
async function writeForHook(
  adapter: HookAdapter,
  root: string,
  input: HookInput,
  topic: string | undefined,
  logError: (message: string) => Promise<unknown>,
  {
    writer = describeWriter(adapter, input),
    delayMs = 0,
  }: { writer?: string; delayMs?: number } = {},
): Promise<WriteHandoffResult> {
  if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
  const { writeHandoff } = await import("../pipeline/write-handoff.js");
  const base = {
    cwd: root,
    root,
    topic,
    agent: adapter.transcriptAgent,
    allow_dirty: true,
    allow_unverified: true,
    allow_missing_next: true,
    writer,
    agent_report: input.last_assistant_message ?? (await recallAgentReport(root, input)),
    onWarning: (message: string) => void logError(message),
    // The hook named the transcript, not a person: one with no cwd must be in its own folder.
    transcriptFound: {},
  };
  const transcript = locateTranscript(input);
  if (input.transcript_path !== null && transcript === null) {
    await logError(
      `transcript not found or not a file: ${input.transcript_path}; writing without it`,
    );
  }
  if (transcript === null) return writeHandoff({ ...base, transcript: null });
  // The size read from: SessionStart's recovery compares it with the transcript later.
  const size = statSync(transcript, { throwIfNoEntry: false })?.size ?? 0;
  try {
    const written = await writeHandoff({ ...base, transcript });
    const { markTranscriptWritten } = await import("./hook-state.js");
    await markTranscriptWritten(root, transcript, size, sessionKey(input)).catch((error: unknown) =>
      logError(`transcript mark not kept: ${errorMessage(error)}`),
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

/** Keep Stop's `last_assistant_message` (redacted, cut) in the session's hook state. */
async function rememberAgentReport(root: string, input: HookInput): Promise<void> {
  const message = input.last_assistant_message;
  if (message === null) return;
  const [{ redact }, state] = await Promise.all([
    import("../redact/index.js"),
    import("./hook-state.js"),
  ]);
  const text = redact(message.slice(0, state.MAX_STORED_REPORT)).text;
  await state.updateHookState(root, input.session_id ?? state.NO_SESSION, (current) =>
    current.last_assistant_message === text
      ? { state: null, result: undefined }
      : { state: { ...current, last_assistant_message: text }, result: undefined },
  );
}

/** The last message a Stop of this session kept, or null. */
async function recallAgentReport(root: string, input: HookInput): Promise<string | null> {
  const { NO_SESSION, readHookState, readHookStateByHash } = await import("./hook-state.js");
  if (input.session_hash !== undefined) {
    return readHookStateByHash(root, input.session_hash).last_assistant_message;
  }
  return readHookState(root, input.session_id ?? NO_SESSION).last_assistant_message;
}

/** The session's hash (its hook-state file name), from the id or a handed-over input's hash. */
function sessionKey(input: HookInput): { hash: string } | { id: string | null } {
  return input.session_hash !== undefined ? { hash: input.session_hash } : { id: input.session_id };
}

/** The compaction instructions printed after a PreCompact write. */
async function renderSteering(written: WriteHandoffResult): Promise<string> {
  const { renderCompactionInstructions } = await import("./wrap-up/compaction-instructions.js");
  return renderCompactionInstructions(written.packet);
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

/** Save the input and start the detached writer that finishes the write; its pid. */
async function handOver(
  adapter: HookAdapter,
  root: string,
  input: HookInput,
  options: HookRunOptions,
  env: NodeJS.ProcessEnv,
): Promise<number | undefined> {
  if (options.canDetach !== true) throw new Error("no detached writer outside the CLI process");
  const { savePendingInput, spawnDetachedWriter } = await import("./detached-write.js");
  const report = input.last_assistant_message ?? (await recallAgentReport(root, input));
  const file = await savePendingInput(root, input, report, options.topic);
  try {
    return spawnDetachedWriter({ agent: adapter.agent, root, file, topic: options.topic, env });
  } catch (error) {
    // Nobody will take it: the input (the session's hash, a redacted report) must not linger.
    const { unlink } = await import("node:fs/promises");
    await unlink(file).catch(() => undefined);
    throw error;
  }
}

/**
 * `HANDOFF_TEST_WRITE_DELAY_MS`: test-only, a pause before every hook-mode write (the agent
 * tests slow a SessionEnd past its host's budget with it). Never set it in real use.
 */
function testWriteDelay(env: NodeJS.ProcessEnv): number {
  const value = Number(env["HANDOFF_TEST_WRITE_DELAY_MS"]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
