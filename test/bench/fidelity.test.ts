import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  belowBaseline,
  type FidelityResult,
  measureFidelity,
  RELAYS_DIR,
  readBaseline,
} from "../../bench/fidelity.js";
import { renderFidelity } from "../../bench/fidelity/render.js";
import { recordedRelays } from "../../bench/fidelity/replay.js";
import {
  parseQuestions,
  percent,
  type Question,
  scoreRelay,
  toMatcher,
} from "../../bench/fidelity/score.js";

const question = (fields: Partial<Question>): Question => ({
  id: "q",
  question: "?",
  hops: [2],
  expect: [],
  forbid: [],
  ...fields,
});

test("the recorded relays replayed against this build score at least bench/fidelity-baseline.json", async () => {
  const result = await measureFidelity();
  const baseline = readBaseline();
  assert.ok(result.relays.length >= 2, "the relays under test/fixtures/relays/ were not found");
  assert.deepEqual(belowBaseline(result, baseline), [], renderFidelity(result));
});

test("every recorded relay is Claude Code → Codex → Gemini CLI → Claude Code, each hop with the hook calls it made", () => {
  for (const name of recordedRelays(RELAYS_DIR)) {
    const relay = JSON.parse(readFileSync(join(RELAYS_DIR, name, "relay.json"), "utf8")) as {
      hops: { agent: string; file: string }[];
    };
    assert.deepEqual(
      relay.hops.map((h) => h.agent),
      ["claude", "codex", "gemini", "claude"],
      name,
    );
    for (const hop of relay.hops) {
      const record = JSON.parse(readFileSync(join(RELAYS_DIR, name, hop.file), "utf8")) as {
        tape: { input: { hook_event_name: string } }[];
      };
      const events = record.tape.map((t) => t.input.hook_event_name);
      assert.ok(
        events.includes("SessionStart") && events.includes("SessionEnd"),
        `${name} ${hop.file}`,
      );
    }
    const file = join(RELAYS_DIR, name, "questions.json");
    assert.ok(parseQuestions(readFileSync(file, "utf8"), file).length >= 10, name);
  }
});

test("a question is answered by any expect pattern, and a forbidden match makes it wrong whatever matched", () => {
  const briefings = [
    "",
    "Objective: continue where the last session left off\nuse  full\n jitter",
    "",
  ];
  const answers = scoreRelay("r", briefings, [
    question({ id: "substring", expect: ["nothing here", "USE FULL JITTER"] }),
    question({
      id: "forbidden",
      expect: ["full jitter"],
      forbid: ["/Objective: continue where/i"],
    }),
    question({ id: "missing", expect: ["equal jitter"] }),
    question({ id: "only-forbid", forbid: ["hunter2"] }),
  ]);
  assert.deepEqual(
    answers.map((a) => [a.id, a.answered, a.wrong?.match ?? null]),
    [
      ["substring", true, null],
      ["forbidden", false, "Objective: continue where"],
      ["missing", false, null],
      ["only-forbid", true, null],
    ],
  );
  assert.equal(percent(answers), 50);
});

test("a regex pattern sees the briefing's lines; a substring ignores how whitespace runs", () => {
  const drift = toMatcher("/DRIFTED[^\\n]*\\.codex\\//");
  assert.equal(
    drift("- DRIFTED working tree — new dirty file: .codex/"),
    "DRIFTED working tree — new dirty file: .codex/",
  );
  assert.equal(drift("DRIFTED: 1 of 3 claims\n- .codex/ was installed"), null);
  assert.equal(
    toMatcher("keep the max delay at 30 s")("rules: keep the max\n  delay at 30 s;"),
    "keep the max delay at 30 s",
  );
});

test("a question asked of a hop the relay does not have, or malformed, is refused with where it is", () => {
  assert.throws(
    () => scoreRelay("r", ["", ""], [question({ hops: [3], expect: ["x"] })]),
    /asks hop 3/,
  );
  assert.throws(
    () =>
      parseQuestions(
        JSON.stringify({ questions: [{ id: "a", question: "?", hops: [2] }] }),
        "q.json",
      ),
    /q\.json: questions\[0\]: a question needs expect or forbid patterns/,
  );
  assert.throws(
    () =>
      parseQuestions(
        JSON.stringify({ questions: [{ id: "a", question: "?", hops: [2], expect: ["/(/"] }] }),
        "q.json",
      ),
    /q\.json: questions\[0\]\.expect: \/\(\/ is not a valid regex/,
  );
});

test("--check's rule: any relay or the overall score below the baseline is named", () => {
  const result: FidelityResult = {
    relays: [
      {
        name: "a",
        agents: [],
        questions: [],
        answers: [],
        score: 40,
        live: { recorded: [], replayed: [] },
      },
    ],
    score: 40,
    answered: 4,
    asked: 10,
  };
  assert.deepEqual(belowBaseline(result, { score: 40, relays: { a: 40 } }), []);
  assert.deepEqual(belowBaseline(result, { score: 41, relays: { a: 45, gone: 10 } }), [
    "overall 40 % < baseline 41 %",
    "a 40 % < baseline 45 %",
    "gone: no longer recorded",
  ]);
});
