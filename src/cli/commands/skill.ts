import { UsageError } from "../../errors.js";
import { listAgents, SKILL_AGENT_IDS } from "../../model/agents.js";
import { flag, parseCommandArgs, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff skill install|uninstall ${listAgents(SKILL_AGENT_IDS, "|")} [--project] [--root DIR] [--force] [--json]

Put handoff's Agent Skill (SKILL.md: when to resume, what to note while working, when to
write, how to read drift) where the agent loads skills, or take it out again. Installing twice
changes nothing; a copy of a version handoff shipped is replaced or removed. Any other file at
that path (someone else's, or handoff's with lines you added) is left untouched unless --force,
which keeps it as SKILL.md.bak.

  claude  ~/.claude/skills/handoff/SKILL.md          --project: .claude/skills/handoff/
  codex   $CODEX_HOME/skills/handoff/SKILL.md        --project: .agents/skills/handoff/
          (CODEX_HOME defaults to ~/.codex)
  gemini  ~/.gemini/skills/handoff/SKILL.md          --project: .gemini/skills/handoff/
  opencode  ~/.config/opencode/skills/handoff/SKILL.md  --project: .opencode/skills/handoff/
  copilot  $COPILOT_HOME/skills/handoff/SKILL.md    --project: .github/skills/handoff/
          (COPILOT_HOME defaults to ~/.copilot)
  qwen    $QWEN_HOME/skills/handoff/SKILL.md         --project: .qwen/skills/handoff/
          (QWEN_HOME defaults to ~/.qwen)
  cline   $CLINE_DIR/skills/handoff/SKILL.md         --project: .cline/skills/handoff/
          (CLINE_DIR defaults to ~/.cline)

Options:
  --project    install into the repo (to commit and share) instead of your home folder
  --root DIR   repo root for --project (default: the enclosing git repo)
  --force      replace or remove a file there that handoff did not ship, keeping it as
               SKILL.md.bak (or .bak.2, …)
  --json       print {action, agent, path, changed} (and backup, when one was kept)

Exit codes: 0 done (or nothing to change), 2 bad usage, or a file there that handoff did not
ship (or cannot read).`;

export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("skill", args, {
    project: { type: "boolean" },
    root: { type: "string" },
    force: { type: "boolean" },
    json: { type: "boolean" },
  });
  const { SKILL_AGENTS, installSkill, skillTarget, uninstallSkill } = await import(
    "../../hooks/install/install-skill.js"
  );
  const [action, agent, extra] = parsed.positionals;
  if (action !== "install" && action !== "uninstall") {
    throw new UsageError("expected 'install' or 'uninstall'. Run 'handoff skill --help'.");
  }
  const known = SKILL_AGENTS.find((a) => a === agent);
  if (known === undefined) {
    throw new UsageError(`expected an agent (${listAgents(SKILL_AGENTS)}) after '${action}'`);
  }
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
  let target: ReturnType<typeof skillTarget>;
  if (flag(parsed, "project")) {
    const { locateRepo } = await import("../../platform/locate-repo.js");
    const { root } = await locateRepo(io.cwd, stringOption(parsed, "root"));
    target = skillTarget(known, { root });
  } else {
    const home = io.env["HOME"] ?? io.env["USERPROFILE"];
    if (home === undefined || home === "") {
      throw new UsageError("HOME is not set: pass --project to install into the repo");
    }
    target = skillTarget(known, { home, env: io.env });
  }
  const options = { force: flag(parsed, "force") };
  const { backup, ...result } =
    action === "install"
      ? await installSkill(target, options)
      : await uninstallSkill(target, options);
  if (flag(parsed, "json")) {
    const shown = { action, agent, ...result, ...(backup === null ? {} : { backup }) };
    await writeOut(io.stdout, `${JSON.stringify(shown, null, 2)}\n`);
    return 0;
  }
  const message = !result.changed
    ? action === "install"
      ? `handoff's skill for ${agent} is already in ${result.path}; nothing changed.`
      : `No handoff skill for ${agent} at ${result.path}; nothing changed.`
    : action === "install"
      ? `Installed handoff's skill for ${agent}: ${result.path}`
      : `Removed handoff's skill for ${agent}: ${result.path}`;
  const kept = backup === null ? "" : `\nYour copy is kept as ${backup}.`;
  await writeOut(io.stdout, `${message}${kept}\n`);
  return 0;
}
