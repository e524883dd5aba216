import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as i}from"./chunk-JZEAVFXC.mjs";import{b as a,c as s}from"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";import{createReadStream as c}from"node:fs";import{stat as l}from"node:fs/promises";import{resolve as h}from"node:path";var y=`Usage: handoff redact [FILE]

Print FILE (or stdin when FILE is absent or '-') with secrets and private data replaced by
[REDACTED:<kind>]: API keys and tokens, passwords in assignments, flags and URLs, Authorization
headers, JWTs, private keys, connection strings, e-mail addresses, private IPs, internal host
names; home directories (/home/<user>, /Users/<user>) become '~'. Assignment names are kept
(OPENAI_API_KEY=[REDACTED:openai]).

Streams in batches of whole lines, so memory stays flat on multi-GB logs; a private key split
across reads is still caught.

Options:
  -h, --help     show this help
`;async function A(m,t){let r=i("redact",m,{});if(r.positionals.length>1)throw new a("expected at most one FILE. Run 'handoff redact --help'.");let e=r.positionals[0],o=t.stdin;if(e!==void 0&&e!=="-"){let n=h(t.cwd,e);if(!(await l(n).catch(d=>{throw new s(`${e}: cannot read (${d.code??"error"})`,{file:e})})).isFile())throw new s(`${e}: not a regular file`,{file:e});o=c(n)}let{redactStream:p}=await import("./redact-PB5QQKLR.mjs");return await p(o,t.stdout),0}export{A as run,y as usage};
