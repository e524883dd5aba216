import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{CODEX_SESSION_END_SINCE,detectCodexVersion,isAtLeast,judgeCodexVersion,parseCodexVersion}from"./chunk-MSVYB3GS.mjs";import"./chunk-UL26HAUG.mjs";export{CODEX_SESSION_END_SINCE,detectCodexVersion,isAtLeast,judgeCodexVersion,parseCodexVersion};
