import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var PATCH_FILE=/^\*\*\* (?:Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/gm;function patchFiles(patch){let files=new Set;for(let match of patch.matchAll(PATCH_FILE)){let file=(match[1]??match[2]??"").trim();file!==""&&files.add(file)}return[...files]}export{patchFiles};
