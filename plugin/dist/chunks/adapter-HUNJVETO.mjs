import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{decideHookAction,installEventsOf,withStopWrites}from"./chunk-O35E5Z7Q.mjs";import"./chunk-UL26HAUG.mjs";export{decideHookAction,installEventsOf,withStopWrites};
