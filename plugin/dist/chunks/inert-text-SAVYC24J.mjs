import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{HARNESS_TAGS,INVISIBLE,TAG_CLOSE,TAG_OPEN,neutraliseTags}from"./chunk-MYGYVPMT.mjs";import"./chunk-UL26HAUG.mjs";export{HARNESS_TAGS,INVISIBLE,TAG_CLOSE,TAG_OPEN,neutraliseTags};
