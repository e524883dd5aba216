import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a}from"./chunk-LQ2FJYY3.mjs";import"./chunk-V2YHYNRK.mjs";export{a as safeMessage};
