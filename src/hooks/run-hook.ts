/**
 * `handoff hook claude|codex`, as a library call: parse the hook's stdin JSON, act on the event
 * (write a packet in hook mode, or resume and return the briefing) and report what to print.
 * It never throws: a hook must never block or break the agent, so every failure is logged to
 * `.handoff/hook.log` and the caller exits 0. Each action loads only the modules it needs: the
 * SessionStart path stays as light as `handoff resume`.
 */
import { statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { WriteHandoffResult } from "../pipeline/write-handoff.js";
import type { ResumeResult } from "../resume/resume.js";
import { type HookAdapter, decideHookAction } from "./protocol/adapter.js";
import type { GateMode } from "./config.js";
import { type HookInput, describeHookEvent, parseHookInput } from "./protocol/read-hook-input.js";

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
    const action = decideHookAction(adapter, input);
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
      const resumed = await resumeForHook(adapter, root, options.topic, (m) => log("error", m));
      return {
        action: "resume",
        stdout: resumed.stdout,
        packet_id: resumed.id,
        errors,
        logged: true,
      };
    }
    let written: WriteHandoffResult | null = null;
    let logged = true;
    if (
      adapter.gateEvents.includes(input.hook_event_name) &&
      input.last_assistant_message !== null
    ) {
      // Stop carries the agent's last message; SessionEnd, which writes later, does not.
      await rememberAgentReport(root, input).catch((error: unknown) =>
        log("error", `agent report not kept: ${errorMessage(error)}`),
      );
    }
    if (action.kind === "write") {
      written = await writeForHook(adapter, root, input, options.topic, (message) =>
        log("error", message),
      );
      logged = await log("info", `${written.status} packet ${written.id}`);
      if (!action.gate) {
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
      action: written === null ? "gate" : "write",
      stdout: gate.stdout,
      packet_id: written?.id ?? null,
      errors,
      logged,
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
    const note = `The active handoff packet failed its integrity check (${error.packetFile} was changed after it was written), so it was not loaded. Run 'handoff show ${error.packetId}' to see why; recover with 'handoff archive ${error.packetId}', then 'handoff write'.`;
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
  if (result.packet === null) return { stdout: "", id: null };
  return { stdout: renderBriefing(result, adapter.briefingFormat), id: result.packet.id };
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
  { writer = describeWriter(adapter, input) }: { writer?: string } = {},
): Promise<WriteHandoffResult> {
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
  };
  const transcript = locateTranscript(input);
  if (input.transcript_path !== null && transcript === null) {
    await logError(
      `transcript not found or not a file: ${input.transcript_path}; writing without it`,
    );
  }
  if (transcript === null) return writeHandoff({ ...base, transcript: null });
  try {
    return await writeHandoff({ ...base, transcript });
  } catch (error) {
    await logError(
      `transcript ${transcript} could not be used (${errorMessage(error)}); writing without it`,
    );
    return writeHandoff({ ...base, transcript: null });
  }
}

/**
 * The transcript path made absolute against the session's cwd, or null when it is absent or not
 * a regular file (both agents' hooks point at one `.jsonl` file).
 */
function locateTranscript(input: HookInput): string | null {
  if (input.transcript_path === null) return null;
  const path = isAbsolute(input.transcript_path)
    ? input.transcript_path
    : resolve(input.cwd ?? ".", input.transcript_path);
  return statSync(path, { throwIfNoEntry: false })?.isFile() ? path : null;
}

/** Who writes, in words: "the Claude Code SessionEnd hook". */
export function describeWriter(adapter: HookAdapter, input: HookInput): string {
  return `the ${adapter.displayName ?? adapter.agent} ${input.hook_event_name} hook`;
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
  const { NO_SESSION, readHookState } = await import("./hook-state.js");
  return readHookState(root, input.session_id ?? NO_SESSION).last_assistant_message;
}

/** The compaction instructions printed after a PreCompact write. */
async function renderSteering(written: WriteHandoffResult): Promise<string> {
  const { renderCompactionInstructions } = await import("./wrap-up/compaction-instructions.js");
  return renderCompactionInstructions(written.packet);
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
