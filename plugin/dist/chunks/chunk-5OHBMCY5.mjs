import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as n}from"./chunk-VOFWI22P.mjs";import{a as g}from"./chunk-SQPD7XLT.mjs";import{a as f,b as p,d as h}from"./chunk-ZGC2BPYA.mjs";import{b as a}from"./chunk-QON4K2AE.mjs";import{b as c}from"./chunk-TZ4NVRVY.mjs";var v=`Usage: handoff push [REMOTE] [--root DIR] [--json]

Publish the registry (.handoff/ packets, log and notes) on REMOTE's refs/handoff/registry
(default remote: origin), so 'handoff pull' and 'handoff resume' work on another machine. What
the remote already has is merged in first; a push that loses a race is merged and retried once.
Only git objects and refs/handoff/* are written: never your branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, status, commit, packets, packets_received, ...}

Exit codes: 0 pushed or up to date; 2 no such remote, the remote refuses custom refs, or the
push was rejected twice. See docs/sync.md.`;async function w(r,o,i){let t=f(r,o,{root:{type:"string"},json:{type:"boolean"}});if(t.positionals.length>1)throw new c(`handoff ${r} takes at most one REMOTE, got ${t.positionals.length}`);let s=await g(i.cwd,p(t,"root"));if(!s.git)throw new c(`handoff ${r}: ${s.root} is not a git repository`);return{root:s.root,remote:t.positionals[0]??"origin",json:h(t,"json")}}async function E(r,o){let{root:i,remote:t,json:s}=await w("push",r,o),{pushRegistry:m}=await import("./push-T3LCYTRV.mjs"),e=await m(i,{remote:t});for(let l of e.ignored)await a(o.stderr,`handoff push: ignored from the remote: ${l}
`);if(s)return await a(o.stdout,`${JSON.stringify(e,null,2)}
`),0;let d=e.packets_received.length+e.events_received===0?"":` (merged ${n(e.packets_received.length,"packet")} and ${n(e.events_received,"event")} from ${t} first)`,u=e.status==="pushed"?`Pushed ${n(e.packets,"packet")} to ${t} refs/handoff/registry at ${e.commit.slice(0,12)}${d}.`:`${t} already has this registry (${n(e.packets,"packet")}, ${e.commit.slice(0,12)})${d}.`;return await a(o.stdout,`${u}
`),0}export{v as a,w as b,E as c};
