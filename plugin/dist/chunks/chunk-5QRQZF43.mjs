import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{plural}from"./chunk-Y7JCMG2G.mjs";import{readRepoContext}from"./chunk-GXUJ2G4W.mjs";import{flag,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";var usage=`Usage: handoff push [REMOTE] [--root DIR] [--json]

Publish the registry (.handoff/ packets, log and notes) on REMOTE's refs/handoff/registry
(default remote: origin), so 'handoff pull' and 'handoff resume' work on another machine. What
the remote already has is merged in first; a push that loses a race is merged and retried once.
Only git objects and refs/handoff/* are written: never your branches, index or work tree.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --json       one JSON object: {remote, status, commit, packets, packets_received, ...}

Exit codes: 0 pushed or up to date; 2 no such remote, the remote refuses custom refs, or the
push was rejected twice. See docs/sync.md.`;async function readSyncArgs(command,args,io){let parsed=parseCommandArgs(command,args,{root:{type:"string"},json:{type:"boolean"}});if(parsed.positionals.length>1)throw new UsageError(`handoff ${command} takes at most one REMOTE, got ${parsed.positionals.length}`);let context=await readRepoContext(io.cwd,stringOption(parsed,"root"));if(!context.git)throw new UsageError(`handoff ${command}: ${context.root} is not a git repository`);return{root:context.root,remote:parsed.positionals[0]??"origin",json:flag(parsed,"json")}}async function runSync(command,args,io,sync,describe){let{root,remote,json}=await readSyncArgs(command,args,io),result=await sync(root,remote);for(let line of result.ignored)await writeOut(io.stderr,`handoff ${command}: ignored from the remote: ${line}
`);let text=json?JSON.stringify(result,null,2):describe(result,remote);return await writeOut(io.stdout,`${text}
`),0}async function run(args,io){return runSync("push",args,io,async(root,remote)=>(await import("./push-NGJB7FFO.mjs")).pushRegistry(root,{remote}),(result,remote)=>{let merged=result.packets_received.length+result.events_received===0?"":` (merged ${plural(result.packets_received.length,"packet")} and ${plural(result.events_received,"event")} from ${remote} first)`;return result.status==="pushed"?`Pushed ${plural(result.packets,"packet")} to ${remote} refs/handoff/registry at ${result.commit.slice(0,12)}${merged}.`:`${remote} already has this registry (${plural(result.packets,"packet")}, ${result.commit.slice(0,12)})${merged}.`})}export{usage,runSync,run};
