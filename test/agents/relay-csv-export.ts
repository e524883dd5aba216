/**
 * A tuning relay of the fidelity corpus: Codex CLI → Gemini CLI → Claude Code on a CSV export.
 * What it holds: a first message with three sentences of background, its task and a house rule
 * (semicolons) that the last hop reverses; a German rule with a number (5000 rows a file) that
 * the last hop replaces with a new value, in English; an opener that names a number and no task;
 * a helper added and taken out again in the same hop; a file that was there before the relay
 * deleted as clean-up (no dead end); a next step of the first hop that the second hop did.
 */
import type { Relay } from "./relay.js";

export const CSV_TASK =
  "For context: the accountants open our exports in Excel on Windows. Last month the umlauts in customer names came out as garbage. The export runs every night from cron. Please add exportCsv(rows) to src/export.js: UTF-8 with a BOM, and quote any field that holds the separator or a quote. Separate the fields with semicolons, the German Excel expects them.";
export const CSV_GERMAN =
  "Noch etwas: höchstens 5000 Zeilen pro Datei, sonst hängt sich Excel beim Öffnen auf. Und fass scripts/cron.sh bitte nicht an.";
export const CSV_OPENER =
  "Take over from the previous session; the split at 5000 is in, the rest is yours.";
export const CSV_REVERSAL =
  "Finance moved to LibreOffice over the weekend, and it opens big files fine: split at 20000 rows a file from now on, and use commas between fields instead of semicolons. Commit when npm test passes.";

const exportJs = (sep: string, rows: number) => `export const SEPARATOR = "${sep}";
export const ROWS_PER_FILE = ${rows};
const BOM = "\\uFEFF";

function field(value) {
  const text = String(value ?? "");
  return /["\\n${sep}]/.test(text) ? \`"\${text.replaceAll('"', '""')}"\` : text;
}

/** One CSV text per file of at most ROWS_PER_FILE rows, each with the BOM Excel needs to read UTF-8. */
export function exportCsv(rows) {
  const files = [];
  for (let i = 0; i < rows.length || i === 0; i += ROWS_PER_FILE) {
    const lines = rows.slice(i, i + ROWS_PER_FILE).map((row) => row.map(field).join(SEPARATOR));
    files.push(BOM + lines.join("\\r\\n"));
  }
  return files;
}
`;

const exportTest = (sep: string, rows: number) => `import assert from "node:assert/strict";
import { test } from "node:test";
import { exportCsv } from "../src/export.js";

test("a BOM, and a field with the separator is quoted", () => {
  const [csv] = exportCsv([["Müller${sep} Jörg", "12"]]);
  assert.equal(csv, '\\uFEFF"Müller${sep} Jörg"${sep}12');
});

test("a file holds at most ${rows} rows", () => {
  const rows = Array.from({ length: ${rows} + 1 }, (_, i) => [String(i)]);
  assert.equal(exportCsv(rows).length, 2);
});
`;

const CHECK_EXCEL = `// The accountants' check: every export file opens in Excel (a BOM, at most 5000 rows).
import { exportCsv } from "../src/export.js";

const rows = Array.from({ length: 12000 }, (_, i) => [\`Kunde \${i}\`, String(i)]);
const files = exportCsv(rows);
for (const [i, csv] of files.entries()) {
  if (!csv.startsWith("\\uFEFF")) {
    console.error(\`check-excel: file \${i + 1} has no BOM\`);
    process.exit(1);
  }
}
console.log(\`check-excel: \${files.length} files, all with a BOM\`);
`;

export const CSV_RELAY: Relay = {
  name: "csv-export",
  files: {
    "package.json": `${JSON.stringify(
      {
        name: "csv-export",
        private: true,
        type: "module",
        scripts: { test: "node --test", "check:excel": "node scripts/check-excel.js" },
      },
      null,
      2,
    )}\n`,
    "src/export.js":
      "export function exportCsv(rows) {\n  return [rows.map((r) => r.join(',')).join('\\n')];\n}\n",
    "src/legacy-csv.js":
      "export const legacyCsv = (rows) => rows.map((r) => r.join(';')).join('\\n');\n",
    "scripts/cron.sh": "#!/bin/sh\nnode scripts/nightly.js\n",
    "scripts/check-excel.js": CHECK_EXCEL,
  },
  hops: [
    {
      agent: "codex",
      prompts: [CSV_TASK, CSV_GERMAN],
      turns: [
        {
          prompt: "For context: the accountants",
          steps: [
            { say: "Reading the exporter.", run: "cat src/export.js src/legacy-csv.js" },
            { write: { path: "src/export.js", content: exportJs(";", 1_000_000) } },
            {
              write: {
                path: "test/export.test.js",
                content: exportTest(";", 1_000_000).replace(/\ntest\("a file holds[\s\S]*$/, "\n"),
              },
            },
            { run: "npm test" },
          ],
          final:
            "exportCsv(rows) writes UTF-8 with a BOM, semicolons between fields, and quotes fields that hold a semicolon, a quote or a newline; npm test passes. The BOM is what makes Excel read the file as UTF-8: without EF BB BF it guesses Windows-1252. Next step: run `npm run check:excel` on a 12000-row export.",
        },
        {
          prompt: "Noch etwas",
          steps: [
            { write: { path: "src/export.js", content: exportJs(";", 5000) } },
            { write: { path: "test/export.test.js", content: exportTest(";", 5000) } },
            { run: "npm test" },
            {
              run: "git add src/export.js test/export.test.js && git commit -q -m 'exportCsv: BOM, semicolons, quoting, 5000 rows a file'",
            },
          ],
          final:
            "Exports are split every 5000 rows, one CSV text per file; scripts/cron.sh is untouched, npm test passes and the change is committed.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [CSV_OPENER],
      turns: [
        {
          prompt: "Take over from the previous session",
          steps: [
            { run: "npm run check:excel" },
            {
              write: {
                path: "src/stream-writer.js",
                content:
                  "export function* linesOf(rows, sep) {\n  for (const row of rows) yield row.join(sep);\n}\n",
              },
            },
            {
              run: "node -e \"import('./src/stream-writer.js').then(m => console.log([...m.linesOf([['a','b']], ';')]))\"",
            },
            {
              say: "Took src/stream-writer.js out again: 5000 rows joined as one string take 9 ms, and the generator only added a file to maintain.",
              run: "rm src/stream-writer.js && npm test",
            },
          ],
          final:
            "check:excel passes: a 12000-row export becomes 3 files, each with its BOM. The export stays one string per file.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [CSV_REVERSAL],
      turns: [
        {
          prompt: "Finance moved to LibreOffice",
          steps: [
            { run: "git status --short && grep -rn legacy-csv src scripts || true" },
            { write: { path: "src/export.js", content: exportJs(",", 20000) } },
            { write: { path: "test/export.test.js", content: exportTest(",", 20000) } },
            { run: "git rm -q src/legacy-csv.js && npm test" },
            {
              run: "git add -A src test && git commit -q -m 'exportCsv: commas, 20000 rows a file; legacy-csv.js had no importer'",
            },
          ],
          final:
            "exportCsv now puts commas between fields and splits every 20000 rows; npm test passes and it is committed. src/legacy-csv.js had no importer left, so it is deleted in the same commit.",
        },
      ],
    },
  ],
};
