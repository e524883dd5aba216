/**
 * Which sentences of a message are its task: a heading of its own ("Some background.",
 * "Trochę kontekstu", "## Lite bakgrund", "一些背景。") is never the task in any language, the
 * sentence after the background that points into the work is; a short first sentence stays when
 * nothing after it points into the work. (The English request leads and introducers are tested
 * with the objective in task-statement.test.ts.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { isHeading, taskSentences } from "../../src/generate/task-sentences.js";

test("a heading is a few words that name nothing and ask nothing, in any language", () => {
  const yes = [
    "Some background.",
    "A bit of context",
    "Un poco de contexto.",
    "Trochę kontekstu",
    "Ein bisschen Kontext:",
    "## Lite bakgrund",
    "**Contexte**",
    "一些背景。",
    "Bir az bağlam.",
  ];
  for (const line of yes) assert.ok(isHeading(line), line);
  const no = [
    "Fix the login.", // an English request
    "Why does it fail?", // a question
    "See src/codes.js.", // names a thing
    "Keep 4 digits.", // a value
    "La tienda vende entradas para conciertos cada semana.", // a sentence
    "商店卖演唱会门票，票码是手工写的。",
  ];
  for (const line of no) assert.ok(!isHeading(line), line);
});

test("a heading of its own is never the task, in any language: the task sentence after the background is", () => {
  const task = (lead: string) =>
    `${lead} src/codes.js ${lead.startsWith("Napisz") ? "funkcję" : "the"} makeCode(prefix, n): prefix and number.`;
  const cases: [string, string][] = [
    // A heading ending its first sentence with a period, background, the task.
    [
      "Un poco de contexto. La tienda vende entradas para conciertos. Los códigos se hacen a mano y a veces se repiten. Escribe en src/codes.js la función makeCode(prefix, n): devuelve el prefijo y el número.",
      "Escribe en src/codes.js la función makeCode(prefix, n): devuelve el prefijo y el número.",
    ],
    // On its own line with no end mark, one sentence of background.
    [
      `Trochę kontekstu\nSklep sprzedaje bilety na koncerty, a kody robimy ręcznie.\n${task("Napisz w")}`,
      task("Napisz w"),
    ],
    [
      "Ein bisschen Kontext:\nDer Laden verkauft Tickets. Die Codes wiederholen sich manchmal.\nSchreib in src/codes.js die Funktion makeCode(prefix, n).",
      "Schreib in src/codes.js die Funktion makeCode(prefix, n).",
    ],
    [
      "## Lite bakgrund\nButiken säljer biljetter. Koderna skrivs för hand.\nSkriv makeCode(prefix, n) i src/codes.js.",
      "Skriv makeCode(prefix, n) i src/codes.js.",
    ],
    [
      "一些背景。\n商店卖演唱会门票，票码是手工写的，有时会重复。\n请在 src/codes.js 里写 makeCode(prefix, n)。",
      "请在 src/codes.js 里写 makeCode(prefix, n)。",
    ],
    [
      "Some background.\nThe shop sells tickets and the codes are written by hand.\nWrite makeCode(prefix, n) in src/codes.js.",
      "Write makeCode(prefix, n) in src/codes.js.",
    ],
    // The rule after the task is left out, as after any background.
    [
      "Bir az bağlam.\nMağaza bilet satıyor. Kodlar elle yazılıyor.\nsrc/codes.js içinde makeCode(prefix, n) yaz. Numara 4 haneli olsun.",
      "src/codes.js içinde makeCode(prefix, n) yaz.",
    ],
  ];
  for (const [message, expected] of cases) assert.equal(taskSentences(message), expected, message);
});

test("a short first sentence is kept when nothing after it points into the work, or it is the request", () => {
  const whole: string[] = [
    // No sentence after it names a thing of the work: nothing says where the task is.
    "Arregla el login. Los usuarios no pueden entrar. Pasa desde ayer por la tarde.",
    // An English request first: the message is its task.
    "Fix the login. It throws on submit since yesterday. The form is in src/login.js.",
    // Background that names the work from its first sentence: unsure, the whole message.
    "El código está en src/login.js. Los usuarios no pueden entrar. Arréglalo.",
  ];
  for (const message of whole) assert.equal(taskSentences(message), message, message);
});

test("background that names the work itself: the sentence naming a call is the task; after a heading, never the heading", () => {
  const cases: [string, string][] = [
    [
      "Algo de contexto.\nEl código de la tienda está en src/shop/. Los códigos se repiten.\nEscribe makeCode(prefix, n) en src/codes.js.",
      "Escribe makeCode(prefix, n) en src/codes.js.",
    ],
    [
      "El código está en src/login.js. Los usuarios no pueden entrar. Arregla handleLogin().",
      "Arregla handleLogin().",
    ],
    // No sentence says the task: the heading goes, what names the work stays.
    [
      "Kurz zum Hintergrund.\nDer Shop liegt in src/shop/ und die Codes wiederholen sich.",
      "Der Shop liegt in src/shop/ und die Codes wiederholen sich.",
    ],
  ];
  for (const [message, expected] of cases) assert.equal(taskSentences(message), expected, message);
});
