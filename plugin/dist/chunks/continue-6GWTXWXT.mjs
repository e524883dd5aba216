import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{findExecutable}from"./chunk-FUUGYGO7.mjs";import{resumeFromOptions}from"./chunk-QDIV2RNF.mjs";import{flag,parseCommandArgs,stringOption}from"./chunk-ELVCL2VY.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-ZPMDPU4K.mjs";import"./chunk-R624VZXD.mjs";import"./chunk-OJZ5YXFG.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-AEY4RMRQ.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-4EGLCEQU.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-WNJTHVJQ.mjs";import"./chunk-IV7MVC6W.mjs";import{NotFoundError,UsageError}from"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";import{spawn}from"node:child_process";var usage=`Usage: handoff continue --to claude|codex|gemini [--exec] [--root DIR] [--topic T] [--branch B]

Continue this line of work in another agent by hand, without hooks: re-verify the active packet
against the live repo (as 'handoff resume' does) and print the briefing as text within what
that agent shows whole (Claude Code and Gemini CLI 10,000 characters, Codex CLI 7,500), to
paste as its first prompt. With --exec, start that agent in this terminal with the briefing as
its first prompt instead:
  claude   claude "<briefing>"
  codex    codex "<briefing>"
  gemini   gemini -i "<briefing>"   (-i: run the prompt, then stay interactive)

Options:
  --to AGENT   claude, codex or gemini (required)
  --exec       launch the agent (found on PATH) instead of printing
  --root DIR   repo root (default: the enclosing git repo)
  --topic T    line of work on the branch (default: default)
  --branch B   continue branch B's packet on purpose (as 'handoff list' shows the name)

Exit codes: without --exec, as 'handoff resume' (0 fresh, 1 drifted, 4 no packet); with
--exec, the agent's own exit code, 2 when its CLI is not on PATH, 4 when there is no packet.`,AGENTS={claude:{bin:"claude",argv:prompt=>[prompt],format:"claude-hook"},codex:{bin:"codex",argv:prompt=>[prompt],format:"codex-hook"},gemini:{bin:"gemini",argv:prompt=>["-i",prompt],format:"gemini-hook"}};async function run(args,io){let parsed=parseCommandArgs("continue",args,{to:{type:"string"},exec:{type:"boolean"},root:{type:"string"},topic:{type:"string"},branch:{type:"string"}});if(parsed.positionals.length>0)throw new UsageError(`handoff continue takes no arguments, got '${parsed.positionals[0]}'`);let to=stringOption(parsed,"to");if(to===void 0||!Object.hasOwn(AGENTS,to)){let names=Object.keys(AGENTS).join(", ");throw new UsageError(to===void 0?`--to is required: one of ${names}`:`--to must be one of ${names}, got '${to}'`)}let agent=AGENTS[to],exec=flag(parsed,"exec"),bin=exec?findExecutable(agent.bin,io.env.PATH):null;if(exec&&bin===null)throw new UsageError(`'${agent.bin}' is not on PATH: install the ${to} CLI, or run 'handoff continue --to ${to}' and paste the briefing`);let{root,result,briefing:render}=await resumeFromOptions(parsed,io),briefing=render.renderBriefing(result,"text",{maxChars:render.HOST_BUDGETS[agent.format]});if(!exec)return await writeOut(io.stdout,briefing),result.outcome==="none"?4:result.outcome==="drifted"?1:0;if(result.outcome==="none")throw new NotFoundError(`no packet to continue from: ${firstLine(briefing)}`);return launch(bin,agent.argv(briefing),root,io.env)}function firstLine(text){return text.split(`
`).find(line=>line.trim()!=="")??""}function launch(bin,argv,cwd,env){return new Promise((resolve,reject)=>{let child=spawn(bin,argv,{cwd,env,stdio:"inherit"});child.on("error",reject),child.on("close",(code,signal)=>resolve(code??(signal===null?1:128)))})}export{run,usage};
