import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{loadWorkbenchFiles,parseJsonText,readJsonFile}from"./chunk-C4PWZ3AH.mjs";import"./chunk-K2MBP3BS.mjs";import"./chunk-PFV4ZTFW.mjs";import"./chunk-LMU6GDED.mjs";import"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";export{loadWorkbenchFiles,parseJsonText,readJsonFile};
