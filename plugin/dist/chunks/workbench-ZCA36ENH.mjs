import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{loadWorkbenchFiles,parseJsonText,readJsonFile}from"./chunk-QZZICCO6.mjs";import"./chunk-ZKMU6O5Q.mjs";import"./chunk-AMFMTF2H.mjs";import"./chunk-54FXMHY7.mjs";import"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";export{loadWorkbenchFiles,parseJsonText,readJsonFile};
