import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{flag,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{SKILL_AGENT_IDS,listAgents}from"./chunk-JNM5UDAW.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff skill install|uninstall ${listAgents(SKILL_AGENT_IDS,"|")} [--project] [--root DIR] [--force] [--json]

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
ship (or cannot read).`;async function run(args,io){let parsed=parseCommandArgs("skill",args,{project:{type:"boolean"},root:{type:"string"},force:{type:"boolean"},json:{type:"boolean"}}),{SKILL_AGENTS,installSkill,skillTarget,uninstallSkill}=await import("./install-skill-PN5PGFGP.mjs"),[action,agent,extra]=parsed.positionals;if(action!=="install"&&action!=="uninstall")throw new UsageError("expected 'install' or 'uninstall'. Run 'handoff skill --help'.");let known=SKILL_AGENTS.find(a=>a===agent);if(known===void 0)throw new UsageError(`expected an agent (${listAgents(SKILL_AGENTS)}) after '${action}'`);if(extra!==void 0)throw new UsageError(`unexpected argument '${extra}'`);let target;if(flag(parsed,"project")){let{locateRepo}=await import("./locate-repo-A3UA3HZQ.mjs"),{root}=await locateRepo(io.cwd,stringOption(parsed,"root"));target=skillTarget(known,{root})}else{let home=io.env.HOME??io.env.USERPROFILE;if(home===void 0||home==="")throw new UsageError("HOME is not set: pass --project to install into the repo");target=skillTarget(known,{home,env:io.env})}let options={force:flag(parsed,"force")},{backup,...result}=action==="install"?await installSkill(target,options):await uninstallSkill(target,options);if(flag(parsed,"json")){let shown={action,agent,...result,...backup===null?{}:{backup}};return await writeOut(io.stdout,`${JSON.stringify(shown,null,2)}
`),0}let message=result.changed?action==="install"?`Installed handoff's skill for ${agent}: ${result.path}`:`Removed handoff's skill for ${agent}: ${result.path}`:action==="install"?`handoff's skill for ${agent} is already in ${result.path}; nothing changed.`:`No handoff skill for ${agent} at ${result.path}; nothing changed.`,kept=backup===null?"":`
Your copy is kept as ${backup}.`;return await writeOut(io.stdout,`${message}${kept}
`),0}export{run,usage};
