import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoContext}from"./chunk-VRZYSBR2.mjs";import"./chunk-4PIBESF7.mjs";import"./chunk-UIE6B5MM.mjs";import{parseCommandArgs,stringOption}from"./chunk-ELVCL2VY.mjs";import"./chunk-3Q3YKSMH.mjs";import{writeOut}from"./chunk-E4WNP7WH.mjs";import"./chunk-SIQBFI73.mjs";import{archivePacket}from"./chunk-EUB4F6JI.mjs";import"./chunk-HW55JAIC.mjs";import"./chunk-W7MTUGJV.mjs";import{resolvePacketId}from"./chunk-DCHEGQ56.mjs";import"./chunk-OWWGQBWK.mjs";import"./chunk-PFV4ZTFW.mjs";import"./chunk-OXLWCJW7.mjs";import"./chunk-YASPHM64.mjs";import"./chunk-AY2MVYBC.mjs";import"./chunk-LMU6GDED.mjs";import"./chunk-7AJTUL64.mjs";import{UsageError}from"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function run(args,io){let parsed=parseCommandArgs("archive",args,{root:{type:"string"}}),[requested,...extra]=parsed.positionals;if(requested===void 0||extra.length>0)throw new UsageError("handoff archive takes exactly one packet ID (see 'handoff list --all')");let{root}=await readRepoContext(io.cwd,stringOption(parsed,"root")),id=await resolvePacketId(root,requested),result=await archivePacket(root,id);return await writeOut(io.stdout,result.status==="archived"?`archived ${id} (was ${result.was})
`:`${id} was already archived
`),0}export{run,usage};
