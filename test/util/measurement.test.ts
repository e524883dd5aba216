/**
 * A measurement in any language the quantity reader knows grounds a sentence: a number with a
 * unit, in digits or words; a bare number, a version or a clock time is none.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { statesMeasurement } from "../../src/util/measurement.js";

test("a number with a unit, in many languages and scripts, is a measurement", () => {
  for (const text of [
    "the bundle is 300 KB", // English, the units tools print
    "the query takes forty seconds", // English, a number in words
    "la consulta tarda 40 segundos", // Spanish
    "die Datei wiegt 300 Kilobyte", // German
    "запрос занимает две секунды", // Russian, Cyrillic
    "sorgu 40 saniye sürüyor", // Turkish
    "câu truy vấn mất 40 giây", // Vietnamese
    "构建需要 3 分钟", // Chinese, Han
    "빌드는 3분 걸린다", // Korean, Hangul
    "बिल्ड में 3 मिनट लगते हैं", // Hindi, Devanagari
    "it listens on port 5433",
  ]) {
    assert.equal(statesMeasurement(text), true, text);
  }
});

test("a bare number, a version, a step, a clock time or a count of the work's things is none", () => {
  for (const text of [
    "step 2",
    "Schritt 2 ist fertig",
    "Node 18",
    "version 3.8",
    "at 20:00",
    "Keys now carry the timestamp: 14 digits, UTC.",
    "tres noches como máximo",
  ]) {
    assert.equal(statesMeasurement(text), false, text);
  }
});
