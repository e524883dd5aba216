import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{OPERATION_GIT_PATHS,REPO_GIT_PATHS,findWorkTreeTop,gitPathOf,locateRepo}from"./chunk-I6DPTKJ4.mjs";import"./chunk-XA3NPY3Z.mjs";import"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";export{OPERATION_GIT_PATHS,REPO_GIT_PATHS,findWorkTreeTop,gitPathOf,locateRepo};
