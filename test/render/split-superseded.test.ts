import assert from "node:assert/strict";
import { test } from "node:test";
import { splitPartlySuperseded } from "../../src/render/labels.js";

const by = { text: "Retries wait 5 s now.", agent: "codex", date: "2026-12-05" };

test("a message one sentence of which was reversed is two entries: the rest in force, the sentence superseded", () => {
  const message = {
    text: "Some context first.\nWrite retry() in src/net.js. Wait 2 s between tries. Never touch vendor/.",
    agent: "claude",
    date: "2026-12-04",
    superseded_by: { ...by, part: "Wait 2 s between tries" },
  };
  const [inForce, reversed, ...more] = splitPartlySuperseded([message]);
  assert.deepEqual(more, []);
  assert.equal(
    inForce?.text,
    "Some context first.\nWrite retry() in src/net.js. Never touch vendor/.",
  );
  assert.equal(inForce?.superseded_by, undefined);
  assert.equal(reversed?.text, "Wait 2 s between tries");
  assert.deepEqual(reversed?.superseded_by, by);
});

test("a whole reversal, a rule in force and a part the text does not hold are left as they are", () => {
  const whole = { text: "Wait 2 s between tries.", superseded_by: by };
  const inForce = { text: "Never touch vendor/." };
  const cut = { text: "Wait 2 s between tries.", superseded_by: { ...by, part: "Wait 3 s" } };
  assert.deepEqual(splitPartlySuperseded([whole, inForce, cut]), [whole, inForce, cut]);
  // nothing left beside the reversed sentence: the message is that sentence, superseded
  const only = {
    text: "Wait 2 s between tries.",
    superseded_by: { ...by, part: "Wait 2 s between tries" },
  };
  assert.deepEqual(splitPartlySuperseded([only]), [
    { text: "Wait 2 s between tries", superseded_by: by },
  ]);
});
