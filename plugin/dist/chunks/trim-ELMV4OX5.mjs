import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as c,e as u}from"./chunk-ZGC2BPYA.mjs";import{b as o}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{a as f,d as l}from"./chunk-DTQZ7N3E.mjs";import"./chunk-QQPSRPPW.mjs";import"./chunk-PCZ4C46I.mjs";import"./chunk-NKKFPEHP.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-UXC3VP62.mjs";import"./chunk-LVHM3SQX.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-Y4TFTY3O.mjs";import"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import{b as a}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{realpathSync as y}from"node:fs";import{basename as O,dirname as x,resolve as L}from"node:path";var v=`Usage: handoff trim FILE [--k N]

Stream a feedback log (JSONL, one command a line) and print the records the trim keeps, as
JSONL: the last K records (default 5) plus every failure (non-zero or null exit), in order,
failures of one command grouped with a count, at most 30 entries. Malformed lines are skipped
and reported on stderr.`;async function C(g,t){let i=c("trim",g,{k:{type:"string"}}),[e,s]=i.positionals;if(e===void 0)throw new a("missing FILE. Usage: handoff trim FILE [--k N]");if(s!==void 0)throw new a(`unexpected argument '${s}'`);let k=u("trim",i,"k",5,{min:1,max:30}),m=L(t.cwd,e);f(m,e);let d=y(m),r=await l(x(d),[O(d)],k),{redactValue:h}=await import("./redact-XVOWURJL.mjs"),p=r.tail.map(n=>JSON.stringify(h(n).value));if(await o(t.stdout,p.length>0?`${p.join(`
`)}
`:""),r.skipped_count>0){let n=r.skipped.map(w=>`  ${w.reason}`).join(`
`);await o(t.stderr,`handoff trim: skipped ${r.skipped_count} malformed line(s) of ${e}:
${n}
`)}return 0}export{C as run,v as usage};
