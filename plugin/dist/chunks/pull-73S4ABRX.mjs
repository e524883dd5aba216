import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as a}from"./chunk-5OHBMCY5.mjs";import{a as n}from"./chunk-VOFWI22P.mjs";import"./chunk-SQPD7XLT.mjs";import"./chunk-ZGC2BPYA.mjs";import"./chunk-IZ72SECO.mjs";import"./chunk-AL3B5KSF.mjs";import"./chunk-RA2QTORH.mjs";import{b as o}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-G6NRR2PP.mjs";import"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var p=`Usage: handoff pull [REMOTE] [--root DIR] [--json]

Fetch REMOTE's refs/handoff/registry (default remote: origin) and merge it into .handoff/:
packets are added (never removed), event logs and notes are united, and each branch and topic
keeps one active packet, the same on every machine. Then 'handoff resume' works here as on the
machine that wrote the packet. Only git objects and refs/handoff/* are written: never your
branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, commit, packets_received, events_received, ...}

Exit codes: 0 pulled (or nothing to pull); 2 no such remote or a failed fetch. See docs/sync.md.`;async function g(s,t){let{root:i,remote:r,json:c}=await a("pull",s,t),{pullRegistry:d}=await import("./pull-JZPWCQNY.mjs"),e=await d(i,{remote:r});for(let h of e.ignored)await o(t.stderr,`handoff pull: ignored from the remote: ${h}
`);if(c)return await o(t.stdout,`${JSON.stringify(e,null,2)}
`),0;let f=e.commit===null?`${r} has no handoff registry yet (run 'handoff push' on the machine that wrote one).`:`Pulled ${r} refs/handoff/registry at ${e.commit.slice(0,12)}: ${n(e.packets_received.length,"new packet")}, ${n(e.events_received,"new event")}, ${n(e.notes_received,"new note")}.`;return await o(t.stdout,`${f}
`),0}export{g as run,p as usage};
