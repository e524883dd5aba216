/**
 * A tuning relay of the fidelity corpus: Codex CLI → Gemini CLI → Claude Code on a parcel-locker
 * service. What it holds: a first message of background, the task and three rules with a value
 * each (a locker faulty after 90 minutes without a ping, pickup codes of four digits, parcels
 * back to the sender after 14 days), and a message of two more (Node 18, five SMS tries); then
 * each value replaced by a later message in another language, another unit or another way of
 * counting, the code following: the 90 minutes counted as missed pings in Indonesian ("tiga kali
 * ping terlewat": `FAULTY_AFTER_MINUTES = 90` → `FAULTY_AFTER_MISSED = 3`), Node 18 dropped
 * with a Turkish "no longer" ("Node 18 artık yetmiyor": `>=18` → `>=22`), the 14 days said in
 * Finnish weeks ("kolmen viikon": `RETURN_AFTER_DAYS` 14 → 21) and the four digits in Persian
 * digits ("۶ رقم": `CODE_DIGITS` 4 → 6). The five SMS tries and the couriers' folder stay in
 * force throughout.
 */
import type { Relay } from "./relay.js";

export const LOCKER_TASK =
  "Some background: we run parcel lockers in four towns, and each locker pings our server every 15 minutes. Couriers drop a CSV into data/drops/ every evening; that folder is theirs, we only read it. Until now someone checks the pings by hand each morning. What I need: src/lockers.js with faultyLockers(lastPing, now), pickupCode(n) and returnDue(droppedDay, today), with tests in test/lockers.test.js. Mark a locker faulty after 90 minutes without a ping. Pickup codes have four digits. Parcels go back to the sender after 14 days.";
export const LOCKER_RULES =
  "It must keep running on Node 18. Retry an SMS five times before giving up.";
export const LOCKER_MISSED =
  "Lanjut dari sesi sebelumnya. Mulai sekarang, loker dianggap rusak setelah tiga kali ping terlewat.";
export const LOCKER_NODE = "Node 18 artık yetmiyor, en az 22 olsun.";
export const LOCKER_RETURN = "Paketit palautetaan lähettäjälle vasta kolmen viikon jälkeen.";
export const LOCKER_CODES = "کد تحویل از این به بعد ۶ رقم است.";

const lockers = (
  missed: boolean,
  digits: number,
  days: number,
) => `export const PING_EVERY_MINUTES = 15;
${missed ? "export const FAULTY_AFTER_MISSED = 3;" : "export const FAULTY_AFTER_MINUTES = 90;"}
export const CODE_DIGITS = ${digits};
export const RETURN_AFTER_DAYS = ${days};

/** The lockers whose last ping (in minutes) is too old at \`now\`, sorted. */
export function faultyLockers(lastPing, now) {
  return Object.entries(lastPing)
    .filter(([, at]) => ${missed ? "Math.floor((now - at) / PING_EVERY_MINUTES) >= FAULTY_AFTER_MISSED" : "now - at >= FAULTY_AFTER_MINUTES"})
    .map(([id]) => id)
    .sort();
}

export function pickupCode(n) {
  return String(n).padStart(CODE_DIGITS, "0");
}

export function returnDue(droppedDay, today) {
  return today - droppedDay >= RETURN_AFTER_DAYS;
}
`;

const lockersTest = (
  missed: boolean,
  digits: number,
  days: number,
) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { faultyLockers, pickupCode, returnDue } from "../src/lockers.js";

test("a quiet locker is faulty", () => {
  assert.deepEqual(faultyLockers({ a: 0, b: 100 }, ${missed ? 50 : 100}), ["a"]);
});

test("a pickup code is padded", () => {
  assert.equal(pickupCode(42), "${"42".padStart(digits, "0")}");
});

test("a parcel goes back after ${days} days", () => {
  assert.equal(returnDue(0, ${days}), true);
  assert.equal(returnDue(0, ${days - 1}), false);
});
`;

const SMS = `export const SMS_TRIES = 5;

/** Sends \`message\` with \`send\`, trying SMS_TRIES times before giving up. */
export async function sendWithRetry(send, message) {
  let last;
  for (let i = 0; i < SMS_TRIES; i++) {
    try {
      return await send(message);
    } catch (error) {
      last = error;
    }
  }
  throw last;
}
`;

const SMS_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { sendWithRetry } from "../src/sms.js";

test("an SMS is tried five times", async () => {
  let tries = 0;
  await assert.rejects(sendWithRetry(async () => { tries++; throw new Error("gate down"); }, "hi"));
  assert.equal(tries, 5);
});
`;

const packageJson = (node: number) =>
  `${JSON.stringify(
    {
      name: "locker-pings",
      private: true,
      type: "module",
      engines: { node: `>=${node}` },
      scripts: { test: "node --test" },
    },
    null,
    2,
  )}\n`;

export const LOCKER_RELAY: Relay = {
  name: "locker-pings",
  files: {
    "package.json": packageJson(18),
    "data/drops/2026-11-01.csv": "locker,parcel\nL1,P100\n",
  },
  hops: [
    {
      agent: "codex",
      prompts: [LOCKER_TASK, LOCKER_RULES],
      turns: [
        {
          prompt: "Some background: we run parcel lockers",
          steps: [
            { run: "cat package.json && ls data/drops" },
            { write: { path: "src/lockers.js", content: lockers(false, 4, 14) } },
            { write: { path: "test/lockers.test.js", content: lockersTest(false, 4, 14) } },
            { run: "npm test" },
          ],
          final:
            "faultyLockers(), pickupCode() and returnDue() are in src/lockers.js with their tests; npm test passes.",
        },
        {
          prompt: "It must keep running on Node 18",
          steps: [
            { write: { path: "src/sms.js", content: SMS } },
            { write: { path: "test/sms.test.js", content: SMS_TEST } },
            { run: "npm test" },
            {
              run: "git add -A src test && git commit -q -m 'lockers: faulty, codes, returns; sms retries'",
            },
          ],
          final:
            "sendWithRetry() in src/sms.js gives up after SMS_TRIES; everything is committed. Next step: wire faultyLockers() into a morning report in src/report.js.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [LOCKER_MISSED],
      turns: [
        {
          prompt: "Lanjut dari sesi sebelumnya",
          steps: [
            { run: "cat src/lockers.js" },
            { write: { path: "src/lockers.js", content: lockers(true, 4, 14) } },
            { write: { path: "test/lockers.test.js", content: lockersTest(true, 4, 14) } },
            { run: "npm test" },
            { run: "git commit -qam 'lockers: faulty after missed pings'" },
          ],
          final:
            "faultyLockers() counts missed pings now (FAULTY_AFTER_MISSED); npm test passes and it is committed. Next step: wire faultyLockers() into a morning report in src/report.js.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [LOCKER_NODE, LOCKER_RETURN, LOCKER_CODES],
      turns: [
        {
          prompt: "Node 18 artık",
          steps: [
            { write: { path: "package.json", content: packageJson(22) } },
            { run: "npm test" },
          ],
          final: "package.json asks for Node 22 now; npm test passes.",
        },
        {
          prompt: "Paketit palautetaan",
          steps: [
            { write: { path: "src/lockers.js", content: lockers(true, 4, 21) } },
            { write: { path: "test/lockers.test.js", content: lockersTest(true, 4, 21) } },
            { run: "npm test" },
          ],
          final: "Parcels go back after RETURN_AFTER_DAYS = 21 now; npm test passes.",
        },
        {
          prompt: "کد تحویل",
          steps: [
            { write: { path: "src/lockers.js", content: lockers(true, 6, 21) } },
            { write: { path: "test/lockers.test.js", content: lockersTest(true, 6, 21) } },
            { run: "npm test" },
            { run: "git commit -qam 'lockers: Node 22, three weeks, six-digit codes'" },
          ],
          final:
            "Pickup codes have CODE_DIGITS = 6 now; npm test passes and it is committed. Next step: wire faultyLockers() into a morning report in src/report.js.",
        },
      ],
    },
  ],
};
