import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function endWithoutCr(buf,start,end){return end>start&&buf[end-1]===13?end-1:end}export{endWithoutCr};
