import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
async function safeMessage(text){let{redact}=await import("./redact-P4TW2372.mjs");return redact(text).text}export{safeMessage};
