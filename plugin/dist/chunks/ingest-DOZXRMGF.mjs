import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as w,d as u,e as y}from"./chunk-JZEAVFXC.mjs";import{a as r}from"./chunk-FKVPJ6Z6.mjs";import{b as d}from"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";import{resolve as A}from"node:path";var h=`Usage: handoff ingest claude|codex|opencode PATH [--summary [--k N]]

Read an agent transcript and print the commands it ran as normalised feedback records (JSONL,
one record a line: command, exit_code, duration_ms, stdout/stderr tails, sidechain).
  claude    a Claude Code session file (~/.claude/projects/<slug>/<session>.jsonl); its
            subagents (<session>/subagents/agent-*.jsonl) are included as sidechains
  codex     a Codex CLI rollout (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)
  opencode  opencode.db, a storage/ folder (or one of its session files), or the output of
            'opencode run --format json'
--summary prints one JSON object instead: objective, edited files, to-do list, compactions and
the trimmed feedback (K records besides failures, default 5). Secrets are redacted.`,T=["claude","codex","opencode"],O=256;async function N(c,t){let n=w("ingest",c,{summary:{type:"boolean"},k:{type:"string"}});if(u(n,"help"))return await r(t.stdout,`${h}
`),0;let[e,i,a]=n.positionals;if(e===void 0||i===void 0)throw new d(`missing arguments. ${h.split(`
`)[0]}`);if(!T.includes(e))throw new d(`handoff ingest: unknown agent '${e}' (expected claude, codex or opencode)`);if(a!==void 0)throw new d(`handoff ingest: unexpected argument '${a}'`);let x=y("ingest",n,"k",5,{min:1,max:30}),f=A(t.cwd,i),l=await import("./transcripts-DSOVULXH.mjs"),{redact:p}=await import("./redact-PB5QQKLR.mjs");if(u(n,"summary")){let s=await l.ingestTranscript(f,{agent:e,k:x,root:t.cwd});return await r(t.stdout,`${JSON.stringify(b(s,p))}
`),0}let{clipTail:j,OUTPUT_TAIL_CHARS:k}=await import("./events-VPAAZNDN.mjs"),o=[];for await(let s of l.readTranscriptRecords(f,e)){for(let m of["stdout_tail","stderr_tail"]){let g=s[m];g!==void 0&&(s[m]=j(g,k))}o.push(JSON.stringify(b(s,p))),o.length>=O&&(await r(t.stdout,`${o.join(`
`)}
`),o=[])}return o.length>0&&await r(t.stdout,`${o.join(`
`)}
`),0}function b(c,t){let n=e=>typeof e=="string"?t(e).text:Array.isArray(e)?e.map(n):e!==null&&typeof e=="object"?Object.fromEntries(Object.entries(e).map(([i,a])=>[i,n(a)])):e;return n(c)}export{N as run,h as usage};
