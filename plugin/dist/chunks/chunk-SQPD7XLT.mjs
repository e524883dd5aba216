import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{b as r}from"./chunk-IZ72SECO.mjs";import{d as n}from"./chunk-RA2QTORH.mjs";async function p(e,o){let{root:t,isGit:a,facts:i}=await n(e,o);if(!a)return{root:t,branch:null,head:null,git:!1};let{branch:s,head:c}=await r(t,i);return{root:t,branch:s,head:c,git:!0}}export{p as a};
