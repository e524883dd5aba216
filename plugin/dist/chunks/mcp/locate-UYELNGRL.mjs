import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{claudeLocator,claudeProjectSlug}from"./chunk-A7OQCPBG.mjs";import"./chunk-WWHW2Z7W.mjs";import"./chunk-UQ7G2QG2.mjs";export{claudeLocator,claudeProjectSlug};
