import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{claudeLocator,claudeProjectSlug,lastGitBranch}from"./chunk-CDKL5QZJ.mjs";import"./chunk-PKF4L465.mjs";import"./chunk-4TQQBEJT.mjs";import"./chunk-OAJST7EO.mjs";import"./chunk-HKD62IE2.mjs";import"./chunk-UL26HAUG.mjs";export{claudeLocator,claudeProjectSlug,lastGitBranch};
