import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{hashRepoFiles}from"./chunk-AZK3DJT6.mjs";import"./chunk-Q53IOYOC.mjs";import"./chunk-F5RUZOSS.mjs";import"./chunk-LAJHK32G.mjs";import"./chunk-UQ7G2QG2.mjs";export{hashRepoFiles};
