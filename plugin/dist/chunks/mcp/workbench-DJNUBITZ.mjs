import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{loadWorkbenchFiles,parseJsonText,readJsonFile}from"./chunk-DYJKIAGM.mjs";import"./chunk-7KWLFYZA.mjs";import"./chunk-57FK7XXR.mjs";import"./chunk-DQKQVCKN.mjs";import"./chunk-4TKOBROW.mjs";import"./chunk-UQ7G2QG2.mjs";export{loadWorkbenchFiles,parseJsonText,readJsonFile};
