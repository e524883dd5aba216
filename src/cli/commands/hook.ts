import { realpathSync } from "node:fs";
import type { HookAdapter } from "../../hooks/protocol/adapter.js";
import type { HookAdapterRegistry } from "../../hooks/protocol/registry.js";
import { type GateMode, parseGateMode } from "../../hooks/config.js";
import { readHookStdin, stdinTimeout } from "../../hooks/protocol/read-stdin.js";
import { agentName, HOOK_AGENT_IDS, listAgents } from "../../model/agents.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { armTimeLimit } from "../hook-time-limit.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff hook ${listAgents(HOOK_AGENT_IDS, "|")} [--root DIR] [--topic T] [--gate off|warn|block] [--stop-writes] [--event NAME]

Run as a ${listAgents(HOOK_AGENT_IDS.map(agentName))} hook: reads the hook's JSON on stdin and
  PreCompact, SessionEnd                         write a packet in hook mode: the transcript
                                                 is ingested; dirty, unverified or next-less
                                                 workbenches are flagged as risks, never refused.
                                                 Claude's PreCompact then prints compaction
                                                 instructions built from the packet
  SessionStart (startup|resume|clear|compact)    print the resume briefing as
                                                 hookSpecificOutput.additionalContext JSON
  UserPromptSubmit, PostToolUse,                 read the transcript's tail; the first time the
  PostToolUseFailure (Claude)                    context is wrap_up_at full (default 60%), write
                                                 a packet and tell the agent to wrap up
  Stop                                           write ahead (the packet follows every turn),
                                                 keep last_assistant_message for the next write;
                                                 the Stop gate: not ready to hand off (dirty
                                                 workbench, no next action, unnoted block risk)
                                                 → block (at most 3 times) or warn
Gemini CLI: SessionEnd and PreCompress write (an automatic PreCompress only once the context
is half full: Gemini fires it before every turn), AfterAgent writes ahead, SessionStart prints
the briefing, BeforeAgent and AfterTool run the context-budget trigger.
OpenCode (its plugin, 'hooks install opencode', sends these): session.idle writes a packet (a
detached writer at once) from the newest session of this repository in opencode.db;
experimental.chat.system.transform prints the briefing, which the plugin adds to the system
prompt of a session's first model call. No Stop gate, no context-budget trigger.
GitHub Copilot CLI (.github/hooks/handoff.json names the event with --event): sessionStart
prints {"additionalContext": …}, which Copilot gives the model before the first prompt;
agentStop writes ahead (a detached writer at once), sessionEnd and preCompact write,
userPromptSubmitted, postToolUse and postToolUseFailure run the context-budget trigger.
SessionStart first writes the previous session's transcript into the packet when it holds more
(a killed session), within 3 s (HANDOFF_RECOVERY_MS); past that the briefing says it is stale.
Crashes never block the agent: errors go to .handoff/hook.log and the exit code is always 0.
Hooks read regular files only, and a hook still running after 30 s (HANDOFF_HOOK_TIMEOUT_MS)
logs that and exits. Stdin that does not end within 10 s (HANDOFF_HOOK_STDIN_MS) is logged
and the hook exits 0.
Settings: .handoff/config.json (wrap_up_at, context_window, models, gate).
A write that outlasts its host's budget (Claude's SessionEnd: 1 s, or the value of
CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS less 0.5 s; a turn's write at Stop or AfterAgent, which
the turn would wait for, and Gemini's SessionEnd, which Gemini does not wait for: none) goes to a
detached writer (output in .handoff/hook.log), and the hook returns. HANDOFF_WRITE_BUDGET_MS overrides the budget.
Install it with 'handoff hooks install ${listAgents(HOOK_AGENT_IDS, "|")}'.

Options:
  --root DIR      repo root (default: the repo enclosing the hook input's cwd)
  --topic T       line of work on this branch (default: default)
  --gate MODE     the Stop gate: off, warn or block (default: config's gate, else warn)
  --stop-writes   Stop also writes a packet (Codex CLI before 0.145.0, which has no SessionEnd)
  --event NAME    the event, for a host whose hook input names none (GitHub Copilot CLI: its
                  hooks file gives each event's command its name)
  --edit          the point-of-edit hook (Claude Code, Codex CLI and Qwen Code PreToolUse,
                  Gemini CLI BeforeTool, GitHub Copilot CLI preToolUse): the rules, failures and conclusions about the path a tool call
                  writes, from .handoff/cache/recall/; a user's rule forbidding it warns or,
                  with "guards": "block" in .handoff/config.json, denies the edit`;

/**
 * `handoff hook <agent>`: the agent's adapter from `adapters` (default: the shipped ones; a test
 * adds its fake agent with `withHookAdapters`).
 */
export async function run(
  args: string[],
  io: CliIO,
  adapters?: HookAdapterRegistry,
): Promise<number> {
  if (args.includes("--edit")) {
    // The point-of-edit hook (what `bin.ts` runs without the CLI, reached here from `main`).
    const { runEditHookProcess } = await import("../../hooks/recall/edit-hook.js");
    return runEditHookProcess(args[0] ?? "", args.slice(1), io);
  }
  const disarm = armTimeLimit(io, args[0] ?? "?");
  try {
    return await runWithinLimit(args, io, adapters);
  } finally {
    disarm();
  }
}

async function runWithinLimit(
  args: string[],
  io: CliIO,
  adapters: HookAdapterRegistry | undefined,
): Promise<number> {
  let adapter: HookAdapter | null = null;
  let options: { root?: string; topic?: string; gate?: GateMode; event?: string } = {};
  let fromFile: string | undefined;
  try {
    const parsed = parseCommandArgs("hook", args, {
      root: { type: "string" },
      topic: { type: "string" },
      gate: { type: "string" },
      "stop-writes": { type: "boolean" },
      "from-file": { type: "string" },
      event: { type: "string" },
    });
    const [agent, extra] = parsed.positionals;
    if (extra !== undefined) throw new Error(`unexpected argument '${extra}'`);
    adapter = await loadAdapter(agent, adapters);
    if (flag(parsed, "stop-writes")) {
      adapter = (await import("../../hooks/protocol/adapter.js")).withStopWrites(adapter);
    }
    const gate = parseGateMode(stringOption(parsed, "gate"));
    if (gate === null) throw new Error("--gate must be off, warn or block");
    options = {
      root: stringOption(parsed, "root"),
      topic: stringOption(parsed, "topic"),
      gate,
      event: stringOption(parsed, "event"),
    };
    fromFile = stringOption(parsed, "from-file");
    if (fromFile !== undefined && options.root === undefined) {
      throw new Error("--from-file needs --root");
    }
  } catch (error) {
    // A misconfigured hook must still not break the agent (PreCompact exit 2 would block the
    // compaction): say so on stderr and in the log, and exit 0.
    const message = error instanceof Error ? error.message : String(error);
    const { locateRepo } = await import("../../platform/locate-repo.js");
    const root = await locateRepo(io.cwd).then(
      (r) => r.root,
      () => io.cwd,
    );
    const { appendHookLog } = await import("../../hooks/hook-log.js");
    await appendHookLog(root, { agent: "?", event: "(args)", level: "error", message }).catch(
      () => undefined,
    );
    const { safeMessage } = await import("../safe-message.js");
    await writeOut(
      io.stderr,
      `handoff hook: ${await safeMessage(message)} (see 'handoff hook --help')\n`,
    );
    return 0;
  }
  // The runner loads while the input is read; a rejection is seen where it is awaited.
  const loading = import("../../hooks/run-hook.js");
  loading.catch(() => undefined);
  let text = "";
  let inputError: string | undefined;
  try {
    if (fromFile !== undefined && options.root !== undefined) {
      // A detached writer: the input a hook handed over when its write ran out of budget.
      const { takePendingInput } = await import("../../hooks/detached-write.js");
      text = takePendingInput(realpathSync(options.root), fromFile);
    } else {
      // The input may be under way already, read by bin.ts (see hooks/early-input.ts).
      text = await (io.hookInput ?? readHookStdin(io.stdin, stdinTimeout(io.env)));
    }
  } catch (error) {
    inputError = error instanceof Error ? error.message : String(error);
  }
  const { runHook } = await loading;
  // A rejection that some pipeline stage leaves unobserved for a moment must not kill the
  // process (Node's default): the stage that awaits it later still sees the error, and the
  // runner logs it. The guard lives only as long as this hook run.
  const swallow = (): void => undefined;
  process.on("unhandledRejection", swallow);
  const result = await runHook(adapter, text, {
    cwd: io.cwd,
    ...options,
    inputError,
    env: io.env,
    detached: fromFile !== undefined,
    writeDelayMs: testWriteDelay(io.env),
    recoveryBoundMs: recoveryBound(io.env),
    // The CLI as its own process (bin.ts hands it the process's streams), not `main` called
    // inside another program: only then may a detached writer rerun this script, and the hook exit.
    canDetach: io.stdout === process.stdout,
  }).finally(() => process.off("unhandledRejection", swallow));
  if (result.stdout !== "") await writeOut(io.stdout, result.stdout);
  if (!result.logged && result.errors.length > 0) {
    const { safeMessage } = await import("../safe-message.js");
    await writeOut(io.stderr, `handoff hook: ${await safeMessage(result.errors.join("; "))}\n`);
  }
  // The write started here was handed to a detached writer: stop it now rather than let it run
  // into the host's cut (Claude Code's 1.5 s) or hold the agent's wait. It writes atomically, so
  // stopping it leaves the previous packet, and the detached writer takes over its lock.
  if (result.handed_over === true && io.stdout === process.stdout) process.exit(0);
  return 0;
}

async function loadAdapter(
  agent: string | undefined,
  given: HookAdapterRegistry | undefined,
): Promise<HookAdapter> {
  const { HOOK_ADAPTERS, loadHookAdapter } = await import("../../hooks/protocol/registry.js");
  const adapters = given ?? HOOK_ADAPTERS;
  const known = listAgents(Object.keys(adapters));
  if (agent === undefined) throw new Error(`expected an agent: ${known}`);
  const adapter = await loadHookAdapter(agent, adapters);
  if (adapter === null) throw new Error(`unknown agent '${agent}' (${known})`);
  return adapter;
}

/**
 * `HANDOFF_TEST_WRITE_DELAY_MS`: test-only, a pause before every hook-mode write (the agent
 * tests slow a SessionEnd past its host's budget with it). Never set it in real use.
 */
function testWriteDelay(env: NodeJS.ProcessEnv): number {
  const value = Number(env["HANDOFF_TEST_WRITE_DELAY_MS"]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The recovery's bound, or `HANDOFF_RECOVERY_MS` when set to a positive integer (tests). */
function recoveryBound(env: NodeJS.ProcessEnv): number | undefined {
  const value = Number(env["HANDOFF_RECOVERY_MS"]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
