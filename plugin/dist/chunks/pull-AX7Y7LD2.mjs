import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{runSync}from"./chunk-5QRQZF43.mjs";import{plural}from"./chunk-Y7JCMG2G.mjs";import"./chunk-GXUJ2G4W.mjs";import"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-W3RS2FYS.mjs";import"./chunk-EUGOWSF5.mjs";import"./chunk-ADQPNWVS.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff pull [REMOTE] [--root DIR] [--json]

Fetch REMOTE's refs/handoff/registry (default remote: origin) and merge it into .handoff/:
packets are added (never removed), event logs and notes are united, and each branch and topic
keeps one active packet, the same on every machine. Then 'handoff resume' works here as on the
machine that wrote the packet. Only git objects and refs/handoff/* are written: never your
branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, commit, packets_received, events_received, ...}

Exit codes: 0 pulled (or nothing to pull); 2 no such remote or a failed fetch. See docs/sync.md.`;async function run(args,io){return runSync("pull",args,io,async(root,remote)=>(await import("./pull-SMI2JIGQ.mjs")).pullRegistry(root,{remote}),(result,remote)=>result.commit===null?`${remote} has no handoff registry yet (run 'handoff push' on the machine that wrote one).`:`Pulled ${remote} refs/handoff/registry at ${result.commit.slice(0,12)}: ${plural(result.packets_received.length,"new packet")}, ${plural(result.events_received,"new event")}, ${plural(result.notes_received,"new note")}.`)}export{run,usage};
