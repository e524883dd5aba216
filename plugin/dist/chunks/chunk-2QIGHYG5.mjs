import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{sha256Hex}from"./chunk-2CGCKEFB.mjs";var RECALL_INDEX_VERSION=1,RECALL_KINDS=["rule","failure","dead_end","decision","fact","pitfall","open_decision","risk"];function ruleId(text){return`g-${sha256Hex(text,8)}`}export{RECALL_INDEX_VERSION,RECALL_KINDS,ruleId};
