/**
 * A tuning relay of the fidelity corpus: Gemini CLI → Claude Code → Codex CLI on a café's bill
 * split between cards. What it holds: a next step of two parts said in the domain's words
 * ("handle refunds on split payments in src/split.js, then run the monthly reconciliation for
 * May"), which the next hop (another agent) does in words of its own — code and a test whose
 * names say it in code terms (`SPLIT_REFUND`, `refundShares`), the reconciliation run as
 * `npm run reconcile -- --month 2026-05` — and reports in Spanish, naming no new step; then a
 * third hop on a new task that names its own step.
 */
import type { Relay } from "./relay.js";

export const CARD_TASK =
  "At the café a bill is often split between cards. splitBill(totalCents, cards) in src/split.js puts all the rounding on the last card; make the shares add up to the total, the leftover cents going one each to the first cards.";
export const CARD_OPENER = "sigue donde lo dejó la otra sesión, por favor";
export const CARD_TIPS =
  "Tips next: splitBill(totalCents, cards, tipCents) should spread a tip over the cards the same way as the total.";

const SPLIT_NAIVE_JS = `export function splitBill(totalCents, cards) {
  const share = Math.floor(totalCents / cards.length);
  return cards.map((card, i) => ({
    card,
    cents: i === cards.length - 1 ? totalCents - share * (cards.length - 1) : share,
  }));
}
`;

const SPLIT_JS = `export function splitBill(totalCents, cards) {
  const share = Math.floor(totalCents / cards.length);
  const left = totalCents - share * cards.length;
  return cards.map((card, i) => ({ card, cents: share + (i < left ? 1 : 0) }));
}
`;

const SPLIT_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { splitBill } from "../src/split.js";

test("the shares add up to the total", () => {
  const shares = splitBill(1000, ["A", "B", "C"]);
  assert.deepEqual(shares.map((s) => s.cents), [334, 333, 333]);
});
`;

const REFUND_JS = `${SPLIT_JS}
export const SPLIT_REFUND = "split-refund";

// A refund on a split payment goes back to each card in the part it paid, to the cent.
export function refundShares(shares, refundCents) {
  const total = shares.reduce((sum, s) => sum + s.cents, 0);
  const back = shares.map((s) => Math.floor((refundCents * s.cents) / total));
  let left = refundCents - back.reduce((sum, c) => sum + c, 0);
  return shares.map((s, i) => ({ card: s.card, kind: SPLIT_REFUND, cents: back[i] + (left-- > 0 ? 1 : 0) }));
}
`;

const REFUND_TEST = `${SPLIT_TEST}
import { refundShares } from "../src/split.js";

test("refundShares gives each card back its part", () => {
  const back = refundShares(splitBill(1000, ["A", "B", "C"]), 300);
  assert.deepEqual(back.map((s) => s.cents), [101, 100, 99]);
});
`;

const TIP_JS = REFUND_JS.replace(
  `export function splitBill(totalCents, cards) {
  const share = Math.floor(totalCents / cards.length);
  const left = totalCents - share * cards.length;`,
  `export function splitBill(totalCents, cards, tipCents = 0) {
  const due = totalCents + tipCents;
  const share = Math.floor(due / cards.length);
  const left = due - share * cards.length;`,
);

const TIP_TEST = `${REFUND_TEST}
test("a tip is spread like the total", () => {
  assert.deepEqual(splitBill(1000, ["A", "B", "C"], 150).map((s) => s.cents), [384, 383, 383]);
});
`;

const RECONCILE_JS = `import { readFileSync } from "node:fs";
import { splitBill } from "../src/split.js";

const at = process.argv.indexOf("--month");
const month = at > 0 ? process.argv[at + 1] : new Date().toISOString().slice(0, 7);
const bills = JSON.parse(readFileSync(\`data/payments-\${month}.json\`, "utf8"));
let off = 0;
for (const bill of bills) {
  const sum = splitBill(bill.total, bill.cards).reduce((s, share) => s + share.cents, 0);
  if (sum !== bill.total) off++;
}
console.log(\`\${month}: \${bills.length} bills, \${off} off\`);
process.exit(off === 0 ? 0 : 1);
`;

export const CARD_RELAY: Relay = {
  name: "card-split",
  files: {
    "package.json": `${JSON.stringify(
      {
        name: "card-split",
        private: true,
        type: "module",
        scripts: { test: "node --test", reconcile: "node scripts/reconcile.js" },
      },
      null,
      2,
    )}\n`,
    "README.md": "# card-split\n\nSplits a café bill between the cards that pay it.\n",
    "src/split.js": SPLIT_NAIVE_JS,
    "scripts/reconcile.js": RECONCILE_JS,
    "data/payments-2026-05.json": `${JSON.stringify([
      { total: 1000, cards: ["A", "B", "C"] },
      { total: 2450, cards: ["A", "B"] },
      { total: 999, cards: ["A", "B", "C", "D"] },
    ])}\n`,
  },
  hops: [
    {
      agent: "gemini",
      prompts: [CARD_TASK],
      turns: [
        {
          prompt: "At the café a bill is often split between cards",
          steps: [
            { run: "cat src/split.js" },
            { write: { path: "src/split.js", content: SPLIT_JS } },
            { write: { path: "test/split.test.js", content: SPLIT_TEST } },
            { run: "npm test" },
          ],
          final:
            "splitBill() hands the leftover cents one by one to the first cards now: 1000 cents over three cards is 334, 333, 333, and the shares always add up to the total. npm test passes. Next step: handle refunds on split payments in src/split.js, then run the monthly reconciliation for May.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [CARD_OPENER],
      turns: [
        {
          prompt: "sigue donde lo dejó la otra sesión",
          steps: [
            { run: "cat src/split.js" },
            { write: { path: "src/split.js", content: REFUND_JS } },
            { write: { path: "test/split.test.js", content: REFUND_TEST } },
            { run: "npm test" },
            { run: "npm run reconcile -- --month 2026-05" },
            {
              run: "git add -A && git commit -q -m 'refundShares: a refund goes back to each card in its part'",
            },
          ],
          final:
            "Listo: un reembolso vuelve ahora a cada tarjeta en la parte que pagó, al céntimo (refundShares), y la conciliación de mayo cuadra: 3 cuentas, 0 diferencias. Las pruebas pasan y todo está en un commit.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [CARD_TIPS],
      turns: [
        {
          prompt: "Tips next",
          steps: [
            { write: { path: "src/split.js", content: TIP_JS } },
            { write: { path: "test/split.test.js", content: TIP_TEST } },
            { run: "npm test" },
          ],
          final:
            "splitBill(1000, cards, 150) spreads the 150-cent tip like the total: 384, 383, 383, and npm test passes. Next step: print each card's tip on the receipt in src/receipt.js.",
        },
      ],
    },
  ],
};
