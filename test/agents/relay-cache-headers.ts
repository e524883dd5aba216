/**
 * A tuning relay of the fidelity corpus: Claude Code → Codex CLI on HTTP cache headers. What it
 * holds: a decision whose reason is written only in the file the agent wrote (a comment), never
 * said in its prose; a Spanish opener that only carries on, naming the task's function and a
 * number again; a next step the next hop did.
 */
import type { Relay } from "./relay.js";

export const CACHE_TASK =
  "Write cacheHeaders(path) in src/cache.js: hashed files under /assets/ are cached for a year, HTML is never cached, everything else for 300 s.";
export const CACHE_OPENER = "sigue con cacheHeaders() donde lo dejó el otro agente, 300 como antes";

const CACHE_JS = `// Cache-Control max-age rather than Expires: the CDN drops an Expires header when its clock and
// ours disagree, and the origin's clock drifts by up to 90 s.
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function cacheHeaders(path) {
  if (/^\\/assets\\/.+\\.[0-9a-f]{8}\\./.test(path))
    return { "Cache-Control": \`public, max-age=\${YEAR_SECONDS}, immutable\` };
  if (path.endsWith(".html") || path === "/") return { "Cache-Control": "no-cache" };
  return { "Cache-Control": "public, max-age=300" };
}
`;

const CACHE_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { cacheHeaders } from "../src/cache.js";

test("a hashed asset is cached for a year", () => {
  assert.match(cacheHeaders("/assets/app.3f9a2c1d.js")["Cache-Control"], /max-age=31536000/);
});

test("HTML is never cached", () => {
  assert.equal(cacheHeaders("/index.html")["Cache-Control"], "no-cache");
});
`;

export const CACHE_RELAY: Relay = {
  name: "cache-headers",
  files: {
    "package.json": `${JSON.stringify(
      { name: "cache-headers", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/cache.js": "export function cacheHeaders(path) {\n  return {};\n}\n",
  },
  hops: [
    {
      agent: "claude",
      prompts: [CACHE_TASK],
      turns: [
        {
          prompt: "Write cacheHeaders(path)",
          steps: [
            { run: "cat src/cache.js" },
            { write: { path: "src/cache.js", content: CACHE_JS } },
            {
              run: "node -e \"import('./src/cache.js').then((m) => console.log(m.cacheHeaders('/')))\"",
            },
          ],
          final:
            "cacheHeaders(path) is in src/cache.js: a year for hashed assets, no-cache for HTML, 300 s for the rest. Next step: add test/cache.test.js for a hashed asset and for HTML, then run `npm test`.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [CACHE_OPENER],
      turns: [
        {
          prompt: "sigue con cacheHeaders()",
          steps: [
            { write: { path: "test/cache.test.js", content: CACHE_TEST } },
            { run: "npm test" },
          ],
          final: "test/cache.test.js covers a hashed asset and HTML; npm test passes.",
        },
      ],
    },
  ],
};
