import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as h,b as o,d as a,e as m}from"./chunk-ZGC2BPYA.mjs";import{b as g}from"./chunk-CQZMHXTX.mjs";import"./chunk-R2KFBIOU.mjs";import"./chunk-VV3JB3NZ.mjs";import"./chunk-PPPLULOW.mjs";import"./chunk-36KR3COF.mjs";import"./chunk-USC5ZRMF.mjs";import"./chunk-IZ72SECO.mjs";import"./chunk-AL3B5KSF.mjs";import"./chunk-RA2QTORH.mjs";import"./chunk-H5RUBHGP.mjs";import"./chunk-PN3SGPGV.mjs";import"./chunk-MSVKF7YR.mjs";import{b as p}from"./chunk-QON4K2AE.mjs";import"./chunk-KF2LW4NR.mjs";import"./chunk-M67TPZP2.mjs";import"./chunk-ZXPXCXDS.mjs";import"./chunk-Z72PAO6Q.mjs";import"./chunk-NL72NNIU.mjs";import"./chunk-4TN45ISM.mjs";import"./chunk-UPWJQDZM.mjs";import"./chunk-UHAMXSLM.mjs";import"./chunk-DOREUNKS.mjs";import"./chunk-ZWC7RPQ4.mjs";import"./chunk-DTQZ7N3E.mjs";import"./chunk-QQPSRPPW.mjs";import"./chunk-PCZ4C46I.mjs";import"./chunk-NKKFPEHP.mjs";import"./chunk-BPJPF7IC.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-UXC3VP62.mjs";import"./chunk-LVHM3SQX.mjs";import"./chunk-YFQ5JPVW.mjs";import"./chunk-Y4TFTY3O.mjs";import{p as u}from"./chunk-4LXIVPWR.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-BHEFCCZL.mjs";import"./chunk-LS2WNFRR.mjs";import"./chunk-TR4ELOA4.mjs";import"./chunk-G6NRR2PP.mjs";import{b as f}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{relative as D}from"node:path";function w(n){if(n.isTTY!==!0)return{report:()=>{},done(){}};let r=0,t=!1;return{report(i,s,e){let d=Date.now();if(d-r<200)return;r=d,t=!0;let c=e>0?Math.floor(s/e*100):0;n.write(`\r\x1B[Kreading ${i}: ${c}% of ${A(e)}`)},done(){t&&n.write("\r\x1B[K")}}}function A(n){return n>=1024**3?`${(n/1024**3).toFixed(1)} GB`:`${Math.round(n/1024**2)} MB`}var K=`Usage: handoff write [options]

Generate the handoff packet for the current branch and topic from git, the workbench files,
the feedback log, a transcript and the recorded notes, and make it the active packet.

Options:
  --root DIR              repo root (default: the enclosing git repo)
  --topic T               line of work on this branch (default: default)
  --task ID               the task the packet is about (default: agent_state.active_task_id)
  --k N                   passing records kept in the feedback tail (default 5)
  --next TEXT             the next action (overrides notes and agent_state)
  --transcript PATH       ingest an agent transcript (Claude Code, Codex CLI, OpenCode)
  --agent A               claude | codex | opencode | gemini (default: detected from the transcript)
  --out DIR               also write DIR/handoff.md, DIR/history.md and DIR/handoff.json
  --allow-dirty           write even when the clean-state check fails (recorded as block risks)
  --allow-unverified      write even when the active task has no verification report
  --allow-missing-next    write even when no next action can be found
  --json                  print {id, status, packet_dir, md, json, risks} as JSON

Exit codes: 0 written or unchanged, 2 bad usage or input, 3 refused by a rule.`,k=["claude","codex","opencode","gemini"];async function M(n,r){let t=h("write",n,{root:{type:"string"},topic:{type:"string"},task:{type:"string"},k:{type:"string"},next:{type:"string"},transcript:{type:"string"},agent:{type:"string"},out:{type:"string"},"allow-dirty":{type:"boolean"},"allow-unverified":{type:"boolean"},"allow-missing-next":{type:"boolean"},json:{type:"boolean"}});if(t.positionals.length>0)throw new f(`unexpected argument '${t.positionals[0]}'`);let i=o(t,"agent");if(i!==void 0&&!k.includes(i))throw new f(`--agent must be one of ${k.join(", ")}, got '${i}'`);let s=w(r.stderr),e=await g({onProgress:s.report,cwd:r.cwd,root:o(t,"root"),topic:u(o(t,"topic")),task_id:o(t,"task")??null,k:m("write",t,"k",5,{min:1,max:30}),next:o(t,"next")??null,transcript:o(t,"transcript")??null,agent:i??null,out:o(t,"out")??null,allow_dirty:a(t,"allow-dirty"),allow_unverified:a(t,"allow-unverified"),allow_missing_next:a(t,"allow-missing-next")});if(s.done(),a(t,"json")){let{id:l,status:y,packet_dir:x,md:$,json:v,risks:_}=e;return await p(r.stdout,`${JSON.stringify({id:l,status:y,packet_dir:x,md:$,json:v,risks:_},null,2)}
`),0}let d=D(r.cwd,e.md)||e.md,c=e.risks.filter(l=>l.severity==="block").length,b=[e.status==="written"?`Wrote packet ${e.id} for ${e.packet.branch??"(detached HEAD)"} / ${e.packet.topic}`:`Unchanged: packet ${e.id} is already active for ${e.packet.branch??"(detached HEAD)"} / ${e.packet.topic}`,`  ${d}`,`  next: ${e.packet.next_action}`,`  risks: ${e.risks.length} (${c} blocking)`];return await p(r.stdout,`${b.join(`
`)}
`),0}export{M as run,K as usage};
