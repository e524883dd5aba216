/**
 * A holdout relay of the fidelity corpus (its questions were written before any rule was run on
 * it): Claude Code → Gemini CLI → Codex CLI on a thumbnail service. The first two sessions'
 * user writes in French, the task after three sentences of background; a package tried and
 * given up, a test that fails until it is run with TZ=UTC, a size rule replaced by a new value.
 */
import type { Relay } from "./relay.js";

export const GALLERY_TASK =
  "Un peu de contexte : la galerie sert environ 40 000 photos. Les utilisateurs renvoient souvent une image sous le même nom après l'avoir retouchée, et le CDN garde les miniatures une semaine. Le support reçoit des plaintes parce que les anciennes miniatures restent affichées. Donc : change thumbnailKey() dans src/thumbnails.js pour que la clé dépende du contenu de l'image et non de son chemin. Les miniatures font 200 px de large, et on ne touche pas à src/cdn.js.";
export const GALLERY_NATIVE =
  "Ah, et aucune dépendance native : la CI tourne sur Alpine et ne compile rien.";
export const GALLERY_OPENER = "Reprends là où l'autre agent s'est arrêté, merci.";
export const GALLERY_WIDER =
  "Pick up where the last agent stopped. Also, the new grid needs thumbnails 320 px wide; the 200 px was for the old layout.";

const THUMBS_START = `export const THUMB_WIDTH = 200;

export function thumbnailKey(path, width = THUMB_WIDTH) {
  return \`\${path}@\${width}\`;
}
`;

const thumbsHashed = (width: number) => `import { createHash } from "node:crypto";

export const THUMB_WIDTH = ${width};

/** The cache key of a thumbnail: its image's bytes, not its path, so a retouched upload gets a new one. */
export function thumbnailKey(bytes, width = THUMB_WIDTH) {
  const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return \`\${digest}@\${width}\`;
}
`;

const THUMBS_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { thumbnailKey, THUMB_WIDTH } from "../src/thumbnails.js";

test("a retouched image under the same name gets a new key", () => {
  assert.notEqual(thumbnailKey(Buffer.from("before")), thumbnailKey(Buffer.from("after")));
  assert.ok(thumbnailKey(Buffer.from("x")).endsWith(\`@\${THUMB_WIDTH}\`));
});
`;

const CACHE = `/** Thumbnails kept in memory, each entry with its own expiry (a Map of [value, expiresAt]). */
export class ThumbCache {
  #entries = new Map();
  constructor(now = Date.now) {
    this.now = now;
  }
  set(key, value, ttlMs) {
    this.#entries.set(key, [value, this.now() + ttlMs]);
  }
  get(key) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry[1] <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry[0];
  }
}

/** Midnight (UTC) after \`ms\`: the CDN purges at that hour. */
export function nextPurge(ms) {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}
`;

const CACHE_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { nextPurge, ThumbCache } from "../src/thumb-cache.js";

test("an entry expires after its own TTL", () => {
  let now = 1000;
  const cache = new ThumbCache(() => now);
  cache.set("a", "thumb-a", 50);
  cache.set("b", "thumb-b", 500);
  now = 1100;
  assert.equal(cache.get("a"), undefined);
  assert.equal(cache.get("b"), "thumb-b");
});

test("the purge is at the next midnight UTC", () => {
  assert.equal(process.env.TZ, "UTC", "nextPurge uses the local calendar: run the tests with TZ=UTC");
  assert.equal(nextPurge(Date.UTC(2026, 11, 1, 15)), Date.UTC(2026, 11, 2));
});
`;

export const GALLERY_RELAY: Relay = {
  name: "gallery-thumbs",
  files: {
    "package.json": `${JSON.stringify({ name: "gallery", private: true, type: "module", scripts: { test: "node --test" } }, null, 2)}\n`,
    "src/thumbnails.js": THUMBS_START,
    "src/cdn.js": `export const CDN_TTL_DAYS = 7;\nexport const cdnUrl = (key) => \`https://cdn.example.invalid/t/\${key}\`;\n`,
    "test/thumbnails.test.js": `import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { thumbnailKey } from "../src/thumbnails.js";\n\ntest("the key carries the width", () => {\n  assert.equal(thumbnailKey("a.jpg"), "a.jpg@200");\n});\n`,
  },
  hops: [
    {
      agent: "claude",
      prompts: [GALLERY_TASK, GALLERY_NATIVE],
      turns: [
        {
          prompt: "Un peu de contexte",
          steps: [
            {
              say: "Let me read the key function and the CDN module first.",
              run: "cat src/thumbnails.js src/cdn.js",
            },
            {
              say: "I'll key the cache on a hash of the image's bytes rather than its path, so that a retouched image uploaded under the same name gets a fresh thumbnail.",
              write: { path: "src/thumbnails.js", content: thumbsHashed(200) },
            },
            { write: { path: "test/thumbnails.test.js", content: THUMBS_TEST } },
            { run: "npm test" },
          ],
          final:
            "thumbnailKey() now takes the image's bytes: the first 16 hex digits of their sha256, then @200. src/cdn.js is untouched and npm test passes.",
        },
        {
          prompt: "Ah, et aucune dépendance native",
          steps: [
            {
              say: "sharp builds a native addon, which the Alpine CI can't compile; jimp is plain JavaScript, three times slower, plenty for 200 px thumbnails.",
              run: "npm pkg set dependencies.jimp=^1.6.0",
            },
            {
              run: "git add src test package.json && git commit -q -m 'thumbnails: key on the image bytes; jimp for resizing'",
            },
          ],
          final:
            "Committed, with jimp as the resizer. Next step: an in-memory cache of generated thumbnails with a TTL per entry, in src/thumb-cache.js, then `npm test`.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [GALLERY_OPENER],
      turns: [
        {
          prompt: "Reprends là où",
          steps: [
            {
              say: "Trying lru-cache for the thumbnail cache.",
              run: "node -e \"import('lru-cache').then(() => console.log('loaded'))\"",
            },
            {
              say: "Gave up on the LRU package: its TTL is one for the whole cache, ours is per entry. A Map with expiry stamps does it.",
              write: { path: "src/thumb-cache.js", content: CACHE },
            },
            { write: { path: "test/thumb-cache.test.js", content: CACHE_TEST } },
            { run: "npm test" },
          ],
          final:
            "src/thumb-cache.js keeps each thumbnail with its own expiry in a Map. npm test fails: test/thumb-cache.test.js's purge test wants TZ=UTC. Next step: make nextPurge() independent of the machine's time zone, then `npm test`.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [GALLERY_WIDER],
      turns: [
        {
          prompt: "Pick up where the last agent stopped",
          steps: [
            { run: "npm test" },
            {
              say: "Only the purge test fails, and only outside UTC: CI runs with TZ=UTC.",
              run: "TZ=UTC npm test",
            },
            { write: { path: "src/thumbnails.js", content: thumbsHashed(320) } },
            { run: "TZ=UTC npm test" },
            {
              run: "git add -A src test && git commit -q -m 'Thumb cache with a TTL per entry; thumbnails 320 px wide'",
            },
          ],
          final:
            "Thumbnails are 320 px wide now and the cache is committed; the tests pass with TZ=UTC. Next step: serve thumbnails through ThumbCache in src/server.js, then `TZ=UTC npm test`.",
        },
      ],
    },
  ],
};
