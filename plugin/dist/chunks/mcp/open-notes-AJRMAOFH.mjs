import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{collectResolvedIds,openNotes}from"./chunk-2OA7VIWE.mjs";import"./chunk-UQ7G2QG2.mjs";export{collectResolvedIds,openNotes};
