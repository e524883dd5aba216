import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{c as a,d as b,e as c}from"./chunk-REZGYK5X.mjs";import"./chunk-BAUPEUGH.mjs";import"./chunk-YJHAM5QG.mjs";import"./chunk-V2YHYNRK.mjs";export{a as REPO_GIT_PATHS,b as resolveRepo,c as resolveRoot};
