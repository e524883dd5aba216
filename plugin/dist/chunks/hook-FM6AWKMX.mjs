import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{flag,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{parseGateMode}from"./chunk-AWJ3N5KU.mjs";import{readHookStdin,stdinTimeout}from"./chunk-BWW2FN5H.mjs";import"./chunk-M2BVEXFM.mjs";import{HOOK_AGENT_IDS,agentName,listAgents}from"./chunk-JNM5UDAW.mjs";import"./chunk-QV2TCZYB.mjs";import"./chunk-FPSL5KTJ.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-VUFXVYO2.mjs";import"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import"./chunk-JSBL4CGL.mjs";import"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{realpathSync as realpathSync2}from"node:fs";import{realpathSync}from"node:fs";import{createRequire}from"node:module";var WATCHER=`
const [pid, ms] = process.argv.slice(1).map(Number);
const timer = setTimeout(() => { try { process.kill(pid, "SIGKILL"); } catch {} }, ms);
const done = () => clearTimeout(timer);
process.stdin.on("end", done).on("error", done).on("close", done).resume();
`,EXIT_GRACE_MS=1e3;function exitHard(code,graceMs=EXIT_GRACE_MS){try{let{spawn}=createRequire(import.meta.url)("node:child_process"),watcher=spawn(process.execPath,["-e",WATCHER,String(process.pid),String(graceMs)],{detached:!0,stdio:["pipe","ignore","ignore"]});watcher.on("error",()=>{}),watcher.unref()}catch{}process.exit(code)}var HOOK_TIME_LIMIT_MS=3e4;function hookTimeLimit(env){let value=Number(env.HANDOFF_HOOK_TIMEOUT_MS);return Number.isInteger(value)&&value>0?value:HOOK_TIME_LIMIT_MS}function armTimeLimit(io,agent){let limit=hookTimeLimit(io.env),timer=setTimeout(()=>{let name=/^[a-z]{1,16}$/.test(agent)?agent:"?",stop=()=>exitHard(0);setTimeout(stop,1e3),Promise.all([import("./hook-log-Y3R32G45.mjs"),import("./locate-repo-A3UA3HZQ.mjs")]).then(([log,locate])=>{let line=log.renderHookLogLine({agent:name,event:"(any)",level:"error",message:`hook still running after ${limit} ms: stopped (exit 0)`},new Date),top=locate.findWorkTreeTop(realpathSync(io.cwd))?.top??io.cwd;log.appendHookLogLineSync(top,line)}).catch(()=>{}).finally(stop)},limit);return timer.unref(),()=>clearTimeout(timer)}var usage=`Usage: handoff hook ${listAgents(HOOK_AGENT_IDS,"|")} [--root DIR] [--topic T] [--gate off|warn|block] [--stop-writes] [--event NAME]

Run as a ${listAgents(HOOK_AGENT_IDS.map(agentName))} hook: reads the hook's JSON on stdin and
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
  Stop                                           write ahead (the packet follows every turn),
                                                 keep last_assistant_message for the next write;
                                                 the Stop gate: not ready to hand off (dirty
                                                 workbench, no next action, unnoted block risk)
                                                 → block (at most 3 times) or warn
Gemini CLI: SessionEnd and PreCompress write (an automatic PreCompress only once the context
is half full: Gemini fires it before every turn), AfterAgent writes ahead, SessionStart prints
the briefing, BeforeAgent and AfterTool run the context-budget trigger.
OpenCode (its plugin, 'hooks install opencode', sends these): session.idle writes a packet (a
detached writer at once) from the newest session of this repository in opencode.db;
experimental.chat.system.transform prints the briefing, which the plugin adds to the system
prompt of a session's first model call. No Stop gate, no context-budget trigger.
GitHub Copilot CLI (.github/hooks/handoff.json names the event with --event): sessionStart
prints {"additionalContext": …}, which Copilot gives the model before the first prompt;
agentStop writes ahead (a detached writer at once), sessionEnd and preCompact write,
userPromptSubmitted, postToolUse and postToolUseFailure run the context-budget trigger.
SessionStart first writes the previous session's transcript into the packet when it holds more
(a killed session), within 3 s (HANDOFF_RECOVERY_MS); past that the briefing says it is stale.
Crashes never block the agent: errors go to .handoff/hook.log and the exit code is always 0.
Hooks read regular files only, and a hook still running after 30 s (HANDOFF_HOOK_TIMEOUT_MS)
logs that and exits. Stdin that does not end within 10 s (HANDOFF_HOOK_STDIN_MS) is logged
and the hook exits 0.
Settings: .handoff/config.json (wrap_up_at, context_window, models, gate).
A write that outlasts its host's budget (Claude's SessionEnd: 1 s, or the value of
CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS less 0.5 s; a turn's write at Stop or AfterAgent, which
the turn would wait for, and Gemini's SessionEnd, which Gemini does not wait for: none) goes to a
detached writer (output in .handoff/hook.log), and the hook returns. HANDOFF_WRITE_BUDGET_MS overrides the budget.
Install it with 'handoff hooks install ${listAgents(HOOK_AGENT_IDS,"|")}'.

Options:
  --root DIR      repo root (default: the repo enclosing the hook input's cwd)
  --topic T       line of work on this branch (default: default)
  --gate MODE     the Stop gate: off, warn or block (default: config's gate, else warn)
  --stop-writes   Stop also writes a packet (Codex CLI before 0.145.0, which has no SessionEnd)
  --event NAME    the event, for a host whose hook input names none (GitHub Copilot CLI: its
                  hooks file gives each event's command its name)
  --edit          the point-of-edit hook (Claude Code, Codex CLI and Qwen Code PreToolUse,
                  Gemini CLI BeforeTool, GitHub Copilot CLI preToolUse): the rules, failures and conclusions about the path a tool call
                  writes, from .handoff/cache/recall/; a user's rule forbidding it warns or,
                  with "guards": "block" in .handoff/config.json, denies the edit`;async function run(args,io,adapters){if(args.includes("--edit")){let{runEditHookProcess}=await import("./edit-hook-K2LOYN6Z.mjs");return runEditHookProcess(args[0]??"",args.slice(1),io)}let disarm=armTimeLimit(io,args[0]??"?");try{return await runWithinLimit(args,io,adapters)}finally{disarm()}}async function runWithinLimit(args,io,adapters){let adapter=null,options={},fromFile;try{let parsed=parseCommandArgs("hook",args,{root:{type:"string"},topic:{type:"string"},gate:{type:"string"},"stop-writes":{type:"boolean"},"from-file":{type:"string"},event:{type:"string"}}),[agent,extra]=parsed.positionals;if(extra!==void 0)throw new Error(`unexpected argument '${extra}'`);adapter=await loadAdapter(agent,adapters),flag(parsed,"stop-writes")&&(adapter=(await import("./adapter-KG7PHINI.mjs")).withStopWrites(adapter));let gate=parseGateMode(stringOption(parsed,"gate"));if(gate===null)throw new Error("--gate must be off, warn or block");if(options={root:stringOption(parsed,"root"),topic:stringOption(parsed,"topic"),gate,event:stringOption(parsed,"event")},fromFile=stringOption(parsed,"from-file"),fromFile!==void 0&&options.root===void 0)throw new Error("--from-file needs --root")}catch(error){let message=error instanceof Error?error.message:String(error),{locateRepo}=await import("./locate-repo-A3UA3HZQ.mjs"),root=await locateRepo(io.cwd).then(r=>r.root,()=>io.cwd),{appendHookLog}=await import("./hook-log-Y3R32G45.mjs");await appendHookLog(root,{agent:"?",event:"(args)",level:"error",message}).catch(()=>{});let{safeMessage}=await import("./safe-message-MFKEPLZX.mjs");return await writeOut(io.stderr,`handoff hook: ${await safeMessage(message)} (see 'handoff hook --help')
`),0}let loading=import("./run-hook-O24LMMKM.mjs");loading.catch(()=>{});let text="",inputError;try{if(fromFile!==void 0&&options.root!==void 0){let{takePendingInput}=await import("./detached-write-FJHECANK.mjs");text=takePendingInput(realpathSync2(options.root),fromFile)}else text=await(io.hookInput??readHookStdin(io.stdin,stdinTimeout(io.env)))}catch(error){inputError=error instanceof Error?error.message:String(error)}let{runHook}=await loading,swallow=()=>{};process.on("unhandledRejection",swallow);let result=await runHook(adapter,text,{cwd:io.cwd,...options,inputError,env:io.env,detached:fromFile!==void 0,writeDelayMs:testWriteDelay(io.env),recoveryBoundMs:recoveryBound(io.env),canDetach:io.stdout===process.stdout}).finally(()=>process.off("unhandledRejection",swallow));if(result.stdout!==""&&await writeOut(io.stdout,result.stdout),!result.logged&&result.errors.length>0){let{safeMessage}=await import("./safe-message-MFKEPLZX.mjs");await writeOut(io.stderr,`handoff hook: ${await safeMessage(result.errors.join("; "))}
`)}return result.handed_over===!0&&io.stdout===process.stdout&&process.exit(0),0}async function loadAdapter(agent,given){let{HOOK_ADAPTERS,loadHookAdapter}=await import("./registry-IVZQKVH2.mjs"),adapters=given??HOOK_ADAPTERS,known=listAgents(Object.keys(adapters));if(agent===void 0)throw new Error(`expected an agent: ${known}`);let adapter=await loadHookAdapter(agent,adapters);if(adapter===null)throw new Error(`unknown agent '${agent}' (${known})`);return adapter}function testWriteDelay(env){let value=Number(env.HANDOFF_TEST_WRITE_DELAY_MS);return Number.isInteger(value)&&value>0?value:0}function recoveryBound(env){let value=Number(env.HANDOFF_RECOVERY_MS);return Number.isInteger(value)&&value>0?value:void 0}export{run,usage};
