import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as f}from"./chunk-J7XVXHKA.mjs";import{a as c,b as d}from"./chunk-JZEAVFXC.mjs";import{a as p}from"./chunk-FKVPJ6Z6.mjs";import{d as s}from"./chunk-LOA6TAQG.mjs";import"./chunk-XUJ62J6W.mjs";import"./chunk-HZN5EIE6.mjs";import"./chunk-TLCTUIVO.mjs";import"./chunk-7KLM57UC.mjs";import{d as n}from"./chunk-HGHQ63QC.mjs";import"./chunk-XDG5B2NW.mjs";import"./chunk-BAUPEUGH.mjs";import{b as i}from"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";var y=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function x(h,e){let r=c("archive",h,{root:{type:"string"}}),[o,...m]=r.positionals;if(o===void 0||m.length>0)throw new i("handoff archive takes exactly one packet ID (see 'handoff list --all')");let t=n(o),{root:l}=await f(e.cwd,d(r,"root")),a=await s(l,t);return await p(e.stdout,a.status==="archived"?`archived ${t} (was ${a.was})
`:`${t} was already archived
`),0}export{x as run,y as usage};
