/**
 * A tuning relay of the fidelity corpus: Claude Code → Codex CLI → Gemini CLI on URL slugs for a
 * blog migration. What it holds: a Spanish first message with background, a task after
 * "Tarea:" and a length rule (60 characters) that the last hop replaces with a new value; a test
 * that fails, then a finding said right after the failure; an opener with a number and no task;
 * a helper file added and taken out again; a next step ("commit …") that the next hop did; an
 * agent's last report with no next step.
 */
import type { Relay } from "./relay.js";

export const SLUG_TASK =
  "Contexto: el blog se muda desde WordPress. Los enlaces antiguos llevan acentos y mayúsculas, y Google ya indexó esas URLs. Tarea: escribe slugify(title) en src/slug.js que quite los acentos, pase todo a minúsculas y una las palabras con guiones. Máximo 60 caracteres por slug.";
export const SLUG_OPENER = "same drill as yesterday, keep going; 60 is still the cap";
export const SLUG_LONGER =
  "The editors complained that 60 cuts too many titles: make it 80 characters instead. Then commit everything.";

const slugJs = (strip: boolean, max: number) => `export const MAX_SLUG = ${max};

/** A URL slug: no accents, lower case, words joined by hyphens, cut on a hyphen at MAX_SLUG. */
export function slugify(title) {
  const plain = title.normalize("NFD")${strip ? '.replace(/[\\u0300-\\u036f]/g, "")' : ""}.toLowerCase();
  const slug = plain.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : MAX_SLUG);
}
`;

const SLUG_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { MAX_SLUG, slugify } from "../src/slug.js";

test("accents go, words are joined by hyphens", () => {
  assert.equal(slugify("Año Nuevo en Málaga"), "ano-nuevo-en-malaga");
});

test("a slug is never longer than the cap", () => {
  assert.ok(slugify("palabra ".repeat(40)).length <= MAX_SLUG);
});
`;

const CHECK_LINKS = (
  unique: boolean,
) => `// The migration's check: every old post title gets its own slug.
import { slugify } from "../src/slug.js";
${unique ? 'import { uniqueSlugs } from "../src/unique.js";\n' : ""}
const titles = ["Año Nuevo", "Ano Nuevo", "Café con leche", "Cafe con leche", "Málaga"];
const slugs = ${unique ? "uniqueSlugs(titles)" : "titles.map(slugify)"};
const seen = new Set();
for (const [i, slug] of slugs.entries()) {
  if (seen.has(slug)) {
    console.error(\`check-links: "\${titles[i]}" collides on \${slug}\`);
    process.exit(1);
  }
  seen.add(slug);
}
console.log(\`check-links: \${slugs.length} titles, \${seen.size} slugs\`);
`;

const UNIQUE = `import { slugify } from "./slug.js";

/** Slugs for titles in order; a slug taken already gets -2, -3, … */
export function uniqueSlugs(titles) {
  const count = new Map();
  return titles.map((title) => {
    const slug = slugify(title);
    const n = (count.get(slug) ?? 0) + 1;
    count.set(slug, n);
    return n === 1 ? slug : \`\${slug}-\${n}\`;
  });
}
`;

export const SLUG_RELAY: Relay = {
  name: "slug-urls",
  files: {
    "package.json": `${JSON.stringify(
      {
        name: "slug-urls",
        private: true,
        type: "module",
        scripts: { test: "node --test", "check:links": "node scripts/check-links.js" },
      },
      null,
      2,
    )}\n`,
    "src/slug.js": "export function slugify(title) {\n  return title;\n}\n",
    "scripts/check-links.js": CHECK_LINKS(false),
  },
  hops: [
    {
      agent: "claude",
      prompts: [SLUG_TASK],
      turns: [
        {
          prompt: "Contexto: el blog",
          steps: [
            { run: "cat src/slug.js scripts/check-links.js" },
            { write: { path: "src/slug.js", content: slugJs(false, 60) } },
            { write: { path: "test/slug.test.js", content: SLUG_TEST } },
            { run: "npm test" },
            {
              say: "NFD only splits é into e and a combining accent, U+0301; the marks stay until they are stripped, so the range U+0300–U+036F goes after normalize().",
              write: { path: "src/slug.js", content: slugJs(true, 60) },
            },
            { run: "npm test" },
          ],
          final:
            "slugify(title) strips accents with NFD, lower-cases and joins words with hyphens, cut on a hyphen at 60 characters; npm test passes. Next step: run `npm run check:links` against the old titles.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [SLUG_OPENER],
      turns: [
        {
          prompt: "same drill as yesterday",
          steps: [
            { run: "npm run check:links" },
            {
              say: "Two old titles differ only by their accents, so both get the same slug once the accents are gone.",
              write: { path: "src/unique.js", content: UNIQUE },
            },
            {
              write: {
                path: "src/transliterate.js",
                content: "export const transliterate = (s) => s;\n",
              },
            },
            { write: { path: "scripts/check-links.js", content: CHECK_LINKS(true) } },
            {
              say: "src/transliterate.js goes again: every title of the blog is in Latin script, there is nothing to transliterate.",
              run: "rm src/transliterate.js && npm run check:links && npm test",
            },
          ],
          final:
            "check:links passes: 5 titles, 5 slugs, a slug taken already gets -2 from uniqueSlugs() in src/unique.js. Next step: commit src/slug.js, src/unique.js and the test.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [SLUG_LONGER],
      turns: [
        {
          prompt: "The editors complained",
          steps: [
            { write: { path: "src/slug.js", content: slugJs(true, 80) } },
            { run: "npm test && npm run check:links" },
            {
              run: "git add -A && git commit -q -m 'slugify: accents out, hyphens, 80 characters; -2 for a taken slug'",
            },
          ],
          final:
            "Slugs are cut at 80 characters now, npm test and check:links pass, and everything is committed.",
        },
      ],
    },
  ],
};
