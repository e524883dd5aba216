import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{MAX_RECALL_ENTRIES,buildRecallIndex,knownPathsOf}from"./chunk-XO4R75EI.mjs";import"./chunk-RKG5HFT3.mjs";import"./chunk-46IPGRQQ.mjs";import"./chunk-YX7NLVBP.mjs";import"./chunk-UQ7G2QG2.mjs";export{MAX_RECALL_ENTRIES,buildRecallIndex,knownPathsOf};
