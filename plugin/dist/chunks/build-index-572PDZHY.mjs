import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{MAX_RECALL_ENTRIES,buildRecallIndex,knownPathsOf}from"./chunk-NR5HPWBV.mjs";import"./chunk-6242YFQB.mjs";import"./chunk-2QIGHYG5.mjs";import"./chunk-2CGCKEFB.mjs";import"./chunk-UL26HAUG.mjs";export{MAX_RECALL_ENTRIES,buildRecallIndex,knownPathsOf};
