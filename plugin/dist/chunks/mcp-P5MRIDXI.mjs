import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{packageRoot}from"./chunk-3EBR6BDP.mjs";import{parseCommandArgs}from"./chunk-SGCGOVUN.mjs";import"./chunk-SIQBFI73.mjs";import{UsageError}from"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";import{readFileSync}from"node:fs";import{join}from"node:path";var usage=`Usage: handoff mcp

Serve the handoff tools over the Model Context Protocol on stdio (for an MCP client such as
Claude Code, Codex CLI or an IDE to launch): handoff_write, handoff_resume, handoff_note,
handoff_list, handoff_check. The tools work in the server's working directory (the project);
each takes an optional "root". Runs until the client closes stdin.

Register it, for example:
  claude mcp add handoff -- handoff mcp
  codex mcp add handoff -- handoff mcp`;async function run(args,io){let parsed=parseCommandArgs("mcp",args,{});if(parsed.positionals.length>0)throw new UsageError(`unexpected argument '${parsed.positionals[0]}'`);let manifest=JSON.parse(readFileSync(join(packageRoot(),"package.json"),"utf8")),{serveStdio}=await import("./mcp/server.mjs"),ignore=()=>{};process.on("unhandledRejection",ignore);try{await serveStdio(io,manifest.version)}finally{process.off("unhandledRejection",ignore)}return 0}export{run,usage};
