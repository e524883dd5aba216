import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{codexLocator,codexSessionCwd}from"./chunk-VBPYS6QF.mjs";import"./chunk-WWHW2Z7W.mjs";import"./chunk-WJUIBDQF.mjs";import"./chunk-CHCPMKB3.mjs";import"./chunk-FEORGFQF.mjs";import"./chunk-4TKOBROW.mjs";import"./chunk-UQ7G2QG2.mjs";export{codexLocator,codexSessionCwd};
