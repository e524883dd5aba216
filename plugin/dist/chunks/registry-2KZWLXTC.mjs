import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{HOOK_ADAPTERS,loadHookAdapter}from"./chunk-S2RJ6UU6.mjs";import"./chunk-UL26HAUG.mjs";export{HOOK_ADAPTERS,loadHookAdapter};
