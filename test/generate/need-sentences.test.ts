/**
 * A task said without an imperative: statements of what is missing or wanted, requests with no
 * content of their own, and which sentences of a first message are its task when it opens with a
 * title line and background — tables of positive and negative examples in several languages.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  isContentlessRequest,
  isNeedStatement,
  onlyPointsBack,
  opensWithPronoun,
} from "../../src/generate/need-sentences.js";
import { taskSentences } from "../../src/generate/task-sentences.js";

test("a statement of need says what is missing or wanted, in any language", () => {
  const yes = [
    "The piece that's missing is a function that cuts a name to the label's width.",
    "What we lack is a way to number invoices per shop and per year.",
    "Nothing yet sends an alert when a bin drops below its minimum.",
    "There is no export to the ward calendar yet.",
    "We need something that turns the sheet into a calendar.",
    "We also need a CSV export of the 2025 invoices.",
    "Es fehlt noch eine Funktion, die Rechnungsnummern ohne Lücken vergibt.",
    "Noch keine Stelle prüft die Buchungen gegen den Kalender.",
    "Ce qui manque, c'est une fonction qui coupe le nom au dernier mot entier.",
    "Rien ne prévient encore le magasinier.",
    "Lo que falta es algo que convierta esa hoja en un calendario.",
    "Todavía no hay nada que avise a Lucía.",
    "Manca ancora un controllo sulle date.",
    "Brakuje funkcji, która liczy opłaty.",
    "现在还没有一个能把名字截短的函数。",
  ];
  for (const sentence of yes) assert.ok(isNeedStatement(sentence), sentence);
  const no = [
    "The shop on Calle Mayor sells spices in small jars.",
    "Inés prints the shelf labels every Monday morning.",
    "Long names run off the edge and the printer stops.",
    "Die Buchhaltung macht Frau Huber, einmal im Monat.",
    "L'entrepôt de Lille a trois salles et une quarantaine de bacs.",
    "Lucía los pasa cada domingo a una hoja de cálculo.",
    "Is anything missing?", // a question states nothing
    "The bakers want their labels by seven.", // who wants it is no one of us
    "Same as before, go on from where the last one stopped.",
    "店里卖香料，标签每周一打印。",
  ];
  for (const sentence of no) assert.ok(!isNeedStatement(sentence), sentence);
});

test("a request with no content of its own asks and points back, in any language", () => {
  const yes = [
    "Please write it.",
    "Can you build that?",
    "Could you do it?",
    "Mach das bitte.",
    "Kannst du das schreiben?",
    "Tu peux l'écrire ?",
    "Pouvez-vous le faire ?",
    "¿Puedes escribirla?",
    "Hazlo, por favor.",
    "Puoi farlo?",
    "请写一下。",
    "麻烦做一下它。",
  ];
  for (const sentence of yes) assert.ok(isContentlessRequest(sentence), sentence);
  const no = [
    "Please write it in src/cut.js.", // names a thing of the work
    "Please add a test for the printer's width.", // says what to make
    "Can you export the rota as a calendar file for every phone?",
    "Maria prints them.", // no request word: what sits around it decides
    "The printer just stops.",
    "Thanks!",
    "Merci, c'est parfait comme ça.",
    "请在 src/codes.js 里写 makeCode(prefix, n)。",
    "店里卖香料。",
  ];
  for (const sentence of no) assert.ok(!isContentlessRequest(sentence), sentence);
  // A few words whose object is a pronoun: a request only where structure says so.
  for (const sentence of ["Write it.", "Schreib sie.", "Do that."]) {
    assert.ok(onlyPointsBack(sentence), sentence);
  }
  for (const sentence of [
    "Maria prints them.", // a subject and a verb: a statement
    "Long names run off the edge.",
    "The printer in the back room is old.",
  ]) {
    assert.ok(!onlyPointsBack(sentence), sentence);
  }
});

test("a title line, background and a statement of need: the need (with the request pointing at it) is the task", () => {
  const cases: [string, string][] = [
    [
      "Shelf labels — cut names\nThe shop sells spices in small jars. Maria prints them every Monday. Long names run off the edge. The piece that's missing is a function that cuts a name on a whole word. Please write it.",
      "The piece that's missing is a function that cuts a name on a whole word. Please write it.",
    ],
    [
      "Invoices: numbering\nWe run a small bakery in Lyon with two shops. The accountant complains every quarter. What we lack is a way to number invoices per shop and per year without gaps. Can you build that?",
      "What we lack is a way to number invoices per shop and per year without gaps. Can you build that?",
    ],
    [
      "Rechnungen → Nummern\nWir sind eine kleine Tischlerei in Graz. Die Buchhaltung macht Frau Huber. Es fehlt noch eine Funktion, die Rechnungsnummern pro Jahr ohne Lücken vergibt. Mach das bitte.",
      "Es fehlt noch eine Funktion, die Rechnungsnummern pro Jahr ohne Lücken vergibt. Mach das bitte.",
    ],
    // A short imperative pointing back, right after the need, in German.
    [
      "Lager -> Warnungen\nDas Lager hat drei Räume. Karim zählt jede Nacht. Es fehlt noch eine Warnung, wenn ein Fach leer wird. Schreib sie.",
      "Es fehlt noch eine Warnung, wenn ein Fach leer wird. Schreib sie.",
    ],
    // The task in the middle of the background, rules and thanks after it.
    [
      "Alertes de stock\nL'entrepôt a trois salles. Ce qui manque, c'est un envoi d'alerte quand un bac passe sous son minimum. Les bacs sont comptés chaque nuit. Le minimum est de 5 pièces par bac. Merci !",
      "Ce qui manque, c'est un envoi d'alerte quand un bac passe sous son minimum.",
    ],
    // A rule between the need and the request: left out of the task.
    [
      "Stock alerts\nThe warehouse has three rooms. Nothing yet sends an alert when a bin runs low. The minimum is 5 units per bin. Can you build that?",
      "Nothing yet sends an alert when a bin runs low. Can you build that?",
    ],
    // No title line: four sentences of background, then the need and a Spanish request.
    [
      "En el restaurante somos once en cocina. Los turnos se apuntan en una pizarra. Lucía los pasa a una hoja de cálculo. Nadie se acuerda de mirarla. Lo que falta es algo que convierta esa hoja en un calendario. ¿Puedes escribirla?",
      "Lo que falta es algo que convierta esa hoja en un calendario. ¿Puedes escribirla?",
    ],
    // With no statement of need, the request takes its content from the sentence before it.
    [
      "Kitchen rota\nWe are eleven cooks. The rota is on a whiteboard. Nobody can see it from home. Could you do it?",
      "Nobody can see it from home. Could you do it?",
    ],
    [
      "标签 → 截短名字\n店里卖香料，标签每周一打印。长名字会超出标签。现在还没有一个能把名字截短的函数。请写一下。",
      "现在还没有一个能把名字截短的函数。 请写一下。",
    ],
  ];
  for (const [message, expected] of cases) assert.equal(taskSentences(message), expected, message);
});

test("messages that open with their task, or say a need first, stay whole; an English imperative after background wins", () => {
  const whole = [
    "We need a CSV export of the orders. The shop manager asks for it every week.",
    "Fix the login. It throws on submit since yesterday. The form is in src/login.js.",
    "Same as before, go on from where the last one stopped.",
  ];
  for (const message of whole) assert.equal(taskSentences(message), message, message);
  assert.equal(
    taskSentences(
      "Some background.\nThe shop sells tickets and the codes are written by hand.\nWrite makeCode(prefix, n) in src/codes.js.",
    ),
    "Write makeCode(prefix, n) in src/codes.js.",
  );
});

test("a sentence that opens on a pronoun goes on describing what was said before it", () => {
  const yes = [
    "It reads the dates from the file names.",
    "This runs every night at two.",
    "Das läuft jede Nacht.",
    "Ça tourne chaque nuit.",
    "Eso lo usa la caja del puerto.",
    "它每晚运行。",
  ];
  for (const sentence of yes) assert.ok(opensWithPronoun(sentence), sentence);
  const no = [
    "Keep the Latin layout as it is.", // a pronoun, but not as what the sentence opens on
    "Never touch data/permits.csv by hand.",
    "Thanks!",
    "Gracias de antemano.",
    "Itse asiassa se toimii.", // "it" inside a longer word is no pronoun
  ];
  for (const sentence of no) assert.ok(!opensWithPronoun(sentence), sentence);
});
