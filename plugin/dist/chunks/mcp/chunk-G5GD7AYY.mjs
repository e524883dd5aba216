import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{handoffDir,handoffPath}from"./chunk-GR2DUFDK.mjs";import{mkdir,writeFile}from"node:fs/promises";var GITIGNORE=`# handoff's registry: local by default, shared through refs/handoff/registry (handoff push).
*
`;async function ensureHandoffDir(root){await mkdir(handoffDir(root),{recursive:!0});let path=handoffPath(root,".gitignore");await writeFile(path,GITIGNORE,{flag:"wx"}).catch(error=>{if(error.code!=="EEXIST")throw error})}export{ensureHandoffDir};
