import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{MAX_MESSAGE_CHARS,safeMessage}from"./chunk-C7YATXMY.mjs";import"./chunk-UL26HAUG.mjs";export{MAX_MESSAGE_CHARS,safeMessage};
