import { UsageError } from "../../errors.js";
import { parseGateMode } from "../../hooks/config.js";
import {
  installHooksFor,
  requireHookAdapter,
  uninstallHooksFor,
} from "../../hooks/install/install.js";
import { HOOK_ADAPTERS, type HookAdapterRegistry } from "../../hooks/protocol/registry.js";
import { HOOK_AGENT_IDS, listAgents } from "../../model/agents.js";
import { describeTarget } from "../../hooks/install/scope.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff hooks install|uninstall ${listAgents(HOOK_AGENT_IDS, "|")} [options]

Add handoff's hooks to the agent's settings, or take them out again, without touching any
other setting or hook. The install is yours alone by default: the agent's personal settings
file where it has one (Claude Code's .claude/settings.local.json), so your install does not
change every teammate's agent; --project writes the project's file, shared once committed.
Each run says which file it touched. The file is edited as text: every byte that is not handoff's stays
as written (numbers, escapes, layout, Gemini's comments), so uninstalling after an install
gives the file back as it was; a symlinked settings file is edited where it points. A command
of yours that runs handoff inside a larger one (wrapper.sh && handoff hook claude) is yours.
Installing twice changes nothing; installing over an older install replaces its entries.

  claude  .claude/settings.local.json, personal (--project: .claude/settings.json, the team's):
          PreCompact and SessionEnd write a packet (PreCompact also prints compaction
          instructions), SessionStart resumes, UserPromptSubmit, PostToolUse and
          PostToolUseFailure wrap up at wrap_up_at, Stop runs the Stop gate
  codex   .codex/hooks.json (Codex has no personal file in a project: the install says how
          to keep it out of commits): PreCompact and SessionEnd write a packet, SessionStart resumes,
          UserPromptSubmit and PostToolUse wrap up at wrap_up_at, Stop runs the Stop gate.
          'codex --version' is asked once: a Codex older than 0.145.0 has no SessionEnd, so
          its Stop writes a packet after every turn instead (hook codex --stop-writes).
          Codex runs project hooks only once you trust them: the install says how
  gemini  .gemini/settings.json (no personal file in a project either): PreCompress and SessionEnd write a packet, SessionStart
          resumes, BeforeAgent and AfterTool wrap up at wrap_up_at (no Stop gate)
  opencode  .opencode/plugins/handoff.js (--global: ~/.config/opencode/plugins/handoff.js), a
          plugin file of handoff's: session.idle writes a packet, a session's first model
          call gets the briefing in its system prompt (no Stop gate, no wrap-up); uninstall
          removes the file when it is still handoff's
  copilot .github/hooks/handoff.json (--global: $COPILOT_HOME/hooks/handoff.json), a hooks
          file of handoff's (GitHub Copilot CLI loads every .github/hooks/*.json of a trusted
          folder): sessionStart resumes, agentStop writes ahead, sessionEnd and preCompact
          write a packet, userPromptSubmitted, postToolUse and postToolUseFailure wrap up at
          wrap_up_at, agentStop runs the Stop gate (off unless --gate or the config's gate
          says block); uninstall removes the file when it is still handoff's
  qwen    .qwen/settings.json: PreCompact and SessionEnd write a packet, Stop writes ahead
          after every turn (a 'qwen -p' run has no SessionEnd) and runs the Stop gate,
          SessionStart resumes, UserPromptSubmit, PostToolUse and PostToolUseFailure wrap up
          at wrap_up_at
  cline   .clinerules/hooks/TaskComplete (--global: ~/.cline/hooks/TaskComplete), a hook
          file of handoff's: a completed task writes a packet. Cline takes no context from a
          hook at a task's start: brief with 'handoff continue --to cline' (no gate, no
          wrap-up); uninstall removes the file when it is still handoff's

The hooks run 'handoff' when it is on PATH, else this installation's absolute launcher
(node /…/dist/src/cli/bin.js); the install says which.

Options:
  --root DIR           repo root (default: the enclosing git repo)
  --command CMD        how the agent should launch handoff, e.g. "node /opt/handoff/dist/bin/handoff.mjs"
  --gate MODE          the Stop gate: off, warn or block, written into the hook command
                       (default: none, so .handoff/config.json's gate applies, else warn)
  --project            write the project's shared file (claude: .claude/settings.json)
  --local              the personal file, the default (refused for an agent without one)
  --global             opencode, copilot, cline: the user-level file (every project) instead
  --no-wrap-up         leave out the context-budget trigger (on by default)
  --codex-version V    codex: install for this Codex version instead of asking codex
  --json               print {action, agent, file, path, personal, changed, events, command, notes}

Exit codes: 0 done (or nothing to change), 2 bad usage, a settings file that is not valid JSON,
or a symlink to nothing.`;

/**
 * What `hooks install codex` says about trust. Codex 0.171.0 runs a project hook only once it
 * is trusted; `codex exec` never asks and, for an untrusted hook, neither runs it nor says so
 * (seen with the real CLI in test/agents/trust.agents.ts), so no hook of handoff's can warn:
 * the install has to. The wording follows Codex's own review screen ("Hooks need review",
 * "Trust all and continue", `/hooks`).
 */
export async function run(
  args: string[],
  io: CliIO,
  adapters: HookAdapterRegistry = HOOK_ADAPTERS,
): Promise<number> {
  const parsed = parseCommandArgs("hooks", args, {
    root: { type: "string" },
    command: { type: "string" },
    gate: { type: "string" },
    local: { type: "boolean" },
    project: { type: "boolean" },
    global: { type: "boolean" },
    "wrap-up": { type: "boolean" },
    "no-wrap-up": { type: "boolean" },
    "codex-version": { type: "string" },
    json: { type: "boolean" },
  });
  const [action, agent, extra] = parsed.positionals;
  if (action !== "install" && action !== "uninstall") {
    throw new UsageError("expected 'install' or 'uninstall'. Run 'handoff hooks --help'.");
  }
  if (agent === undefined || !Object.hasOwn(adapters, agent)) {
    throw new UsageError(
      `expected an agent (${listAgents(Object.keys(adapters))}) after '${action}'`,
    );
  }
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
  const adapter = await requireHookAdapter(agent, adapters);
  const local = flag(parsed, "local");
  const project = flag(parsed, "project");
  if (local && project)
    throw new UsageError("--local and --project name different files: pick one");
  if (local && adapter.install.localSettingsFile === undefined) {
    throw new UsageError(
      `--local is not for ${agent}: it has no personal hooks file, only the project's ${adapter.install.settingsFile}`,
    );
  }
  const { locateRepo } = await import("../../platform/locate-repo.js");
  const { root } = await locateRepo(io.cwd, stringOption(parsed, "root"));
  const gate = parseGateMode(stringOption(parsed, "gate"));
  if (gate === null) throw new UsageError("--gate must be off, warn or block");
  let command = stringOption(parsed, "command");
  const notes: string[] = [];
  if (action === "install" && command === undefined) {
    const { resolveLauncher } = await import("../../hooks/install/launcher.js");
    const launcher = resolveLauncher(io.env["PATH"]);
    command = launcher.command;
    if (launcher.note !== null) notes.push(launcher.note);
  }
  // The option keeps its historical name: Codex CLI is the agent whose install depends on it.
  let agentVersion = stringOption(parsed, "codex-version") ?? null;
  if (action === "install" && agentVersion === null && adapter.install.detectVersion) {
    agentVersion = adapter.install.detectVersion();
  }
  const global = flag(parsed, "global");
  if (global && adapter.install.plugin === undefined) {
    throw new UsageError(`--global is not for ${agent}: its hooks live in the project`);
  }
  const { homedir } = await import("node:os");
  const options = {
    command,
    gate,
    scope: project ? ("project" as const) : ("personal" as const),
    ...(global ? { global: { env: io.env, home: io.env["HOME"] || homedir() } } : {}),
    wrapUp: !flag(parsed, "no-wrap-up"),
    agentVersion,
    notes,
  };
  const result =
    action === "install"
      ? await installHooksFor(root, adapter, options)
      : await uninstallHooksFor(root, adapter, options);
  const said = [...result.notes, ...(action === "install" ? (adapter.install.notes ?? []) : [])];
  if (flag(parsed, "json")) {
    const out = { action, agent, ...result, notes: said };
    await writeOut(io.stdout, `${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const events = result.events.join(", ");
  const whose = describeTarget(result, global);
  const message = !result.changed
    ? action === "install"
      ? `handoff hooks for ${agent} are already installed in ${result.file} (${whose}); nothing changed.`
      : `No handoff hooks for ${agent} in ${result.file} (${whose}); nothing changed.`
    : action === "install"
      ? `Installed handoff hooks for ${agent} in ${result.file} (${events}): ${whose}.`
      : `Removed handoff hooks for ${agent} from ${result.file} (${whose}).`;
  const lines = [message, ...said.map((note) => `note: ${note}`)];
  await writeOut(io.stdout, `${lines.join("\n")}\n`);
  return 0;
}
