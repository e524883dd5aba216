import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoContext}from"./chunk-GXUJ2G4W.mjs";import{flag,parseCommandArgs,stringList,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-W3RS2FYS.mjs";import{NOTE_KINDS,appendNote}from"./chunk-N5XXHVRD.mjs";import"./chunk-2QIGHYG5.mjs";import"./chunk-SFUSQWJX.mjs";import"./chunk-G4B4LLOA.mjs";import"./chunk-QUBTQX4U.mjs";import"./chunk-3JW65ZCO.mjs";import"./chunk-2CGCKEFB.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-URUOTFI4.mjs";import"./chunk-BSJKGQFW.mjs";import"./chunk-LJCVNB4G.mjs";import"./chunk-A5HBA5TX.mjs";import"./chunk-HDYL4ACY.mjs";import"./chunk-2PGZYMDG.mjs";import"./chunk-2CM4QNHU.mjs";import"./chunk-GU7MXXEE.mjs";import"./chunk-ADQPNWVS.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-VUFXVYO2.mjs";import{checkTopic}from"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import"./chunk-JSBL4CGL.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff note KIND TEXT [--root DIR] [--topic T] [--severity S] [--option "choice: implies"]... [--json]
       handoff note resolve ID [WHY] [--choice C] [--why WHY]

Record what git cannot know, for the next packet (stored redacted in .handoff/notes.jsonl):
  objective    the session's goal
  decision     an open question; add each --option "choice: what it implies"
  pitfall      a trap the next session must avoid
  assumption   something believed but not yet validated
  risk         a known risk; --severity block|warn|info (default warn)
  proof        live evidence for an item
  next         the next step, ideally an exact command
  skill        a skill or doc the next session should load
  resolve ID   close a decision, pitfall, assumption or risk by its id ('handoff show' lists
               them); --choice names the option a decision settled on, --why (or the words
               after the id) says why: later packets report the answer

Notes belong to the current branch and topic. Unresolved decisions, pitfalls and assumptions
carry forward into each new packet until resolved.

Options:
  --root DIR        repo root (default: the enclosing git repo)
  --topic T         topic (default: default)
  --severity S      risk notes: block, warn or info
  --option TEXT     decision notes, repeatable: "choice: what it implies"
  --choice C        resolve of a decision: the option chosen (one of its --option choices)
  --why WHY         resolve: why it is closed
  --json            print the stored note as JSON`;async function run(args,io){let parsed=parseCommandArgs("note",args,{root:{type:"string"},topic:{type:"string"},severity:{type:"string"},option:{type:"string",multiple:!0},choice:{type:"string"},why:{type:"string"},json:{type:"boolean"}}),[kind,...words]=parsed.positionals;if(kind===void 0||words.length===0)throw new UsageError(`handoff note needs KIND and TEXT (KIND is one of ${NOTE_KINDS.join(", ")})`);let topic=checkTopic(stringOption(parsed,"topic")),context=await readRepoContext(io.cwd,stringOption(parsed,"root")),[first="",...rest]=words,resolving=kind==="resolve",whyOption=stringOption(parsed,"why");if(resolving&&rest.length>0&&whyOption!==void 0)throw new UsageError("give why once: as the words after the id or as --why, not both");let why=resolving&&rest.length>0?rest.join(" "):whyOption,choice=stringOption(parsed,"choice"),input={kind,text:resolving?first:words.join(" "),options:stringList(parsed,"option"),branch:context.branch,topic,...why===void 0?{}:{why},...choice===void 0?{}:{choice}},severity=stringOption(parsed,"severity"),note=await appendNote(context.root,severity===void 0?input:{...input,severity});return await writeOut(io.stdout,flag(parsed,"json")?`${JSON.stringify(note)}
`:`recorded ${note.kind} ${note.id}: ${note.text}
`),0}export{run,usage};
