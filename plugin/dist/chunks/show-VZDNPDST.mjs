import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as I}from"./chunk-J7XVXHKA.mjs";import{a as k,b as i,d as e}from"./chunk-JZEAVFXC.mjs";import{a as b}from"./chunk-FKVPJ6Z6.mjs";import{b as g}from"./chunk-LOA6TAQG.mjs";import"./chunk-XUJ62J6W.mjs";import"./chunk-HZN5EIE6.mjs";import"./chunk-TLCTUIVO.mjs";import{l as m,m as u,n as w}from"./chunk-7KLM57UC.mjs";import{d as h,l}from"./chunk-HGHQ63QC.mjs";import"./chunk-XDG5B2NW.mjs";import"./chunk-BAUPEUGH.mjs";import{b as r,e as p}from"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";var C=`Usage: handoff show [ID] [--root DIR] [--topic T] [--md|--json]

Print one packet: handoff.md (default, reads well as a pull-request body) or handoff.json.
Without ID, the active packet of the current branch and topic.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    topic of the active packet to show when no ID is given (default: default)
  --md         print handoff.md (default)
  --json       print handoff.json`;async function A(j,s){let o=k("show",j,{root:{type:"string"},topic:{type:"string"},md:{type:"boolean"},json:{type:"boolean"}});if(e(o,"md")&&e(o,"json"))throw new r("handoff show: choose one of --md and --json");if(o.positionals.length>1)throw new r(`handoff show takes one ID, got ${o.positionals.length} arguments`);let c=o.positionals[0],d=c===void 0?void 0:h(c),f=l(i(o,"topic")),t=await I(s.cwd,i(o,"root")),n=d===void 0?await u(t.root,t.branch,f):(await w(t.root,d)).packet;if(n===null){let y=t.branch===null?"this detached HEAD":`branch ${t.branch}`;throw new p(`no active packet for ${y}, topic ${f}; see 'handoff list --all'`)}let a=e(o,"json")?g(n):await m(t.root,n.id);return await b(s.stdout,a.endsWith(`
`)?a:`${a}
`),0}export{A as run,C as usage};
