import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
import"./chunk-UQ7G2QG2.mjs";var geminiLocator={find:async()=>null,projectFolder:!0,isTranscript:name=>name.endsWith(".jsonl")||name.endsWith(".json"),isSession:(name,id)=>name.includes(id.slice(0,8))};export{geminiLocator};
