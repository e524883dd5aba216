import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as h}from"./chunk-SQPD7XLT.mjs";import{a as p,b as f}from"./chunk-ZGC2BPYA.mjs";import"./chunk-IZ72SECO.mjs";import"./chunk-AL3B5KSF.mjs";import"./chunk-RA2QTORH.mjs";import{b as n}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{g as d}from"./chunk-NL72NNIU.mjs";import"./chunk-4TN45ISM.mjs";import{r as c}from"./chunk-UPWJQDZM.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-Y4TFTY3O.mjs";import"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-G6NRR2PP.mjs";import{b as s}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var y=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function I(l,e){let a=p("archive",l,{root:{type:"string"}}),[r,...m]=a.positionals;if(r===void 0||m.length>0)throw new s("handoff archive takes exactly one packet ID (see 'handoff list --all')");let{root:o}=await h(e.cwd,f(a,"root")),t=await c(o,r),i=await d(o,t);return await n(e.stdout,i.status==="archived"?`archived ${t} (was ${i.was})
`:`${t} was already archived
`),0}export{I as run,y as usage};
