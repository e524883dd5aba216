/**
 * When the relay's conclusions outgrow the room for them, each session's strongest stays before
 * any session's second: a talkative later session no longer pushes every conclusion of the
 * first one out of the packet (its cap of 30) while they still hold. And a decision or finding
 * a later dead end abandoned, or a later session measured anew, no longer stands.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  conclusionStrength,
  keepOrder,
  splitByStrength,
  withoutBareRestatements,
} from "../../src/generate/conclusion-rank.js";
import { generate } from "../../src/generate/index.js";
import type { Conclusion, Packet } from "../../src/model/packet/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const entry = (agent: string, n: number, kind: Conclusion["kind"], text: string): Conclusion => ({
  kind,
  text,
  agent,
  date: `2026-12-0${n}`,
  packet: `${n}`.repeat(16),
});

test("strength: a dead end, a reason, a measurement", () => {
  assert.ok(
    conclusionStrength({ kind: "dead_end", text: "Took the pool out: 8 jobs at most." }) >
      conclusionStrength({ kind: "decision", text: "Took the pool out: 8 jobs at most." }),
  );
  assert.ok(
    conclusionStrength({ kind: "decision", text: "The queue is a Vec: it never holds more." }) >
      conclusionStrength({ kind: "decision", text: "The queue is a Vec now." }),
  );
});

test("a reason said in words outranks a colon that only details what was done", () => {
  for (const [why, what] of [
    [
      "Keys carry a UTC timestamp, so two branches never claim one number.",
      "Keys now carry the timestamp: 14 digits, UTC.",
    ],
    [
      "I cache by a sha1 of the bytes rather than the path, so that an edited photo gets a new key.",
      "thumbKey() takes the bytes: the first 12 hex digits of their sha1.",
    ],
    [
      "La clave lleva la fecha porque dos ramas no pueden pedir el mismo número.",
      "La clave lleva la fecha: 14 cifras.",
    ],
    [
      "Der Schlüssel trägt das Datum, weil zwei Zweige sonst dieselbe Nummer ziehen.",
      "Der Schlüssel trägt das Datum: 14 Ziffern.",
    ],
  ] as const) {
    assert.ok(
      conclusionStrength({ kind: "decision", text: why }) >
        conclusionStrength({ kind: "decision", text: what }),
      why,
    );
    assert.ok(
      conclusionStrength({ kind: "decision", text: what }) >
        conclusionStrength({ kind: "decision", text: "thumbKey() takes the bytes now." }),
      what,
    );
  }
  // The first session's why, then its newer what: with room for one line of it, the why stays.
  const list = [
    entry(
      "claude",
      1,
      "decision",
      "I cache by a sha1 of the bytes rather than the path, so that an edited photo gets a new key.",
    ),
    entry(
      "claude",
      1,
      "decision",
      "thumbKey() takes the bytes: the first 12 hex digits of their sha1.",
    ),
    entry(
      "codex",
      2,
      "decision",
      "bin/thumbs.js clamps widths above 2000 px because the CDN refuses them.",
    ),
    entry("gemini", 3, "decision", "README.md lists --size: widths in px."),
  ];
  assert.deepEqual(
    splitByStrength(list, 3).kept.map((c) => c.text),
    [list[0]?.text, list[2]?.text, list[3]?.text],
  );
});

test("each session's strongest first, newest session first in each round", () => {
  const list = [
    entry("claude", 1, "decision", "Old plain one."),
    entry("claude", 1, "dead_end", "Old dead end: it doubled the bundle."),
    entry("codex", 2, "decision", "Newer plain one."),
    entry("codex", 2, "decision", "Newer with reason: so it holds."),
  ];
  assert.deepEqual(keepOrder(list), [3, 1, 2, 0]);
  const { kept, moved } = splitByStrength(list, 2);
  assert.deepEqual(
    kept.map((c) => c.text),
    ["Old dead end: it doubled the bundle.", "Newer with reason: so it holds."],
  );
  assert.deepEqual(
    moved.map((c) => c.text),
    ["Old plain one.", "Newer plain one."],
  );
});

/** One hop of the relay: a session of `agent` on day `n` that concluded `conclusions`. */
function hop(
  agent: string,
  n: number,
  conclusions: { kind: Conclusion["kind"]; text: string }[],
  previous: Packet | null,
): Packet {
  const s = makeSessionSnapshot();
  const t = s.transcript!;
  t.agent = agent as typeof t.agent;
  t.date = `2026-12-0${n}`;
  t.user_messages = [`Carry on with step ${n} of the export in src/export.ts.`];
  // A summary lists its conclusions newest first.
  t.conclusions = [...conclusions].reverse();
  t.agent_report = `Step ${n} is done.`;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

/** `count` plain conclusions of a talkative session, each naming its own file. */
const chatter = (n: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    kind: "decision" as const,
    text: `src/step${n}/part${i}.ts holds part ${i} of step ${n} now.`,
  }));

test("four hops: the first session's strongest conclusion outlasts three talkative sessions", () => {
  const strongest =
    "Took csv-stringify out of package.json again: 2 MB of dependencies for a 20-line writer in src/export.ts.";
  const p1 = hop(
    "claude",
    1,
    [
      { kind: "decision", text: "src/export.ts writes one file per 5000 rows." },
      { kind: "dead_end", text: strongest },
    ],
    null,
  );
  const p2 = hop("codex", 2, chatter(2, 12), p1);
  const p3 = hop("gemini", 3, chatter(3, 12), p2);
  const p4 = hop("claude", 4, chatter(4, 12), p3);
  assert.ok(p4.conclusions.length <= 30);
  assert.ok(
    p4.conclusions.some((c) => c.text === strongest && c.agent === "claude" && c.packet === p1.id),
    "the first hop's dead end is still carried",
  );
  // Every session keeps at least one.
  for (const agent of ["codex", "gemini"]) assert.ok(p4.conclusions.some((c) => c.agent === agent));
});

test("a decision a later session abandoned, or measured anew, no longer stands; others do", () => {
  const p1 = hop(
    "gemini",
    1,
    [
      {
        kind: "decision",
        text: "Rates are cached with lru_cache in tariffs/lookup.py: a lookup takes 2 ms instead of 40 ms.",
      },
      { kind: "decision", text: "Slugs are cut at 60 characters in src/slug.ts, on a hyphen." },
      { kind: "fact", text: "The tariff files are UTF-8 with a BOM; tariffs/load.py strips it." },
    ],
    null,
  );
  const p2 = hop(
    "opencode",
    2,
    [
      {
        kind: "dead_end",
        text: "lru_cache: out. It keys on the arguments alone, so a changed tariff file kept the old rates.",
      },
      { kind: "decision", text: "Slugs are cut at 80 characters now; npm test passes." },
    ],
    p1,
  );
  const texts = p2.conclusions.map((c) => c.text);
  assert.ok(!texts.some((t) => t.startsWith("Rates are cached with lru_cache")), texts.join("\n"));
  assert.ok(!texts.some((t) => t.startsWith("Slugs are cut at 60")), texts.join("\n"));
  assert.ok(texts.some((t) => t.startsWith("The tariff files are UTF-8")));
  assert.ok(texts.some((t) => t.startsWith("lru_cache: out.")));
  assert.ok(texts.some((t) => t.startsWith("Slugs are cut at 80")));
});

test("a bare restatement of what another conclusion of the session says with its reason goes", () => {
  const why = {
    kind: "decision" as const,
    text: "Widths above 2000 px are clamped in bin/thumbs.js because the CDN refuses larger ones.",
  };
  const cases: [string, boolean][] = [
    // Every name it names is named by the reasoned one, and it gives no reason: it goes.
    ["bin/thumbs.js takes --size now.", false],
    ["`bin/thumbs.js` has the flag now.", false],
    // A value of its own, a thing the reasoned one does not name, a clause, a dead end: stay.
    ["bin/thumbs.js defaults to 320 px.", true],
    ["bin/thumbs.js and src/resize.js take --size now.", true],
    ["bin/thumbs.js takes --size now: one flag for both.", true],
    ["The --size flag is in place.", true],
  ];
  for (const [text, stays] of cases) {
    const kept = withoutBareRestatements([why, { kind: "decision" as const, text }]);
    assert.equal(kept.length === 2, stays, text);
  }
  const dead = { kind: "dead_end" as const, text: "bin/thumbs.js lost its --fast flag again." };
  assert.equal(withoutBareRestatements([why, dead]).length, 2);
  // Without a reasoned one, nothing goes.
  assert.equal(
    withoutBareRestatements([
      { kind: "decision" as const, text: "bin/thumbs.js takes --size now." },
    ]).length,
    1,
  );
});
