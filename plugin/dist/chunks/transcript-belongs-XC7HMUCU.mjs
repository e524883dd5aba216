import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{assertTranscriptBelongs}from"./chunk-GNXPLZN2.mjs";import"./chunk-IV7MVC6W.mjs";import"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";export{assertTranscriptBelongs};
