/**
 * Times of day in digits, in prose of any script and in code literals, as minutes after
 * midnight: what ties a rule's `18:00` to the code's `"18:00"`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { statesTime, timeLiteral, timesOfDay } from "../../src/util/time-of-day.js";

test("a time of day said in digits of any script, with a colon, an h or a.m./p.m., is read", () => {
  const yes: [string, number][] = [
    ["the late fee starts at 18:00", 18 * 60],
    ["今後、延滞料金は18:30からです。", 18 * 60 + 30],
    ["Désormais la pénalité commence à 18 h 30.", 18 * 60 + 30],
    ["ab 7h05 morgens", 7 * 60 + 5],
    ["من الآن تبدأ الغرامة الساعة ١٨:٣٠.", 18 * 60 + 30],
    ["ตั้งแต่ ๐๙:๔๕ เป็นต้นไป", 9 * 60 + 45],
    ["pickup from 6:30 pm", 18 * 60 + 30],
    ["pickup from 12:15 a.m.", 15],
    ["全角の18：30", 18 * 60 + 30],
  ];
  for (const [text, minutes] of yes)
    assert.deepEqual(
      timesOfDay(text).map((t) => t.minutes),
      [minutes],
      text,
    );
  const no = [
    "a box holds 24 jars",
    "the ratio is 10:200", // three digits after the colon
    "released 2026-12-01 12:30:45:10", // a run of numbers
    "at 25:00", // no hour of a day
    "at 18:75", // no minute of an hour
    "Python 3.11",
    "costs 18.30 €",
  ];
  for (const text of no) assert.deepEqual(timesOfDay(text), [], text);
  assert.ok(statesTime("Zasady: opłata od 18:00; rower na 3 dni", 18 * 60));
  assert.ok(!statesTime("Zasady: opłata od 18:00; rower na 3 dni", 18 * 60 + 30));
});

test("a code literal is a time of day only when it is one whole", () => {
  assert.equal(timeLiteral("18:00"), 18 * 60);
  assert.equal(timeLiteral("09:15:00"), 9 * 60 + 15);
  for (const value of ["1800", "18:0", "18:00 ", "24:60", "3.9", "30"])
    assert.equal(timeLiteral(value), null, value);
});

test("a rule's time of day said in words is stated as the digits state it", () => {
  assert.ok(statesTime("Regeln: der Zuschlag gilt ab 18 Uhr; Räder nur bis 3 Tage.", 18 * 60));
  assert.ok(statesTime("Desde ahora el recargo empieza a las seis y media.", 18 * 60 + 30));
  assert.ok(statesTime("From now on the late fee starts at half past six.", 18 * 60 + 30));
  assert.ok(!statesTime("From now on the late fee starts at half past six.", 18 * 60));
  // A span of six hours is no time of six o'clock.
  assert.ok(!statesTime("a bike is rented for 6 hours at most", 18 * 60));
  assert.ok(!statesTime("a bike is rented for 6 hours at most", 6 * 60));
  // Digits and words at one place are one time: "18:00 Uhr" is read once.
  assert.deepEqual(
    timesOfDay("ab 18:00 Uhr").map((t) => t.minutes),
    [18 * 60],
  );
});
