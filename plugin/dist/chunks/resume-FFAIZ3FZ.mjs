import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as x}from"./chunk-USXOKMQU.mjs";import{a as b,b as i,d as c,e as k}from"./chunk-ZGC2BPYA.mjs";import"./chunk-USC5ZRMF.mjs";import{d as w}from"./chunk-RA2QTORH.mjs";import{b as p,c as u,d as l}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{p as g}from"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-G6NRR2PP.mjs";import{b as r}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var T=`Usage: handoff resume [--root DIR] [--topic T] [--branch B] [--format text|json|claude-hook|codex-hook|gemini-hook] [--json] [--max-chars N]

Find the active packet of this branch and topic (else the newest of the branch; never another
branch's: with none, exit 4 naming the branches that have packets), re-verify each of its claims against the live repo (HEAD, branch,
worktrees, modified files, verification, absence claims, other sessions' new work), and print
the briefing, by priority within its budget: drift, the next action and exact command, the
user's words, the agent's last report, failed attempts, decisions, pitfalls, assumptions, risks
with their live verdicts, the work range, the plan, what to load; then the verified claims in one
line. Each section says how many entries it left out and where they are.

Options:
  --root DIR     repo root (default: the enclosing git repo)
  --topic T      line of work on the branch (default: default)
  --branch B     resume branch B's packet on purpose (as 'handoff list' shows the name)
  --format F     text (default), json, claude-hook, codex-hook or gemini-hook: the SessionStart
                 hook JSON {"hookSpecificOutput": {"hookEventName": "SessionStart",
                 "additionalContext": "…"}}; Codex CLI and Gemini CLI read the same shape.
  --json         the same as --format json
  --max-chars N  the briefing's budget in characters (default 10,000: the text, or the whole hook
                 JSON), for hosts with another limit

Exit codes: 0 fresh, 1 drifted, 4 no packet. The hook formats always exit 0 when they print:
hooks discard the JSON of a command that exits non-zero, and drift is in the context itself.`,y=["text","json","claude-hook","codex-hook","gemini-hook"];async function N(s,e){let t=b("resume",s,{root:{type:"string"},topic:{type:"string"},branch:{type:"string"},format:{type:"string"},json:{type:"boolean"},"max-chars":{type:"string"}});if(t.positionals.length>0)throw new r(`handoff resume takes no arguments, got '${t.positionals[0]}'`);let a=i(t,"format");if(c(t,"json")&&a!==void 0&&a!=="json")throw new r(`--json and --format ${a} disagree: choose one`);let o=c(t,"json")?"json":a??"text",j=k("resume",t,"max-chars",1e4,{min:500,max:1e6});if(!y.includes(o))throw new r(`--format must be one of ${y.join(", ")}, got '${o}'`);let O=g(i(t,"topic")),n=i(t,"branch");if(n!==void 0&&(n===""||/[\u0000-\u001f\u007f]/.test(n)))throw new r("--branch must be a branch name");let{root:f}=await w(e.cwd,i(t,"root"),{fast:!0}),m=x(f);m.catch(()=>{});let[{resume:S},{renderBriefing:v}]=await Promise.all([import("./resume-H25QRIO3.mjs"),import("./briefing-4V7XPQYK.mjs")]),h=await S(f,{topic:O,state:m,...n===void 0?{}:{branch:n}}),d=v(h,o,{maxChars:j});return await p(e.stdout,o==="text"&&u(e)?E(d):d),o.endsWith("-hook")?0:h.outcome==="none"?4:h.outcome==="drifted"?1:0}function E(s){return s.replace(/\b(VERIFIED|FRESH|DRIFTED)\b/g,e=>l(!0,e==="DRIFTED"?31:32,e))}export{N as run,T as usage};
