import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{readRepoContext}from"./chunk-GXUJ2G4W.mjs";import{parseCommandArgs,stringOption}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import"./chunk-W3RS2FYS.mjs";import{archivePacket}from"./chunk-TPXNEADN.mjs";import"./chunk-LMGZ2LMP.mjs";import{resolvePacketId}from"./chunk-4BGWXTDE.mjs";import"./chunk-TCJXTLOO.mjs";import"./chunk-QUBTQX4U.mjs";import"./chunk-V7R22VVH.mjs";import"./chunk-2CGCKEFB.mjs";import{writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-URUOTFI4.mjs";import"./chunk-BSJKGQFW.mjs";import"./chunk-LJCVNB4G.mjs";import"./chunk-A5HBA5TX.mjs";import"./chunk-ADQPNWVS.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-QV2TCZYB.mjs";import"./chunk-FPSL5KTJ.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-VUFXVYO2.mjs";import"./chunk-VX2OOGFT.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-3B2PT45R.mjs";import"./chunk-IV7MVC6W.mjs";import"./chunk-JSBL4CGL.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";var usage=`Usage: handoff archive ID [--root DIR]

Retire a packet: it stays on disk and in 'handoff list --all', is no longer active, and resume
never picks it. Archiving an archived packet changes nothing. ID may be any unique prefix of at
least 4 hex digits.

Options:
  --root DIR   repo root (default: the enclosing git repo)`;async function run(args,io){let parsed=parseCommandArgs("archive",args,{root:{type:"string"}}),[requested,...extra]=parsed.positionals;if(requested===void 0||extra.length>0)throw new UsageError("handoff archive takes exactly one packet ID (see 'handoff list --all')");let{root}=await readRepoContext(io.cwd,stringOption(parsed,"root")),id=await resolvePacketId(root,requested),result=await archivePacket(root,id);return await writeOut(io.stdout,result.status==="archived"?`archived ${id} (was ${result.was})
`:`${id} was already archived
`),0}export{run,usage};
