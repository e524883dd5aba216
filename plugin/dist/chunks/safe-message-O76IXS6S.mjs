import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{safeMessage}from"./chunk-C36CEFPD.mjs";import"./chunk-UL26HAUG.mjs";export{safeMessage};
