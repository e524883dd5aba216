import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function i(r,t,e=`${t}s`){return`${r} ${r===1?t:e}`}export{i as a};
