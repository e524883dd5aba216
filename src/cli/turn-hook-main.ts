/**
 * The Stop path's own entry: `handoff hook <agent>` at a turn's end whose write goes to a
 * detached writer at once (Claude Code's Stop, Gemini CLI's AfterAgent), the hook the agent
 * waits for at every turn. The build bundles it as one flat script (`dist/bin/turn-hook.cjs`,
 * scripts/cli-bundle.mjs) that bin.ts loads through a V8 code cache (`cached-script.ts`): the
 * ~100 chunks the CLI's split bundle loaded for this path cost most of node's own part of the
 * turn's wait on Node 20, which has no compile cache.
 *
 * It does for this one path what `hook-main.ts` and `commands/hook.ts` do: the arguments, the
 * adapter's decision, the hard time limit, the launcher named from the script, then the turn's
 * end of `hooks/turn-handed-over.ts`. Anything else (another action, a write the budget keeps
 * in the hook, arguments it does not take, an input it cannot read) is declined before it has
 * done anything, and bin.ts runs the CLI on the same input.
 */
import { homedir } from "node:os";
import { resolve } from "node:path";
import type { Writable } from "node:stream";
import { parseGateMode } from "../hooks/config.js";
import { writeBudgetFor } from "../hooks/detached-write.js";
import { createHookLog, findHookRoot, type HookContext } from "../hooks/hook-context.js";
import { decideHookAction } from "../hooks/protocol/adapter.js";
import { parseHookInput } from "../hooks/protocol/read-hook-input.js";
import { HOOK_ADAPTERS, loadHookAdapter } from "../hooks/protocol/registry.js";
import { runTurnHandedOver, type WrittenHere } from "../hooks/turn-handed-over.js";
import { adoptStartedGit, type StartedGit } from "../platform/run-git.js";
import { launcherFor, setHandoffCli } from "../util/cli-launcher.js";
import { parseCommandArgs, stringOption } from "./args.js";
import { armTimeLimit } from "./hook-time-limit.js";
import { type CliIO, isBrokenPipe, writeOut } from "./io.js";
import { neutralOutput } from "./neutral-output.js";

/** What the caller gives the Stop path beyond the process's streams. */
export interface TurnHookIO {
  stdout: Writable;
  stderr: Writable;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The hook's input, being read by bin.ts. */
  input: Promise<string>;
  /**
   * The gate's status, started by bin.ts before this entry loaded (in the CLI bundle's copy of
   * the git runner): adopted by this entry's copy, where the gate takes it.
   */
  status?: StartedGit;
  /** The script this process runs (the detached writer reruns it). */
  script: string | undefined;
  /**
   * The packet written in this process, for the rare turn whose writer cannot be started: the
   * write pipeline is not in this entry, so the caller loads it from the CLI's bundle.
   */
  writeHere: (ctx: HookContext) => Promise<WrittenHere>;
}

/** What became of a run the Stop path took. */
export interface TurnHookOutcome {
  code: number;
  /** The write went to a detached writer: the process may exit as soon as it has printed. */
  handedOver: boolean;
}

/**
 * Run `handoff hook` with `args` (after `hook`) on the Stop path; null when the run is not this
 * path's, before anything was done (the CLI then runs it on the same input). Never throws: a
 * failure past the decision is logged, and the hook exits 0 as every hook does.
 */
export async function runTurnHook(
  args: readonly string[],
  io: TurnHookIO,
): Promise<TurnHookOutcome | null> {
  const errors: string[] = [];
  const turn = await decideTurn(args, io, errors).catch(() => null);
  if (turn === null) return null;
  if (io.status !== undefined) adoptStartedGit(io.status);
  const { ctx, gates } = turn;
  setHandoffCli(launcherFor(io.script === undefined ? undefined : resolve(io.script)));
  const cliIO: CliIO = {
    stdin: process.stdin,
    stdout: io.stdout,
    stderr: neutralOutput(io.stderr),
    cwd: io.cwd,
    env: io.env,
  };
  // A host that closes the pipe early must not turn the write into an uncaught exception.
  for (const stream of [io.stdout, io.stderr]) {
    stream.on("error", (error) => {
      if (!isBrokenPipe(error)) throw error;
    });
  }
  const disarm = armTimeLimit(cliIO, ctx.adapter.agent);
  // A rejection some stage leaves unobserved for a moment must not kill the process (Node's
  // default): the stage that awaits it later still sees the error, and it is logged.
  const swallow = (): void => undefined;
  process.on("unhandledRejection", swallow);
  try {
    const ended = await runTurnHandedOver(ctx, gates, () => io.writeHere(ctx)).catch(
      async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        return { stdout: "", handedOver: false, logged: await ctx.log("error", message) };
      },
    );
    if (ended.stdout !== "") await writeOut(cliIO.stdout, ended.stdout);
    if (!ended.logged && errors.length > 0) {
      const { safeMessage } = await import("./safe-message.js");
      await writeOut(cliIO.stderr, `handoff hook: ${await safeMessage(errors.join("; "))}\n`);
    }
    return { code: 0, handedOver: ended.handedOver };
  } finally {
    process.off("unhandledRejection", swallow);
    disarm();
  }
}

/**
 * The run's context, and whether its event also gates, when it is this path's: a known agent's
 * per-turn write whose budget is 0 (handed over at once), with no option but `--root`,
 * `--topic`, `--gate` and `--event`; null otherwise. Errors its log meets go to `errors`.
 */
async function decideTurn(
  args: readonly string[],
  io: TurnHookIO,
  errors: string[],
): Promise<{ ctx: HookContext; gates: boolean } | null> {
  const parsed = parseCommandArgs("hook", [...args], {
    root: { type: "string" },
    topic: { type: "string" },
    gate: { type: "string" },
    event: { type: "string" },
  });
  const [agent, extra] = parsed.positionals;
  if (agent === undefined || extra !== undefined || !Object.hasOwn(HOOK_ADAPTERS, agent)) {
    return null;
  }
  const gate = parseGateMode(stringOption(parsed, "gate"));
  if (gate === null) return null;
  const [text, adapter] = await Promise.all([io.input, loadHookAdapter(agent)]);
  if (adapter === null) return null;
  const env = io.env;
  const read = adapter.readInput;
  const options = {
    cwd: io.cwd,
    root: stringOption(parsed, "root"),
    topic: stringOption(parsed, "topic"),
    gate,
    event: stringOption(parsed, "event"),
    env,
    canDetach: true,
  };
  const home = env["HOME"] ?? homedir();
  const input = parseHookInput(text, {
    event: options.event,
    ...(read === undefined ? {} : { translate: (record) => read(record, { env, home }) }),
  });
  const action = decideHookAction(adapter, input);
  if (action.kind !== "write") return null;
  if (adapter.turnWriteEvents?.includes(input.hook_event_name) !== true) return null;
  if (writeBudgetFor(adapter, input.hook_event_name, env) !== 0) return null;
  const { root, isGit, facts } = await findHookRoot(io.cwd, options.root ?? input.cwd ?? io.cwd);
  const ctx: HookContext = {
    adapter,
    input,
    root,
    isGit,
    ...(facts === undefined ? {} : { facts }),
    options,
    env,
    log: createHookLog(adapter.agent, options, errors, { input, root }),
  };
  return { ctx, gates: action.gate };
}
