import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as y,b,d as p,e as x}from"./chunk-ZGC2BPYA.mjs";import{b as c}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{b as f,c as w}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{resolve as A}from"node:path";var j=`Usage: handoff ingest claude|codex|opencode|gemini PATH [--session ID] [--summary [--k N]]

Read an agent transcript and print the commands it ran as normalised feedback records (JSONL,
one record a line: command, exit_code, duration_ms, stdout/stderr tails, sidechain).
  claude    a Claude Code session file (~/.claude/projects/<slug>/<session>.jsonl); its
            subagents (<session>/subagents/agent-*.jsonl) are included as sidechains
  codex     a Codex CLI rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)
  opencode  opencode.db, a storage/ folder (or one of its session files), or the output of
            'opencode run --format json'; when it holds several sessions, --session ID says
            which (without it the command lists them and exits 2)
  gemini    a Gemini CLI session (~/.gemini/tmp/<project>/chats/session-*.jsonl, or the
            older session-*.json)
--summary prints one JSON object instead: objective, the user's messages, the agent's last
report, files read (with counts), plan, edited files, to-do list, compactions, the trimmed
feedback (K records besides failures, default 5) and the count of lines of types it has no use
for (unknown_lines). Secrets are redacted.`,O=["claude","codex","opencode","gemini"],T=256;async function K(i,s){let t=y("ingest",i,{summary:{type:"boolean"},k:{type:"string"},session:{type:"string"}});if(p(t,"help"))return await c(s.stdout,`${j}
`),0;let[e,o,r]=t.positionals;if(e===void 0||o===void 0)throw new f(`missing arguments. ${j.split(`
`)[0]}`);if(!O.includes(e))throw new f(`handoff ingest: unknown agent '${e}' (expected claude, codex, opencode or gemini)`);if(r!==void 0)throw new f(`handoff ingest: unexpected argument '${r}'`);let a=x("ingest",t,"k",5,{min:1,max:30}),u=A(s.cwd,o),m={session:b(t,"session"),ask:!0},l=await import("./transcripts-MXXRII6R.mjs");try{return await C(l,u,e,a,m,p(t,"summary"),s)}catch(n){throw n instanceof l.WrongAgentError?new w(`${n.message}; try \`handoff ingest ${n.detected}\``,{file:n.file??o}):n}}async function C(i,s,t,e,o,r,a){let{redact:u}=await import("./redact-BETC4JMX.mjs");if(r){let d=await i.ingestTranscript(s,{agent:t,k:e,root:a.cwd,opencode:o});return await c(a.stdout,`${JSON.stringify(k(d,u))}
`),0}let{clipTail:m,OUTPUT_TAIL_CHARS:l}=await import("./events-W334HELX.mjs"),n=[];for await(let d of i.readTranscriptRecords(s,t,o)){for(let g of["stdout_tail","stderr_tail"]){let h=d[g];h!==void 0&&(d[g]=m(h,l))}n.push(JSON.stringify(k(d,u))),n.length>=T&&(await c(a.stdout,`${n.join(`
`)}
`),n=[])}return n.length>0&&await c(a.stdout,`${n.join(`
`)}
`),0}function k(i,s){let t=e=>typeof e=="string"?s(e).text:Array.isArray(e)?e.map(t):e!==null&&typeof e=="object"?Object.fromEntries(Object.entries(e).map(([o,r])=>[o,t(r)])):e;return t(i)}export{K as run,j as usage};
