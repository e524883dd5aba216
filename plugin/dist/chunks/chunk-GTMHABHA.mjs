import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function u(n){if(n===void 0)return null;let t=new Date(n);if(Number.isNaN(t.getTime()))return null;let e=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${e(t.getMonth()+1)}-${e(t.getDate())} ${e(t.getHours())}:${e(t.getMinutes())}`}export{u as a};
