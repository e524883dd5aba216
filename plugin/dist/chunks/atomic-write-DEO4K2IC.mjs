import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{TEMP_STALE_MS,isProcessAlive,isTempFileName,sweepStaleTempFiles,syncDirectory,writeFileAtomic}from"./chunk-A5HBA5TX.mjs";import"./chunk-UL26HAUG.mjs";export{TEMP_STALE_MS,isProcessAlive,isTempFileName,sweepStaleTempFiles,syncDirectory,writeFileAtomic};
