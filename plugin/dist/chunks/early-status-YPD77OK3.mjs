import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{STATUS_ARGS,startStatusEarly,startStatusForHandOff}from"./chunk-WRFYCDWV.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-FZODRTDQ.mjs";import"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";export{STATUS_ARGS,startStatusEarly,startStatusForHandOff};
