import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-YB5HB424.mjs";import"./chunk-V2YHYNRK.mjs";export{a as CODEX_SESSION_END_SINCE,e as detectCodexVersion,c as isAtLeast,d as judgeCodexVersion,b as parseCodexVersion};
