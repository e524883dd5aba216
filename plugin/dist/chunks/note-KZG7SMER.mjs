import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as w}from"./chunk-SQPD7XLT.mjs";import{a as h,b as e,c as u,d as g}from"./chunk-ZGC2BPYA.mjs";import"./chunk-IZ72SECO.mjs";import"./chunk-AL3B5KSF.mjs";import"./chunk-RA2QTORH.mjs";import{b as c}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{a as f,c as m}from"./chunk-ZXPXCXDS.mjs";import"./chunk-Z72PAO6Q.mjs";import"./chunk-NL72NNIU.mjs";import"./chunk-4TN45ISM.mjs";import"./chunk-UPWJQDZM.mjs";import"./chunk-UHAMXSLM.mjs";import"./chunk-DOREUNKS.mjs";import"./chunk-ZWC7RPQ4.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-UXC3VP62.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-Y4TFTY3O.mjs";import{p as l}from"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-G6NRR2PP.mjs";import{b as d}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var j=`Usage: handoff note KIND TEXT [--root DIR] [--topic T] [--severity S] [--option "choice: implies"]... [--json]

Record what git cannot know, for the next packet (stored redacted in .handoff/notes.jsonl):
  objective    the session's goal
  decision     an open question; add each --option "choice: what it implies"
  pitfall      a trap the next session must avoid
  assumption   something believed but not yet validated
  risk         a known risk; --severity block|warn|info (default warn)
  proof        live evidence for an item
  next         the next step, ideally an exact command
  skill        a skill or doc the next session should load
  resolve ID   close a decision, pitfall, assumption or risk by its id

Notes belong to the current branch and topic. Unresolved decisions, pitfalls and assumptions
carry forward into each new packet until resolved.

Options:
  --root DIR        repo root (default: the enclosing git repo)
  --topic T         topic (default: default)
  --severity S      risk notes: block, warn or info
  --option TEXT     decision notes, repeatable: "choice: what it implies"
  --json            print the stored note as JSON`;async function O(y,n){let t=h("note",y,{root:{type:"string"},topic:{type:"string"},severity:{type:"string"},option:{type:"string",multiple:!0},json:{type:"boolean"}}),[i,...s]=t.positionals;if(i===void 0||s.length===0)throw new d(`handoff note needs KIND and TEXT (KIND is one of ${f.join(", ")})`);let k=l(e(t,"topic")),r=await w(n.cwd,e(t,"root")),a={kind:i,text:s.join(" "),options:u(t,"option"),branch:r.branch,topic:k},p=e(t,"severity"),o=await m(r.root,p===void 0?a:{...a,severity:p});return await c(n.stdout,g(t,"json")?`${JSON.stringify(o)}
`:`recorded ${o.kind} ${o.id}: ${o.text}
`),0}export{O as run,j as usage};
