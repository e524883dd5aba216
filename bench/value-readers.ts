/**
 * What the value readers cost per clause: `quantitiesIn` and `timesOfDay` over a few thousand
 * mixed sentences (prose with no number, digits, times and shares said in words, in many
 * languages), as a cold `handoff write` runs them over every clause of every transcript. Prints
 * the median of several passes. `node dist/bench/value-readers.js [rounds]`.
 */
import { performance } from "node:perf_hooks";
import { quantitiesIn } from "../src/util/quantity.js";
import { timesOfDay } from "../src/util/time-of-day.js";

/** Sentences of the kinds a relay holds, most with no value at all. */
const KINDS: readonly string[] = [
  "Please look at the failing test again and tell me what you think.",
  "I moved the helper into src/util and the build passes now.",
  "Bitte prüfe noch einmal die Konfiguration, bevor du weitermachst.",
  "Je pense que le problème vient du cache, regarde le journal.",
  "Revisa el archivo de configuración y vuelve a ejecutar las pruebas.",
  "Посмотри ещё раз на логи сборки, там ошибка в конфиге.",
  "请再看一下构建日志，里面有配置错误。",
  "The retry budget is 3 attempts and the timeout 1200 ms.",
  "Keep the logs for 14 days, at most 500 MB.",
  "Der Spätzuschlag gilt ab 18 Uhr, nicht früher.",
  "A partir de ahora el recargo empieza a las seis y media.",
  "From now on the late fee starts at half past six in the evening.",
  "a third of the yield goes to the growers, the rest to the depot",
  "Ein Viertel des Ertrags geht an die Erzeuger.",
  "收益的三分之一归农户。",
  "Штраф начисляется с 18 часов.",
  "The job runs for 6 hours and then stops.",
  "Review half the files before lunch.",
];

function sentences(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(`${KINDS[i % KINDS.length]} (${i % 7 === 0 ? i : "x"})`);
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const rounds = Number(process.argv[2] ?? 15);
const texts = sentences(3000);
const times: number[] = [];
let found = 0;
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  for (const text of texts) found += quantitiesIn(text).length + timesOfDay(text).length;
  times.push(performance.now() - t0);
}
console.log(
  `value readers: ${texts.length} sentences, median ${median(times).toFixed(1)} ms a pass ` +
    `(${((median(times) * 1000) / texts.length).toFixed(1)} µs a sentence; ${found / rounds} values a pass)`,
);
