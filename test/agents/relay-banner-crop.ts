/**
 * A tuning relay of the fidelity corpus: Gemini CLI → Codex CLI → Claude Code on banner images.
 * What it holds: a French task after background and "Tâche :", with a width rule (1200 px); a
 * second message of three house rules in one sentence, separated by semicolons; an opener that
 * only says to carry on, naming the banner (a name of the repo) and the width again; a width
 * rule replaced in Portuguese (960 px), with no word shared with the French one but the unit;
 * one house rule of the three taken back in English (the other two stand).
 */
import type { Relay } from "./relay.js";

export const BANNER_TASK =
  "Contexte : la page d'accueil affiche les bannières que les clients envoient, souvent énormes. Le CDN nous facture au mégaoctet. Tâche : écris cropBanner(image) dans src/banner.js, qui recadre au centre et réduit chaque bannière. Les bannières font 1200 px de large au maximum.";
export const BANNER_HOUSE =
  "House rules for this repo: run the tests with npm test; never edit anything under vendor/; write log lines with console.error, not console.log.";
export const BANNER_OPENER =
  "Same drill: pick up on the banner where the other agent stopped, 1200 wide like before.";
export const BANNER_NARROWER = "Os banners agora têm no máximo 960 px de largura.";
export const BANNER_LOGGER =
  "Forget the console.error rule: log through logLine() in src/log.js from now on. Commit when npm test passes.";

const bannerJs = (max: number, log: string) => `${log}
export const MAX_WIDTH = ${max};

/** The crop box and size of a banner: centred, at most MAX_WIDTH wide, 3:1. */
export function cropBanner(image) {
  const width = Math.min(image.width, MAX_WIDTH);
  const height = Math.round(width / 3);
  const scale = Math.min(image.width / width, image.height / height);
  const box = { w: Math.round(width * scale), h: Math.round(height * scale) };
  box.x = Math.round((image.width - box.w) / 2);
  box.y = Math.round((image.height - box.h) / 2);
  if (image.width > MAX_WIDTH) ${log === "" ? "console.error" : "logLine"}(\`banner: \${image.width} px cut to \${width}\`);
  return { box, width, height };
}
`;

const BANNER_TEST = (max: number) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { cropBanner } from "../src/banner.js";

test("a wide banner is cut to ${max} px and kept 3:1", () => {
  const { width, height } = cropBanner({ width: 4000, height: 1000 });
  assert.equal(width, ${max});
  assert.equal(height, ${Math.round(max / 3)});
});

test("a small banner keeps its width", () => {
  assert.equal(cropBanner({ width: 600, height: 200 }).width, 600);
});
`;

const LOG_JS = `/** One log line on stderr, stamped: what the ops dashboards parse. */
export function logLine(text) {
  process.stderr.write(\`\${new Date().toISOString()} \${text}\\n\`);
}
`;

export const BANNER_RELAY: Relay = {
  name: "banner-crop",
  files: {
    "package.json": `${JSON.stringify(
      { name: "banner-crop", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/banner.js": "export function cropBanner(image) {\n  return image;\n}\n",
    "vendor/sizes.json": '{ "hero": [1920, 640] }\n',
  },
  hops: [
    {
      agent: "gemini",
      prompts: [BANNER_TASK, BANNER_HOUSE],
      turns: [
        {
          prompt: "Contexte : la page",
          steps: [
            { run: "cat src/banner.js vendor/sizes.json" },
            { write: { path: "src/banner.js", content: bannerJs(1200, "") } },
            { write: { path: "test/banner.test.js", content: BANNER_TEST(1200) } },
            { run: "npm test" },
          ],
          final:
            "cropBanner(image) crops to the centre at 3:1 and cuts anything wider than 1200 px; npm test passes.",
        },
        {
          prompt: "House rules",
          steps: [{ run: "grep -n console src/banner.js" }],
          final:
            "src/banner.js already logs with console.error and nothing under vendor/ was edited. Next step: make cropBanner() round odd widths down to an even number, then run `npm test`.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [BANNER_OPENER],
      turns: [
        {
          prompt: "Same drill",
          steps: [
            { run: "npm test" },
            {
              say: "Odd widths blur on the retina screens: the CSS halves them. Rounding the crop width down to an even number keeps every pixel whole.",
              write: {
                path: "src/banner.js",
                content: bannerJs(1200, "").replace(
                  "const width = Math.min(image.width, MAX_WIDTH);",
                  "const width = Math.min(image.width, MAX_WIDTH) & ~1;",
                ),
              },
            },
            { run: "npm test" },
          ],
          final:
            "cropBanner() rounds the width down to an even number now; npm test passes. Next step: commit src/banner.js and test/banner.test.js.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [BANNER_NARROWER, BANNER_LOGGER],
      turns: [
        {
          prompt: "Os banners agora",
          steps: [
            {
              write: {
                path: "src/banner.js",
                content: bannerJs(960, "").replace(
                  "const width = Math.min(image.width, MAX_WIDTH);",
                  "const width = Math.min(image.width, MAX_WIDTH) & ~1;",
                ),
              },
            },
            { write: { path: "test/banner.test.js", content: BANNER_TEST(960) } },
            { run: "npm test" },
          ],
          final: "Banners are cut at 960 px now; npm test passes.",
        },
        {
          prompt: "Forget the console.error rule",
          steps: [
            { write: { path: "src/log.js", content: LOG_JS } },
            {
              write: {
                path: "src/banner.js",
                content: bannerJs(960, 'import { logLine } from "./log.js";\n').replace(
                  "const width = Math.min(image.width, MAX_WIDTH);",
                  "const width = Math.min(image.width, MAX_WIDTH) & ~1;",
                ),
              },
            },
            { run: "npm test" },
            {
              run: "git add -A && git commit -q -m 'cropBanner: centred 3:1 crop, 960 px at most, even widths; logs through logLine'",
            },
          ],
          final: "src/banner.js logs through logLine() now; npm test passes and it is committed.",
        },
      ],
    },
  ],
};
