/**
 * A tuning relay of the fidelity corpus: Claude Code → Codex CLI → Gemini CLI on a bike rental's
 * checkout, in languages no other relay uses (Dutch, Korean, Swedish). What it holds: a first
 * message opened by a heading of its own ("Even wat achtergrond."), then background, then the task
 * sentence, then a rule with a value in milliseconds; three more rules said in their own messages
 * (two days at most, in English; five digits, and seven days of logs, in Dutch words); each
 * replaced later in another language with no word and no written number shared: "최소 2초" while
 * the session changes RETRY_MS from 1500 to 2000 (another unit), "최대 3일까지" while MAX_DAYS goes
 * from 2 to 3 (a CJK counter), "sju siffror" while padStart(5 becomes padStart(7 (a number word of
 * another language), and "från 7 till 30 dagar" (the change stated from the old value).
 */
import type { Relay } from "./relay.js";

export const BIKE_TASK = [
  "Even wat achtergrond.",
  "We verhuren fietsen aan toeristen in drie steden. De kassa schrijft de bonnen nog met de hand, en het betaalplatform valt soms even weg.",
  "Schrijf in src/rental.js de functie checkout(bike, days): ze rekent de huur af bij het betaalplatform en geeft een bonnummer terug.",
  "Wacht minstens 1500 milliseconden tussen twee pogingen.",
].join("\n");
export const BIKE_DAYS = "One more thing: a bike can be rented for two days at most.";
export const BIKE_DIGITS = "Nog iets: een bonnummer heeft altijd vijf cijfers, met nullen vooraan.";
export const BIKE_LOGS = "De logboeken van de verhuur bewaren we zeven dagen.";
export const BIKE_WAIT = "결제 재시도 사이에는 최소 2초를 기다려 주세요.";
export const BIKE_LONGER = "대여는 최대 3일까지 가능합니다.";
export const BIKE_SEVEN = "Kvittonumren får sju siffror från och med nu.";
export const BIKE_KEEP = "Loggarna sparas från 7 till 30 dagar.";

interface Values {
  retryMs: number;
  maxDays: number;
  digits: number;
  logDays: number;
}

const rentalJs = (v: Values) => `export const RETRY_MS = ${v.retryMs};
export const MAX_DAYS = ${v.maxDays};
export const LOG_DAYS = ${v.logDays};

let last = 0;

/** The next receipt number, zero-padded. */
export function receiptNo(n = ++last) {
  return String(n).padStart(${v.digits}, "0");
}

/** Charges the rent at the payment platform (retried once after RETRY_MS) and returns a receipt. */
export async function checkout(bike, days, { pay, wait = (ms) => new Promise((r) => setTimeout(r, ms)) }) {
  if (days < 1 || days > MAX_DAYS) throw new RangeError(\`days: 1 to \${MAX_DAYS}\`);
  const amount = bike.dayRate * days;
  try {
    await pay(amount);
  } catch {
    await wait(RETRY_MS);
    await pay(amount);
  }
  return { receipt: receiptNo(), amount };
}
`;

const RENTAL_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { checkout, MAX_DAYS } from "../src/rental.js";

test("one retry after the platform drops a call", async () => {
  let calls = 0;
  const pay = async () => {
    if (++calls === 1) throw new Error("platform down");
  };
  const out = await checkout({ dayRate: 12 }, 2, { pay, wait: async () => {} });
  assert.equal(out.amount, 24);
  assert.equal(calls, 2);
});

test("no rental past MAX_DAYS", async () => {
  await assert.rejects(checkout({ dayRate: 12 }, MAX_DAYS + 1, { pay: async () => {} }));
});
`;

const first: Values = { retryMs: 1500, maxDays: 2, digits: 5, logDays: 7 };

export const BIKE_RELAY: Relay = {
  name: "bike-rental",
  files: {
    "package.json": `${JSON.stringify(
      { name: "bike-rental", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/rental.js": "export async function checkout(bike, days) {\n  return null;\n}\n",
  },
  hops: [
    {
      agent: "claude",
      prompts: [BIKE_TASK, BIKE_DAYS, BIKE_DIGITS, BIKE_LOGS],
      turns: [
        {
          prompt: "Even wat achtergrond",
          steps: [
            { run: "cat src/rental.js package.json" },
            { write: { path: "src/rental.js", content: rentalJs(first) } },
          ],
          final:
            "checkout(bike, days) in src/rental.js charges the platform and retries once after 1500 ms.",
        },
        {
          prompt: "One more thing",
          steps: [{ run: "grep -n MAX_DAYS src/rental.js" }],
          final: "MAX_DAYS is 2 in src/rental.js; checkout() refuses a longer rental.",
        },
        {
          prompt: "Nog iets",
          steps: [
            { write: { path: "test/rental.test.js", content: RENTAL_TEST } },
            { run: "npm test" },
          ],
          final: "Receipt numbers are padded to five digits; npm test passes.",
        },
        {
          prompt: "De logboeken",
          steps: [
            {
              run: "git add -A && git commit -q -m 'checkout(): one retry, 2 days at most, 5-digit receipts'",
            },
          ],
          final:
            "LOG_DAYS is 7 in src/rental.js; committed. Next step: write the rental log to logs/rentals.jsonl and prune entries older than LOG_DAYS.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [BIKE_WAIT, BIKE_LONGER],
      turns: [
        {
          prompt: "결제 재시도",
          steps: [
            { write: { path: "src/rental.js", content: rentalJs({ ...first, retryMs: 2000 }) } },
            { run: "npm test" },
          ],
          final: "RETRY_MS is 2000 in src/rental.js; npm test passes.",
        },
        {
          prompt: "대여는 최대",
          steps: [
            {
              write: {
                path: "src/rental.js",
                content: rentalJs({ ...first, retryMs: 2000, maxDays: 3 }),
              },
            },
            { run: "npm test" },
            {
              run: "git add -A && git commit -q -m 'checkout(): 2 s between attempts, 3 days at most'",
            },
          ],
          final:
            "MAX_DAYS is 3 in src/rental.js; npm test passes and it is committed. Next step: write the rental log to logs/rentals.jsonl and prune entries older than LOG_DAYS.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [BIKE_SEVEN, BIKE_KEEP],
      turns: [
        {
          prompt: "Kvittonumren",
          steps: [
            {
              write: {
                path: "src/rental.js",
                content: rentalJs({ ...first, retryMs: 2000, maxDays: 3, digits: 7 }),
              },
            },
            { run: "npm test" },
          ],
          final: "receiptNo() pads to seven digits in src/rental.js; npm test passes.",
        },
        {
          prompt: "Loggarna sparas",
          steps: [
            {
              write: {
                path: "src/rental.js",
                content: rentalJs({ retryMs: 2000, maxDays: 3, digits: 7, logDays: 30 }),
              },
            },
            { run: "npm test" },
            {
              run: "git add -A && git commit -q -m 'rental: 7-digit receipts, logs kept 30 days'",
            },
          ],
          final:
            "LOG_DAYS is 30 in src/rental.js; committed. Next step: write the rental log to logs/rentals.jsonl and prune entries older than LOG_DAYS.",
        },
      ],
    },
  ],
};
