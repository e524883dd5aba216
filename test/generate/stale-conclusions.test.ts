/**
 * Which changed line replaced a value a conclusion states (the old value as code writes it, and
 * the line's identifier or its stem named), and how an earlier session's conclusion so replaced
 * is marked or left out; what names a thing this session took out, and an earlier session's
 * conclusion about it made a dead end: tables of positive and negative examples in several
 * languages.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  namesTakenOut,
  outdatedBy,
  replacingChange,
  takenOutBy,
  withOutdatedValuesMarked,
  withReplacedValuesMarked,
  withTakenOutAbandoned,
} from "../../src/generate/stale-conclusions.js";
import { hashWord } from "../../src/util/name-hash.js";
import type { NamedCode, ValueChange } from "../../src/model/snapshot/types.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const change = (path: string, before: string, after: string, line: string): ValueChange => ({
  path,
  before,
  after,
  line,
});

const SLOTS = change("lib/slots.js", "90", "120", "const SLOT_MINUTES = 120;");
const RETRIES = change("pay/client.py", "3", "5", "MAX_RETRIES = 5");
const DELAY = change("src/retry.ts", "1500", "2000", "export const retryDelayMs = 2000;");
const PAGE = change("web/list.go", "20", "50", "const pageSize = 50");

test("replacingChange: the old value as code writes it, and the line's thing named", () => {
  const changes = [SLOTS, RETRIES, DELAY, PAGE];
  const yes: [string, ValueChange][] = [
    ["Slots are 90 minutes long, so the last one starts at 21:30.", SLOTS],
    ["Each slot lasts an hour and a half: 90 minutes.", SLOTS],
    ["MAX_RETRIES is 3: the gateway bans a client after four.", RETRIES],
    ["MAX_RETRIES es 3: la pasarela bloquea al cliente tras cuatro.", RETRIES],
    ["Retries wait 1.5 s between attempts, so the gateway never sees a burst.", DELAY],
    ["Zwischen zwei Versuchen wartet retryDelayMs 1500 ms.", DELAY],
    ["pageSize ist 20, damit die Liste auf ein Telefon passt.", PAGE],
  ];
  for (const [text, expected] of yes) assert.equal(replacingChange(text, changes), expected, text);
  const no = [
    // The value, but not the thing: nothing ties the sentence to the line.
    "The cache keeps 90 entries in src/cache.ts.",
    "Uploads give up after 3 attempts in src/upload.ts.",
    // The thing, but another value, or the new value already.
    "Slots are 60 minutes at lunch, set in lib/lunch.js.",
    "Slots are 120 minutes long now, the last one at 20:00.",
    "MAX_RETRIES went from 3 to 5 when the gateway allowed it.",
    // A unit word alone is no tie ("minutes" is no part of what SLOT_MINUTES names).
    "The backup runs for 90 minutes every night.",
  ];
  for (const text of no) assert.equal(replacingChange(text, changes), null, text);
});

test("replacingChange: a change of a value too common to tie anything is never read", () => {
  const one = change("src/pool.ts", "1", "4", "const WORKERS = 4;");
  assert.equal(replacingChange("WORKERS is 1: the queue is not thread-safe.", [one]), null);
});

const entry = (kind: string, text: string, agent: string, packet: string | null) => ({
  kind,
  text,
  agent,
  date: "2026-12-01",
  packet,
});
const OLD = "Slots are 90 minutes long, so the last one starts at 21:30.";

test("an earlier session's conclusion so replaced is marked, a dead end; this session's stays", () => {
  const list = [
    entry("decision", OLD, "gemini", "0123456789abcdef"),
    entry("decision", "lib/slots.js reads CLOSING once.", "codex", null),
  ];
  const earlier = (c: (typeof list)[number]) => c.packet !== null;
  assert.deepEqual(
    withReplacedValuesMarked(list, [SLOTS], earlier).map((c) => [c.kind, c.text]),
    [
      ["dead_end", `${OLD} — superseded by \`const SLOT_MINUTES = 120;\` (lib/slots.js)`],
      ["decision", "lib/slots.js reads CLOSING once."],
    ],
  );
  // The same sentence from this session itself may be about the value after the change.
  assert.deepEqual(
    withReplacedValuesMarked(list, [SLOTS], () => false),
    list,
  );
  // Marked once: a carried mark is not marked again.
  const marked = withReplacedValuesMarked(list, [SLOTS], earlier);
  assert.deepEqual(
    withReplacedValuesMarked(marked, [SLOTS], () => true),
    marked,
  );
});

test("a newer conclusion stating the new value of the same line leaves the older out", () => {
  const newer = "The last booking starts at 20:00 now: SLOT_MINUTES is 120.";
  const list = [
    entry("decision", OLD, "gemini", "0123456789abcdef"),
    entry("decision", newer, "codex", null),
  ];
  assert.deepEqual(
    withReplacedValuesMarked(list, [SLOTS], (c) => c.packet !== null).map((c) => c.text),
    [newer],
  );
});

const OUT = {
  names: new Set(["cleanup_min", "retrylater", "dry-run"].map(hashWord)),
  files: ["lib/legacy-slots.js"],
};

test("namesTakenOut: a name shaped like code whose declaration went, or a deleted file", () => {
  for (const text of [
    "CLEANUP_MIN = 15 sits between two bookings of one table.",
    "Entre dos reservas va CLEANUP_MIN, un cuarto de hora.",
    "retryLater() queues the job again after a minute.",
    "prune.py takes --dry-run now: it lists what it would delete.",
    "lib/legacy-slots.js is the half-hour list of the old notebook.",
    "legacy-slots.js liest niemand mehr.",
  ])
    assert.notEqual(namesTakenOut(text, OUT), null, text);
  for (const text of [
    // The words of a name, not the name: prose about cleaning up is no constant.
    "The cleanup takes 15 min between bookings.",
    "Retrying later is what the gateway asks for.",
    "lib/slots.js keeps the evening's slots.",
    "A dry run of the prune lists the snapshots.",
  ])
    assert.equal(namesTakenOut(text, OUT), null, text);
});

test("an earlier session's decision about what this one took out is abandoned; this session's own is left", () => {
  const said = "CLEANUP_MIN = 15 sits between two bookings of one table in lib/slots.js.";
  const list = [
    entry("decision", said, "gemini", "0123456789abcdef"),
    entry(
      "fact",
      "lib/legacy-slots.js is the half-hour list of the old notebook.",
      "gemini",
      "0123456789abcdef",
    ),
    entry("decision", "retryLater() queues the job again.", "codex", null),
  ];
  assert.deepEqual(
    withTakenOutAbandoned(list, OUT, (c) => c.packet !== null).map((c) => [c.kind, c.text]),
    [
      ["dead_end", `${said} — taken out since: \`CLEANUP_MIN\``],
      [
        "dead_end",
        "lib/legacy-slots.js is the half-hour list of the old notebook. — taken out since: `lib/legacy-slots.js`",
      ],
      ["decision", "retryLater() queues the job again."],
    ],
  );
});

const NOW = [
  { name: "firing_hours", path: "src/kiln.js", line: "export const FIRING_HOURS = 10;" },
  { name: "max_retries", path: "pay/client.py", line: "MAX_RETRIES = 5" },
  { name: "cooldown_hours", path: null, line: null },
];

test("outdatedBy: the code declares another value for the thing a conclusion gives a value", () => {
  for (const text of [
    "A glaze firing runs 8 hours, so the last one must start by 14:00.",
    "Ein Glasurbrand dauert 8 Stunden: FIRING_HOURS in src/kiln.js.",
    "MAX_RETRIES is 3: the gateway bans a client after four.",
  ])
    assert.notEqual(outdatedBy(text, NOW), null, text);
  for (const text of [
    // The value the code holds, another dimension, or a count of another thing.
    "A glaze firing runs 10 hours now.",
    "A firing is logged every 30 seconds to the kiln's display.",
    "The kiln holds 3 shelves per firing.",
    "Retries are logged to pay/log.txt, 3 lines each.",
    "The backup runs for 8 hours every night.",
    // About a thing no file names any more: its numbers are that thing's.
    "COOLDOWN_HOURS = 3 after FIRING_HOURS, 10 in all on the kiln.",
    "COOLDOWN_HOURS = 3 waits after each firing, MAX_RETRIES 2 times at most.",
  ])
    assert.equal(outdatedBy(text, NOW), null, text);
});

test("outdatedBy: a conclusion stating the line's value as the line writes it (a time) says the new state", () => {
  const now = [{ name: "peak_from", path: "src/tariff.js", line: 'const PEAK_FROM = "18:30";' }];
  for (const text of [
    "PEAK_FROM is 18:30 now, so March comes to 498.00.",
    "PEAK_FROM ist jetzt 18:30, damit kostet der März 498.00.",
  ])
    assert.equal(outdatedBy(text, now), null, text);
  assert.notEqual(outdatedBy("PEAK_FROM is 17:00, so March comes to 512.00.", now), null);
});

test("outdatedBy: a conclusion writing the name with the line's value states the code as it is, whatever other amounts of its unit it gives", () => {
  const now = [{ name: "free_days", path: "src/fees.rs", line: "pub const FREE_DAYS: u32 = 14;" }];
  for (const text of [
    "FREE_DAYS = 14 in src/fees.rs now, and lot 114 pays 4 days of 3 crates.",
    "FREE_DAYS is 14 now: lot 114 stood 18 days and pays 4 of them.",
  ])
    assert.equal(outdatedBy(text, now), null, text);
  for (const text of [
    "FREE_DAYS = 5 in src/fees.rs, and lot 114 pays 13 days of 3 crates.",
    "FREE_DAYS: u32 = 5 leaves lot 114 13 days to pay.",
  ])
    assert.notEqual(outdatedBy(text, now), null, text);
});

test("withOutdatedValuesMarked: marked by the line now, or left out for a newer one saying it", () => {
  const old = "A glaze firing runs 8 hours, so the last one must start by 14:00.";
  const list = [entry("decision", old, "gemini", "0123456789abcdef")];
  assert.deepEqual(
    withOutdatedValuesMarked(list, NOW, () => true).map((c) => [c.kind, c.text]),
    [["dead_end", `${old} — superseded by \`export const FIRING_HOURS = 10;\` (src/kiln.js)`]],
  );
  const newer = entry("decision", "Each firing takes 10 hours on the new kiln.", "claude", null);
  assert.deepEqual(
    withOutdatedValuesMarked([...list, newer], NOW, (c) => c.packet !== null).map((c) => c.text),
    [newer.text],
  );
});

test("withOutdatedValuesMarked: a line named only by a word of its thing counts when this session changed its value", () => {
  const bags: NamedCode[] = [{ name: "sack_g", path: "rice/bill.py", line: "SACK_G = 100" }];
  const old =
    "Each kind of rice is rounded up to whole sacks on its own, so Toko Sari's 450 g of red rice is five sacks.";
  const list = [entry("decision", old, "claude", "0123456789abcdef")];
  // SACK_G held 100 when the sentence was written: its 450 g is an order, not the sack.
  assert.deepEqual(
    withOutdatedValuesMarked(
      list,
      bags,
      () => true,
      () => false,
    ).map((c) => [c.kind, c.text]),
    [["decision", old]],
  );
  // Changed by this session, the line marks it as before.
  assert.equal(
    withOutdatedValuesMarked(
      list,
      bags,
      () => true,
      (name) => name === "sack_g",
    )[0]?.kind,
    "dead_end",
  );
  // A sentence naming the constant whole is about its value, whoever changed it.
  const named = "SACK_G is 50 g: the sealer takes no more.";
  assert.equal(
    withOutdatedValuesMarked(
      [entry("decision", named, "claude", "0123456789abcdef")],
      bags,
      () => true,
      () => false,
    )[0]?.kind,
    "dead_end",
  );
});

test("withReplacedValuesMarked: a conclusion whose amount is an aside after its point is marked, not left out for a newer one stating the new value", () => {
  const WIDTH = change("src/thumbs.js", "200", "320", "export const THUMB_WIDTH = 320;");
  const point =
    "sharp builds a native addon the Alpine CI cannot compile; jimp is plain JavaScript, plenty for 200 px thumbnails.";
  const newer = entry(
    "decision",
    "Thumbnails are 320 px wide now: THUMB_WIDTH in src/thumbs.js.",
    "codex",
    null,
  );
  const kept = withReplacedValuesMarked(
    [entry("decision", point, "claude", "0123456789abcdef"), newer],
    [WIDTH],
    (c) => c.packet !== null,
  );
  assert.deepEqual(
    kept.map((c) => c.kind),
    ["dead_end", "decision"],
  );
  assert.ok(kept[0]?.text.startsWith(point), kept[0]?.text);
  // Leading with its amount, it is what the newer one restates: left out.
  const lead = "Thumbnails are 200 px wide, so a row of six fits the page.";
  assert.deepEqual(
    withReplacedValuesMarked(
      [entry("decision", lead, "claude", "0123456789abcdef"), newer],
      [WIDTH],
      (c) => c.packet !== null,
    ).map((c) => c.text),
    [newer.text],
  );
});

test("takenOutBy: a name no file holds is taken out, unless a failed run printed it (the runtime's word, never the work's code)", () => {
  const s = makeSessionSnapshot();
  if (s.git === null || s.transcript === null)
    throw new Error("the sample has git and a transcript");
  s.git = {
    ...s.git,
    named_code: [
      { name: "typeerror", path: null, line: null },
      { name: "bucketsweep", path: null, line: null },
    ],
  };
  s.transcript.feedback.tail = [
    {
      command: "npm test",
      exit_code: 1,
      last_error_line: "TypeError: Invalid value used as weak map key",
      tail: "TypeError: Invalid value used as weak map key\n    at WeakMap.set (<anonymous>)",
    },
  ];
  const out = takenOutBy(s);
  assert.ok(out.names.has(hashWord("bucketsweep")));
  assert.ok(!out.names.has(hashWord("typeerror")));
  const said = "Tried a WeakMap, but string keys throw a `TypeError`.";
  assert.deepEqual(
    withTakenOutAbandoned([entry("fact", said, "gemini", "0123456789abcdef")], out, () => true).map(
      (c) => [c.kind, c.text],
    ),
    [["fact", said]],
  );
});
