/**
 * A tuning relay of the fidelity corpus: Codex CLI → OpenCode → Claude Code on a price formatter.
 * What it holds that the first two relays do not: a task after four sentences of background, a
 * second message in Spanish, an opener named in no list, a check that fails and passes rerun with
 * an environment prefix, a bare "ok" as an agent's last report, a rule reversed two hops later
 * (Node 18, then Node 22 only), a file deleted and not committed, conclusions said without cue
 * words. Its questions are test/fixtures/relays/price-tags/questions.json.
 */
import type { Relay } from "./relay.js";

export const PRICE_TASK =
  "Some background first. We run three shops, in Madrid, Lyon and Hamburg, and each till prints its own receipts. Prices reach us from the ERP as integer cents. Last week the printer vendor told us their firmware drops every non-breaking space, which is why the totals come out glued together. Finance has signed off on showing prices the local way. So: make formatPrice(cents, currency, locale) in src/price.js use Intl.NumberFormat for the shop's locale and turn the non-breaking spaces into plain ones before they reach the printer. Keep it working on Node 18, the tills still run it.";
export const PRICE_SPANISH =
  "Una cosa más: no toques src/legacy-price.js, la caja antigua de Madrid todavía lo importa. Y los tests se lanzan con npm test, nunca con npx jest.";
export const PRICE_OPENER =
  "right, back at it: wherever the previous agent got to, carry on from there";
export const PRICE_HOLD = "don't commit anything yet, I want to look at the diff first";
export const PRICE_NODE22 =
  "The tills were upgraded to Node 22 last night, so forget Node 18: set engines to >=22 and use what 22 gives us. Then commit what the last agent left.";

const PRICE_START = `import { round2 } from "./round.js";

export function formatPrice(cents, currency) {
  return \`\${round2(cents / 100).toFixed(2)} \${currency}\`;
}
`;

const priceIntl = (round: string) => `${round}
const formatters = new Map();

/** A price for the receipt printer: the shop's locale, plain spaces only (its firmware drops U+00A0 and U+202F). */
export function formatPrice(cents, currency, locale = "es-ES") {
  const key = \`\${locale}|\${currency}\`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, format);
  }
  return format.format(round2(cents / 100)).replace(/[\\u00a0\\u202f]/g, " ");
}
`;

const PRICE_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { formatPrice } from "../src/price.js";

test("a Madrid price has a comma and a plain space before the euro sign", () => {
  assert.equal(formatPrice(1999, "EUR", "es-ES"), "19,99 €");
});

test("no non-breaking space reaches the printer", () => {
  for (const locale of ["es-ES", "fr-FR", "de-DE"]) {
    assert.ok(!/[\\u00a0\\u202f]/.test(formatPrice(123456, "EUR", locale)), locale);
  }
});
`;

const RECEIPT_CHECK = `// The receipt printer's check: a total in each shop's locale, as the printer profile renders it.
import { formatPrice } from "../src/price.js";

const profile = process.env.PRINTER_PROFILE;
if (profile === undefined || profile === "") {
  console.error("receipt-check: no printer profile loaded (PRINTER_PROFILE is not set)");
  process.exit(1);
}
for (const locale of ["es-ES", "fr-FR", "de-DE"]) {
  const line = formatPrice(123456, "EUR", locale);
  if (/[\\u00a0\\u202f]/.test(line)) {
    console.error(\`receipt-check: \${profile} cannot print \${JSON.stringify(line)}\`);
    process.exit(1);
  }
  console.log(\`receipt-check: \${profile} \${locale} \${line}\`);
}
`;

export const PRICE_RELAY: Relay = {
  name: "price-tags",
  files: {
    "package.json": `${JSON.stringify(
      {
        name: "price-tags",
        private: true,
        type: "module",
        engines: { node: ">=18" },
        scripts: { test: "node --test", "test:receipt": "node scripts/receipt-check.js" },
      },
      null,
      2,
    )}\n`,
    "src/price.js": PRICE_START,
    "src/round.js": "export const round2 = (n) => Math.round(n * 100) / 100;\n",
    "src/legacy-price.js": "export const legacyPrice = (cents) => (cents / 100).toFixed(2);\n",
    "scripts/receipt-check.js": RECEIPT_CHECK,
    "test/price.test.js": `import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { formatPrice } from "../src/price.js";\n\ntest("two decimals and the currency", () => {\n  assert.equal(formatPrice(1999, "EUR"), "19.99 EUR");\n});\n`,
  },
  hops: [
    {
      agent: "codex",
      prompts: [PRICE_TASK, PRICE_SPANISH],
      turns: [
        {
          prompt: "Some background first. We run three shops",
          steps: [
            {
              say: "Reading the formatter, its rounding helper and the test.",
              run: "cat src/price.js src/round.js test/price.test.js",
            },
            {
              say: "Going with one Intl.NumberFormat per locale and currency, kept in a Map: on the tills, building a formatter costs far more than formatting a number.",
              write: {
                path: "src/price.js",
                content: priceIntl('import { round2 } from "./round.js";\n'),
              },
            },
            { write: { path: "test/price.test.js", content: PRICE_TEST } },
            { run: "npm test" },
          ],
          final:
            "formatPrice(cents, currency, locale) now goes through Intl.NumberFormat and turns U+00A0 and U+202F into plain spaces; npm test passes. toLocaleString came first: 40 ms a call on the Node 18 till image, against 0.2 ms for the formatter cached per locale.",
        },
        {
          prompt: "Una cosa más",
          steps: [
            { run: "git diff --stat -- src/legacy-price.js" },
            { run: "npm test" },
            {
              run: "git add src/price.js test/price.test.js && git commit -q -m 'formatPrice: Intl.NumberFormat per shop locale, plain spaces for the printer'",
            },
          ],
          final:
            "src/legacy-price.js is untouched, npm test passes, and the formatter is committed. Next step: run the receipt check, `npm run test:receipt`, and fix what it reports.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [PRICE_OPENER, PRICE_HOLD],
      turns: [
        {
          prompt: "right, back at it",
          steps: [
            { run: "npm run test:receipt" },
            {
              say: "receipt-check loads the printer profile from PRINTER_PROFILE; the shops' printers are all epson-tm.",
              run: "PRINTER_PROFILE=epson-tm npm run test:receipt",
            },
            {
              write: {
                path: "docs/receipts.md",
                content:
                  "# Receipts\n\nThe printer check needs the shops' profile:\n\n```sh\nPRINTER_PROFILE=epson-tm npm run test:receipt\n```\n",
              },
            },
          ],
          final:
            "The receipt check passes with PRINTER_PROFILE=epson-tm for es-ES, fr-FR and de-DE; docs/receipts.md says how to run it. Next step: commit docs/receipts.md.",
        },
        { prompt: "don't commit anything yet", steps: [], final: "ok" },
      ],
    },
    {
      agent: "claude",
      prompts: [PRICE_NODE22],
      turns: [
        {
          prompt: "The tills were upgraded to Node 22",
          steps: [
            { run: "git status --short" },
            {
              write: {
                path: "package.json",
                content: `${JSON.stringify(
                  {
                    name: "price-tags",
                    private: true,
                    type: "module",
                    engines: { node: ">=22" },
                    scripts: {
                      test: "node --test",
                      "test:receipt": "node scripts/receipt-check.js",
                    },
                  },
                  null,
                  2,
                )}\n`,
              },
            },
            {
              write: {
                path: "src/price.js",
                content: priceIntl("const round2 = (n) => Math.round(n * 100) / 100;\n"),
              },
            },
            { run: "rm src/round.js && npm test" },
            {
              run: "git add package.json src/price.js docs/receipts.md && git commit -q -m 'Node 22 only; how to run the receipt check'",
            },
          ],
          final:
            "src/round.js had one caller left, price.js: its one line lives there now and the file is deleted, not yet committed. engines says >=22 and npm test passes. Next step: run `PRINTER_PROFILE=epson-tm npm run test:receipt`, then commit the deletion of src/round.js.",
        },
      ],
    },
  ],
};
