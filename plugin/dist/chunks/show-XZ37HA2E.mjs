import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoContext}from"./chunk-2WIHWW5O.mjs";import{flag,parseCommandArgs,stringOption}from"./chunk-ELVCL2VY.mjs";import"./chunk-SIQBFI73.mjs";import{renderPacketJson}from"./chunk-ROC4N56C.mjs";import"./chunk-ENQ2CHWZ.mjs";import"./chunk-OJZ5YXFG.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-AEY4RMRQ.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-U4E46VDW.mjs";import"./chunk-BNVS33BN.mjs";import"./chunk-QKW52RMH.mjs";import{findActivePacket,findPacket,readPacketMarkdown,resolvePacketId}from"./chunk-GCY2O3WK.mjs";import"./chunk-RIPO6S2N.mjs";import"./chunk-SAJATKBT.mjs";import"./chunk-TNZVTZZT.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-SSGTL3OP.mjs";import"./chunk-OAJST7EO.mjs";import"./chunk-NDJU4VZO.mjs";import"./chunk-EKMC4VDR.mjs";import{checkTopic}from"./chunk-4EGLCEQU.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-WNJTHVJQ.mjs";import"./chunk-IV7MVC6W.mjs";import{NotFoundError,UsageError}from"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff show [ID] [--root DIR] [--topic T] [--md|--json]

Print one packet: handoff.md (default, reads well as a pull-request body) or handoff.json.
Without ID, the active packet of the current branch and topic. ID may be any unique prefix of
at least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    topic of the active packet to show when no ID is given (default: default)
  --md         print handoff.md (default)
  --json       print handoff.json`;async function run(args,io){let parsed=parseCommandArgs("show",args,{root:{type:"string"},topic:{type:"string"},md:{type:"boolean"},json:{type:"boolean"}});if(flag(parsed,"md")&&flag(parsed,"json"))throw new UsageError("handoff show: choose one of --md and --json");if(parsed.positionals.length>1)throw new UsageError(`handoff show takes one ID, got ${parsed.positionals.length} arguments`);let requested=parsed.positionals[0],topic=checkTopic(stringOption(parsed,"topic")),context=await readRepoContext(io.cwd,stringOption(parsed,"root")),id=requested===void 0?void 0:await resolvePacketId(context.root,requested),packet=id===void 0?await findActivePacket(context.root,context.branch,topic):(await findPacket(context.root,id)).packet;if(packet===null){let where=context.branch===null?"this detached HEAD":`branch ${context.branch}`;throw new NotFoundError(`no active packet for ${where}, topic ${topic}; see 'handoff list --all'`)}let text=flag(parsed,"json")?renderPacketJson(packet):await readPacketMarkdown(context.root,packet.id,{verify:!0});return await writeOut(io.stdout,text.endsWith(`
`)?text:`${text}
`),0}export{run,usage};
