import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as h}from"./chunk-FAQMYPWS.mjs";import{c as k}from"./chunk-OA2CIHRP.mjs";import{a as g,b as m,d as w}from"./chunk-ZGC2BPYA.mjs";import{b as u}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-TR4ELOA4.mjs";import"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{realpathSync as T}from"node:fs";var N=`Usage: handoff hook claude|codex|gemini [--root DIR] [--topic T] [--gate off|warn|block] [--stop-writes]

Run as a Claude Code, Codex CLI or Gemini CLI hook: reads the hook's JSON on stdin and
  PreCompact, SessionEnd                         write a packet in hook mode: the transcript
                                                 is ingested; dirty, unverified or next-less
                                                 workbenches are flagged as risks, never refused.
                                                 Claude's PreCompact then prints compaction
                                                 instructions built from the packet
  SessionStart (startup|resume|clear|compact)    print the resume briefing as
                                                 hookSpecificOutput.additionalContext JSON
  UserPromptSubmit, PostToolUse,                 read the transcript's tail; the first time the
  PostToolUseFailure (Claude)                    context is wrap_up_at full (default 60%), write
                                                 a packet and tell the agent to wrap up
  Stop                                           keep last_assistant_message for the next write;
                                                 the Stop gate: not ready to hand off (dirty
                                                 workbench, no next action, unnoted block risk)
                                                 → block (at most 3 times) or warn
Gemini CLI: SessionEnd and PreCompress write (an automatic PreCompress only once the context
is half full: Gemini fires it before every turn), SessionStart prints the briefing, BeforeAgent
and AfterTool run the context-budget trigger.
Crashes never block the agent: errors go to .handoff/hook.log and the exit code is always 0.
Hooks read regular files only, and a hook still running after 30 s (HANDOFF_HOOK_TIMEOUT_MS)
logs that and exits 0.
Settings: .handoff/config.json (wrap_up_at, context_window, models, gate).
Install it with 'handoff hooks install claude|codex|gemini'.

Options:
  --root DIR      repo root (default: the repo enclosing the hook input's cwd)
  --topic T       line of work on this branch (default: default)
  --gate MODE     the Stop gate: off, warn or block (default: config's gate, else warn)
  --stop-writes   Stop also writes a packet (Codex CLI before 0.145.0, which has no SessionEnd)`,S=1e4,O=3e4;function _(e){let t=Number(e.HANDOFF_HOOK_TIMEOUT_MS);return Number.isInteger(t)&&t>0?t:O}function C(e,t){let n=_(e.env),s=setTimeout(()=>{let d=/^[a-z]{1,16}$/.test(t)?t:"?";Promise.all([import("./hook-log-5PSMZTAU.mjs"),import("./locate-repo-QRP7D7OP.mjs")]).then(([i,c])=>{let r=i.renderHookLogLine({agent:d,event:"(any)",level:"error",message:`hook still running after ${n} ms: stopped (exit 0)`},new Date),a=c.findWorkTreeTop(T(e.cwd))?.top??e.cwd;i.appendHookLogLineSync(a,r)}).catch(()=>{}).finally(()=>process.exit(0))},n);return s.unref(),()=>clearTimeout(s)}async function R(e,t){let n=C(t,e[0]??"?");try{return await E(e,t)}finally{n()}}async function E(e,t){let n=null,s={};try{let o=g("hook",e,{root:{type:"string"},topic:{type:"string"},gate:{type:"string"},"stop-writes":{type:"boolean"}}),[l,p]=o.positionals;if(p!==void 0)throw new Error(`unexpected argument '${p}'`);n=await I(l),w(o,"stop-writes")&&(n=(await import("./codex-F7XABWSD.mjs")).withStopWrites(n));let f=k(m(o,"gate"));if(f===null)throw new Error("--gate must be off, warn or block");s={root:m(o,"root"),topic:m(o,"topic"),gate:f}}catch(o){let l=o instanceof Error?o.message:String(o),{locateRepo:p}=await import("./locate-repo-QRP7D7OP.mjs"),f=await p(t.cwd).then(x=>x.root,()=>t.cwd),{appendHookLog:b}=await import("./hook-log-5PSMZTAU.mjs");await b(f,{agent:"?",event:"(args)",level:"error",message:l}).catch(()=>{});let{safeMessage:y}=await import("./safe-message-A7PNX4KX.mjs");return await u(t.stderr,`handoff hook: ${await y(l)} (see 'handoff hook --help')
`),0}let{runHook:d}=await import("./run-hook-55CMJ4JI.mjs"),i="",c;try{i=await M(t.stdin)}catch(o){c=o instanceof Error?o.message:String(o)}let r=()=>{};process.on("unhandledRejection",r);let a=await d(n,i,{cwd:t.cwd,...s,inputError:c}).finally(()=>process.off("unhandledRejection",r));if(a.stdout!==""&&await u(t.stdout,a.stdout),!a.logged&&a.errors.length>0){let{safeMessage:o}=await import("./safe-message-A7PNX4KX.mjs");await u(t.stderr,`handoff hook: ${await o(a.errors.join("; "))}
`)}return 0}async function I(e){if(e==="claude")return(await import("./claude-UN27HV5Q.mjs")).claudeAdapter;if(e==="codex")return(await import("./codex-F7XABWSD.mjs")).codexAdapter;if(e==="gemini")return(await import("./gemini-QWVQ6RF5.mjs")).geminiAdapter;throw new Error(e===void 0?"expected an agent: claude, codex or gemini":`unknown agent '${e}' (claude, codex or gemini)`)}function M(e){return e.isTTY?Promise.reject(new Error("stdin is a terminal; the hook expects the agent's JSON on stdin")):new Promise((t,n)=>{let s=[],d=0,i=r=>{clearTimeout(c),e.removeAllListeners("data"),e.pause(),r?n(r):t(Buffer.concat(s).toString("utf8"))},c=setTimeout(()=>i(new Error(`no end of input after ${S} ms`)),S);c.unref(),e.on("data",r=>{let a=typeof r=="string"?Buffer.from(r):r;d+=a.length,d>h?i(new Error(`more than ${h} bytes`)):s.push(a)}),e.once("end",()=>i()),e.once("error",r=>i(r))})}export{O as HOOK_TIME_LIMIT_MS,R as run,N as usage};
