import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a,b}from"./chunk-HTPMRKZQ.mjs";import"./chunk-CRW5JW52.mjs";import"./chunk-7KLM57UC.mjs";import"./chunk-HGHQ63QC.mjs";import"./chunk-XDG5B2NW.mjs";import"./chunk-BAUPEUGH.mjs";import"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";export{a as choosePacket,b as resume};
