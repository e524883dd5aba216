import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{codexLocator,codexSessionCwd}from"./chunk-T6HNICDX.mjs";import"./chunk-4TQQBEJT.mjs";import"./chunk-OIJLIJSH.mjs";import"./chunk-6HEY4KNK.mjs";import"./chunk-OAJST7EO.mjs";import"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";export{codexLocator,codexSessionCwd};
