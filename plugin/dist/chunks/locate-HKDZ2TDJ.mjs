import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{claudeLocator,claudeProjectSlug}from"./chunk-U7XWCK3C.mjs";import"./chunk-4TQQBEJT.mjs";import"./chunk-UL26HAUG.mjs";export{claudeLocator,claudeProjectSlug};
