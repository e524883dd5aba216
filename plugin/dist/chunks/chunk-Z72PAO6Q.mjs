import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function i(o){let e=new Set;for(let t of o)t.kind==="resolve"&&e.add(t.target??t.text);return e}function r(o,e){let t=i(o);return o.filter(n=>(e===void 0||n.kind===e)&&!t.has(n.id))}export{i as a,r as b};
