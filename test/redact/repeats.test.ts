import assert from "node:assert/strict";
import { test } from "node:test";
import { collectFindings, MAX_REPEAT_CHARS } from "../../src/redact/redact.js";
import {
  findRepeats,
  PATTERN_CHARS,
  type RepeatValue,
  type RepeatWork,
} from "../../src/redact/repeats.js";
import type { Detection } from "../../src/redact/types.js";
import { fakeToken } from "../helpers/fake-secrets.js";

function valuesAt(text: string, spans: Array<[number, number]>): RepeatValue[] {
  const seen = new Map<string, RepeatValue>();
  for (const [start, end] of spans) {
    const value = text.slice(start, end);
    if (!seen.has(value))
      seen.set(value, { value, detection: { kind: "password", priority: 30, start, end } });
  }
  return [...seen.values()];
}

/** Offsets covered by the spans, as a set: what redaction would mask. */
function covered(spans: Detection[]): Set<number> {
  const out = new Set<number>();
  for (const { start, end } of spans) for (let i = start; i < end; i++) out.add(i);
  return out;
}

/** The simple path: every occurrence of every value by `indexOf`. */
function naiveRepeats(text: string, values: RepeatValue[]): Detection[] {
  const out: Detection[] = [];
  for (const { value, detection } of values) {
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1))
      if (at !== detection.start) out.push({ ...detection, start: at, end: at + value.length });
  }
  return out;
}

test("repeats cover exactly what an indexOf per value covers, on random texts", () => {
  for (let seed = 1; seed < 300; seed++) {
    // a small alphabet makes values recur, overlap and nest
    const text = fakeToken(seed, 40 + (seed % 90), "ab=c ");
    const spans: Array<[number, number]> = [];
    for (let k = 0; k < 1 + (seed % 5); k++) {
      const start = (seed * (k + 3)) % (text.length - 8);
      spans.push([start, start + 6 + ((seed + k) % 3)]);
    }
    const values = valuesAt(text, spans);
    const fast = covered(findRepeats(text, values));
    const slow = covered(naiveRepeats(text, values));
    assert.deepEqual(
      [...fast].sort((a, b) => a - b),
      [...slow].sort((a, b) => a - b),
      text,
    );
  }
});

/** Work per character of text and values: must stay flat as the input grows. */
function workPerChar(text: string, values: RepeatValue[]): number {
  const work: RepeatWork = { lookups: 0, probes: 0 };
  findRepeats(text, values, work);
  let chars = text.length;
  for (const { value } of values) chars += Math.min(value.length, PATTERN_CHARS);
  return work.probes / chars;
}

test("the cost of finding repeats is linear: probes per character stay flat from 10 KB to 1 MB and under 8", () => {
  // a line of assignments, every value distinct (the shape that was quadratic)
  const assignments = (count: number) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(`password=${fakeToken(i + 1, 12)}${i}`);
    const text = parts.join(" ");
    const spans: Array<[number, number]> = [];
    for (let at = text.indexOf("=") + 1; at > 0; at = text.indexOf("=", at) + 1)
      spans.push([at, text.indexOf(" ", at) === -1 ? text.length : text.indexOf(" ", at)]);
    return { text, values: valuesAt(text, spans) };
  };
  // nested values over a run of one letter: the worst case for failure links
  const run = (length: number) => {
    const text = "a".repeat(length);
    const spans: Array<[number, number]> = [];
    for (let k = 6; k < 60; k++) spans.push([0, k]);
    return { text, values: valuesAt(text, spans) };
  };
  for (const [make, smallSize, largeSize] of [
    [assignments, 1_000, 40_000],
    [run, 10_000, 1_000_000],
  ] as const) {
    const small = make(smallSize);
    const large = make(largeSize);
    const smallCost = workPerChar(small.text, small.values);
    const largeCost = workPerChar(large.text, large.values);
    assert.ok(largeCost < 8, `probes per character: ${largeCost}`);
    assert.ok(largeCost < smallCost * 1.5, `${smallCost} → ${largeCost}`);
  }
});

test("a value longer than the searched prefix is masked whole where its prefix recurs", () => {
  const value = fakeToken(7, PATTERN_CHARS * 4);
  const text = `${value} echo ${value}`;
  const values = valuesAt(text, [[0, value.length]]);
  const [repeat] = findRepeats(text, values);
  assert.deepEqual(repeat && [repeat.start, repeat.end], [value.length + 6, text.length]);
});

test("past the bound of distinct values, the text is replaced whole, never passed through", () => {
  const count = Math.ceil(MAX_REPEAT_CHARS / 12) + 10;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`${fakeToken(i + 1, 11)}${i % 10}`);
  const text = parts.join(" ");
  const everyWord = (input: string, out: Detection[]) => {
    for (let at = 0; at < input.length; at += 13)
      out.push({ kind: "password", priority: 30, start: at, end: at + 12 });
  };
  assert.deepEqual(collectFindings(text, everyWord), [
    { kind: "dense-secrets", start: 0, end: text.length },
  ]);
});
