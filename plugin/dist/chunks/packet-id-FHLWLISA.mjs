import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{computePacketId,withPacketId}from"./chunk-DBU3GFQ2.mjs";import"./chunk-2CGCKEFB.mjs";import"./chunk-UL26HAUG.mjs";export{computePacketId,withPacketId};
