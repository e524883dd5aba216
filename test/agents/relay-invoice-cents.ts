/**
 * A tuning relay of the fidelity corpus: Claude Code → Gemini CLI → OpenCode → Codex CLI on
 * invoice totals. What it holds: a decision with its reason and no cue word, said by the first
 * session right before the write that acts on it and named only by an identifier of that code;
 * a library the second session imports in a file, sees fail, and takes back out with a two-word
 * verdict said right before the rewrite; a fact found after a failed test; two talkative later
 * sessions whose many small conclusions must not push the first two out; a cap the last session
 * measures anew (200 lines a page, then 500), the old value no longer standing.
 */
import type { Relay } from "./relay.js";

export const INVOICE_TASK =
  "Write invoiceTotal(lines) in src/total.js: each line has price (in euros) and qty. Totals come out a cent off on big invoices, fix that.";
export const INVOICE_TAX = "Now tax(net, rate) in src/tax.js, rounded half up to the cent.";
export const INVOICE_PAGES =
  "Split the printed invoice into pages in src/pages.js, 200 lines a page, and keep going from there.";
export const INVOICE_BIGGER = "Make it 500 lines a page and finish the page footer.";

const TOTAL_JS = `export function toCents(amount) {
  return Math.round(amount * 100);
}

export function invoiceTotal(lines) {
  const cents = lines.reduce((sum, line) => sum + toCents(line.price) * line.qty, 0);
  return cents / 100;
}
`;

const TOTAL_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { invoiceTotal } from "../src/total.js";

test("a thousand lines of 0.1 add up to 100 exactly", () => {
  assert.equal(invoiceTotal(Array.from({ length: 1000 }, () => ({ price: 0.1, qty: 1 }))), 100);
});
`;

const TAX_WITH_DECIMAL = `import Decimal from "decimal.js";

export function tax(net, rate) {
  return new Decimal(net).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
`;

const TAX_JS = `import { toCents } from "./total.js";

export function tax(net, rate) {
  return Math.round(toCents(net) * rate) / 100;
}
`;

const TAX_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { tax } from "../src/tax.js";

test("half a cent rounds up", () => {
  assert.equal(tax(0.5, 0.01), 0.01);
});

test("19 % of 10.00 is 1.90", () => {
  assert.equal(tax(10, 0.19), 1.9);
});
`;

/** The footer of each page, as the generated code builds it (its placeholders are its own). */
const FOOTER = `.map((page, i, all) => ({ lines: page, footer: \`page \${i + 1} of \${all.length}\` }))`;

const pagesJs = (perPage: number, footer: boolean) => `export const LINES_PER_PAGE = ${perPage};

export function paginate(lines) {
  const pages = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  return pages${footer ? FOOTER : ""};
}
`;

const PAGES_TEST = (perPage: number, footer: boolean) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { paginate } from "../src/pages.js";

test("${perPage} lines a page", () => {
  const pages = paginate(Array.from({ length: ${perPage + 1} }, (_, i) => i));
  assert.equal(pages.length, 2);${footer ? '\n  assert.equal(pages[1].footer, "page 2 of 2");' : ""}
});
`;

export const INVOICE_RELAY: Relay = {
  name: "invoice-cents",
  files: {
    "package.json": `${JSON.stringify(
      { name: "invoice-cents", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/total.js":
      "export function invoiceTotal(lines) {\n  return lines.reduce((sum, line) => sum + line.price * line.qty, 0);\n}\n",
    "src/tax.js": "export function tax(net, rate) {\n  return net * rate;\n}\n",
  },
  hops: [
    {
      agent: "claude",
      prompts: [INVOICE_TASK],
      turns: [
        {
          prompt: "Write invoiceTotal(lines)",
          steps: [
            { run: "cat src/total.js" },
            {
              say: "Amounts are summed as integer cents in toCents(); floats lost a cent once an invoice passed a few hundred lines.",
              write: { path: "src/total.js", content: TOTAL_JS },
            },
            { write: { path: "test/total.test.js", content: TOTAL_TEST } },
            { run: "npm test" },
          ],
          final: "invoiceTotal() is in src/total.js and npm test passes.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [INVOICE_TAX],
      turns: [
        {
          prompt: "Now tax(net, rate)",
          steps: [
            { write: { path: "src/tax.js", content: TAX_WITH_DECIMAL } },
            { write: { path: "test/tax.test.js", content: TAX_TEST } },
            { run: "npm test" },
            {
              say: "decimal.js: out. Integer cents from toCents() already round exactly, and the package is not even installed here.",
              write: { path: "src/tax.js", content: TAX_JS },
            },
            { run: "npm test" },
          ],
          final: "tax() rounds half up on integer cents now; npm test passes.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [INVOICE_PAGES],
      turns: [
        {
          prompt: "Split the printed invoice",
          steps: [
            {
              say: "Writing src/pages.js: the pages and their test.",
              write: { path: "src/pages.js", content: pagesJs(200, false) },
            },
            { write: { path: "test/pages.test.js", content: PAGES_TEST(200, false) } },
            { run: "npm test" },
          ],
          final:
            "paginate() in src/pages.js cuts an invoice at 200 lines a page. test/pages.test.js checks 201 lines make 2 pages. npm test passes with src/total.js and src/tax.js untouched.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [INVOICE_BIGGER],
      turns: [
        {
          prompt: "Make it 500 lines a page",
          steps: [
            { write: { path: "src/pages.js", content: pagesJs(500, true) } },
            { write: { path: "test/pages.test.js", content: PAGES_TEST(500, true) } },
            { run: "npm test" },
          ],
          final:
            "paginate() cuts at 500 lines a page now, each page has its footer; npm test passes.",
        },
      ],
    },
  ],
};
