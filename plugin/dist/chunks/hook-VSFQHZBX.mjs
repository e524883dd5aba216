import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as h}from"./chunk-NZG2SYBF.mjs";import{c as k}from"./chunk-MFXFFXOA.mjs";import{a as g,b as u,d as w}from"./chunk-JZEAVFXC.mjs";import{a as m}from"./chunk-FKVPJ6Z6.mjs";import"./chunk-EOSAIOJ4.mjs";import"./chunk-TR4ELOA4.mjs";import"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";var L=`Usage: handoff hook claude|codex [--root DIR] [--topic T] [--gate off|warn|block] [--stop-writes]

Run as a Claude Code or Codex CLI hook: reads the hook's JSON on stdin and
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
Crashes never block the agent: errors go to .handoff/hook.log and the exit code is always 0.
Hooks read regular files only, and a hook still running after 30 s (HANDOFF_HOOK_TIMEOUT_MS)
logs that and exits 0.
Settings: .handoff/config.json (wrap_up_at, context_window, models, gate).
Install it with 'handoff hooks install claude|codex'.

Options:
  --root DIR      repo root (default: the repo enclosing the hook input's cwd)
  --topic T       line of work on this branch (default: default)
  --gate MODE     the Stop gate: off, warn or block (default: config's gate, else warn)
  --stop-writes   Stop also writes a packet (Codex CLI before 0.145.0, which has no SessionEnd)`,S=1e4,O=3e4;function T(e){let t=Number(e.HANDOFF_HOOK_TIMEOUT_MS);return Number.isInteger(t)&&t>0?t:O}function _(e,t){let n=T(e.env),i=setTimeout(()=>{let c=/^[a-z]{1,16}$/.test(t)?t:"?";Promise.all([import("./hook-log-N6ZMC6HA.mjs"),import("./wrap-up-63YT6O2A.mjs")]).then(([a,d])=>{let r=a.renderHookLogLine({agent:c,event:"(any)",level:"error",message:`hook still running after ${n} ms: stopped (exit 0)`},new Date);a.appendHookLogLineSync(d.findRootFast(e.cwd,void 0),r)}).catch(()=>{}).finally(()=>process.exit(0))},n);return i.unref(),()=>clearTimeout(i)}async function A(e,t){let n=_(t,e[0]??"?");try{return await E(e,t)}finally{n()}}async function E(e,t){let n=null,i={};try{let o=g("hook",e,{root:{type:"string"},topic:{type:"string"},gate:{type:"string"},"stop-writes":{type:"boolean"}}),[l,f]=o.positionals;if(f!==void 0)throw new Error(`unexpected argument '${f}'`);n=await I(l),w(o,"stop-writes")&&(n=(await import("./codex-XPNMQFTL.mjs")).withStopWrites(n));let p=k(u(o,"gate"));if(p===null)throw new Error("--gate must be off, warn or block");i={root:u(o,"root"),topic:u(o,"topic"),gate:p}}catch(o){let l=o instanceof Error?o.message:String(o),{resolveRoot:f}=await import("./resolve-root-AOJYNS3O.mjs"),p=await f(t.cwd).then(y=>y.root,()=>t.cwd),{appendHookLog:b}=await import("./hook-log-N6ZMC6HA.mjs");await b(p,{agent:"?",event:"(args)",level:"error",message:l}).catch(()=>{});let{safeMessage:x}=await import("./safe-message-Z7GOX7YD.mjs");return await m(t.stderr,`handoff hook: ${await x(l)} (see 'handoff hook --help')
`),0}let{runHook:c}=await import("./run-hook-X5PDJG54.mjs"),a="",d;try{a=await C(t.stdin)}catch(o){d=o instanceof Error?o.message:String(o)}let r=()=>{};process.on("unhandledRejection",r);let s=await c(n,a,{cwd:t.cwd,...i,inputError:d}).finally(()=>process.off("unhandledRejection",r));if(s.stdout!==""&&await m(t.stdout,s.stdout),!s.logged&&s.errors.length>0){let{safeMessage:o}=await import("./safe-message-Z7GOX7YD.mjs");await m(t.stderr,`handoff hook: ${await o(s.errors.join("; "))}
`)}return 0}async function I(e){if(e==="claude")return(await import("./claude-PNJXI6KN.mjs")).claudeAdapter;if(e==="codex")return(await import("./codex-XPNMQFTL.mjs")).codexAdapter;throw new Error(e===void 0?"expected an agent: claude or codex":`unknown agent '${e}' (claude or codex)`)}function C(e){return e.isTTY?Promise.reject(new Error("stdin is a terminal; the hook expects the agent's JSON on stdin")):new Promise((t,n)=>{let i=[],c=0,a=r=>{clearTimeout(d),e.removeAllListeners("data"),e.pause(),r?n(r):t(Buffer.concat(i).toString("utf8"))},d=setTimeout(()=>a(new Error(`no end of input after ${S} ms`)),S);d.unref(),e.on("data",r=>{let s=typeof r=="string"?Buffer.from(r):r;c+=s.length,c>h?a(new Error(`more than ${h} bytes`)):i.push(s)}),e.once("end",()=>a()),e.once("error",r=>a(r))})}export{O as HOOK_TIME_LIMIT_MS,A as run,L as usage};
