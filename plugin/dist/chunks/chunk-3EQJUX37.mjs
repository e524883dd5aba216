import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
var SEMI_SPACE_FLAG="--max-semi-space-size=4";function writesInChild(ctx){return ctx.options.canDetach===!0&&ctx.options.detached!==!0}export{SEMI_SPACE_FLAG,writesInChild};
