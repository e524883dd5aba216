import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function describeCleanItem(item){return`${item.check}: ${item.detail}${item.path?` (${item.path})`:""}`}export{describeCleanItem};
