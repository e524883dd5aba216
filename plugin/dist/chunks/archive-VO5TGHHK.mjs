import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as h}from"./chunk-PM7IR3VB.mjs";import{g as d}from"./chunk-3FVGSNXJ.mjs";import"./chunk-VOX4RZ2B.mjs";import"./chunk-D76R3TCE.mjs";import{r as c}from"./chunk-3VP6G3QU.mjs";import{a as p,b as f}from"./chunk-ZGC2BPYA.mjs";import{b as n}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-WV4PD7KU.mjs";import"./chunk-4A4LCQ6Q.mjs";import"./chunk-RA2QTORH.mjs";import"./chunk-G6NRR2PP.mjs";import"./chunk-R2W6TEU6.mjs";import{b as s}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var y=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function I(l,e){let a=p("archive",l,{root:{type:"string"}}),[r,...m]=a.positionals;if(r===void 0||m.length>0)throw new s("handoff archive takes exactly one packet ID (see 'handoff list --all')");let{root:o}=await h(e.cwd,f(a,"root")),t=await c(o,r),i=await d(o,t);return await n(e.stdout,i.status==="archived"?`archived ${t} (was ${i.was})
`:`${t} was already archived
`),0}export{I as run,y as usage};
