import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{flag,intOption,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import{TRANSCRIPT_AGENT_IDS,listAgents}from"./chunk-JNM5UDAW.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{InputError,UsageError}from"./chunk-2EW5G43O.mjs";import{mapStrings}from"./chunk-2PGZYMDG.mjs";import"./chunk-UL26HAUG.mjs";import{resolve}from"node:path";var usage=`Usage: handoff ingest ${listAgents(TRANSCRIPT_AGENT_IDS,"|")} PATH [--session ID] [--summary [--k N]]

Read an agent transcript and print the commands it ran as normalised feedback records (JSONL,
one record a line: command, exit_code, duration_ms, stdout/stderr tails, sidechain).
  claude    a Claude Code session file (~/.claude/projects/<slug>/<session>.jsonl); its
            subagents (<session>/subagents/agent-*.jsonl) are included as sidechains
  codex     a Codex CLI rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)
  opencode  opencode.db (~/.local/share/opencode/), a legacy storage/ folder (or one of its
            session files), a file 'opencode export' wrote, or the output of 'opencode run
            --format json'; in a store of several sessions, --session ID says which (without
            it: this repository's session when it has one only, else the list, exit 2)
  gemini    a Gemini CLI session (~/.gemini/tmp/<project>/chats/session-*.jsonl, or the
            older session-*.json)
  copilot   a GitHub Copilot CLI session (~/.copilot/session-state/<id>/events.jsonl), its
            folder, or the session-state folder of every session: then --session ID, else
            this repository's newest session
  qwen      a Qwen Code session (~/.qwen/projects/<slug>/chats/<session>.jsonl)
  cline     a Cline session (~/.cline/data/sessions/<id>/<id>.messages.json, or its <id>.json)
--summary prints one JSON object instead: objective, the user's messages, the agent's last
report, files read (with counts), plan, edited files, to-do list, compactions, the trimmed
feedback (K records besides failures, default 5) and the count of lines of types it has no use
for (unknown_lines). Secrets are redacted.`,AGENTS=TRANSCRIPT_AGENT_IDS,BATCH=16;async function run(args,io){let parsed=parseCommandArgs("ingest",args,{summary:{type:"boolean"},k:{type:"string"},session:{type:"string"}});if(flag(parsed,"help"))return await writeOut(io.stdout,`${usage}
`),0;let[agent,file,extra]=parsed.positionals;if(agent===void 0||file===void 0)throw new UsageError(`missing arguments. ${usage.split(`
`)[0]}`);if(!AGENTS.includes(agent))throw new UsageError(`handoff ingest: unknown agent '${agent}' (expected ${listAgents(AGENTS)})`);if(extra!==void 0)throw new UsageError(`handoff ingest: unexpected argument '${extra}'`);let k=intOption("ingest",parsed,"k",5,{min:1,max:30}),path=resolve(io.cwd,file),{findWorkTreeTop}=await import("./locate-repo-FOZNFP5N.mjs"),within=findWorkTreeTop(io.cwd)?.top??io.cwd,opencode={session:stringOption(parsed,"session"),ask:!0,within},transcripts=await import("./transcripts-SZX2WONY.mjs");try{return await print(transcripts,path,agent,k,opencode,flag(parsed,"summary"),io)}catch(error){throw error instanceof transcripts.WrongAgentError?new InputError(`${error.message}; try \`handoff ingest ${error.detected}\``,{file:error.file??file}):error}}async function print(transcripts,path,agent,k,opencode,summaryOnly,io){let{redact}=await import("./redact-7I4B7KOH.mjs"),redactStrings=value=>mapStrings(value,text=>redact(text).text,{keys:"schema"});if(summaryOnly){let summary=await transcripts.ingestTranscript(path,{agent,k,root:io.cwd,opencode});return await writeOut(io.stdout,`${JSON.stringify(redactStrings(summary))}
`),0}let{clipTail,OUTPUT_TAIL_CHARS}=await import("./events-WSJ5WY7Q.mjs"),batch=[];for await(let record of transcripts.readTranscriptRecords(path,agent,opencode)){for(let key of["stdout_tail","stderr_tail"]){let tail=record[key];tail!==void 0&&(record[key]=clipTail(tail,OUTPUT_TAIL_CHARS))}if(batch.push(JSON.stringify(redactStrings(record))),batch.length>=BATCH){if(!await writeOut(io.stdout,`${batch.join(`
`)}
`))return 0;batch=[]}}return batch.length>0&&await writeOut(io.stdout,`${batch.join(`
`)}
`),0}export{run,usage};
