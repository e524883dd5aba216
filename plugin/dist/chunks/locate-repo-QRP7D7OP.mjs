import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{c as a,d as b,e as c}from"./chunk-RA2QTORH.mjs";import"./chunk-G6NRR2PP.mjs";import"./chunk-TZ4NVRVY.mjs";import"./chunk-V2YHYNRK.mjs";export{a as REPO_GIT_PATHS,c as findWorkTreeTop,b as locateRepo};
