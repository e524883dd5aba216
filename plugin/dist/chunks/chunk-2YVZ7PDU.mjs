import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as p}from"./chunk-J7XVXHKA.mjs";import{a as d,b as f,d as h}from"./chunk-JZEAVFXC.mjs";import{a as n}from"./chunk-FKVPJ6Z6.mjs";import{b as i}from"./chunk-YJHAM5QG.mjs";var O=`Usage: handoff push [REMOTE] [--root DIR] [--json]

Publish the registry (.handoff/ packets, log and notes) on REMOTE's refs/handoff/registry
(default remote: origin), so 'handoff pull' and 'handoff resume' work on another machine. What
the remote already has is merged in first; a push that loses a race is merged and retried once.
Only git objects and refs/handoff/* are written: never your branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, status, commit, packets, packets_received, ...}

Exit codes: 0 pushed or up to date; 2 no such remote, the remote refuses custom refs, or the
push was rejected twice. See docs/sync.md.`;async function l(r,o,a){let t=d(r,o,{root:{type:"string"},json:{type:"boolean"}});if(t.positionals.length>1)throw new i(`handoff ${r} takes at most one REMOTE, got ${t.positionals.length}`);let s=await p(a.cwd,f(t,"root"));if(!s.git)throw new i(`handoff ${r}: ${s.root} is not a git repository`);return{root:s.root,remote:t.positionals[0]??"origin",json:h(t,"json")}}async function j(r,o){let{root:a,remote:t,json:s}=await l("push",r,o),{pushRegistry:g}=await import("./push-2RCTFBC3.mjs"),e=await g(a,{remote:t});for(let u of e.ignored)await n(o.stderr,`handoff push: ignored from the remote: ${u}
`);if(s)return await n(o.stdout,`${JSON.stringify(e,null,2)}
`),0;let c=e.packets_received.length+e.events_received===0?"":` (merged ${e.packets_received.length} packets and ${e.events_received} events from ${t} first)`,m=e.status==="pushed"?`Pushed ${e.packets} packets to ${t} refs/handoff/registry at ${e.commit.slice(0,12)}${c}.`:`${t} already has this registry (${e.packets} packets, ${e.commit.slice(0,12)})${c}.`;return await n(o.stdout,`${m}
`),0}export{O as a,l as b,j as c};
