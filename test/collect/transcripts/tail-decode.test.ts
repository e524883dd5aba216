/**
 * The shortcuts of the transcript fast path give exactly what the plain operations give: a lazy
 * string's tail (decoded from a window sized by the bytes-per-character it finds) is clipTail of
 * the whole decoded string; clipTail's cheap copy equals the UTF-8 round trip it replaced (lone
 * surrogates become U+FFFD); the timestamp reader equals Date.parse.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { clipTail, parseIso } from "../../../src/collect/transcripts/events.js";
import { decodeRaw, LazyString } from "../../../src/json/lazy-string.js";
import { propertyRuns } from "../../helpers/property-runs.js";

/** Text of every kind a tool output holds: ASCII, ✓, emoji, control characters, lone surrogates. */
const piece = fc.oneof(
  fc.constantFrom("  ✓ ok (3 ms)\n", "x", "\u{1F600}", "\t", "\u0001", '"\\', "\ud800", "\udc00"),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.string({ maxLength: 40 }),
);

function lazyOf(text: string): LazyString {
  const buf = Buffer.from(JSON.stringify(text), "utf8");
  return new LazyString(buf, 1, buf.length - 1);
}

test("a lazy string's tail is clipTail of its whole text", () => {
  fc.assert(
    fc.property(
      fc.array(piece, { maxLength: 200 }),
      fc.integer({ min: 0, max: 600 }),
      fc.integer({ min: 1, max: 2_000 }),
      (pieces, repeat, max) => {
        // Repeating stretches reach the sizes where the window (not the whole) is decoded.
        const text = pieces.join("") + (pieces[0] ?? "").repeat(repeat);
        const lazy = lazyOf(text);
        assert.equal(lazy.tail(max, clipTail), clipTail(text, max));
      },
    ),
    { numRuns: propertyRuns(400) },
  );
});

test("a lazy string's prefix is the start of its whole text, a window decoded", () => {
  fc.assert(
    fc.property(
      fc.array(piece, { maxLength: 200 }),
      fc.integer({ min: 0, max: 600 }),
      fc.integer({ min: 1, max: 2_000 }),
      (pieces, repeat, max) => {
        const text = (pieces[0] ?? "").repeat(repeat) + pieces.join("");
        assert.equal(lazyOf(text).prefix(max), text.slice(0, max));
      },
    ),
    { numRuns: propertyRuns(400) },
  );
  for (const filler of ["\u{1F600}", "\u0001", "\ud800", "é", "a\\"])
    for (const max of [1, 2, 1_999, 2_000])
      for (const length of [max, max + 1, 2 * max + 300, 40_000]) {
        const text = `${filler.repeat(Math.ceil(length / filler.length))}tail`;
        assert.equal(lazyOf(text).prefix(max), text.slice(0, max), `${filler} ${max} ${length}`);
      }
});

test("a tail whose window starts inside a surrogate pair or a run of escapes", () => {
  for (const filler of ["\u{1F600}", "\u0001", "\ud800", "\udc00", "é", "a\\"]) {
    for (const max of [1, 2, 1_999, 2_000, 2_001]) {
      for (const length of [max, max + 1, 2 * max + 300, 40_000]) {
        const text = `head\n${filler.repeat(Math.ceil(length / filler.length))}`;
        const lazy = lazyOf(text);
        assert.equal(lazy.tail(max, clipTail), clipTail(text, max), `${filler} ${max} ${length}`);
        assert.equal(decodeRaw(lazy.buf, lazy.start, lazy.end), text);
      }
    }
  }
});

test("clipTail's copy equals the UTF-8 round trip (lone surrogates become U+FFFD)", () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 300 }), fc.integer({ min: 1, max: 500 }), (p, max) => {
      const text = p.join("");
      const expected =
        text.length <= max
          ? text
          : Buffer.from(text.slice(text.length - max), "utf8").toString("utf8");
      assert.equal(clipTail(text, max), expected);
    }),
    { numRuns: propertyRuns(400) },
  );
});

test("the timestamp reader equals Date.parse", () => {
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
  const iso = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, "0")),
      two(13),
      two(32),
      two(25),
      two(61),
      two(61),
      fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, "0")),
      fc.constantFrom("T", "t", " "),
      fc.constantFrom("Z", "z", "+"),
    )
    .map(([y, mo, d, h, mi, s, ms, t, z]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}.${ms}${z}`);
  const mutated = fc
    .tuple(iso, fc.nat(23), fc.string({ maxLength: 1 }))
    .map(([text, at, ch]) => text.slice(0, at) + ch + text.slice(at + 1));
  fc.assert(
    fc.property(fc.oneof(iso, mutated), (text) => {
      assert.equal(parseIso(text), Date.parse(text), text);
    }),
    { numRuns: propertyRuns(20_000) },
  );
  for (const text of [
    "2026-03-01T09:00:04.500Z",
    "2024-02-29T23:59:59.999Z",
    "2023-02-29T00:00:00.000Z",
    "2026-03-01T24:00:00.000Z",
    "2026-03-01T09:00:60.000Z",
    "2026-13-01T09:00:00.000Z",
    "0000-01-01T00:00:00.000Z",
  ])
    assert.equal(parseIso(text), Date.parse(text), text);
});

test("the timestamp reader equals Date.parse along a run of timestamps of few days", () => {
  // The reader keeps the last day and the last timestamp: runs of one day, repeats, and a
  // character changed anywhere (the time, the day's digits, the separators) must all agree.
  const day = fc.constantFrom("2026-03-01T", "2026-03-02T", "2023-02-29T", "2024-02-29T");
  const time = fc
    .tuple(fc.nat(25), fc.nat(61), fc.nat(61), fc.nat(999))
    .map(
      ([h, m, s, ms]) =>
        `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms).padStart(3, "0")}Z`,
    );
  const stamp = fc
    .tuple(day, time, fc.option(fc.tuple(fc.nat(23), fc.string({ maxLength: 1 })), { freq: 4 }))
    .map(([d, t, change]) => {
      const text = d + t;
      return change === null
        ? text
        : text.slice(0, change[0]) + change[1] + text.slice(change[0] + 1);
    });
  fc.assert(
    fc.property(fc.array(stamp, { maxLength: 30 }), (stamps) => {
      for (const text of [...stamps, ...stamps.slice(0, 3)])
        assert.equal(parseIso(text), Date.parse(text), text);
    }),
    { numRuns: propertyRuns(2_000) },
  );
});
