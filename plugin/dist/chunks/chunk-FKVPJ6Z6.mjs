import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function o(e,t){return new Promise((r,i)=>{e.write(t,n=>n?i(n):r())})}function s(e){return e.stdout.isTTY===!0&&e.env.NO_COLOR===void 0}function a(e,t,r){return e?`\x1B[${t}m${r}\x1B[0m`:r}export{o as a,s as b,a as c};
