import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a,b,c}from"./chunk-2YVZ7PDU.mjs";import"./chunk-J7XVXHKA.mjs";import"./chunk-JZEAVFXC.mjs";import"./chunk-FKVPJ6Z6.mjs";import"./chunk-BAUPEUGH.mjs";import"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";export{b as readSyncArgs,c as run,a as usage};
