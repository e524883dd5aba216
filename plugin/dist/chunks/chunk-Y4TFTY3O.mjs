import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{e as i,f as t}from"./chunk-4LXIVPWR.mjs";import{mkdir as a,writeFile as e}from"node:fs/promises";var n=`# handoff's registry: local by default, shared through refs/handoff/registry (handoff push).
*
`;async function d(r){await a(i(r),{recursive:!0});let f=t(r,".gitignore");await e(f,n,{flag:"wx"}).catch(o=>{if(o.code!=="EEXIST")throw o})}export{d as a};
