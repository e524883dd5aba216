import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as g,c as k}from"./chunk-CRW5JW52.mjs";import{a as h,b as a}from"./chunk-JZEAVFXC.mjs";import{a as p,b as u,c as l}from"./chunk-FKVPJ6Z6.mjs";import{l as m}from"./chunk-HGHQ63QC.mjs";import"./chunk-XDG5B2NW.mjs";import"./chunk-BAUPEUGH.mjs";import{b as s}from"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";import{statSync as D}from"node:fs";import{resolve as F}from"node:path";var $=`Usage: handoff resume [--root DIR] [--topic T] [--format text|json|claude-hook|codex-hook]

Find the active packet of this branch and topic (else the newest of the branch, else the newest
overall, saying so), re-verify each of its claims against the live repo (HEAD, branch,
worktrees, modified files, verification, absence claims, other sessions' new work), and print
the briefing: objective, next action and exact command, open decisions, pitfalls, drift.

Options:
  --root DIR     repo root (default: the enclosing git repo)
  --topic T      line of work on the branch (default: default)
  --format F     text (default), json, claude-hook or codex-hook: the SessionStart hook JSON
                 {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "…"}},
                 at most 10,000 characters; Codex CLI reads the same shape.

Exit codes: 0 fresh, 1 drifted, 4 no packet. The hook formats always exit 0 when they print:
hooks discard the JSON of a command that exits non-zero, and drift is in the context itself.`,w=["text","json","claude-hook","codex-hook"];function O(e){try{return D(e).isDirectory()}catch{return!1}}async function A(e,t){let r=h("resume",e,{root:{type:"string"},topic:{type:"string"},format:{type:"string"}});if(r.positionals.length>0)throw new s(`handoff resume takes no arguments, got '${r.positionals[0]}'`);let o=a(r,"format")??"text";if(!w.includes(o))throw new s(`--format must be one of ${w.join(", ")}, got '${o}'`);let x=m(a(r,"topic")),n=a(r,"root"),i=n===void 0?t.cwd:F(t.cwd,n);if(!O(i))throw new s(`--root ${n}: no such directory`);let c=k(i);c.catch(()=>{});let[{resume:y},{renderBriefing:b}]=await Promise.all([import("./resume-ND23TTWY.mjs"),import("./briefing-SW2NCTTD.mjs")]),S=n!==void 0?i:g(i)?.top??(await c).top??i,f=await y(S,{topic:x,state:c}),d=b(f,o);return await p(t.stdout,o==="text"&&u(t)?E(d):d),o==="claude-hook"||o==="codex-hook"?0:f.outcome==="none"?4:f.outcome==="drifted"?1:0}function E(e){return e.replace(/\b(VERIFIED|FRESH|DRIFTED)\b/g,t=>l(!0,t==="DRIFTED"?31:32,t))}export{A as run,$ as usage};
