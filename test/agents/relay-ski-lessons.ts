/**
 * A tuning relay of the fidelity corpus: Gemini CLI → Claude Code → Codex CLI → OpenCode on a ski
 * school's lesson billing. What it holds: a price set by the first session (`LESSON_PRICE_CZK =
 * 900`); totals and per-instructor findings the second session works out in Czech, in crowns
 * written with a space between the thousands ("14 400 Kč", "6 300 Kč") or with none ("4500 Kč"),
 * beside a date and a test count that rest on no price, each sentence naming the report script
 * or the data file; a third session, told in Portuguese, that rewrites the whole file with a new
 * price under a new name sharing no word with the old (`HOURLY_RATE = 1050`), reports in
 * Portuguese and restates no figure, its tests computing from the constant (no figure of theirs
 * changes); a fourth, told in German, that works one figure out again at the new price
 * ("7 350 Kč"), which stands.
 */
import type { Relay } from "./relay.js";

export const SKI_TASK =
  "Write the lesson billing in src/lessons.js: bill(lessons) adds up what each instructor's lessons earn at 900 Kč an hour, and the total. Tests in test/lessons.test.js.";
export const SKI_FEBRUARY =
  "Spočítej z data/february.json, kolik za únor vyfakturujeme celkem a kolik za každého instruktora; report ať vypisuje scripts/report.js.";
export const SKI_PRICE =
  "A escola mudou a tabela: a partir de março cada hora de aula custa 1050 coroas. Atualiza src/lessons.js e os testes.";
export const SKI_CARRY_ON =
  "Mach bitte weiter: rechne Nováks Februar mit dem neuen Preis nach, für das Gespräch über seine Gutschrift.";

/** February's lessons: 16 hours, Novák 7, Dvořák 5, Svoboda 4. */
const february = (): string => {
  const rows: string[] = [];
  const days = [2, 3, 5, 6, 9, 10, 12, 13, 16, 17, 19, 20, 23, 24, 26, 27];
  const who = ["Novák", "Dvořák", "Svoboda", "Novák"];
  const counts: Record<string, number> = { Novák: 0, Dvořák: 0, Svoboda: 0 };
  const limits: Record<string, number> = { Novák: 7, Dvořák: 5, Svoboda: 4 };
  let i = 0;
  for (const day of days) {
    let name = who[i % who.length] as string;
    while ((counts[name] ?? 0) >= (limits[name] ?? 0)) {
      i++;
      name = who[i % who.length] as string;
    }
    counts[name] = (counts[name] ?? 0) + 1;
    i++;
    rows.push(
      `  { "date": "2026-02-${String(day).padStart(2, "0")}", "instructor": "${name}", "hours": 1 }`,
    );
  }
  return `[\n${rows.join(",\n")}\n]\n`;
};

const lessons = (name: string, price: number) => `export const ${name} = ${price};

export function bill(lessons) {
  const byInstructor = {};
  for (const lesson of lessons) {
    const owed = lesson.hours * ${name};
    byInstructor[lesson.instructor] = (byInstructor[lesson.instructor] ?? 0) + owed;
  }
  const total = Object.values(byInstructor).reduce((sum, owed) => sum + owed, 0);
  return { total, byInstructor };
}
`;

const lessonsTest = (name: string, price: number) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { ${name}, bill } from "../src/lessons.js";

test("the hourly price is the school's", () => {
  assert.equal(${name}, ${price});
});

test("each instructor's hours are billed", () => {
  const { byInstructor } = bill([
    { instructor: "A", hours: 2 },
    { instructor: "B", hours: 1 },
    { instructor: "A", hours: 1 },
  ]);
  assert.deepEqual(byInstructor, { A: 3 * ${name}, B: ${name} });
});

test("the total is the sum", () => {
  assert.equal(bill([{ instructor: "A", hours: 2 }]).total, 2 * ${name});
});
`;

const REPORT = `import { readFileSync } from "node:fs";
import { bill } from "../src/lessons.js";

const month = process.argv[2] ?? "february";
const lessons = JSON.parse(readFileSync(\`data/\${month}.json\`, "utf8"));
const czk = new Intl.NumberFormat("cs-CZ", { style: "currency", currency: "CZK", maximumFractionDigits: 0 });
const { total, byInstructor } = bill(lessons);
console.log(\`\${lessons.length} lekcí: \${czk.format(total)}\`);
for (const [name, owed] of Object.entries(byInstructor)) console.log(\`\${name}: \${czk.format(owed)}\`);
`;

export const SKI_RELAY: Relay = {
  name: "ski-lessons",
  files: {
    "package.json": `${JSON.stringify(
      { name: "ski-lessons", private: true, type: "module", scripts: { test: "node --test" } },
      null,
      2,
    )}\n`,
    "README.md": "# Ski lessons\n\nBills the ski school's lessons per instructor.\n",
    "data/february.json": february(),
  },
  hops: [
    {
      agent: "gemini",
      prompts: [SKI_TASK],
      turns: [
        {
          prompt: "Write the lesson billing in src/lessons.js",
          steps: [
            { write: { path: "src/lessons.js", content: lessons("LESSON_PRICE_CZK", 900) } },
            {
              write: {
                path: "test/lessons.test.js",
                content: lessonsTest("LESSON_PRICE_CZK", 900),
              },
            },
            { run: "npm test" },
            {
              run: "git add -A && git commit -q -m 'lessons: bill per instructor at 900 Kč an hour'",
            },
          ],
          final:
            "A lesson hour costs 900 Kč: LESSON_PRICE_CZK in src/lessons.js, and bill() multiplies each lesson's hours by it per instructor.\n\nAll 3 tests pass and the work is committed.\n\nNext step: a monthly report from data/february.json.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [SKI_FEBRUARY],
      turns: [
        {
          prompt: "Spočítej z data/february.json",
          steps: [
            { write: { path: "scripts/report.js", content: REPORT } },
            { run: "node scripts/report.js february" },
            { run: "npm test" },
            { run: "git add -A && git commit -q -m 'report: February per instructor'" },
          ],
          final:
            "Podle scripts/report.js dělá únor dohromady 14 400 Kč za 16 lekcí.\n\nV data/february.json má nejvíc lekcí Novák: 7 lekcí za 6\u00a0300 Kč.\n\nDvořák podle scripts/report.js dostane za 5 lekcí 4500 Kč, Svoboda za 4 lekce 3600 Kč.\n\nÚnorová data v data/february.json končí 27. 2. 2026.\n\nVšechny 3 testy prochází, report je v commitu.\n\nDalší krok: poslat report účetní.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [SKI_PRICE],
      turns: [
        {
          prompt: "A escola mudou a tabela",
          steps: [
            { run: "cat src/lessons.js" },
            { write: { path: "src/lessons.js", content: lessons("HOURLY_RATE", 1050) } },
            { write: { path: "test/lessons.test.js", content: lessonsTest("HOURLY_RATE", 1050) } },
            { run: "npm test" },
            { run: "git add -A && git commit -q -m 'lessons: the March price table'" },
          ],
          final:
            "A tabela nova está em src/lessons.js: a constante chama-se agora HOURLY_RATE. Os 3 testes passam e está tudo no commit.\n\nPróximo passo: enviar o relatório à contabilidade.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [SKI_CARRY_ON],
      turns: [
        {
          prompt: "Mach bitte weiter",
          steps: [{ run: "node scripts/report.js february" }],
          final:
            "Laut scripts/report.js kommt Novák mit dem neuen Preis für seine 7 Stunden im Februar auf 7\u00a0350 Kč.\n\nNächster Schritt: den Bericht an die Buchhaltung schicken.",
        },
      ],
    },
  ],
};
