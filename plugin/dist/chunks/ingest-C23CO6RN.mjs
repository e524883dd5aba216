import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{flag,intOption,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{mapStrings}from"./chunk-2PGZYMDG.mjs";import{TRANSCRIPT_AGENT_IDS,listAgents}from"./chunk-JNM5UDAW.mjs";import{InputError,UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{statSync}from"node:fs";import{resolve}from"node:path";var usage=`Usage: handoff ingest ${listAgents(TRANSCRIPT_AGENT_IDS,"|")} PATH [--session ID] [--summary [--k N]]

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
for (unknown_lines). Secrets are redacted.`,AGENTS=TRANSCRIPT_AGENT_IDS;async function run(args,io){let parsed=parseCommandArgs("ingest",args,{summary:{type:"boolean"},k:{type:"string"},session:{type:"string"}});if(flag(parsed,"help"))return await writeOut(io.stdout,`${usage}
`),0;let[agent,file,extra]=parsed.positionals;if(agent===void 0||file===void 0)throw new UsageError(`missing arguments. ${usage.split(`
`)[0]}`);if(!AGENTS.includes(agent))throw new UsageError(`handoff ingest: unknown agent '${agent}' (expected ${listAgents(AGENTS)})`);if(extra!==void 0)throw new UsageError(`handoff ingest: unexpected argument '${extra}'`);let k=intOption("ingest",parsed,"k",5,{min:1,max:30}),path=resolve(io.cwd,file),{findWorkTreeTop}=await import("./locate-repo-4URYCFFC.mjs"),within=findWorkTreeTop(io.cwd)?.top??io.cwd,opencode={session:stringOption(parsed,"session"),ask:!0,within};try{return await print(path,agent,k,opencode,flag(parsed,"summary"),io)}catch(error){let{WrongAgentError}=await import("./transcripts-FSHBHW3T.mjs");throw error instanceof WrongAgentError?new InputError(`${error.message}; try \`handoff ingest ${error.detected}\``,{file:error.file??file}):error}}async function print(path,agent,k,opencode,summaryOnly,io){if(summaryOnly){let[{redact},summary]=await Promise.all([import("./redact-7LLX6MFR.mjs"),readSummary(path,agent,k,opencode,io)]),{written_names:_hashes,...shown}=summary,redacted=mapStrings(shown,text=>redact(text).text,{keys:"schema"});return await writeOut(io.stdout,`${JSON.stringify(redacted)}
`),0}for await(let chunk of await readLines(path,agent,opencode,io.env))if(!await writeOut(io.stdout,chunk))return 0;return 0}async function readLines(path,agent,opencode,env){let{workerHeap,workerThresholds}=await import("./worker-threshold-AEA5IVDO.mjs");if(isFileOfAtLeast(path,workerThresholds(env).transcriptBytes)){let{readRecordLinesOnWorker}=await import("./records-worker-DLAILM7O.mjs"),heap=workerHeap(env);return readRecordLinesOnWorker(path,agent,opencode,heap===null?void 0:[heap])}let{readRecordLines}=await import("./record-lines-O7CF7JQZ.mjs");return readRecordLines(path,agent,opencode)}async function readSummary(path,agent,k,opencode,io){let{workerHeap,workerThresholds}=await import("./worker-threshold-AEA5IVDO.mjs");if(isFileOfAtLeast(path,workerThresholds(io.env).transcriptBytes)){let{ingestOnWorker,WorkerLostError}=await import("./transcript-worker-IPSYBTCF.mjs"),parsed=await ingestOnWorker({path,agent,k,root:io.cwd,...opencode,defer:!1,scanCache:!1,warn:()=>{},heap:workerHeap(io.env)??void 0}).result.catch(error=>{if(error instanceof WorkerLostError)return null;throw error});if(parsed!==null)return parsed.summary}let{ingestTranscript}=await import("./transcripts-FSHBHW3T.mjs");return ingestTranscript(path,{agent,k,root:io.cwd,opencode})}function isFileOfAtLeast(path,bytes){try{let info=statSync(path);return info.isFile()&&info.size>=bytes}catch{return!1}}export{run,usage};
