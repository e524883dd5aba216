import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as r}from"./chunk-ZGC2BPYA.mjs";import"./chunk-KF2LW4NR.mjs";import{a as t}from"./chunk-QHPVE25H.mjs";import{b as n}from"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";import{readFileSync as d}from"node:fs";import{join as c}from"node:path";var g=`Usage: handoff mcp

Serve the handoff tools over the Model Context Protocol on stdio (for an MCP client such as
Claude Code, Codex CLI or an IDE to launch): handoff_write, handoff_resume, handoff_note,
handoff_list, handoff_check. The tools work in the server's working directory (the project);
each takes an optional "root". Runs until the client closes stdin.

Register it, for example:
  claude mcp add handoff -- handoff mcp
  codex mcp add handoff -- handoff mcp`;async function C(a,i){let o=r("mcp",a,{});if(o.positionals.length>0)throw new n(`unexpected argument '${o.positionals[0]}'`);let s=JSON.parse(d(c(t(),"package.json"),"utf8")),{serveStdio:f}=await import("./server-7Q3UTCMP.mjs"),e=()=>{};process.on("unhandledRejection",e);try{await f(i,s.version)}finally{process.off("unhandledRejection",e)}return 0}export{C as run,g as usage};
