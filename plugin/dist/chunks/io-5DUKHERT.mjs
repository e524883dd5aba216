import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{isBrokenPipe,paint,useColor,writeOut}from"./chunk-EUGOWSF5.mjs";import"./chunk-UL26HAUG.mjs";export{isBrokenPipe,paint,useColor,writeOut};
