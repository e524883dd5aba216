import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{safeMessage}from"./chunk-AT647T73.mjs";import"./chunk-UL26HAUG.mjs";export{safeMessage};
