/**
 * A tuning relay of the fidelity corpus: Gemini CLI → Claude Code → Codex CLI on a pottery
 * studio's kiln queue. What it holds: a conclusion with a value (a glaze firing runs 8 hours)
 * whose value the next session's code replaces (`FIRING_HOURS = 8` → `10`) with no conclusion
 * restating it; a constant added and explained (`COOLDOWN_HOURS = 2`), then left out by the next
 * session's whole-file rewrite at the user's word; closing words that only say how things stand,
 * in English, German and Spanish ("All 4 tests pass now.", "Nothing else touches src/kiln.js.",
 * "Alle 4 Tests sind grün.", "Todo en verde: los 5 tests pasan.").
 */
import type { Relay } from "./relay.js";

export const KILN_TASK =
  "Write the kiln queue in src/kiln.js: schedule(loads, day) books glaze firings one after another from 06:00, and nothing may run past 22:00. Tests in test/kiln.test.js.";
export const KILN_CHANGE =
  "We got the new kiln: a glaze load takes 10 hours now, and it cools inside that time, so drop the separate cool-down gap.";
export const KILN_WEEKEND = "sigue con lo que quedó pendiente en src/kiln.js, por favor";

const kiln = (
  hours: number,
  cooldown: boolean,
  weekend: boolean,
) => `export const FIRING_HOURS = ${hours};
${cooldown ? "export const COOLDOWN_HOURS = 2;\n" : ""}${weekend ? "export const WEEKEND_START = 8;\n" : ""}const DAY_START = 6;
const DAY_END = 22;

export function schedule(loads, day = "weekday") {
  const start = ${weekend ? 'day === "saturday" ? WEEKEND_START : DAY_START' : "DAY_START"};
  const booked = [];
  let at = start;
  for (const load of loads) {
    if (at + FIRING_HOURS > DAY_END) break;
    booked.push({ load, start: at, end: at + FIRING_HOURS });
    at += FIRING_HOURS${cooldown ? " + COOLDOWN_HOURS" : ""};
  }
  return booked;
}
`;

const kilnTest = (
  hours: number,
  cooldown: boolean,
  weekend: boolean,
) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { FIRING_HOURS, schedule } from "../src/kiln.js";

test("a firing takes FIRING_HOURS", () => {
  assert.equal(FIRING_HOURS, ${hours});
});

test("the first firing starts at 06:00", () => {
  assert.equal(schedule(["a"])[0].start, 6);
});

test("nothing runs past 22:00", () => {
  for (const firing of schedule(["a", "b", "c"])) assert.ok(firing.end <= 22);
});

test("${cooldown ? "a cool-down goes between two firings" : "firings follow one another"}", () => {
  const firings = schedule(["a", "b", "c"]);
  for (let i = 1; i < firings.length; i++)
    assert.equal(firings[i].start, firings[i - 1].end${cooldown ? " + 2" : ""});
});
${
  weekend
    ? `
test("saturday firings start at 08:00", () => {
  assert.equal(schedule(["a"], "saturday")[0].start, 8);
});
`
    : ""
}`;

export const KILN_RELAY: Relay = {
  name: "kiln-queue",
  files: {
    "package.json": `${JSON.stringify(
      { name: "kiln-queue", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "README.md": "# Kiln queue\n\nBooks the studio kiln's glaze firings.\n",
  },
  hops: [
    {
      agent: "gemini",
      prompts: [KILN_TASK],
      turns: [
        {
          prompt: "Write the kiln queue in src/kiln.js",
          steps: [
            {
              say: "A glaze firing runs 8 hours, so the last one of a day must start by 14:00 to end by 22:00.",
              write: { path: "src/kiln.js", content: kiln(8, false, false) },
            },
            {
              say: "COOLDOWN_HOURS = 2 goes between two firings: the shelves must drop below 100 °C before the next load goes in.",
              write: { path: "src/kiln.js", content: kiln(8, true, false) },
            },
            { write: { path: "test/kiln.test.js", content: kilnTest(8, true, false) } },
            { run: "npm test" },
          ],
          final:
            "All 4 tests pass now.\n\nNothing else touches src/kiln.js.\n\nNext step: add the Saturday hours to schedule() in src/kiln.js.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [KILN_CHANGE],
      turns: [
        {
          prompt: "We got the new kiln",
          steps: [
            { run: "cat src/kiln.js" },
            { write: { path: "src/kiln.js", content: kiln(10, false, false) } },
            { write: { path: "test/kiln.test.js", content: kilnTest(10, false, false) } },
            { run: "npm test" },
            {
              run: "git add src/kiln.js test/kiln.test.js && git commit -q -m 'kiln: the new kiln, no separate cool-down'",
            },
          ],
          final:
            "Alle 4 Tests sind grün. The change is committed.\n\nNext step: add the Saturday hours to schedule() in src/kiln.js.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [KILN_WEEKEND],
      turns: [
        {
          prompt: "sigue con lo que quedó pendiente",
          steps: [
            { run: "cat src/kiln.js" },
            {
              say: "Saturday firings start at 08:00 with WEEKEND_START in src/kiln.js: the studio opens two hours later at weekends, so nobody is there to load at 06:00.",
              write: { path: "src/kiln.js", content: kiln(10, false, true) },
            },
            { write: { path: "test/kiln.test.js", content: kilnTest(10, false, true) } },
            { run: "npm test" },
          ],
          final:
            "Todo en verde: los 5 tests pasan.\n\nNext step: show the Saturday start in README.md, then commit.",
        },
      ],
    },
  ],
};
