import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as y}from"./chunk-PM7IR3VB.mjs";import{c as k}from"./chunk-3FVGSNXJ.mjs";import"./chunk-VOX4RZ2B.mjs";import"./chunk-D76R3TCE.mjs";import{n as u,o as m,p as w,r as g}from"./chunk-3VP6G3QU.mjs";import{a as b,b as i,d as e}from"./chunk-ZGC2BPYA.mjs";import{b as p}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-WV4PD7KU.mjs";import{r as l}from"./chunk-4A4LCQ6Q.mjs";import"./chunk-RA2QTORH.mjs";import"./chunk-G6NRR2PP.mjs";import"./chunk-R2W6TEU6.mjs";import{b as r,f as h}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var C=`Usage: handoff show [ID] [--root DIR] [--topic T] [--md|--json]

Print one packet: handoff.md (default, reads well as a pull-request body) or handoff.json.
Without ID, the active packet of the current branch and topic. ID may be any unique prefix of
at least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    topic of the active packet to show when no ID is given (default: default)
  --md         print handoff.md (default)
  --json       print handoff.json`;async function q(I,s){let o=b("show",I,{root:{type:"string"},topic:{type:"string"},md:{type:"boolean"},json:{type:"boolean"}});if(e(o,"md")&&e(o,"json"))throw new r("handoff show: choose one of --md and --json");if(o.positionals.length>1)throw new r(`handoff show takes one ID, got ${o.positionals.length} arguments`);let c=o.positionals[0],d=l(i(o,"topic")),t=await y(s.cwd,i(o,"root")),f=c===void 0?void 0:await g(t.root,c),n=f===void 0?await m(t.root,t.branch,d):(await w(t.root,f)).packet;if(n===null){let j=t.branch===null?"this detached HEAD":`branch ${t.branch}`;throw new h(`no active packet for ${j}, topic ${d}; see 'handoff list --all'`)}let a=e(o,"json")?k(n):await u(t.root,n.id,{verify:!0});return await p(s.stdout,a.endsWith(`
`)?a:`${a}
`),0}export{q as run,C as usage};
