import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var HANDOFF_DIR=".handoff";function isHandoffPath(path){return path===HANDOFF_DIR||path===`${HANDOFF_DIR}/`||path.startsWith(`${HANDOFF_DIR}/`)}export{HANDOFF_DIR,isHandoffPath};
