import { UsageError } from "../../errors.js";
import { parseGateMode } from "../../hooks/config.js";
import { installHooks, uninstallHooks } from "../../hooks/install.js";
import { HOOK_AGENTS, type HookAgent } from "../../hooks/read-hook-input.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff hooks install|uninstall claude|codex|gemini [options]

Add handoff's hooks to the agent's project settings, or take them out again, without touching
any other setting or hook. Installing twice changes nothing.

  claude  .claude/settings.json: PreCompact and SessionEnd write a packet, SessionStart resumes,
          UserPromptSubmit and PostToolUse wrap up at wrap_up_at, Stop runs the Stop gate
  codex   .codex/hooks.json:     PreCompact and Stop write a packet (Stop also runs the gate
          when one is set), SessionStart resumes; --wrap-up adds UserPromptSubmit and PostToolUse
  gemini  .gemini/settings.json: SessionEnd and PreCompress write a packet, SessionStart
          resumes, BeforeAgent and AfterTool wrap up at wrap_up_at

Options:
  --root DIR        repo root (default: the enclosing git repo)
  --command CMD     how the agent should launch handoff (default: handoff), e.g. "npx handoff"
  --gate MODE       the Stop gate: off, warn or block, written into the hook command (default:
                    none, so .handoff/config.json's gate applies; else warn for Claude Code,
                    off for Codex CLI). With off, Claude Code gets no Stop hook.
  --wrap-up         codex: also install the context-budget trigger (always on for claude)
  --json            print {action, agent, file, path, changed, events} as JSON

Exit codes: 0 done (or nothing to change), 2 bad usage or a settings file that is not valid JSON.`;

export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("hooks", args, {
    root: { type: "string" },
    command: { type: "string" },
    gate: { type: "string" },
    "wrap-up": { type: "boolean" },
    json: { type: "boolean" },
  });
  const [action, agent, extra] = parsed.positionals;
  if (action !== "install" && action !== "uninstall") {
    throw new UsageError("expected 'install' or 'uninstall'. Run 'handoff hooks --help'.");
  }
  if (!HOOK_AGENTS.includes(agent as HookAgent)) {
    throw new UsageError(`expected an agent (${HOOK_AGENTS.join(" or ")}) after '${action}'`);
  }
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
  const { locateRepo } = await import("../../collect/git/locate-repo.js");
  const { root } = await locateRepo(io.cwd, stringOption(parsed, "root"));
  const gate = parseGateMode(stringOption(parsed, "gate"));
  if (gate === null) throw new UsageError("--gate must be off, warn or block");
  const options = {
    command: stringOption(parsed, "command"),
    gate,
    wrapUp: flag(parsed, "wrap-up") ? true : undefined,
  };
  const result =
    action === "install"
      ? await installHooks(root, agent as HookAgent, options)
      : await uninstallHooks(root, agent as HookAgent, options);
  if (flag(parsed, "json")) {
    await writeOut(io.stdout, `${JSON.stringify({ action, agent, ...result }, null, 2)}\n`);
    return 0;
  }
  const events = result.events.join(", ");
  const message = !result.changed
    ? action === "install"
      ? `handoff hooks for ${agent} are already installed in ${result.file}; nothing changed.`
      : `No handoff hooks for ${agent} in ${result.file}; nothing changed.`
    : action === "install"
      ? `Installed handoff hooks for ${agent} in ${result.file} (${events}).`
      : `Removed handoff hooks for ${agent} from ${result.file}.`;
  await writeOut(io.stdout, `${message}\n`);
  return 0;
}
