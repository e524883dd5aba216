import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{loadWorkbenchFiles,parseJsonText,readJsonFile}from"./chunk-UKIHDXUZ.mjs";import"./chunk-CIJH4N3M.mjs";import"./chunk-ZQIPFCIP.mjs";import"./chunk-MJFZM3B2.mjs";import"./chunk-4TKOBROW.mjs";import"./chunk-UQ7G2QG2.mjs";export{loadWorkbenchFiles,parseJsonText,readJsonFile};
