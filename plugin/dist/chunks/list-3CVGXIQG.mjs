import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as w}from"./chunk-GTMHABHA.mjs";import{a as k}from"./chunk-SQPD7XLT.mjs";import{a as u,b as p,d}from"./chunk-ZGC2BPYA.mjs";import"./chunk-IZ72SECO.mjs";import"./chunk-AL3B5KSF.mjs";import"./chunk-RA2QTORH.mjs";import{b as c}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-NL72NNIU.mjs";import"./chunk-4TN45ISM.mjs";import{q as g}from"./chunk-UPWJQDZM.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-Y4TFTY3O.mjs";import{p as m}from"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-G6NRR2PP.mjs";import{b as f}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var $=`Usage: handoff list [--root DIR] [--all] [--topic T] [--json]

List the packets of the registry, newest first: the active one of each branch and topic, or
every packet with its status (active, superseded, archived) with --all.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --all        include superseded and archived packets
  --topic T    only packets of this topic
  --json       one JSON array of {id, branch, topic, status, head_commit, task_id, host,
               written_at} (host: the label of the machine that wrote it; written_at: when, ISO
               8601 UTC; each null in logs older than the field)

WRITTEN is local time, from the registry log (the packet itself holds no clock).`;function R(s){if(s.length===0)return`No packets. Run 'handoff write' to create one.
`;let e=s.map(t=>[t.id,t.status,t.branch??"(detached)",t.topic,t.task_id??"-",t.head_commit?.slice(0,12)??"-",w(t.at)??"-",t.host??"-"]),o=["ID","STATUS","BRANCH","TOPIC","TASK","HEAD","WRITTEN","HOST"],a=o.map((t,n)=>Math.max(t.length,...e.map(i=>i[n].length))),l=t=>t.map((n,i)=>i===t.length-1?n:n.padEnd(a[i])).join("  ");return`${[o,...e].map(l).join(`
`)}
`}async function D(s,e){let o=u("list",s,{root:{type:"string"},all:{type:"boolean"},topic:{type:"string"},json:{type:"boolean"}});if(o.positionals.length>0)throw new f(`handoff list takes no arguments, got '${o.positionals[0]}'`);let a=p(o,"topic"),l=a===void 0?void 0:m(a),{root:t}=await k(e.cwd,p(o,"root")),{packets:n,skipped:i}=await g(t,{all:d(o,"all")}),h=l===void 0?n:n.filter(r=>r.topic===l);for(let r of i)await c(e.stderr,`handoff list: .handoff/log.jsonl line ${r.line} skipped: ${r.reason}
`);if(d(o,"json")){let r=h.map(({id:y,branch:T,topic:O,status:I,head_commit:j,task_id:b,host:C,at:E})=>({id:y,branch:T,topic:O,status:I,head_commit:j,task_id:b,host:C??null,written_at:E??null}));await c(e.stdout,`${JSON.stringify(r,null,2)}
`)}else await c(e.stdout,R(h));return 0}export{R as renderList,D as run,$ as usage};
