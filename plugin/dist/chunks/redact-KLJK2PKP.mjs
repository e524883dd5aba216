import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as c}from"./chunk-ZGC2BPYA.mjs";import{a}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{b as i,c as o}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{createReadStream as l}from"node:fs";import{stat as h}from"node:fs/promises";import{resolve as f}from"node:path";var A=`Usage: handoff redact [FILE]

Print FILE (or stdin when FILE is absent or '-') with secrets and private data replaced by
[REDACTED:<kind>]: API keys and tokens, passwords in assignments, flags and URLs, Authorization
headers, JWTs, private keys, connection strings, e-mail addresses, private IPs, internal host
names; home directories (/home/<user>, /Users/<user>) become '~'. Assignment names are kept
(OPENAI_API_KEY=[REDACTED:openai]).

Streams in batches of whole lines, so memory stays flat on multi-GB logs; a private key split
across reads is still caught, and a line over 1 MiB is read in overlapping windows, so a
secret across a cut is still caught whole.

Options:
  -h, --help     show this help
`;async function v(p,s){let r=c("redact",p,{});if(r.positionals.length>1)throw new i("expected at most one FILE. Run 'handoff redact --help'.");let e=r.positionals[0],n=s.stdin;if(e!==void 0&&e!=="-"){let t=f(s.cwd,e);if(!(await h(t).catch(m=>{throw new o(`${e}: cannot read (${m.code??"error"})`,{file:e})})).isFile())throw new o(`${e}: not a regular file`,{file:e});n=l(t)}let{redactStream:d}=await import("./redact-XVOWURJL.mjs");return await d(n,s.stdout).catch(t=>{if(!a(t))throw t}),0}export{v as run,A as usage};
