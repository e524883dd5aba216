import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{rawOutput}from"./chunk-PI57DR42.mjs";import{flag,intOption,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-Z4EADGHF.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{AGENTS,TRANSCRIPT_AGENT_IDS,listAgents}from"./chunk-JNM5UDAW.mjs";import{startStatusEarly}from"./chunk-WRFYCDWV.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import{checkTopic}from"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{relative}from"node:path";function createProgress(stream){if(stream.isTTY!==!0)return{report:()=>{},done(){}};let last=0,shown=!1;return{report(file,bytesRead,totalBytes){let now=Date.now();if(now-last<200)return;last=now,shown=!0;let percent=totalBytes>0?Math.floor(bytesRead/totalBytes*100):0;stream.write(`\r\x1B[Kreading ${file}: ${percent}% of ${formatBytes(totalBytes)}`)},done(){shown&&stream.write("\r\x1B[K")}}}function formatBytes(bytes){return bytes>=1024**3?`${(bytes/1024**3).toFixed(1)} GB`:`${Math.round(bytes/1024**2)} MB`}var usage=`Usage: handoff write [options]

Generate the handoff packet for the current branch and topic from git, the workbench files,
the feedback log, a transcript and the recorded notes, and make it the active packet.

Options:
  --root DIR              repo root (default: the enclosing git repo)
  --topic T               line of work on this branch (default: default)
  --task ID               the task the packet is about (default: agent_state.active_task_id)
  --k N                   passing records kept in the feedback tail (default 5)
  --next TEXT             the next action (overrides notes and agent_state)
  --transcript PATH       ingest an agent transcript (${AGENTS.map(a=>a.name).join(", ")})
  --agent A               ${TRANSCRIPT_AGENT_IDS.join(" | ")} (default: detected from the transcript)
  --session ID            the session of a store of many (OpenCode's opencode.db, Copilot CLI's
                          session-state folder; default: the newest session run in this
                          repository)
  --out DIR               also write DIR/handoff.md, DIR/history.md and DIR/handoff.json
  --allow-dirty           write even when the clean-state check fails (recorded as block risks)
  --allow-unverified      write even when the active task has no verification report
  --allow-missing-next    write even when no next action can be found
  --json                  print {id, status, packet_dir, md, json, risks} as JSON

Exit codes: 0 written or unchanged, 2 bad usage or input, 3 refused by a rule.`,AGENTS2=TRANSCRIPT_AGENT_IDS;async function run(args,io){let parsed=parseCommandArgs("write",args,{root:{type:"string"},topic:{type:"string"},task:{type:"string"},k:{type:"string"},next:{type:"string"},transcript:{type:"string"},session:{type:"string"},agent:{type:"string"},out:{type:"string"},"allow-dirty":{type:"boolean"},"allow-unverified":{type:"boolean"},"allow-missing-next":{type:"boolean"},json:{type:"boolean"}});if(parsed.positionals.length>0)throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`);let agent=stringOption(parsed,"agent");if(agent!==void 0&&!AGENTS2.includes(agent))throw new UsageError(`--agent must be one of ${listAgents(AGENTS2)}, got '${agent}'`);startStatusEarly(io.cwd,stringOption(parsed,"root"));let{writeHandoff}=await import("./write-handoff-YEHE3APR.mjs"),progress=createProgress(rawOutput(io.stderr)),result=await writeHandoff({onProgress:progress.report,onWarning:message=>{io.stderr.write(`handoff: ${message}
`)},cwd:io.cwd,root:stringOption(parsed,"root"),topic:checkTopic(stringOption(parsed,"topic")),task_id:stringOption(parsed,"task")??null,k:intOption("write",parsed,"k",5,{min:1,max:30}),next:stringOption(parsed,"next")??null,transcript:stringOption(parsed,"transcript")??null,session:stringOption(parsed,"session")??null,agent:agent??null,out:stringOption(parsed,"out")??null,allow_dirty:flag(parsed,"allow-dirty"),allow_unverified:flag(parsed,"allow-unverified"),allow_missing_next:flag(parsed,"allow-missing-next")});if(progress.done(),flag(parsed,"json")){let{id,status,packet_dir,md,json,risks}=result;return await writeOut(io.stdout,`${JSON.stringify({id,status,packet_dir,md,json,risks},null,2)}
`),0}let where=relative(io.cwd,result.md)||result.md,blocking=result.risks.filter(risk=>risk.severity==="block").length,lines=[result.status==="written"?`Wrote packet ${result.id} for ${result.packet.branch??"(detached HEAD)"} / ${result.packet.topic}`:`Unchanged: packet ${result.id} is already active for ${result.packet.branch??"(detached HEAD)"} / ${result.packet.topic}`,`  ${where}`,`  next: ${result.packet.next_action}`,`  risks: ${result.risks.length} (${blocking} blocking)`];return await writeOut(io.stdout,`${lines.join(`
`)}
`),0}export{run,usage};
