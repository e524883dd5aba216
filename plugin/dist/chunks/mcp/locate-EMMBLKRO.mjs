import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{claudeLocator,claudeProjectSlug,lastGitBranch}from"./chunk-HM4RWKEJ.mjs";import"./chunk-WWHW2Z7W.mjs";import"./chunk-FEORGFQF.mjs";import"./chunk-4TKOBROW.mjs";import"./chunk-UQ7G2QG2.mjs";export{claudeLocator,claudeProjectSlug,lastGitBranch};
