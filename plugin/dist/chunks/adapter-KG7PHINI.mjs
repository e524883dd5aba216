import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{decideHookAction,installEventsOf,isTurnEvent,withStopWrites}from"./chunk-Z7BTVPBI.mjs";import"./chunk-UL26HAUG.mjs";export{decideHookAction,installEventsOf,isTurnEvent,withStopWrites};
