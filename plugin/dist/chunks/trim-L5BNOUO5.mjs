import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{intOption,parseCommandArgs}from"./chunk-ELVCL2VY.mjs";import"./chunk-SIQBFI73.mjs";import{assertReadableFile,readFeedbackLog}from"./chunk-GKANKT2E.mjs";import"./chunk-DB2VZ5GW.mjs";import"./chunk-EMFSOBDF.mjs";import"./chunk-43ETE5NE.mjs";import"./chunk-OPFNSWHN.mjs";import"./chunk-FZFWAYAR.mjs";import"./chunk-FGMHC6O2.mjs";import"./chunk-OWXNMWYR.mjs";import"./chunk-DGAS5VCA.mjs";import"./chunk-6HEY4KNK.mjs";import"./chunk-P75WZKDZ.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-FWC6DGNM.mjs";import"./chunk-RWSDGTMY.mjs";import"./chunk-RIPO6S2N.mjs";import"./chunk-SAJATKBT.mjs";import"./chunk-TNZVTZZT.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-OAJST7EO.mjs";import"./chunk-4EGLCEQU.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-WNJTHVJQ.mjs";import"./chunk-IV7MVC6W.mjs";import{UsageError}from"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";import{realpathSync}from"node:fs";import{basename,dirname,resolve}from"node:path";var usage=`Usage: handoff trim FILE [--k N]

Stream a feedback log (JSONL, one command a line) and print the records the trim keeps, as
JSONL: the last K records (default 5) plus every failure (non-zero or null exit), in order,
failures of one command grouped with a count, at most 30 entries. Malformed lines are skipped
and reported on stderr.`;async function run(args,io){let parsed=parseCommandArgs("trim",args,{k:{type:"string"}}),[file,extra]=parsed.positionals;if(file===void 0)throw new UsageError("missing FILE. Usage: handoff trim FILE [--k N]");if(extra!==void 0)throw new UsageError(`unexpected argument '${extra}'`);let k=intOption("trim",parsed,"k",5,{min:1,max:30}),path=resolve(io.cwd,file);assertReadableFile(path,file);let real=realpathSync(path),summary=await readFeedbackLog(dirname(real),[basename(real)],k),{redactValue}=await import("./redact-P4TW2372.mjs"),lines=summary.tail.map(entry=>JSON.stringify(redactValue(entry).value));if(await writeOut(io.stdout,lines.length>0?`${lines.join(`
`)}
`:""),summary.skipped_count>0){let listed=summary.skipped.map(s=>`  ${s.reason}`).join(`
`);await writeOut(io.stderr,`handoff trim: skipped ${summary.skipped_count} malformed line(s) of ${file}:
${listed}
`)}return 0}export{run,usage};
