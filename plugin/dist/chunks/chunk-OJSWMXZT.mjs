import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var SAFE=/^[A-Za-z0-9_@%+=:,./-]+$/;function quoteArg(arg){return arg===""?"''":SAFE.test(arg)?arg:"'"+arg.replaceAll("'","'\\''")+"'"}function joinArgv(argv){return argv.map(quoteArg).join(" ")}export{joinArgv};
