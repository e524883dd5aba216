import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{STATUS_ARGS,startStatusEarly,startStatusForHandOff}from"./chunk-5T5WRDZ6.mjs";import"./chunk-KPBRIWEU.mjs";import"./chunk-TGNASETO.mjs";import"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";export{STATUS_ARGS,startStatusEarly,startStatusForHandOff};
