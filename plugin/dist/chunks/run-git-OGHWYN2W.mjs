import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{adoptStartedGit,gitEnvironment,handOffStartedGit,isStartedEarly,runGit,startGitEarly}from"./chunk-WS7H7A4I.mjs";import"./chunk-2EW5G43O.mjs";import"./chunk-UL26HAUG.mjs";export{adoptStartedGit,gitEnvironment,handOffStartedGit,isStartedEarly,runGit,startGitEarly};
