import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as h}from"./chunk-PM7IR3VB.mjs";import{e as c}from"./chunk-ENGEHXYO.mjs";import"./chunk-VOX4RZ2B.mjs";import"./chunk-WL5U67ER.mjs";import"./chunk-HZN5EIE6.mjs";import"./chunk-WV4PD7KU.mjs";import{r as s}from"./chunk-UHAEYXB2.mjs";import{a as d,b as p}from"./chunk-ZGC2BPYA.mjs";import"./chunk-4A4LCQ6Q.mjs";import{a as f}from"./chunk-FKVPJ6Z6.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-RA2QTORH.mjs";import"./chunk-G6NRR2PP.mjs";import{b as n}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var y=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function I(l,e){let a=d("archive",l,{root:{type:"string"}}),[r,...m]=a.positionals;if(r===void 0||m.length>0)throw new n("handoff archive takes exactly one packet ID (see 'handoff list --all')");let{root:o}=await h(e.cwd,p(a,"root")),t=await s(o,r),i=await c(o,t);return await f(e.stdout,i.status==="archived"?`archived ${t} (was ${i.was})
`:`${t} was already archived
`),0}export{I as run,y as usage};
