import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var PROSE_FILE=/\.(?:md|markdown|mdx|txt|rst|adoc)$/i;function isProseFile(path){return PROSE_FILE.test(path)}export{isProseFile};
