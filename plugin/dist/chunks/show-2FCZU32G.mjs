import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as y}from"./chunk-SQPD7XLT.mjs";import{a as b,b as i,d as e}from"./chunk-ZGC2BPYA.mjs";import"./chunk-IZ72SECO.mjs";import"./chunk-AL3B5KSF.mjs";import"./chunk-RA2QTORH.mjs";import{b as p}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{c as k}from"./chunk-NL72NNIU.mjs";import"./chunk-4TN45ISM.mjs";import{n as u,o as m,p as w,r as g}from"./chunk-UPWJQDZM.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-Y4TFTY3O.mjs";import{p as l}from"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-G6NRR2PP.mjs";import{b as r,f as h}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var C=`Usage: handoff show [ID] [--root DIR] [--topic T] [--md|--json]

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
