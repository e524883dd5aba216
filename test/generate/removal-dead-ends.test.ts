/**
 * Dead ends said by their effect, judged and shown (`removal-dead-ends.ts`): the session's own
 * code taken out is a dead end with what went; code an earlier session of the relay put in (a
 * file the work changed before) too, and it carries to later hops; code nobody of this work wrote
 * is clean-up, the sentence keeps its kind; a dead end whose thing the code declares again is
 * gone.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import {
  tookOutMark,
  withoutPutBack,
  withRemovalShown,
} from "../../src/generate/removal-dead-ends.js";
import { withoutReversed } from "../../src/generate/reversed-conclusions.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { TranscriptSummary } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const SAID = "The totals jumped around between runs, so that helper is gone.";

test("the mark names what went and where from", () => {
  assert.equal(
    tookOutMark({ names: ["priceCache"], path: "src/prices.js" }),
    " (took out `priceCache` in src/prices.js)",
  );
  assert.equal(tookOutMark({ names: ["src/old.js"], path: null }), " (took out `src/old.js`)");
  assert.equal(tookOutMark({ names: [], path: "src/watch.c" }), " (took out code of src/watch.c)");
});

test("whose code it was decides: own, an earlier session's file, or nobody's of this work", () => {
  const took = { names: ["shuffleRows"], path: "src/totals.js" };
  const none = () => false;
  assert.deepEqual(
    withRemovalShown({ kind: "decision", text: SAID, took_out: { ...took, own: true } }, none),
    { kind: "dead_end", text: `${SAID} (took out \`shuffleRows\` in src/totals.js)` },
  );
  const theirs = { ...took, own: false, was: "decision" as const };
  assert.deepEqual(
    withRemovalShown(
      { kind: "dead_end", text: SAID, took_out: theirs },
      (p) => p === "src/totals.js",
    ),
    { kind: "dead_end", text: `${SAID} (took out \`shuffleRows\` in src/totals.js)` },
  );
  assert.deepEqual(withRemovalShown({ kind: "dead_end", text: SAID, took_out: theirs }, none), {
    kind: "decision",
    text: SAID,
  });
  const { was: _, ...found } = theirs;
  assert.equal(withRemovalShown({ kind: "dead_end", text: SAID, took_out: found }, none), null);
});

test("a carried dead end whose thing is declared again is gone; others stay", () => {
  const list = [
    { kind: "dead_end", text: `${SAID} (took out \`shuffleRows\` in src/totals.js)`, old: true },
    {
      kind: "dead_end",
      text: "The cache showed stale prices. (took out `priceCache` in a.js)",
      old: true,
    },
  ];
  const kept = withoutPutBack(
    list,
    [
      { name: "shufflerows", path: "src/totals.js", line: "function shuffleRows(rows) {" },
      { name: "pricecache", path: null, line: null },
    ],
    (e) => e.old,
  );
  assert.deepEqual(
    kept.map((e) => e.text),
    ["The cache showed stale prices. (took out `priceCache` in a.js)"],
  );
});

/** A packet of a hop whose session concluded `conclusions`, after `previous`. */
function hop(
  conclusions: TranscriptSummary["conclusions"],
  previous: Packet | null,
  date: string,
): Packet {
  const s = makeSessionSnapshot();
  const t = s.transcript as TranscriptSummary;
  t.conclusions = conclusions;
  t.date = date;
  t.user_messages = ["continue"];
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

test("code an earlier hop put in, taken out by the next with words of its effect: a dead end carried on", () => {
  const first = hop([], null, "2026-12-01");
  const withFile = { ...first, changed_files: [...first.changed_files, "src/totals.js"] };
  const took = {
    names: ["shuffleRows"],
    path: "src/totals.js",
    own: false,
    was: "decision" as const,
  };
  const second = hop([{ kind: "decision", text: SAID, took_out: took }], withFile, "2026-12-02");
  const shown = `${SAID} (took out \`shuffleRows\` in src/totals.js)`;
  assert.deepEqual(
    second.conclusions.filter((c) => c.text.startsWith(SAID)).map((c) => [c.kind, c.text]),
    [["dead_end", shown]],
  );
  const third = hop([], second, "2026-12-03");
  assert.deepEqual(
    third.conclusions.filter((c) => c.text.startsWith(SAID)).map((c) => [c.kind, c.date]),
    [["dead_end", "2026-12-02"]],
  );
  // The file no session of this work changed before: clean-up, told as the words said it.
  const alone = hop([{ kind: "decision", text: SAID, took_out: took }], first, "2026-12-02");
  assert.deepEqual(
    alone.conclusions.filter((c) => c.text.startsWith(SAID)).map((c) => [c.kind, c.text]),
    [["decision", SAID]],
  );
});

test("a dead end said next to a removal leaves out no earlier decision that names what its words name", () => {
  const label = { agent: "claude", date: "2026-12-02", packet: null };
  const decided = {
    kind: "decision",
    text: "lib/slots.js keeps the opening hours in minutes since midnight.",
    agent: "gemini",
    date: "2026-12-01",
    packet: "0123456789abcdef",
  };
  const ended = {
    kind: "dead_end",
    text: "lib/slots.js books a table every SLOT_MINUTES again. (took out `CLEANUP_MIN` in lib/slots.js)",
    ...label,
  };
  assert.deepEqual(withoutReversed([decided, ended]), [decided, ended]);
});
