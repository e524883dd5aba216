import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a,b,c,d,e,f,g}from"./chunk-QWHDF53R.mjs";import"./chunk-V2YHYNRK.mjs";export{d as countKinds,f as createRedactStream,b as findSecrets,c as redact,g as redactStream,e as redactValue,a as renderReplacement};
