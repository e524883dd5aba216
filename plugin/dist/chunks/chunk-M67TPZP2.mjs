import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{a as e,b as o}from"./chunk-ZWC7RPQ4.mjs";function n(t){let{id:r,previous:i,...c}=t;return o(e(c),16)}function p(t){return{...t,id:n(t)}}export{n as a,p as b};
