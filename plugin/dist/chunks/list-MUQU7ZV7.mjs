import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoContext}from"./chunk-GXUJ2G4W.mjs";import{formatLocalTime}from"./chunk-OQULSWOM.mjs";import{flag,parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-W3RS2FYS.mjs";import"./chunk-TPXNEADN.mjs";import"./chunk-LMGZ2LMP.mjs";import{listPackets,toPacketRow}from"./chunk-4BGWXTDE.mjs";import"./chunk-TCJXTLOO.mjs";import"./chunk-QUBTQX4U.mjs";import"./chunk-V7R22VVH.mjs";import"./chunk-2CGCKEFB.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-URUOTFI4.mjs";import"./chunk-BSJKGQFW.mjs";import"./chunk-LJCVNB4G.mjs";import"./chunk-A5HBA5TX.mjs";import"./chunk-ADQPNWVS.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-QV2TCZYB.mjs";import"./chunk-FPSL5KTJ.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-VUFXVYO2.mjs";import{checkTopic}from"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import"./chunk-JSBL4CGL.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff list [--root DIR] [--all] [--topic T] [--json]

List the packets of the registry, newest first: the active one of each branch and topic, or
every packet with its status (active, superseded, archived) with --all.

Options:
  --root DIR   repo root (default: the enclosing git repo)
  --all        include superseded and archived packets
  --topic T    only packets of this topic
  --json       one JSON array of {id, branch, topic, status, head_commit, task_id, host,
               written_at} (host: the label of the machine that wrote it; written_at: when, ISO
               8601 UTC; each null in logs older than the field)

WRITTEN is local time, from the registry log (the packet itself holds no clock).`;function renderList(packets){if(packets.length===0)return`No packets. Run 'handoff write' to create one.
`;let rows=packets.map(p=>[p.id,p.status,p.branch??"(detached)",p.topic,p.task_id??"-",p.head_commit?.slice(0,12)??"-",formatLocalTime(p.at)??"-",p.host??"-"]),header=["ID","STATUS","BRANCH","TOPIC","TASK","HEAD","WRITTEN","HOST"],widths=header.map((h,i)=>Math.max(h.length,...rows.map(r=>r[i].length))),line=cells=>cells.map((c,i)=>i===cells.length-1?c:c.padEnd(widths[i])).join("  ");return`${[header,...rows].map(line).join(`
`)}
`}async function run(args,io){let parsed=parseCommandArgs("list",args,{root:{type:"string"},all:{type:"boolean"},topic:{type:"string"},json:{type:"boolean"}});if(parsed.positionals.length>0)throw new UsageError(`handoff list takes no arguments, got '${parsed.positionals[0]}'`);let topicOption=stringOption(parsed,"topic"),topic=topicOption===void 0?void 0:checkTopic(topicOption),{root}=await readRepoContext(io.cwd,stringOption(parsed,"root")),{packets,skipped}=await listPackets(root,{all:flag(parsed,"all")}),shown=topic===void 0?packets:packets.filter(p=>p.topic===topic);for(let line of skipped)await writeOut(io.stderr,`handoff list: .handoff/log.jsonl line ${line.line} skipped: ${line.reason}
`);if(flag(parsed,"json")){let rows=shown.map(entry=>({...toPacketRow(entry),host:entry.host??null,written_at:entry.at??null}));await writeOut(io.stdout,`${JSON.stringify(rows,null,2)}
`)}else await writeOut(io.stdout,renderList(shown));return 0}export{renderList,run,usage};
