/**
 * A tuning relay of the fidelity corpus: Codex CLI → Claude Code → Gemini CLI on a padded
 * invoice counter. What it holds: a "X, then commit" next step the next hop (another agent)
 * did, its report a plain status that names no new step; a last sentence that only leaves a
 * file as it is ("I'll leave it unused for now."); a Spanish task of the third hop whose report
 * states a real next step, with a sentence after it that only says nothing else is to do.
 */
import type { Relay } from "./relay.js";

export const PAD_TASK =
  "Invoice numbers need a padded counter: add formatNumber(n) to src/number.js so 7 becomes 000007 (six places), with a test in test/number.test.js.";
export const PAD_OPENER = "pick it up from where the other agent stopped, please";
export const PAD_PREFIX =
  "Ahora acepta un prefijo opcional: formatNumber(7, 'FV') debe dar FV-000007.";

const NUMBER_JS = `export function formatNumber(n) {
  return String(n).padStart(6, "0");
}
`;

const NUMBER_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { formatNumber } from "../src/number.js";

test("the counter has six places", () => {
  assert.equal(formatNumber(7), "000007");
  assert.equal(formatNumber(123456), "123456");
});
`;

const INDEX_JS = `export { parseNumber } from "./parse.js";
export { formatNumber } from "./number.js";
`;

const NUMBER_PREFIX_JS = `export function formatNumber(n, prefix) {
  const digits = String(n).padStart(6, "0");
  return prefix ? \`\${prefix}-\${digits}\` : digits;
}
`;

const NUMBER_PREFIX_TEST = `${NUMBER_TEST}
test("a prefix goes before the counter", () => {
  assert.equal(formatNumber(7, "FV"), "FV-000007");
});
`;

export const PAD_RELAY: Relay = {
  name: "counter-pad",
  files: {
    "package.json": `${JSON.stringify(
      { name: "counter-pad", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/parse.js":
      'export function parseNumber(text) {\n  return Number(text.replace(/\\D/g, ""));\n}\n',
    "src/index.js": 'export { parseNumber } from "./parse.js";\n',
    "src/legacy-pad.js": 'export function legacyPad(n) {\n  return ("0000" + n).slice(-4);\n}\n',
  },
  hops: [
    {
      agent: "codex",
      prompts: [PAD_TASK],
      turns: [
        {
          prompt: "Invoice numbers need a padded counter",
          steps: [
            { run: "cat src/index.js" },
            { write: { path: "src/number.js", content: NUMBER_JS } },
            { write: { path: "test/number.test.js", content: NUMBER_TEST } },
            { run: "npm test" },
          ],
          final:
            "formatNumber(n) in src/number.js pads the counter to six places; test/number.test.js covers 7 and 123456 and npm test passes. Next step: export formatNumber from src/index.js, then commit.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [PAD_OPENER],
      turns: [
        {
          prompt: "pick it up from where the other agent stopped",
          steps: [
            { run: "cat src/index.js" },
            { write: { path: "src/index.js", content: INDEX_JS } },
            { run: "npm test" },
            {
              run: "git add src/index.js src/number.js test/number.test.js && git commit -q -m 'formatNumber: six places, exported from src/index.js'",
            },
          ],
          final:
            "The counter has six places now; src/index.js exports formatNumber and parseNumber. Tests pass and everything is committed. src/legacy-pad.js has no importer left; I'll leave it unused for now.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [PAD_PREFIX],
      turns: [
        {
          prompt: "Ahora acepta un prefijo opcional",
          steps: [
            { write: { path: "src/number.js", content: NUMBER_PREFIX_JS } },
            { write: { path: "test/number.test.js", content: NUMBER_PREFIX_TEST } },
            { run: "npm test" },
          ],
          final:
            "formatNumber(7, 'FV') gives FV-000007 now and npm test passes.\n\nNext step: document the prefix in README.md, then commit.\n\nNothing else to do in src/legacy-pad.js.",
        },
      ],
    },
  ],
};
