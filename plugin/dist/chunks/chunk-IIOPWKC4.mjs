import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function hookEventTime(){return started??=Math.floor(Date.now()-process.uptime()*1e3),started}var started;export{hookEventTime};
