import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import{isAbsolute,relative,sep}from"node:path";function relativeWithin(root,path){let rel=relative(root,path);return rel===".."||rel.startsWith(`..${sep}`)||isAbsolute(rel)?null:rel}function isWithin(root,path){return relativeWithin(root,path)!==null}export{relativeWithin,isWithin};
