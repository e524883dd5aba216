/**
 * Which sentences of a message are its task: a heading of its own ("Some background.",
 * "Trochę kontekstu", "## Lite bakgrund", "一些背景。") is never the task in any language, the
 * sentence after the background that points into the work is; a short first sentence stays when
 * nothing after it points into the work. (The English request leads and introducers are tested
 * with the objective in task-statement.test.ts.)
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  isHeading,
  taskSentences,
  taskSentencesWritten,
} from "../../src/generate/task-sentences.js";

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

const BACKGROUND_THEN_TASK: [string, string, string][] = [
  [
    "ca",
    "Caixa del lloguer de bicis\n\nUna mica de context. La botiga del port lloga bicicletes per hores i les tarifes són a prices/rates.csv. Al final del dia la Núria ho suma tot a mà amb la calculadora. Podries fer que src/caixa.js sumi els lloguers del dia amb una funció dailyTotal()? Els imports sempre en cèntims. No toquis prices/rates.csv.",
    "Podries fer que src/caixa.js sumi els lloguers del dia amb una funció dailyTotal()?",
  ],
  [
    "ur",
    "دکان کا حساب\nکچھ پس منظر۔ ہماری کپڑے کی دکان ہر شام کا حساب ledger/sales.csv میں رکھتی ہے۔ حساب میں غلطی ہو تو منیجر کو اس نمبر پر فون کریں ۰۳۰۰ ۱۲۳۴۵۶۷\nآپ کا کام یہ ہے: src/daily_total.py میں daily_total() لکھیں جو ہر دن کی کل فروخت واپس کرے۔ رقم ہمیشہ پیسوں میں ہو۔",
    "src/daily_total.py میں daily_total() لکھیں جو ہر دن کی کل فروخت واپس کرے۔",
  ],
  [
    "lt",
    "Sandėlio likučiai\n\nŠiek tiek konteksto. Sandėlis kas valandą eksportuoja likučius į export/stock.tsv. Vadovė rašo komentarus su jaustukais 📦\nMums trūksta funkcijos exportStock() faile src/stock/export.ts, kuri kabutėmis apgaubtų kiekvieną tekstinį lauką. Skyriklis visada tabuliacija.",
    "Mums trūksta funkcijos exportStock() faile src/stock/export.ts, kuri kabutėmis apgaubtų kiekvieną tekstinį lauką.",
  ],
  [
    "tl",
    'Resibo ng karinderya\nKaunting konteksto. Ang karinderya ni Aling Rosa ay nagpi-print ng resibo mula sa menu/items.json. May turistang Koreano na humiling na nakasulat din sa resibo ang "영수증"\nIto ang kailangan ko: gawin mong mag-print ang src/receipt.py ng pamagat sa Korean at Tagalog, at magdagdag ng test sa tests/test_receipt.py. Huwag galawin ang menu/items.json.',
    "gawin mong mag-print ang src/receipt.py ng pamagat sa Korean at Tagalog, at magdagdag ng test sa tests/test_receipt.py.",
  ],
  [
    "is",
    "Ferjuáætlun\n\nSmá samhengi. Ferjan til Vestmannaeyja siglir eftir timetable/week.json. Hafnarvörðurinn svarar í síma 481 2800\nHér er það sem ég þarf: láttu src/timetable.ts prenta næturferðirnar með bryggjunni. Tímar alltaf á 24 stunda sniði.",
    "láttu src/timetable.ts prenta næturferðirnar með bryggjunni.",
  ],
  [
    "yo",
    "Owo ile itaja\nDiẹ ninu itan. Ile itaja Mama Bisi n ta aṣọ, o si n kọ tita ojoojumọ sinu ledger/sales.csv. Mama Bisi maa n fi emoji ranṣẹ 🙏🏾\nṢe o le kọ iṣẹ daily_total() ninu src/ledger.py ti yoo ṣe akopọ tita ọjọ kọọkan? Owo naa gbọdọ wa ni kobo nigbagbogbo.",
    "Ṣe o le kọ iṣẹ daily_total() ninu src/ledger.py ti yoo ṣe akopọ tita ọjọ kọọkan?",
  ],
  [
    "en-need",
    "Parking permits, Arabic this time\n\nSome context. The city office prints residents' parking permits with bin/permit.py from data/permits.csv. Since March the permits of the eastern district carry the header\n\"تصريح وقوف السيارات\"\nWhat's missing is an Arabic header printed right to left in bin/permit.py, with a test in tests/test_permit.py. House rules:\n- keep the Latin layout as it is\n- never touch data/permits.csv by hand",
    "What's missing is an Arabic header printed right to left in bin/permit.py, with a test in tests/test_permit.py.",
  ],
  [
    "en-bridge",
    "Ferrylog, timetable week.\nSome context. The ferry office keeps its timetable in timetable/week.json. The night boat calls at the harbour master on ٤٤ ٢١ ٠٩ That's where you come in: have src/timetable.ts print the night crossings with their pier, and test it in test/timetable.test.ts. Times stay in 24-hour format.",
    "have src/timetable.ts print the night crossings with their pier, and test it in test/timetable.test.ts.",
  ],
  [
    "en-question",
    'Shelf labels for the pantry\n\nA bit of background. The food bank prints shelf labels from stock/items.csv, and the volunteers read them in Hindi too: the last label says "दाल — ५ किलो"\nCould you make labels/print.py put the Hindi name under the English one? Keep the font as it is. Thanks!',
    "Could you make labels/print.py put the Hindi name under the English one?",
  ],
  [
    "de",
    "Kasse — Fahrradverleih\nEtwas Kontext. Der Verleih am See rechnet Räder stundenweise ab, die Preise stehen in prices/rates.csv. Der Chef schreibt immer mit Emoji 🚲\nWas mir fehlt, ist eine Funktion tagesSumme() in src/kasse.js, die den Tagesumsatz ausgibt. Beträge immer in Cent.",
    "Was mir fehlt, ist eine Funktion tagesSumme() in src/kasse.js, die den Tagesumsatz ausgibt.",
  ],
];

test("a title, some context, background whose last sentence has no end mark, then the task: the task sentence alone, in any language", () => {
  // The background's last sentence ends on a quote in another script, other digits, an emoji
  // or a number; the task comes after a bridge, as a question, or as a need; house rules after.
  for (const [language, message, task] of BACKGROUND_THEN_TASK) {
    assert.equal(taskSentences(message), task, language);
  }
});

test("after a bridge, the task given as a list is its items; a thanks or a rule after a short introducer is no task", () => {
  const list = [
    "Ferry timetable",
    "",
    "Some context. The office keeps the timetable in timetable/week.json. The pier master calls on +44 21 09",
    "So here's what I need:",
    "- have src/timetable.ts print the night crossings with their pier",
    "- add a test in test/timetable.test.ts",
    "House rules: times in 24-hour format; never edit timetable/week.json.",
  ].join("\n");
  assert.equal(
    taskSentences(list),
    "have src/timetable.ts print the night crossings with their pier; add a test in test/timetable.test.ts",
  );
  const thanks =
    '# Tickets\nUn poco de contexto. La tienda vende entradas. Los códigos se repiten, sobre todo los de "演唱会" ✨\nLo que necesito: escribe makeCode(prefix, n) en src/codes.js. Gracias de antemano.';
  assert.equal(taskSentences(thanks), "escribe makeCode(prefix, n) en src/codes.js.");
});

test("read with what the session wrote, the sentence asking for it is the task where no request, bridge or question says so", () => {
  const message =
    "Šiek tiek konteksto. Sandėlis naudoja readStock() iš src/stock/read.ts. Vadovė kas rytą tikrina likučius. Parašyk exportStock() faile src/stock/export.ts, kuris apgaubia tekstą kabutėmis. Nekeisk readStock().";
  const written = new Set(["src/stock/export.ts", "export.ts", "exportstock"]);
  assert.equal(
    taskSentencesWritten(message, written),
    "Parašyk exportStock() faile src/stock/export.ts, kuris apgaubia tekstą kabutėmis.",
  );
  // Without the session, the background's first call is taken for the task's start.
  assert.notEqual(taskSentences(message), taskSentencesWritten(message, written));
});

test("a short lead whose sentence goes on as a list of rules opens the rules, never the task, in any language", () => {
  const background =
    "Some context first. We keep the allotments of the garden club in a spreadsheet, and every spring the plots are handed out by hand. Last year two families got the same plot and nobody noticed until May.";
  const cases: [string, string][] = [
    [
      `${background} What we need is the plot draw, done fairly, so nobody gets a plot twice. House rules: Python 3.9, because the club's laptop is old; nothing outside the standard library; plots.csv is the real list, never edit it; and make test passes before a commit.`,
      "What we need is the plot draw, done fairly, so nobody gets a plot twice.",
    ],
    [
      `${background} Potřebujeme losování parcel, férově, aby nikdo nedostal parcelu dvakrát. Pravidla: Python 3.9; nic mimo standardní knihovnu; plots.csv je skutečný seznam, neupravuj ho; a make test projde před commitem.`,
      "Potřebujeme losování parcel, férově, aby nikdo nedostal parcelu dvakrát.",
    ],
  ];
  for (const [message, task] of cases) assert.equal(taskSentences(message), task, message);
  // A lead that opens the task itself still does.
  const lead = `${background} So: write draw(plots, families) in draw.py; each family one plot.`;
  assert.match(taskSentences(lead), /^write draw\(plots, families\) in draw\.py/);
});

test("one sentence of background before a task that names the work itself: the task alone, in any language", () => {
  const rows: [string, string][] = [
    [
      "We run the shop on a small VPS with a nightly cron. Add a --dry-run flag to scripts/export.sh that prints the rows without writing.",
      "Add a --dry-run flag to scripts/export.sh that prints the rows without writing.",
    ],
    [
      "Our accountant wants the invoices as PDFs from now on. Make invoice numbers six digits in src/invoice.ts.",
      "Make invoice numbers six digits in src/invoice.ts.",
    ],
    [
      "Unser Shop läuft auf einem kleinen Server mit einem nächtlichen Cronjob. Füge scripts/export.sh eine Option --dry-run hinzu, die die Zeilen nur ausgibt.",
      "Füge scripts/export.sh eine Option --dry-run hinzu, die die Zeilen nur ausgibt.",
    ],
    [
      "La tienda funciona en un servidor pequeño con un cron nocturno. Añade a scripts/export.sh una opción --dry-run que solo imprima las filas.",
      "Añade a scripts/export.sh una opción --dry-run que solo imprima las filas.",
    ],
    [
      "Nasz sklep działa na małym serwerze z nocnym cronem. Dodaj do scripts/export.sh opcję --dry-run, która tylko wypisuje wiersze.",
      "Dodaj do scripts/export.sh opcję --dry-run, która tylko wypisuje wiersze.",
    ],
    // The house rules after the task stay among the user's words, as after longer background.
    [
      "We sell ferry tickets on the island. Build the departure board in src/board.ts. House rules: at most 80 characters a line; never touch src/legacy.ts.",
      "Build the departure board in src/board.ts.",
    ],
  ];
  for (const [text, task] of rows) assert.equal(taskSentences(text), task, text);
  // What the task refers to, background that names the work, a task opening on a pronoun, and
  // background with no request at all: the whole message.
  for (const text of [
    "The login page throws on submit. Fix it and add a test.",
    "The retry helper lives in src/net/retry.ts. Add full jitter to it.",
    "We moved the export to a worker. It now reads src/export.ts on every run.",
    "We moved the API to Fastify last month. The retry helper lives in src/net/retry.ts. It has no jitter at all.",
  ])
    assert.equal(taskSentences(text), text.replace(/\s+/g, " "), text);
});

test("a bridge may name the program's language by its signs: 'a C++ program:', 'a C# tool:'", () => {
  const background =
    "Some background first, it explains the odd units. My uncle has sold tea in Kandy for thirty years, from a stall by the lake. The leaves come down from the estates before dawn and are weighed by the pound. I moved here from Split two years ago and I keep the books now.\n\n";
  const rows: [string, string][] = [
    [
      "So the job is a C++ program: bin/weigh reads the day's export (data/day.csv: the time, the estate) and prints one line an estate, then a total line. make builds it; make check runs tests/run. A few house rules: C++17 only; money in cents.",
      "bin/weigh reads the day's export (data/day.csv: the time, the estate) and prints one line an estate, then a total line. make builds it; make check runs tests/run.",
    ],
    [
      "What we need is a C# tool: Weigh/Program.cs reads data/day.csv and prints one line an estate. dotnet test runs the tests. House rules: no packages.",
      "Weigh/Program.cs reads data/day.csv and prints one line an estate.",
    ],
  ];
  for (const [task, expected] of rows) {
    const found = taskSentences(background + task);
    assert.ok(found.includes(expected), `${found}\n  should hold\n${expected}`);
    assert.ok(!/uncle|house rules|C\+\+17/i.test(found), found);
  }
});

test("a sentence opening with a command's name in lower case is no English request, among sentences that open with capitals", () => {
  const message =
    "Our bakery has baked rye in Tartu since 1952. The oven log is kept on paper and nobody can read it. The new tool is bin/ovenlog, it reads logs/oven.csv and prints each bake's hours. make builds it; make check runs test/run.sh.";
  assert.equal(
    taskSentences(message),
    "The new tool is bin/ovenlog, it reads logs/oven.csv and prints each bake's hours. make builds it; make check runs test/run.sh.",
  );
  // Written all in lower case, the lead word is read as an English request as before.
  const lower =
    "our bakery has baked rye in tartu since 1952. the oven log is kept on paper and nobody can read it. make bin/ovenlog read logs/oven.csv and print each bake's hours.";
  assert.equal(
    taskSentences(lower),
    "make bin/ovenlog read logs/oven.csv and print each bake's hours.",
  );
});

test("a need said in the background ('shops that wanted …') is not what a later request's 'it' points back to", () => {
  const message =
    "Some context before the work itself. I'm Ana Ruiz. My family grows olives on two hectares outside Jaén, on trees my grandfather planted in 1961. I worked in Lyon for eight years and came home in 2022 with the names of a few French shops that wanted real oil, and now they order every month. My father works out each bill on paper, and in May a shop in Nantes got its oil twice and paid once. I'd like a small Python package for it, called olive: python3 -m olive orders/2026-05.csv prints one line a shop with its cans and the euros it owes. olive/orders.py already reads the export. A few house rules go with it: standard library only; amounts are whole euros in int.";
  assert.equal(
    taskSentences(message),
    "I'd like a small Python package for it, called olive: python3 -m olive orders/2026-05.csv prints one line a shop with its cans and the euros it owes. olive/orders.py already reads the export.",
  );
  // A need right before the request stays its subject.
  assert.equal(
    taskSentences(
      "We run a ferry kiosk on Hvar. Tickets are sold by hand. What we lack is a seat counter. Write it in src/seats.js with countSeats(boat).",
    ),
    "What we lack is a seat counter. Write it in src/seats.js with countSeats(boat).",
  );
});

test("a lead after the task whose part names nothing and goes on as clauses opens the house rules, in any language and script; a part naming the work or of one clause stays the task", () => {
  const tasks: [string, string][] = [
    [
      "Kontekst: piekarnia liczy zaczyn w zeszycie. Zeszyt ginie co miesiąc. Dopisz starter_age(log) w bake/starter.py. Zasady: tylko biblioteka standardowa, python -m unittest ma przechodzić.",
      "Dopisz starter_age(log) w bake/starter.py.",
    ],
    [
      "背景：面包房用本子记录酵种。本子每个月都会丢。请在 bake/starter.py 里加上 starter_age(log)。规则：只用标准库，单元测试必须通过。",
      "请在 bake/starter.py 里加上 starter_age(log)。",
    ],
    [
      "背景: パン屋は発酵種をノートに記録しています。ノートは毎月なくなります。bake/starter.py に starter_age(log) を追加してください。ルール: 標準ライブラリのみ、unittest を通すこと。",
      "bake/starter.py に starter_age(log) を追加してください。",
    ],
  ];
  for (const [message, task] of tasks) assert.equal(taskSentences(message), task, message);
  // After one sentence of background too.
  assert.equal(
    taskSentences(
      "Contexto: la contable quiere un fichero cada mes. Ahora añade export_csv(orders) en src/export.py. Reglas: solo la biblioteca estándar, los tests deben pasar.",
    ),
    "Ahora añade export_csv(orders) en src/export.py.",
  );
  // The part names the work, or is one clause: it is the task, as before.
  assert.equal(
    taskSentences(
      "Kontekst: piekarnia liczy zaczyn w zeszycie. Zeszyt ginie co miesiąc. Funkcja starter_age(log) jest wolna. Zadanie: przepisz bake/starter.py, żeby czytał log raz.",
    ),
    "przepisz bake/starter.py, żeby czytał log raz.",
  );
  assert.equal(
    taskSentences(
      "Kontekst: piekarnia liczy zaczyn w zeszycie. Zeszyt ginie co miesiąc. Funkcja starter_age(log) jest wolna. Zadanie: przyspiesz ją.",
    ),
    "przyspiesz ją.",
  );
});

test("a wish naming nothing of the work before a lead whose part names what the session wrote: the part is the task", () => {
  const written = new Set(["bin/labels.py", "labels.py", "tools/setlist.go", "setlist.go"]);
  const labels =
    "We print labels for a warehouse in Leeds. Pickers complain the queue stalls on Mondays. I'd love to see how long a batch takes before it is sent to the printer. The ask: add a --estimate flag to bin/labels.py that prints the batch's page count and time. House rules: stdlib only, python -m unittest must pass.";
  assert.equal(
    taskSentencesWritten(labels, written),
    "add a --estimate flag to bin/labels.py that prints the batch's page count and time.",
  );
  // Read without the session, the wish stays the task: nothing tells the lead from a note.
  assert.equal(
    taskSentences(labels),
    "I'd love to see how long a batch takes before it is sent to the printer.",
  );
  const choir =
    "Our choir keeps its scores in a folder of PDFs. Nobody can find anything. I'd like to know which pieces we sang last season. The job: write tools/setlist.go that reads programs/*.txt and prints each piece with its dates. Rules: go test ./... passes, no third-party modules.";
  assert.equal(
    taskSentencesWritten(choir, written),
    "write tools/setlist.go that reads programs/*.txt and prints each piece with its dates.",
  );
  // A note naming nothing the session made leaves the wish the task.
  assert.equal(
    taskSentencesWritten(
      "We sell bread. Orders come by email. I'd like a tool that counts orders. Note: run `make db` first.",
      written,
    ),
    "I'd like a tool that counts orders.",
  );
  // A wish that names the work itself stays the task.
  assert.equal(
    taskSentencesWritten(
      "We print labels for a warehouse in Leeds. Pickers complain the queue stalls on Mondays. I'd like bin/labels.py to print an estimate. The ask: keep it fast.",
      written,
    ),
    "I'd like bin/labels.py to print an estimate.",
  );
});

test("a request naming nothing of the work is told by the next sentence that does, its command's values and all", () => {
  const background =
    "I run a small allotment society in Leeds with forty plots. Every spring I sit with the water meter readings and a calculator for a whole weekend, and last year I billed two plots twice.";
  const rules = "Plain Python, standard library only. The sheets under sheets/ stay as they come.";
  // A request with no content of its own: the sentence after it, not the background before it.
  assert.equal(
    taskSentences(
      `${background} Could you build something for that? bin/water 2026-05 should read the month's meter sheet and print each plot holder's share. ${rules}`,
    ),
    "Could you build something for that? bin/water 2026-05 should read the month's meter sheet and print each plot holder's share.",
  );
  // A request saying what to make, naming no file: the sentence with the program's command goes
  // with it, a program run from its folder (./tally) being a path of the work.
  assert.equal(
    taskSentences(
      `${background} Could you write me a small C program for it? ./tally 2026-05 should read that month's sheet and print one line a plot. ${rules}`,
    ),
    "Could you write me a small C program for it? ./tally 2026-05 should read that month's sheet and print one line a plot.",
  );
  // A request that names the work itself keeps the value rule after it out, as before.
  assert.equal(
    taskSentences(
      `${background} Please write bin/water for it. Each plot pays at least 5 pounds a year. ${rules}`,
    ),
    "Please write bin/water for it.",
  );
});

test("a task part naming nothing of the work goes on into the sentence saying what it does; a rule with an amount stays out", () => {
  const background =
    "We keep a dozen kayaks in a boathouse on the river. Members sign boats out on a tablet, which writes a CSV a month.";
  assert.equal(
    taskSentences(
      `${background} The job: a small Node program. npm run bill 2026-07 should read that month's records and print one line a member with what they owe. members.csv lists the members. Plain Node, no packages: the laptop is offline. npm test is the check.`,
    ),
    "a small Node program. npm run bill 2026-07 should read that month's records and print one line a member with what they owe. members.csv lists the members.",
  );
  assert.equal(
    taskSentences(`${background} The job: a small tool. At most 5000 rows a file. Keep it simple.`),
    "a small tool.",
  );
});
