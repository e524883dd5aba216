import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as w}from"./chunk-J7XVXHKA.mjs";import{a as g,b as p,d}from"./chunk-JZEAVFXC.mjs";import{a as l}from"./chunk-FKVPJ6Z6.mjs";import"./chunk-LOA6TAQG.mjs";import"./chunk-XUJ62J6W.mjs";import"./chunk-HZN5EIE6.mjs";import"./chunk-TLCTUIVO.mjs";import{o as u}from"./chunk-7KLM57UC.mjs";import{l as m}from"./chunk-HGHQ63QC.mjs";import"./chunk-XDG5B2NW.mjs";import"./chunk-BAUPEUGH.mjs";import{b as f}from"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";var R=`Usage: handoff list [--root DIR] [--all] [--topic T] [--json]

List the packets of the registry, newest first: the active one of each branch and topic, or
every packet with its status (active, superseded, archived) with --all.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --all        include superseded and archived packets
  --topic T    only packets of this topic
  --json       one JSON array of {id, branch, topic, status, head_commit, task_id, host}
               (host: the label of the machine that wrote it, null in logs older than sync)`;function I(r){if(r.length===0)return`No packets. Run 'handoff write' to create one.
`;let e=r.map(t=>[t.id,t.status,t.branch??"(detached)",t.topic,t.task_id??"-",t.head_commit?.slice(0,12)??"-",t.host??"-"]),o=["ID","STATUS","BRANCH","TOPIC","TASK","HEAD","HOST"],a=o.map((t,n)=>Math.max(t.length,...e.map(s=>s[n].length))),c=t=>t.map((n,s)=>s===t.length-1?n:n.padEnd(a[s])).join("  ");return`${[o,...e].map(c).join(`
`)}
`}async function $(r,e){let o=g("list",r,{root:{type:"string"},all:{type:"boolean"},topic:{type:"string"},json:{type:"boolean"}});if(o.positionals.length>0)throw new f(`handoff list takes no arguments, got '${o.positionals[0]}'`);let a=p(o,"topic"),c=a===void 0?void 0:m(a),{root:t}=await w(e.cwd,p(o,"root")),{packets:n,skipped:s}=await u(t,{all:d(o,"all")}),h=c===void 0?n:n.filter(i=>i.topic===c);for(let i of s)await l(e.stderr,`handoff list: .handoff/log.jsonl line ${i.line} skipped: ${i.reason}
`);if(d(o,"json")){let i=h.map(({id:y,branch:k,topic:O,status:j,head_commit:T,task_id:b,host:C})=>({id:y,branch:k,topic:O,status:j,head_commit:T,task_id:b,host:C??null}));await l(e.stdout,`${JSON.stringify(i,null,2)}
`)}else await l(e.stdout,I(h));return 0}export{I as renderList,$ as run,R as usage};
