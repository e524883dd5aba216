import { createRequire as __handoffRequire } from "node:module"; const require = __handoffRequire(import.meta.url);
function cutAtWord(text,max){if(text.length<=max)return text;let room=text.slice(0,Math.max(1,max-1)),space=room.lastIndexOf(" ");return`${(space>max/2?room.slice(0,space):room).trimEnd()}…`}export{cutAtWord};
