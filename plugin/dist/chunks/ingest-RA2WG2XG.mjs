import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as x,b as j,d as h,e as k}from"./chunk-ZGC2BPYA.mjs";import{b as d}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import{a as b}from"./chunk-DOREUNKS.mjs";import{b as p,c as y}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{resolve as T}from"node:path";var A=`Usage: handoff ingest claude|codex|opencode|gemini PATH [--session ID] [--summary [--k N]]

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
for (unknown_lines). Secrets are redacted.`,C=["claude","codex","opencode","gemini"],O=256;async function R(c,n){let e=x("ingest",c,{summary:{type:"boolean"},k:{type:"string"},session:{type:"string"}});if(h(e,"help"))return await d(n.stdout,`${A}
`),0;let[o,i,m]=e.positionals;if(o===void 0||i===void 0)throw new p(`missing arguments. ${A.split(`
`)[0]}`);if(!C.includes(o))throw new p(`handoff ingest: unknown agent '${o}' (expected claude, codex, opencode or gemini)`);if(m!==void 0)throw new p(`handoff ingest: unexpected argument '${m}'`);let r=k("ingest",e,"k",5,{min:1,max:30}),g=T(n.cwd,i),l={session:j(e,"session"),ask:!0},u=await import("./transcripts-NGN4PIQR.mjs");try{return await I(u,g,o,r,l,h(e,"summary"),n)}catch(s){throw s instanceof u.WrongAgentError?new y(`${s.message}; try \`handoff ingest ${s.detected}\``,{file:s.file??i}):s}}async function I(c,n,e,o,i,m,r){let{redact:g}=await import("./redact-XVOWURJL.mjs"),l=t=>b(t,f=>g(f).text,{keys:"schema"});if(m){let t=await c.ingestTranscript(n,{agent:e,k:o,root:r.cwd,opencode:i});return await d(r.stdout,`${JSON.stringify(l(t))}
`),0}let{clipTail:u,OUTPUT_TAIL_CHARS:s}=await import("./events-STXIN3V5.mjs"),a=[];for await(let t of c.readTranscriptRecords(n,e,i)){for(let f of["stdout_tail","stderr_tail"]){let w=t[f];w!==void 0&&(t[f]=u(w,s))}a.push(JSON.stringify(l(t))),a.length>=O&&(await d(r.stdout,`${a.join(`
`)}
`),a=[])}return a.length>0&&await d(r.stdout,`${a.join(`
`)}
`),0}export{R as run,A as usage};
