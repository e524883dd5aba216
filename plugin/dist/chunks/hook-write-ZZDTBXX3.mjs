import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{describeWriter,errorMessage,handOver,rememberAgentReport,writeForHook,writeWithinBudget}from"./chunk-BEH2KIG6.mjs";import"./chunk-5SIDQJQ5.mjs";import"./chunk-UL26HAUG.mjs";export{describeWriter,errorMessage,handOver,rememberAgentReport,writeForHook,writeWithinBudget};
