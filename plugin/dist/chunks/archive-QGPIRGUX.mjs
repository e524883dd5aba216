import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoContext}from"./chunk-2WIHWW5O.mjs";import{parseCommandArgs,stringOption}from"./chunk-ELVCL2VY.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-ENQ2CHWZ.mjs";import"./chunk-OJZ5YXFG.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-AEY4RMRQ.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{archivePacket}from"./chunk-U4E46VDW.mjs";import"./chunk-BNVS33BN.mjs";import"./chunk-QKW52RMH.mjs";import{resolvePacketId}from"./chunk-GCY2O3WK.mjs";import"./chunk-RIPO6S2N.mjs";import"./chunk-SAJATKBT.mjs";import"./chunk-TNZVTZZT.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-SSGTL3OP.mjs";import"./chunk-OAJST7EO.mjs";import"./chunk-NDJU4VZO.mjs";import"./chunk-EKMC4VDR.mjs";import"./chunk-4EGLCEQU.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-WNJTHVJQ.mjs";import"./chunk-IV7MVC6W.mjs";import{UsageError}from"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function run(args,io){let parsed=parseCommandArgs("archive",args,{root:{type:"string"}}),[requested,...extra]=parsed.positionals;if(requested===void 0||extra.length>0)throw new UsageError("handoff archive takes exactly one packet ID (see 'handoff list --all')");let{root}=await readRepoContext(io.cwd,stringOption(parsed,"root")),id=await resolvePacketId(root,requested),result=await archivePacket(root,id);return await writeOut(io.stdout,result.status==="archived"?`archived ${id} (was ${result.was})
`:`${id} was already archived
`),0}export{run,usage};
