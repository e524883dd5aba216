/**
 * Times of day said with words, in many languages: an hour and an hour word, a word of the
 * clock before it, a half or a quarter, a part of the day; and what looks like one but is a
 * span, a count or a word of another sense.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { spokenTimes } from "../../src/util/spoken-times.js";

const at = (h: number, m = 0) => h * 60 + m;
const minutesIn = (text: string) => spokenTimes(text).flatMap((t) => [...t.minutes]);

test("an hour with an hour word or a word of the clock is a time of day, in many languages", () => {
  const yes: [string, number[]][] = [
    ["Der Spätzuschlag gilt ab 18 Uhr.", [at(18)]],
    ["La pénalité commence à 18 heures.", [at(18)]],
    ["El recargo se aplica a partir de las 18 horas.", [at(18)]],
    ["Poplatek platí od 18 hodin.", [at(18)]],
    ["Штраф начисляется с 18 часов.", [at(18)]],
    ["Kazna se plaća od 18 сати.", [at(18)]],
    ["연체료는 18시부터 붙습니다.", [at(18)]],
    ["延滞料金は18時からです。", [at(18)]],
    ["罚款从下午6点开始。", [at(18)]],
    ["Gebyret gjelder fra kl. 18.", [at(18)]],
    ["La penale parte alle 18.", [at(18)]],
    ["Ceza saat 18 itibarıyla başlar.", [at(18)]],
    ["La pénalité commence dès 18h.", [at(18)]],
    ["Der Zuschlag gilt ab 18.00 Uhr.", [at(18)]],
    ["the late fee starts from 6 pm", [at(18)]],
    ["the late fee starts at six o'clock", [at(6), at(18)]],
    ["Denda mulai jam 8 malam.", [at(20)]],
    ["Phí trễ tính từ 2 giờ chiều.", [at(14)]],
    ["Штраф с 6 вечера.", [at(18)]],
    // Swahili hours are counted from 6 in the morning: the twelfth is 6.
    ["Faini inaanza saa kumi na mbili jioni.", [at(18)]],
    ["Faini inaanza saa moja asubuhi.", [at(7)]],
  ];
  for (const [text, minutes] of yes) assert.deepEqual(minutesIn(text), minutes, text);
});

test("a time said fully in words: halves and quarters before or after the hour", () => {
  const yes: [string, number][] = [
    ["from half past six", at(6, 30)],
    ["from a quarter to seven", at(6, 45)],
    ["ab halb sieben", at(6, 30)],
    ["ab viertel nach sechs", at(6, 15)],
    ["ab sechs Uhr dreißig", at(6, 30)],
    ["a partir de las seis y media", at(6, 30)],
    ["à partir de six heures et demie", at(6, 30)],
    ["a partire dalle sei e mezza", at(6, 30)],
    ["vanaf half zeven", at(6, 30)],
    ["från halv sju", at(6, 30)],
    ["fél hét után", at(6, 30)],
    ["od půl sedmé", at(6, 30)],
    ["od wpół do siódmej", at(6, 30)],
    ["с половины седьмого", at(6, 30)],
    ["в полседьмого", at(6, 30)],
    ["od pola sedam", at(6, 30)],
    ["साढ़े छह बजे से", at(6, 30)],
    ["从六点半开始", at(6, 30)],
    ["6時半から", at(6, 30)],
    ["여섯 시 반부터", at(6, 30)],
  ];
  for (const [text, minutes] of yes) {
    // No part of the day said: the morning's time and the evening's.
    assert.deepEqual(minutesIn(text), [minutes, minutes + 12 * 60], text);
  }
  assert.deepEqual(minutesIn("from half past six in the evening"), [at(18, 30)]);
  assert.deepEqual(minutesIn("abends um halb sieben"), [at(18, 30)]);
  assert.deepEqual(minutesIn("dès six heures et demie du soir"), [at(18, 30)]);
});

test("a span, a count, a ratio or a word of another sense is no time of day", () => {
  const no = [
    "the job runs for 6 hours",
    "6 hours",
    "la tâche dure pendant 6 heures",
    "in 6 Stunden",
    "dos 6 horas de viaje",
    "три ночи в отеле",
    "3 malam di hotel",
    "两个小时",
    "18時間かかる",
    "한 시간",
    "有一点问题",
    "3点5倍",
    "half a kilo of flour",
    "half the yield",
    "a quarter of the yield",
    "seis y media",
    "las 18 personas",
    "Wir essen 6 am Tag",
    "Python 3.11",
  ];
  for (const text of no) assert.deepEqual(minutesIn(text), [], text);
});

test("minutes after an hour word are two digits or a word: a count after it is none", () => {
  assert.deepEqual(minutesIn("ab 18 Uhr 30"), [at(18, 30)]);
  assert.deepEqual(minutesIn("ab 18 Uhr 3 Räder"), [at(18)]);
});
