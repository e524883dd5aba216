import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a,b,c}from"./chunk-H5RUBHGP.mjs";import"./chunk-PN3SGPGV.mjs";import"./chunk-PMQR3I42.mjs";import"./chunk-NVFYTZH6.mjs";import"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";export{a as loadWorkbenchFiles,c as parseJsonText,b as readJsonFile};
