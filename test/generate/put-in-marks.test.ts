/**
 * The mark of the code a decision's edit put in (`removal-dead-ends.ts`, `stale-conclusions.ts`):
 * shown only on a sentence naming no identifier and within the conclusion cap; the same
 * session's own removal marked as taken out; a later session's removal of a marked name (plain
 * or shaped like code) abandons it, and so does a later dead end naming it; the readings of
 * values leave the mark out.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { putInMark, withoutPutBack, withPutInShown } from "../../src/generate/removal-dead-ends.js";
import {
  namesTakenOut,
  putInMarkNames,
  withOutdatedValuesMarked,
  withoutPutInMark,
} from "../../src/generate/stale-conclusions.js";
import { withoutReversed } from "../../src/generate/reversed-conclusions.js";
import { hashWord } from "../../src/util/name-hash.js";

const ROUND = "Fares go up to the next whole ten: the counters keep no coins.";
const PUT = { names: ["_round_up_ten"], path: "fares.py" };
const none = () => false;

test("withPutInShown: the mark on a sentence naming no identifier, within the cap", () => {
  assert.deepEqual(withPutInShown({ kind: "decision", text: ROUND }, PUT, none), {
    kind: "decision",
    text: `${ROUND} (wrote \`_round_up_ten\` in fares.py)`,
  });
  // No put-in, a sentence naming code of its own, a mark past the cap: as it is.
  for (const [text, put] of [
    [ROUND, undefined],
    ["Rounding in `_round_up_ten` keeps the counters free of coins.", PUT],
    [`${"x".repeat(270)}.`, PUT],
  ] as const) {
    const c = { kind: "decision", text };
    assert.deepEqual(withPutInShown(c, put, none), c, text);
  }
  // Made a dead end by the session's own later edit: said so, as a later removal would be.
  const gone = (name: string) => name === "_round_up_ten";
  assert.equal(
    withPutInShown({ kind: "dead_end", text: ROUND }, PUT, gone).text,
    `${ROUND} (wrote \`_round_up_ten\` in fares.py) — taken out since: \`_round_up_ten\``,
  );
});

test("a marked name taken out later abandons the sentence, plain or shaped like code", () => {
  const two = { names: ["roundup", "FARE_STEP"], path: "src/fares.py" };
  const text = `${ROUND}${putInMark(two)}`;
  assert.deepEqual(putInMarkNames(text), ["roundup", "fare_step"]);
  assert.equal(withoutPutInMark(text), ROUND);
  // A plain name (`def roundup`) is tied by the mark, as a name shaped like code is.
  const out = (names: string[]) => ({ names: new Set(names.map(hashWord)), files: [] });
  assert.equal(namesTakenOut(text, out(["roundup"])), "roundup");
  assert.equal(namesTakenOut(text, out(["fare_step"])), "FARE_STEP");
  assert.equal(namesTakenOut(text, out(["fares"])), null);
  assert.equal(namesTakenOut(ROUND, out(["roundup"])), null);
});

test("a sentence about the code it wrote and what that replaced: marked, and only the mark ties it", () => {
  const said =
    "`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was, so the tank is split by shares.";
  const put = { names: ["CALF_SHARE"], path: "src/feed.py" };
  const marked = withPutInShown({ kind: "decision", text: said }, put, none).text;
  assert.equal(marked, `${said} (wrote \`CALF_SHARE\` in src/feed.py)`);
  const out = (names: string[]) => ({ names: new Set(names.map(hashWord)), files: [] });
  // What it replaced is gone: it went before the sentence was said.
  assert.equal(namesTakenOut(marked, out(["calf_ml_per_day"])), null);
  // The code it wrote taken out since: abandoned.
  assert.equal(namesTakenOut(marked, out(["calf_share", "calf_ml_per_day"])), "CALF_SHARE");
  // Unmarked, the name gone abandons it: `CALF_SHARE` shares one word with it, no rename.
  assert.equal(namesTakenOut(said, out(["calf_ml_per_day"])), "CALF_ML_PER_DAY");
});

test("a later dead end naming the marked code reverses the sentence; one of another file does not", () => {
  const label = (agent: string) => ({ agent, date: "2026-11-10", packet: null });
  const list = [
    {
      kind: "fact",
      text: `${ROUND}${putInMark({ names: ["roundUp"], path: "src/fares.py" })}`,
      ...label("claude"),
    },
    {
      kind: "dead_end",
      text: "src/transliterate.js goes again: nothing to transliterate.",
      ...label("codex"),
    },
    { kind: "dead_end", text: "`roundUp` is out: the counters take coins now.", ...label("codex") },
  ];
  // Only the dead end naming the marked code reverses it.
  assert.equal(withoutReversed(list.slice(0, 2)).length, 2);
  assert.equal(withoutReversed(list).length, 2);
});

test("the readings of values leave the mark out: the edit wrote other things too", () => {
  const fact =
    "NFD only splits é into e and a combining accent, U+0301, so the range of 112 marks goes after normalize().";
  const list = [
    {
      kind: "fact",
      text: `${fact}${putInMark({ names: ["slugify", "MAX_SLUG"], path: "src/slug.js" })}`,
      agent: "claude",
      date: "2026-12-01",
      packet: "0123456789abcdef",
    },
    {
      kind: "decision",
      text: "Slugs are cut at 80 characters now.",
      agent: "codex",
      date: "2026-12-02",
      packet: null,
    },
  ];
  const named = [{ name: "max_slug", path: "src/slug.js", line: "export const MAX_SLUG = 80;" }];
  const earlier = (c: { packet: string | null }) => c.packet !== null;
  assert.deepEqual(withOutdatedValuesMarked(list, named, earlier), list);
});

test("a decision abandoned with its put-in code stands again once the code is declared again", () => {
  const marked = `${ROUND} (wrote \`_round_up_ten\` in fares.py)`;
  const gone = {
    kind: "dead_end",
    text: `${marked} — taken out since: \`_round_up_ten\``,
    packet: "0123456789abcdef",
  };
  const earlier = (c: { packet: string | null }) => c.packet !== null;
  const back = [{ name: "_round_up_ten", path: "fares.py", line: "def _round_up_ten(x):" }];
  assert.deepEqual(withoutPutBack([gone], back, earlier), [
    { ...gone, kind: "decision", text: marked },
  ]);
  // Still gone, or another thing declared: it stays abandoned.
  const still = [{ name: "_round_up_ten", path: "fares.py", line: null }];
  assert.deepEqual(withoutPutBack([gone], still, earlier), [gone]);
  const other = [{ name: "fare_step", path: "fares.py", line: "FARE_STEP = 10" }];
  assert.deepEqual(withoutPutBack([gone], other, earlier), [gone]);
});

test("a sentence naming a gone name beside its standing replacement tells of the change; beside other code it is abandoned", () => {
  const out = (names: string[]) => ({ names: new Set(names.map(hashWord)), files: [] });
  const swap =
    "jarCostIsPerLitre checked the old price of 40 cents a litre; jarCostIsPerJar replaces it.";
  assert.equal(namesTakenOut(swap, out(["jarcostisperlitre"])), null);
  const rename = "`JAR_CENTS_PER_JAR 120` now stands where `JAR_CENTS_PER_LITRE 40` was.";
  assert.equal(namesTakenOut(rename, out(["jar_cents_per_litre"])), null);
  // Other code beside the gone name is no replacement of it: the approach went.
  const helper = "roundUp() rounds each fare up before bill_total adds them.";
  assert.equal(namesTakenOut(helper, out(["roundup"])), "roundUp");
  // One word of two shared is two things of one kind; a word of how much or "per" is none.
  const night = "Night stays pay NIGHT_SURCHARGE = 3 on top from NIGHT_START, 22:00.";
  assert.equal(namesTakenOut(night, out(["night_surcharge"])), "NIGHT_SURCHARGE");
  const two = "STARTER_CENTS_PER_BATCH stays 200; JAR_CENTS_PER_LITRE sets the jar.";
  assert.equal(namesTakenOut(two, out(["jar_cents_per_litre"])), "JAR_CENTS_PER_LITRE");
});
