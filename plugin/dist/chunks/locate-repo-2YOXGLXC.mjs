import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{REPO_GIT_PATHS,findWorkTreeTop,locateRepo}from"./chunk-TAWLT2KS.mjs";import"./chunk-XA3NPY3Z.mjs";import"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";export{REPO_GIT_PATHS,findWorkTreeTop,locateRepo};
