import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as f,c}from"./chunk-GV7QZQFT.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-WV4PD7KU.mjs";import{a as u,e as g}from"./chunk-ZGC2BPYA.mjs";import"./chunk-4A4LCQ6Q.mjs";import{b as o}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-YF7VTCQC.mjs";import"./chunk-AXQLLBXT.mjs";import"./chunk-PCZ4C46I.mjs";import{b as i}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{realpathSync as y}from"node:fs";import{basename as O,dirname as $,resolve as x}from"node:path";var v=`Usage: handoff trim FILE [--k N]

Stream a feedback log (JSONL, one command a line) and print the records the trim keeps, as
JSONL: the last K records (default 5) plus every failure (non-zero or null exit), in order,
failures of one command grouped with a count, at most 30 entries. Malformed lines are skipped
and reported on stderr.`;async function C(k,t){let a=u("trim",k,{k:{type:"string"}}),[e,s]=a.positionals;if(e===void 0)throw new i("missing FILE. Usage: handoff trim FILE [--k N]");if(s!==void 0)throw new i(`unexpected argument '${s}'`);let h=g("trim",a,"k",5,{min:1,max:30}),m=x(t.cwd,e);f(m,e);let d=y(m),r=await c($(d),[O(d)],h),{redactValue:w}=await import("./redact-G2BGXJHS.mjs"),p=r.tail.map(n=>JSON.stringify(w(n).value));if(await o(t.stdout,p.length>0?`${p.join(`
`)}
`:""),r.skipped_count>0){let n=r.skipped.map(l=>`  line ${l.line}: ${l.reason}`).join(`
`);await o(t.stderr,`handoff trim: skipped ${r.skipped_count} malformed line(s) of ${e}:
${n}
`)}return 0}export{C as run,v as usage};
