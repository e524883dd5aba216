import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var SQLITE_MAGIC="SQLite format 3\0";export{SQLITE_MAGIC};
