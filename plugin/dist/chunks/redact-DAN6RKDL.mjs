import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{parseCommandArgs}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import{isBrokenPipe}from"./chunk-EUGOWSF5.mjs";import{InputError,UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{createReadStream}from"node:fs";import{stat}from"node:fs/promises";import{resolve}from"node:path";var usage=`Usage: handoff redact [FILE]

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
`;async function run(args,io){let parsed=parseCommandArgs("redact",args,{});if(parsed.positionals.length>1)throw new UsageError("expected at most one FILE. Run 'handoff redact --help'.");let file=parsed.positionals[0],input=io.stdin;if(file!==void 0&&file!=="-"){let path=resolve(io.cwd,file);if(!(await stat(path).catch(error=>{throw new InputError(`${file}: cannot read (${error.code??"error"})`,{file})})).isFile())throw new InputError(`${file}: not a regular file`,{file});input=createReadStream(path)}let{redactStream}=await import("./redact-TZOQYVE5.mjs");return await redactStream(input,io.stdout).catch(error=>{if(!isBrokenPipe(error))throw error}),0}export{run,usage};
