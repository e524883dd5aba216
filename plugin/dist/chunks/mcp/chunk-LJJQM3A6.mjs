import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function readEnvCount(env,name){let raw=env[name];if(raw===void 0||raw.trim()==="")return null;let value=Number(raw);return Number.isSafeInteger(value)&&value>=0?value:null}export{readEnvCount};
