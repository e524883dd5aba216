/**
 * `handoff hook <agent>`, as a library call: parse the hook's stdin JSON, decide the action the
 * agent's adapter gives its event, build the run's context once (adapter, input, root, log),
 * and run that action: budget (the wrap-up trigger), brief (SessionStart), write (and the gate
 * after it at a Stop), or gate. It never throws: a hook must never block or break the agent, so
 * every failure is logged to `.handoff/hook.log` and the caller exits 0. Each action loads only
 * the modules it needs: the SessionStart path stays as light as `handoff resume`.
 */
import { homedir } from "node:os";
import { startStatusEarly } from "../collect/git/early-status.js";
import {
  createHookLog,
  findHookRoot,
  type HookContext,
  type HookRunOptions,
} from "./hook-context.js";
import {
  type HookAction,
  type HookAdapter,
  decideHookAction,
  isTurnEvent,
} from "./protocol/adapter.js";
import { hookContextOf } from "../model/agents.js";
import { writesInChild } from "./write-heap.js";
import {
  type HookInput,
  type HookInputDialect,
  parseHookInput,
} from "./protocol/read-hook-input.js";

export type { HookRunOptions } from "./hook-context.js";

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

/** What an action returns; `runHook` adds the errors collected on the way. */
type ActionResult = Omit<HookRunResult, "errors">;

/** Run one hook invocation end to end. Never throws. */
export async function runHook(
  adapter: HookAdapter,
  inputText: string,
  options: HookRunOptions,
): Promise<HookRunResult> {
  const errors: string[] = [];
  let input: HookInput | null = null;
  try {
    if (options.inputError !== undefined) throw new Error(`hook input: ${options.inputError}`);
    input = parseHookInput(inputText, inputDialect(adapter, options));
    // A detached writer only writes: its input may be any event's (a SessionStart recovery's).
    const action: HookAction = options.detached
      ? { kind: "write", gate: false }
      : decideHookAction(adapter, input);
    const result = await runAction(adapter, input, action, options, errors);
    return { ...result, errors };
  } catch (error) {
    const log = createHookLog(adapter.agent, options, errors, { input, root: null });
    const logged = await log("error", errorText(error));
    return { action: "error", stdout: "", packet_id: null, errors, logged };
  }
}

/** How this adapter's host words its input: the event from `--event`, its own field names. */
function inputDialect(adapter: HookAdapter, options: HookRunOptions): HookInputDialect {
  const read = adapter.readInput;
  if (read === undefined) return { event: options.event };
  const env = options.env ?? process.env;
  const where = { env, home: env["HOME"] ?? homedir() };
  return { event: options.event, translate: (record) => read(record, where) };
}

async function runAction(
  adapter: HookAdapter,
  input: HookInput,
  action: HookAction,
  options: HookRunOptions,
  errors: string[],
): Promise<ActionResult> {
  const env = options.env ?? process.env;
  if (action.kind === "ignore") return done("ignore");
  if (action.kind === "budget") return runBudget(adapter, input, options, env, errors);
  const { root, isGit, facts } = await findHookRoot(
    options.cwd,
    options.root ?? input.cwd ?? options.cwd,
  );
  const log = createHookLog(adapter.agent, options, errors, { input, root });
  const ctx: HookContext = {
    adapter,
    input,
    root,
    isGit,
    ...(facts === undefined ? {} : { facts }),
    options,
    env,
    log,
  };
  if (action.kind === "resume") return runBrief(ctx);
  return runTurnEnd(ctx, action);
}

/**
 * The every-prompt, every-tool-call path: the context-budget trigger. No git, no root, until the
 * wrap-up actually fires and writes.
 */
async function runBudget(
  adapter: HookAdapter,
  input: HookInput,
  options: HookRunOptions,
  env: NodeJS.ProcessEnv,
  errors: string[],
): Promise<ActionResult> {
  const log = createHookLog(adapter.agent, options, errors, { input, root: null });
  const { runWrapUp } = await import("./wrap-up/wrap-up.js");
  const outcome = await runWrapUp(input, {
    findLatestUsage: adapter.findLatestUsage,
    flat: hookContextOf(adapter.briefingFormat)?.flat === true,
    cwd: options.cwd,
    root: options.root,
    topic: options.topic,
    log,
    write: async () => {
      const { root, isGit } = await findHookRoot(
        options.cwd,
        options.root ?? input.cwd ?? options.cwd,
      );
      const ctx: HookContext = {
        adapter,
        input,
        root,
        isGit,
        options,
        env,
        log: createHookLog(adapter.agent, options, errors, { input, root }),
      };
      const { describeWriter, writeForHook } = await import("./hook-write.js");
      return writeForHook(ctx, input, {
        writer: `${describeWriter(adapter, input)} (context-budget wrap-up)`,
        delayMs: 0,
      });
    },
  });
  return outcome.fired
    ? done("budget", { stdout: outcome.stdout, packet_id: outcome.packet_id })
    : done("budget");
}

/** SessionStart: the previous session recovered when it is behind, then the briefing. */
async function runBrief(ctx: HookContext): Promise<ActionResult> {
  const { briefForHook } = await import("./hook-brief.js");
  const brief = await briefForHook(ctx);
  return done("resume", {
    stdout: brief.stdout,
    packet_id: brief.id,
    ...(brief.handedOver ? { handed_over: true } : {}),
  });
}

/**
 * A write event (PreCompact, SessionEnd, a turn's write ahead) and/or the Stop gate. A write
 * handed over at once is the turn's end of `turn-handed-over.ts`: the gate answers, then the
 * writer starts. Otherwise the turn's last message is kept first; a write that runs here runs
 * next, and the gate answers after it.
 */
async function runTurnEnd(
  ctx: HookContext,
  action: Extract<HookAction, { kind: "write" | "gate" }>,
): Promise<ActionResult> {
  const { adapter, input, options } = ctx;
  const writes = action.kind === "write";
  const budget = writes ? await writeBudget(ctx) : null;
  const gates = !writes || (action.gate && !options.detached);
  const steer = adapter.compactionEvents?.includes(input.hook_event_name) === true;
  const turn = await import("./turn-handed-over.js");
  if (writes && budget === 0 && !steer) {
    const ended = await turn.runTurnHandedOver(ctx, gates, async () =>
      (await import("./hook-write.js")).writeForHook(ctx, input),
    );
    return done("write", {
      stdout: ended.stdout,
      packet_id: ended.packetId,
      logged: ended.logged,
      ...(ended.handedOver ? { handed_over: true } : {}),
    });
  }
  // A write here, or a gate that reads the repo: the work tree's status starts now, and runs
  // while the write pipeline or the gate loads (see collect/git/early-status.ts).
  const gateReads = gates && ctx.isGit && turn.gateModeOf(ctx) !== "off";
  if ((writes && budget !== 0) || gateReads) startStatusEarly(ctx.root);
  // The write's own process starts beside it too (hook-write.ts: when the CLI writes).
  if (writes && budget !== 0 && writesInChild(options, input, ctx.env)) {
    (await import("./write-process.js")).startWriteChild();
  }
  // The gate's diff of the changes it found at the last turn starts beside that status too.
  if (gateReads && !writes) await turn.startGateDiffEarly(ctx.root);
  const hooks = await import("./hook-write.js");
  if (!options.detached && isTurnEvent(adapter, input.hook_event_name)) {
    // Stop (Gemini: AfterAgent) carries the agent's last message; SessionEnd does not.
    await hooks
      .rememberAgentReport(ctx.root, input)
      .catch((error: unknown) =>
        ctx.log("error", `agent report not kept: ${hooks.errorMessage(error)}`),
      );
  }
  const outcome = writes
    ? await hooks.writeWithinBudget(ctx, budget)
    : { written: null, handedOver: false, logged: true };
  const { written, handedOver, logged } = outcome;
  if (writes && (!action.gate || options.detached)) {
    if (written === null) return done("write", { logged, handed_over: true });
    const stdout = steer ? await renderSteering(written.packet) : "";
    return done("write", { stdout, packet_id: written.id, logged });
  }
  // The Stop gate, after the write when the event also writes.
  const stdout = await turn.runGate(ctx);
  return done(written === null && !handedOver ? "gate" : "write", {
    stdout,
    packet_id: written?.id ?? null,
    logged,
    ...(handedOver ? { handed_over: true } : {}),
  });
}

/**
 * How long this write may run in the hook (null: unbounded). A detached writer, or a call
 * inside another program that cannot start one, writes unbounded.
 */
async function writeBudget(ctx: HookContext): Promise<number | null> {
  if (ctx.options.detached || ctx.options.canDetach !== true) return null;
  const { writeBudgetFor } = await import("./detached-write.js");
  return writeBudgetFor(ctx.adapter, ctx.input.hook_event_name, ctx.env);
}

/** The compaction instructions printed after a PreCompact write. */
async function renderSteering(
  packet: Parameters<
    typeof import("./wrap-up/compaction-instructions.js").renderCompactionInstructions
  >[0],
): Promise<string> {
  const { renderCompactionInstructions } = await import("./wrap-up/compaction-instructions.js");
  return renderCompactionInstructions(packet);
}

/** The one shape every action returns. */
function done(
  action: ActionResult["action"],
  fields: Partial<Omit<ActionResult, "action">> = {},
): ActionResult {
  return { action, stdout: "", packet_id: null, logged: true, ...fields };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
