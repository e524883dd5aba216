import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as w,b as k}from"./chunk-VXGCSJT7.mjs";import{b as p,d,e as b}from"./chunk-PKDFJ35B.mjs";import"./chunk-LS2WNFRR.mjs";import"./chunk-PPPLULOW.mjs";import"./chunk-TR4ELOA4.mjs";import{d as g}from"./chunk-QR55SODY.mjs";import"./chunk-Z72PAO6Q.mjs";import"./chunk-3FVGSNXJ.mjs";import"./chunk-VOX4RZ2B.mjs";import"./chunk-D76R3TCE.mjs";import{b as h,c as u}from"./chunk-HYP642DY.mjs";import"./chunk-AXQLLBXT.mjs";import"./chunk-PCZ4C46I.mjs";import"./chunk-3VP6G3QU.mjs";import{a as C,b as S,d as y}from"./chunk-ZGC2BPYA.mjs";import{b as s,c as l,d as i}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-KWWGDQSG.mjs";import{e as f}from"./chunk-YF7VTCQC.mjs";import"./chunk-DOREUNKS.mjs";import"./chunk-ZWC7RPQ4.mjs";import"./chunk-D5T4LXTK.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-WV4PD7KU.mjs";import"./chunk-4A4LCQ6Q.mjs";import{d as m}from"./chunk-RA2QTORH.mjs";import"./chunk-G6NRR2PP.mjs";import"./chunk-R2W6TEU6.mjs";import{b as c}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";var W=`Usage: handoff check [--root DIR] [--json]

Run the clean-state check (working tree, temp artifacts, tests, feature board, branch) alone,
write it to .handoff/clean_state.json and print it.

Options:
  --root DIR   the repository root (default: the enclosing git repo of the current directory)
  --json       print the clean_state object as JSON
  -h, --help   show this help

Exit codes: 0 clean, 1 not clean, 2 bad usage or input.`;async function F(t,o){let{root:e,isGit:a}=await m(t,o),n=h(e),[r,$,x]=await Promise.all([a?d(e,{since:null,range:!1}):Promise.resolve(null),b(e),n.length>0?u(e,n,5):Promise.resolve(null)]),j=await g(e,{branch:r?.branch??null,topic:"default"}),O={...$,feedback:x};return{root:e,isGit:a,state:w(p({git:r,workbench:O,notes:j}))}}function I(t){return/[\u0000-\u001f\u007f]/.test(t)?JSON.stringify(t):t}function P(t,o){let e=r=>`  [${r.check}] ${r.path===void 0?"":`${I(r.path)}: `}${r.detail.replace(/\n/g," ")}`,a=`${t.blocking.length} blocking, ${t.warnings.length} warning(s)`,n=[t.clean?i(o,32,`clean (${a})`):i(o,31,`not clean (${a})`)];return t.blocking.length>0&&n.push(i(o,31,"blocking:"),...t.blocking.map(e)),t.warnings.length>0&&n.push(i(o,33,"warnings:"),...t.warnings.map(e)),`${n.join(`
`)}
`}async function q(t,o){let e=C("check",t,{root:{type:"string"},json:{type:"boolean"}});if(e.positionals.length>0)throw new c(`unexpected argument '${e.positionals[0]}'; run 'handoff check --help'`);let{root:a,state:n}=await F(o.cwd,S(e,"root"));await k(a,n);let r=y(e,"json")?`${JSON.stringify(n,null,2)}
`:P(n,l(o));return await s(o.stdout,f(r).text),n.clean?0:1}export{F as collectCleanState,P as renderCleanState,q as run,W as usage};
