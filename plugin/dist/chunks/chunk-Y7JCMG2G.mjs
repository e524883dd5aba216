import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function plural(count,noun,nouns=`${noun}s`){return`${count} ${count===1?noun:nouns}`}export{plural};
