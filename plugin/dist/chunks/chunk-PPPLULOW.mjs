import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as r}from"./chunk-Z72PAO6Q.mjs";function a(e,o){return[...r(e,"risk").map(t=>t.text),...o.agent_state?.blockers??[]].map(t=>t.toLowerCase())}function p(e,o){let s=o.map(t=>t.trim().toLowerCase()).filter(t=>t!=="");return e.some(t=>s.some(n=>t.includes(n)))}export{a,p as b};
