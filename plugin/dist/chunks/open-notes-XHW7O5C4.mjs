import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{collectResolvedIds,openNotes}from"./chunk-3JW65ZCO.mjs";import"./chunk-UL26HAUG.mjs";export{collectResolvedIds,openNotes};
