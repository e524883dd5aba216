/**
 * A tuning relay of the fidelity corpus: Gemini CLI → Claude Code → Codex CLI on the booking
 * rules of a holiday flat. What it holds: a next step named one message before a closing
 * exchange (the user's "grazie!", the agent's "Prego! ✅"); that step only asks to check
 * something, and the next hop (another agent) does it by reading and states the outcome,
 * naming no new step; two counts the user set in the first hop replaced in the third with
 * another noun or in another script ("two nights" → "3晩", "three attempts" → "five tries"),
 * where the diff does not tie them (the code holds hours and retries, not nights and attempts).
 */
import type { Relay } from "./relay.js";

export const STAY_TASK =
  "Guests book the flat through src/booking.js: add checkStay(checkIn, checkOut) that refuses a stay that is too long, with a test in test/booking.test.js.";
export const STAY_NIGHTS = "A booking holds two nights at most.";
export const STAY_TRIES =
  "The calendar sync in src/calendar-sync.js gives up after three attempts.";
export const STAY_THANKS = "grazie!";
export const STAY_OPENER = "same drill as before: pick up where the other session stopped.";
export const STAY_NIGHTS_NEW = "予約は最大3晩まで。";
export const STAY_TRIES_NEW = "Calendar sync: give up after five tries.";

const bookingJs = (hours: number) => `const DAY_MS = 86_400_000;
/** Nights count as 24 hours each: check-in at 15:00, check-out at 15:00. */
export const MAX_STAY_HOURS = ${hours};

export function nightsBetween(checkIn, checkOut) {
  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY_MS);
}

export function checkStay(checkIn, checkOut) {
  const hours = (Date.parse(checkOut) - Date.parse(checkIn)) / 3_600_000;
  if (hours > MAX_STAY_HOURS) throw new Error(\`a stay is \${MAX_STAY_HOURS / 24} nights at most\`);
  return nightsBetween(checkIn, checkOut);
}
`;

const bookingTest = (nights: number) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { checkStay } from "../src/booking.js";

const day = (n) => new Date(Date.UTC(2026, 6, n, 15)).toISOString();

test("a stay up to the limit is booked", () => {
  assert.equal(checkStay(day(1), day(${1 + nights})), ${nights});
});

test("a longer stay is refused", () => {
  assert.throws(() => checkStay(day(1), day(${2 + nights})), /nights at most/);
});
`;

const syncJs = (retries: number) => `/** One call, then RETRIES more before the sync gives up. */
export const RETRIES = ${retries};

export async function syncCalendar(fetchCalendar) {
  let last;
  for (let i = 0; i <= RETRIES; i++) {
    try {
      return await fetchCalendar();
    } catch (error) {
      last = error;
    }
  }
  throw last;
}
`;

const syncTest = (attempts: number) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { syncCalendar } from "../src/calendar-sync.js";

test("the sync gives up after ${attempts} attempts", async () => {
  let calls = 0;
  await assert.rejects(
    syncCalendar(async () => {
      calls++;
      throw new Error("503");
    }),
  );
  assert.equal(calls, ${attempts});
});
`;

export const STAY_RELAY: Relay = {
  name: "flat-stays",
  files: {
    "package.json": `${JSON.stringify(
      { name: "flat-stays", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "src/booking.js":
      "export function nightsBetween(checkIn, checkOut) {\n  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);\n}\n",
    "src/calendar-sync.js":
      "export async function syncCalendar(fetchCalendar) {\n  return fetchCalendar();\n}\n",
    "src/importer.js":
      'import { readFileSync } from "node:fs";\n\nexport function importBookings(path = "data/bookings.json") {\n  return JSON.parse(readFileSync(path, "utf8"));\n}\n',
    "config/legacy.yml": "calendar: old-ical-export\nnights_max: 2\n",
    "data/bookings.json": "[]\n",
  },
  hops: [
    {
      agent: "gemini",
      prompts: [STAY_TASK, STAY_NIGHTS, STAY_TRIES, STAY_THANKS],
      turns: [
        {
          prompt: "Guests book the flat",
          steps: [{ run: "cat src/booking.js package.json" }],
          final: "src/booking.js only has nightsBetween() so far. How long may a stay be?",
        },
        {
          prompt: "A booking holds two nights",
          steps: [
            { write: { path: "src/booking.js", content: bookingJs(48) } },
            { write: { path: "test/booking.test.js", content: bookingTest(2) } },
            { run: "npm test" },
          ],
          final:
            "checkStay() in src/booking.js refuses a stay longer than MAX_STAY_HOURS = 48, two nights; test/booking.test.js covers both sides and npm test passes.",
        },
        {
          prompt: "The calendar sync in src/calendar-sync.js",
          steps: [
            { write: { path: "src/calendar-sync.js", content: syncJs(2) } },
            { write: { path: "test/calendar-sync.test.js", content: syncTest(3) } },
            { run: "npm test" },
          ],
          final:
            "syncCalendar() in src/calendar-sync.js makes one call and RETRIES = 2 more, three attempts in all; npm test passes.\n\nNext step: check whether src/importer.js still reads config/legacy.yml.",
        },
        {
          prompt: "grazie!",
          steps: [],
          final: "Prego! ✅",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [STAY_OPENER],
      turns: [
        {
          prompt: "same drill as before",
          steps: [
            { run: "cat src/importer.js" },
            // grep exits 1 when it finds nothing: the answer, not a failure.
            { run: "grep -rn legacy.yml src" },
          ],
          final:
            "src/importer.js reads data/bookings.json only, and grep finds config/legacy.yml in no file under src/: nothing reads it any more.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [STAY_NIGHTS_NEW, STAY_TRIES_NEW],
      turns: [
        {
          prompt: "予約は最大3晩まで",
          steps: [
            { write: { path: "src/booking.js", content: bookingJs(72) } },
            { write: { path: "test/booking.test.js", content: bookingTest(3) } },
            { run: "npm test" },
          ],
          final: "MAX_STAY_HOURS is 72 in src/booking.js now, three nights; npm test passes.",
        },
        {
          prompt: "Calendar sync: give up",
          steps: [
            { write: { path: "src/calendar-sync.js", content: syncJs(4) } },
            { write: { path: "test/calendar-sync.test.js", content: syncTest(5) } },
            { run: "npm test" },
            { run: "git add -A && git commit -q -m 'Stays of three nights, five sync attempts'" },
          ],
          final:
            "syncCalendar() makes one call and RETRIES = 4 more, five tries in all; npm test passes and both changes are committed.\n\nNext step: show the stay limit on the booking form in src/form.js.",
        },
      ],
    },
  ],
};
