import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as i}from"./chunk-ZGC2BPYA.mjs";import"./chunk-KF2LW4NR.mjs";import{b as n,c as s}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{createReadStream as m}from"node:fs";import{stat as l}from"node:fs/promises";import{resolve as h}from"node:path";var y=`Usage: handoff redact [FILE]

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
`;async function A(d,t){let r=i("redact",d,{});if(r.positionals.length>1)throw new n("expected at most one FILE. Run 'handoff redact --help'.");let e=r.positionals[0],o=t.stdin;if(e!==void 0&&e!=="-"){let a=h(t.cwd,e);if(!(await l(a).catch(c=>{throw new s(`${e}: cannot read (${c.code??"error"})`,{file:e})})).isFile())throw new s(`${e}: not a regular file`,{file:e});o=m(a)}let{redactStream:p}=await import("./redact-Z22XVSNI.mjs");return await p(o,t.stdout),0}export{A as run,y as usage};
