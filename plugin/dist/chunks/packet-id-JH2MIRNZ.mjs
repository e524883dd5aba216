import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a,b}from"./chunk-M67TPZP2.mjs";import"./chunk-ZWC7RPQ4.mjs";import"./chunk-V2YHYNRK.mjs";export{a as computePacketId,b as withPacketId};
