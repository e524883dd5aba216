import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function renderPacketJson(packet){return`${JSON.stringify(packet,null,2)}
`}export{renderPacketJson};
