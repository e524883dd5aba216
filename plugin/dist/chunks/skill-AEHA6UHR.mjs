import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as g,b as u,d as f}from"./chunk-ZGC2BPYA.mjs";import{b as d}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{b as i}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var x=`Usage: handoff skill install|uninstall claude|codex|gemini [--project] [--root DIR] [--json]

Put handoff's Agent Skill (SKILL.md: when to resume, what to note while working, when to
write, how to read drift) where the agent loads skills, or take it out again. Installing twice
changes nothing; a file at that path that is not handoff's is never replaced or removed.

  claude  ~/.claude/skills/handoff/SKILL.md          --project: .claude/skills/handoff/
  codex   $CODEX_HOME/skills/handoff/SKILL.md        --project: .agents/skills/handoff/
          (CODEX_HOME defaults to ~/.codex)
  gemini  ~/.gemini/skills/handoff/SKILL.md          --project: .gemini/skills/handoff/

Options:
  --project    install into the repo (to commit and share) instead of your home folder
  --root DIR   repo root for --project (default: the enclosing git repo)
  --json       print {action, agent, path, changed}

Exit codes: 0 done (or nothing to change), 2 bad usage or a file there that is not handoff's.`;async function L(m,n){let s=g("skill",m,{project:{type:"boolean"},root:{type:"string"},json:{type:"boolean"}}),{SKILL_AGENTS:h,installSkill:w,skillTarget:c,uninstallSkill:k}=await import("./install-skill-BLFUF7XK.mjs"),[t,o,p]=s.positionals;if(t!=="install"&&t!=="uninstall")throw new i("expected 'install' or 'uninstall'. Run 'handoff skill --help'.");let r=h.find(e=>e===o);if(r===void 0)throw new i(`expected an agent (${h.join(", ")}) after '${t}'`);if(p!==void 0)throw new i(`unexpected argument '${p}'`);let l;if(f(s,"project")){let{locateRepo:e}=await import("./locate-repo-QRP7D7OP.mjs"),{root:j}=await e(n.cwd,u(s,"root"));l=c(r,{root:j})}else{let e=n.env.HOME??n.env.USERPROFILE;if(e===void 0||e==="")throw new i("HOME is not set: pass --project to install into the repo");l=c(r,{home:e,codexHome:n.env.CODEX_HOME})}let a=t==="install"?await w(l):await k(l);if(f(s,"json"))return await d(n.stdout,`${JSON.stringify({action:t,agent:o,...a},null,2)}
`),0;let O=a.changed?t==="install"?`Installed handoff's skill for ${o}: ${a.path}`:`Removed handoff's skill for ${o}: ${a.path}`:t==="install"?`handoff's skill for ${o} is already in ${a.path}; nothing changed.`:`No handoff skill for ${o} at ${a.path}; nothing changed.`;return await d(n.stdout,`${O}
`),0}export{L as run,x as usage};
