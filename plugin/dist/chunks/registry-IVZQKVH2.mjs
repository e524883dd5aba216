import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{HOOK_ADAPTERS,loadHookAdapter,withHookAdapters}from"./chunk-2BCYKDJK.mjs";import"./chunk-UL26HAUG.mjs";export{HOOK_ADAPTERS,loadHookAdapter,withHookAdapters};
