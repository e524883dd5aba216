import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{WORKER_HEAP,WORKER_THRESHOLDS,parseOnWorker,workerHeap,workerThresholds}from"./chunk-LVR52V3W.mjs";import"./chunk-DB2VZ5GW.mjs";import"./chunk-JBNGGZTO.mjs";import"./chunk-UL26HAUG.mjs";export{WORKER_HEAP,WORKER_THRESHOLDS,parseOnWorker,workerHeap,workerThresholds};
