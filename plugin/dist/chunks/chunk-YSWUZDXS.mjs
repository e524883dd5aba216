import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoState}from"./chunk-RQ22HZL3.mjs";import{rawOutput}from"./chunk-PI57DR42.mjs";import{flag,intOption,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import{neutraliseForTerminal}from"./chunk-Z4EADGHF.mjs";import{paint,useColor,writeOut}from"./chunk-EUGOWSF5.mjs";import{locateRepo}from"./chunk-ADQPNWVS.mjs";import{HOOK_BRIEFING_FORMATS,listAgents}from"./chunk-JNM5UDAW.mjs";import{checkTopic}from"./chunk-VX2OOGFT.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";var usage=`Usage: handoff resume [--root DIR] [--topic T] [--branch B] [--format ${["text","json",...HOOK_BRIEFING_FORMATS].join("|")}] [--json] [--max-chars N]

Find the active packet of this branch and topic (else the newest of the branch; never another
branch's: with none, exit 4 naming the branches that have packets), re-verify each of its claims against the live repo (HEAD, branch,
worktrees, modified files, verification, absence claims, other sessions' new work), and print
the briefing, by priority within its budget: drift, the next action and exact command, the
user's words, the agent's last report, failed attempts, decisions, pitfalls, assumptions, risks
with their live verdicts, the work range, the plan, what to load; then the verified claims in one
line. Each section says how many entries it left out and where they are.

Options:
  --root DIR     repo root (default: the enclosing git repo)
  --topic T      line of work on the branch (default: default)
  --branch B     resume branch B's packet on purpose (as 'handoff list' shows the name)
  --format F     text (default), json, ${listAgents(HOOK_BRIEFING_FORMATS)}: the SessionStart
                 hook JSON {"hookSpecificOutput": {"hookEventName": "SessionStart",
                 "additionalContext": "…"}}; every agent's hook (OpenCode's plugin) reads it.
  --json         the same as --format json
  --max-chars N  the briefing's budget in characters (default: what the host shows whole —
                 10,000 for the text and Claude Code's and Gemini CLI's hook JSON, 7,500 for
                 Codex CLI's, which shows about 2,500 tokens), for hosts with another limit

Exit codes: 0 fresh, 1 drifted, 4 no packet. The hook formats always exit 0 when they print:
hooks discard the JSON of a command that exits non-zero, and drift is in the context itself.`,FORMATS=["text","json",...HOOK_BRIEFING_FORMATS];async function run(args,io){let parsed=parseCommandArgs("resume",args,{root:{type:"string"},topic:{type:"string"},branch:{type:"string"},format:{type:"string"},json:{type:"boolean"},"max-chars":{type:"string"}});if(parsed.positionals.length>0)throw new UsageError(`handoff resume takes no arguments, got '${parsed.positionals[0]}'`);let asked=stringOption(parsed,"format");if(flag(parsed,"json")&&asked!==void 0&&asked!=="json")throw new UsageError(`--json and --format ${asked} disagree: choose one`);let format=flag(parsed,"json")?"json":asked??"text",maxChars=stringOption(parsed,"max-chars")===void 0?void 0:intOption("resume",parsed,"max-chars",1e4,{min:500,max:1e6});if(!FORMATS.includes(format))throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got '${format}'`);let{result,briefing:render}=await resumeFromOptions(parsed,io),briefing=render.renderBriefing(result,format,{maxChars});return format==="text"&&useColor(io)?await writeOut(rawOutput(io.stdout),paintVerdicts(neutraliseForTerminal(briefing))):await writeOut(io.stdout,briefing),format.endsWith("-hook")?0:result.outcome==="none"?4:result.outcome==="drifted"?1:0}async function resumeFromOptions(parsed,io){let topic=checkTopic(stringOption(parsed,"topic")),branch=stringOption(parsed,"branch");if(branch!==void 0&&(branch===""||/[\u0000-\u001f\u007f]/.test(branch)))throw new UsageError("--branch must be a branch name");let{root}=await locateRepo(io.cwd,stringOption(parsed,"root"),{fast:!0}),state=readRepoState(root);state.catch(()=>{});let[{resume},briefing]=await Promise.all([import("./resume-LTVCYUV2.mjs"),import("./briefing-YG43ZU4Y.mjs")]),result=await resume(root,{topic,state,...branch===void 0?{}:{branch}});return{root,result,briefing}}function paintVerdicts(text){return text.replace(/\b(VERIFIED|FRESH|DRIFTED)\b/g,word=>paint(!0,word==="DRIFTED"?31:32,word))}export{usage,run,resumeFromOptions};
