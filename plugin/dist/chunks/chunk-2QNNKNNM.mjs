import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{c as i,e as o}from"./chunk-BPJPF7IC.mjs";function p(r,n){return{error:t=>o(r,t.input,n)}}function m(r,n,t,e){let s=r.safeParse(n);if(s.success)return s.data;throw i(t,e,s.error.issues)}export{p as a,m as b};
