import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{computePacketId,withPacketId}from"./chunk-Z2NFNOCJ.mjs";import"./chunk-46IPGRQQ.mjs";import"./chunk-UQ7G2QG2.mjs";export{computePacketId,withPacketId};
