import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as y}from"./chunk-PM7IR3VB.mjs";import{c as g}from"./chunk-ENGEHXYO.mjs";import"./chunk-VOX4RZ2B.mjs";import"./chunk-WL5U67ER.mjs";import"./chunk-HZN5EIE6.mjs";import"./chunk-WV4PD7KU.mjs";import{n as l,o as u,p as m,r as w}from"./chunk-UHAEYXB2.mjs";import{a as k,b as i,d as e}from"./chunk-ZGC2BPYA.mjs";import{r as h}from"./chunk-4A4LCQ6Q.mjs";import{a as b}from"./chunk-FKVPJ6Z6.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-RA2QTORH.mjs";import"./chunk-G6NRR2PP.mjs";import{b as r,f as p}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var C=`Usage: handoff show [ID] [--root DIR] [--topic T] [--md|--json]

Print one packet: handoff.md (default, reads well as a pull-request body) or handoff.json.
Without ID, the active packet of the current branch and topic. ID may be any unique prefix of
at least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    topic of the active packet to show when no ID is given (default: default)
  --md         print handoff.md (default)
  --json       print handoff.json`;async function q(I,s){let o=k("show",I,{root:{type:"string"},topic:{type:"string"},md:{type:"boolean"},json:{type:"boolean"}});if(e(o,"md")&&e(o,"json"))throw new r("handoff show: choose one of --md and --json");if(o.positionals.length>1)throw new r(`handoff show takes one ID, got ${o.positionals.length} arguments`);let c=o.positionals[0],d=h(i(o,"topic")),t=await y(s.cwd,i(o,"root")),f=c===void 0?void 0:await w(t.root,c),n=f===void 0?await u(t.root,t.branch,d):(await m(t.root,f)).packet;if(n===null){let j=t.branch===null?"this detached HEAD":`branch ${t.branch}`;throw new p(`no active packet for ${j}, topic ${d}; see 'handoff list --all'`)}let a=e(o,"json")?g(n):await l(t.root,n.id,{verify:!0});return await b(s.stdout,a.endsWith(`
`)?a:`${a}
`),0}export{q as run,C as usage};
