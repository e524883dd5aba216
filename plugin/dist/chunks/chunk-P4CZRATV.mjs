import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
