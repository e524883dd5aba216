import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{withLockFile}from"./chunk-BSJKGQFW.mjs";import{ensureHandoffDir}from"./chunk-LJCVNB4G.mjs";import{lockPath}from"./chunk-VX2OOGFT.mjs";async function withLock(root,fn,options={}){return await ensureHandoffDir(root),withLockFile(lockPath(root),fn,options)}export{withLock};
