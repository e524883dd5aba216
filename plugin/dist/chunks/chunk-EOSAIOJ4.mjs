import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var o=".handoff";function t(n){return n===o||n===`${o}/`||n.startsWith(`${o}/`)}export{o as a,t as b};
