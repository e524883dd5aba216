import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as r}from"./chunk-2YVZ7PDU.mjs";import"./chunk-J7XVXHKA.mjs";import"./chunk-JZEAVFXC.mjs";import{a as n}from"./chunk-FKVPJ6Z6.mjs";import"./chunk-BAUPEUGH.mjs";import"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";var m=`Usage: handoff pull [REMOTE] [--root DIR] [--json]

Fetch REMOTE's refs/handoff/registry (default remote: origin) and merge it into .handoff/:
packets are added (never removed), event logs and notes are united, and each branch and topic
keeps one active packet, the same on every machine. Then 'handoff resume' works here as on the
machine that wrote the packet. Only git objects and refs/handoff/* are written: never your
branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, commit, packets_received, events_received, ...}

Exit codes: 0 pulled (or nothing to pull); 2 no such remote or a failed fetch. See docs/sync.md.`;async function u(a,t){let{root:s,remote:o,json:i}=await r("pull",a,t),{pullRegistry:c}=await import("./pull-ESBH5XJX.mjs"),e=await c(s,{remote:o});for(let f of e.ignored)await n(t.stderr,`handoff pull: ignored from the remote: ${f}
`);if(i)return await n(t.stdout,`${JSON.stringify(e,null,2)}
`),0;let d=e.commit===null?`${o} has no handoff registry yet (run 'handoff push' on the machine that wrote one).`:`Pulled ${o} refs/handoff/registry at ${e.commit.slice(0,12)}: ${e.packets_received.length} new packets, ${e.events_received} new events, ${e.notes_received} new notes.`;return await n(t.stdout,`${d}
`),0}export{u as run,m as usage};
