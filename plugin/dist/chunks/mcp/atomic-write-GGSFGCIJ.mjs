import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{TEMP_STALE_MS,isProcessAlive,isTempFileName,sweepStaleTempFiles,syncDirectory,writeFileAtomic}from"./chunk-BD6NPFRG.mjs";import"./chunk-UQ7G2QG2.mjs";export{TEMP_STALE_MS,isProcessAlive,isTempFileName,sweepStaleTempFiles,syncDirectory,writeFileAtomic};
