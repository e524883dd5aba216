import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  baselineOf,
  belowBaseline,
  type FidelityResult,
  HOLDOUT,
  measureFidelity,
  partOf,
  RELAYS_DIR,
  type RelayScore,
  readBaseline,
} from "../../bench/fidelity.js";
import { renderFidelity } from "../../bench/fidelity/render.js";
import { onlyMissingNext, recordedRelays } from "../../bench/fidelity/replay.js";
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

test("the recorded relays replayed against this build score at least bench/fidelity-baseline.json, tuning and held-out parts each", async () => {
  const result = await measureFidelity();
  const baseline = readBaseline();
  assert.ok(
    result.tuning.relays.length >= 3,
    "the relays under test/fixtures/relays/ were not found",
  );
  assert.ok((result.holdout?.relays.length ?? 0) >= 2, "the held-out relays were not found");
  assert.ok(baseline.holdout !== undefined, "the baseline has no floor for the held-out relays");
  assert.deepEqual(belowBaseline(result, baseline), [], renderFidelity(result));
});

interface RelayFile {
  hops: { agent: string; file: string }[];
}

/** Every recorded relay, tuning and held out, with its folder. */
function corpus(): { name: string; dir: string; relay: RelayFile }[] {
  return [RELAYS_DIR, join(RELAYS_DIR, HOLDOUT)].flatMap((root) =>
    recordedRelays(root).map((name) => ({
      name,
      dir: join(root, name),
      relay: JSON.parse(readFileSync(join(root, name, "relay.json"), "utf8")) as RelayFile,
    })),
  );
}

test("the corpus: at least 16 recorded sessions of four agents, four relays of several hops", () => {
  const relays = corpus();
  const sessions = relays.flatMap((r) => r.relay.hops);
  assert.ok(sessions.length >= 16, `${sessions.length} sessions`);
  assert.deepEqual([...new Set(sessions.map((h) => h.agent))].sort(), [
    "claude",
    "codex",
    "gemini",
    "opencode",
  ]);
  assert.ok(relays.filter((r) => r.relay.hops.length >= 3).length >= 4);
});

test("a third of the corpus's sessions held out", () => {
  const relays = corpus();
  const sessions = relays.flatMap((r) => r.relay.hops);
  const held = relays
    .filter((r) => r.dir.startsWith(join(RELAYS_DIR, HOLDOUT)))
    .flatMap((r) => r.relay.hops);
  assert.ok(held.length * 3 >= sessions.length, `${held.length} of ${sessions.length} held out`);
});

test("every recorded hop has the handoff calls it made: a hooked agent's SessionStart and a writing SessionEnd or Stop, OpenCode's resume and write by hand", () => {
  for (const { name, dir, relay } of corpus()) {
    for (const hop of relay.hops) {
      const record = JSON.parse(readFileSync(join(dir, hop.file), "utf8")) as {
        tape: { args: string[]; input: { hook_event_name?: string } }[];
      };
      if (hop.agent === "opencode") {
        assert.deepEqual(
          record.tape.map((t) => t.args[0]),
          ["resume", "write"],
          `${name} ${hop.file}`,
        );
        continue;
      }
      // Codex CLI's SessionEnd of a relay's last hop never reached the tape (its Stop did, and
      // wrote): a hop needs its SessionStart and one event that writes.
      const events = record.tape.map((t) => t.input.hook_event_name);
      assert.ok(
        events.includes("SessionStart") &&
          (events.includes("SessionEnd") || events.includes("Stop")),
        `${name} ${hop.file}`,
      );
    }
    const file = join(dir, "questions.json");
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

const relayScore = (name: string, score: number): RelayScore => ({
  name,
  agents: [],
  questions: [],
  answers: [],
  score,
  live: { recorded: [], replayed: [] },
});

test("--check's rule: any relay or overall score of either part below its baseline is named", () => {
  const result: FidelityResult = {
    tuning: { ...partOf([relayScore("a", 40)]), score: 40 },
    holdout: { ...partOf([relayScore("h", 70)]), score: 70 },
  };
  assert.deepEqual(
    belowBaseline(result, {
      score: 40,
      relays: { a: 40 },
      holdout: { score: 70, relays: { h: 70 } },
    }),
    [],
  );
  assert.deepEqual(
    belowBaseline(result, {
      score: 41,
      relays: { a: 45, gone: 10 },
      holdout: { score: 71, relays: { h: 75 } },
    }),
    [
      "overall 40 % < baseline 41 %",
      "a 40 % < baseline 45 %",
      "gone: no longer recorded",
      "holdout overall 70 % < baseline 71 %",
      "holdout h 70 % < baseline 75 %",
    ],
  );
});

test("the held-out part fails --check only on a drop: below 100 % at its own baseline passes, and a baseline without it checks the tuning part alone", () => {
  const result: FidelityResult = {
    tuning: { ...partOf([relayScore("a", 100)]), score: 100 },
    holdout: { ...partOf([relayScore("h", 62.5)]), score: 62.5 },
  };
  assert.deepEqual(belowBaseline(result, baselineOf(result)), []);
  assert.deepEqual(baselineOf(result), {
    score: 100,
    relays: { a: 100 },
    holdout: { score: 62.5, relays: { h: 62.5 } },
  });
  assert.deepEqual(belowBaseline(result, { score: 100, relays: { a: 100 } }), []);
});

test("--tuning replays the tuning part alone: nothing of the held-out part is printed, its floor is kept and not checked", () => {
  const result: FidelityResult = {
    tuning: { ...partOf([relayScore("a", 90)]), score: 90 },
    holdout: null,
  };
  const before = { score: 80, relays: { a: 80 }, holdout: { score: 99, relays: { h: 99 } } };
  assert.deepEqual(belowBaseline(result, before), []);
  assert.deepEqual(baselineOf(result, before), {
    score: 90,
    relays: { a: 90 },
    holdout: { score: 99, relays: { h: 99 } },
  });
  const text = renderFidelity(result);
  assert.doesNotMatch(text, /Held-out|holdout \d/);
  assert.match(text, /score: tuning 90 %[^\n]*not replayed/);
});

test("the table prints the tuning and the held-out scores apart", () => {
  const answer = (hop: number, answered: boolean) => ({
    relay: "x",
    id: "q",
    hop,
    answered,
    wrong: null,
  });
  const text = renderFidelity({
    tuning: partOf([{ ...relayScore("t", 100), answers: [answer(2, true)] }]),
    holdout: partOf([{ ...relayScore("h", 50), answers: [answer(2, true), answer(3, false)] }]),
  });
  assert.match(text, /Tuning relays[^\n]*:\n/);
  assert.match(text, /Held-out relays[^\n]*:\n/);
  assert.match(
    text,
    /score: tuning 100 % \(1\/1 answered, 0 wrong\); holdout 50 % \(1\/2 answered, 0 wrong\)/,
  );
});

test("the held-out part names its misses only with --holdout-details; the tuning part always does", () => {
  const asked = (id: string) => question({ id, question: `what does ${id} ask?`, hops: [2] });
  const missed = (relay: string, id: string, wrong: boolean) => ({
    relay,
    id,
    hop: 2,
    answered: false,
    wrong: wrong ? { pattern: "/old rule/", match: `line of ${id}` } : null,
  });
  const part = (name: string) =>
    partOf([
      {
        ...relayScore(name, 0),
        questions: [asked(`${name}-q1`), asked(`${name}-q2`)],
        answers: [missed(name, `${name}-q1`, false), missed(name, `${name}-q2`, true)],
      },
    ]);
  const result = { tuning: part("tune"), holdout: part("held") };
  const plain = renderFidelity(result);
  assert.match(plain, /what does tune-q1 ask\?/);
  assert.match(plain, /line of tune-q2/);
  assert.doesNotMatch(plain, /held-q1|held-q2/);
  assert.match(plain, /^ {2}held: 1 unanswered, 1 wrong$/m);
  assert.match(plain, /score: tuning 0 %[^\n]*holdout 0 % \(0\/2 answered, 1 wrong\)/);
  const detailed = renderFidelity(result, { holdoutDetails: true });
  assert.match(detailed, /held hop 2 held-q1: what does held-q1 ask\?/);
  assert.match(detailed, /held hop 2 held-q2: forbidden \/old rule\/ matched "line of held-q2"/);
});

test("a hand-typed write refused for its next action alone is written again without one; any other refusal stands", () => {
  const refusal = (...reasons: string[]) =>
    `handoff write: refused to write the packet:\n${reasons.map((r) => `  - ${r}`).join("\n")}\n`;
  assert.equal(onlyMissingNext(refusal('no next action: pass --next "…"')), true);
  assert.equal(
    onlyMissingNext(refusal('no next action: pass --next "…"', "a secret in the input")),
    false,
  );
  assert.equal(onlyMissingNext(refusal("the verification report is stale")), false);
  assert.equal(onlyMissingNext(""), false);
});
