import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var t=/^[A-Za-z0-9_@%+=:,./-]+$/;function r(n){return n===""?"''":t.test(n)?n:"'"+n.replaceAll("'","'\\''")+"'"}function e(n){return n.map(r).join(" ")}export{e as a};
