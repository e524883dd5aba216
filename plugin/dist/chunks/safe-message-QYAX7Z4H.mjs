import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{safeMessage}from"./chunk-D7ZJZIBN.mjs";import"./chunk-UL26HAUG.mjs";export{safeMessage};
