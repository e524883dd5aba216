import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
async function r(t){let{redact:e}=await import("./redact-XVOWURJL.mjs");return e(t).text}export{r as a};
