import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{findExecutable}from"./chunk-FUUGYGO7.mjs";import{resumeFromOptions}from"./chunk-YSWUZDXS.mjs";import"./chunk-RQ22HZL3.mjs";import"./chunk-PI57DR42.mjs";import{flag,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-GL6ZM2RL.mjs";import"./chunk-WFU5WKBU.mjs";import"./chunk-Z4EADGHF.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-ADQPNWVS.mjs";import{AGENTS,listAgents}from"./chunk-JNM5UDAW.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import{NotFoundError,UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{spawn}from"node:child_process";var TARGETS=AGENTS,NAMES=TARGETS.map(a=>a.id),usage=`Usage: handoff continue --to ${listAgents(NAMES,"|")} [--exec] [--root DIR] [--topic T] [--branch B]

Continue this line of work in another agent by hand, without hooks: re-verify the active packet
against the live repo (as 'handoff resume' does) and print the briefing as text within what
that agent shows whole (${TARGETS.map(a=>`${a.name} ${(a.hookContext?.maxChars??1e4).toLocaleString("en-US")}`).join(", ")} characters), to
paste as its first prompt. With --exec, start that agent in this terminal with the briefing as
its first prompt instead:
${TARGETS.map(a=>`  ${a.id.padEnd(9)}${[a.launch.bin,...a.launch.beforePrompt,'"<briefing>"'].join(" ")}`).join(`
`)}

Options:
  --to AGENT   ${listAgents(NAMES)} (required)
  --exec       launch the agent (found on PATH) instead of printing
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    line of work on the branch (default: default)
  --branch B   continue branch B's packet on purpose (as 'handoff list' shows the name)

Exit codes: without --exec, as 'handoff resume' (0 fresh, 1 drifted, 4 no packet); with
--exec, the agent's own exit code, 2 when its CLI is not on PATH, 4 when there is no packet.`;async function run(args,io){let parsed=parseCommandArgs("continue",args,{to:{type:"string"},exec:{type:"boolean"},root:{type:"string"},topic:{type:"string"},branch:{type:"string"}});if(parsed.positionals.length>0)throw new UsageError(`handoff continue takes no arguments, got '${parsed.positionals[0]}'`);let to=stringOption(parsed,"to"),target=TARGETS.find(a=>a.id===to);if(to===void 0||target===void 0){let names=NAMES.join(", ");throw new UsageError(to===void 0?`--to is required: one of ${names}`:`--to must be one of ${names}, got '${to}'`)}let agent={bin:target.launch.bin,argv:prompt=>[...target.launch.beforePrompt,prompt],format:`${target.id}-hook`},exec=flag(parsed,"exec"),bin=exec?findExecutable(agent.bin,io.env.PATH):null;if(exec&&bin===null)throw new UsageError(`'${agent.bin}' is not on PATH: install the ${to} CLI, or run 'handoff continue --to ${to}' and paste the briefing`);let{root,result,briefing:render}=await resumeFromOptions(parsed,io),briefing=render.renderBriefing(result,"text",{maxChars:render.HOST_BUDGETS[agent.format]});if(!exec)return await writeOut(io.stdout,briefing),result.outcome==="none"?4:result.outcome==="drifted"?1:0;if(result.outcome==="none")throw new NotFoundError(`no packet to continue from: ${firstLine(briefing)}`);return result.pulled===!0&&await writeOut(io.stderr,`handoff continue: packet ${result.packet?.id??""} was pulled from another copy of the registry; ${render.VERIFIED_COVERS}. Its next command is in the briefing as text to check, not run.
`),launch(bin,agent.argv(briefing),root,io.env)}function firstLine(text){return text.split(`
`).find(line=>line.trim()!=="")??""}function launch(bin,argv,cwd,env){return new Promise((resolve,reject)=>{let child=spawn(bin,argv,{cwd,env,stdio:"inherit"});child.on("error",reject),child.on("close",(code,signal)=>resolve(code??(signal===null?1:128)))})}export{run,usage};
