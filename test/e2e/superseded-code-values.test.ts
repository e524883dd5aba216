/**
 * A rule of a many-rule first message whose value the relay's own first session put in the code
 * (a constant, or a literal: `padStart(5, "0")` for five digits, `">=3.9"` for Python 3.9), then
 * replaced two hops later: a newer message in another language, often another script (Arabic-Indic,
 * Thai, Devanagari or Ethiopic digits, number words, a version), and the session after it changing
 * that value in place, renaming the constant with a new unit, or writing the file whole again,
 * its report silent about it. Written through `handoff write` in a real repo, hop after hop: the
 * rule's clause, and only it, is superseded by the newer message; its neighbours (a prohibition,
 * an order) stay in force. A clause whose number equals the old value only by coincidence, in
 * another subject and unit, is never marked.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import {
  type RelayAgent,
  type ScriptedEdit,
  type ScriptedSession,
  ingestScripted,
} from "../helpers/relay-transcripts.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) removeDir(d);
});

/** One relay: the first message's rules, the code hop 1 wrote, the newer message and its change. */
interface Relay {
  name: string;
  /** The first message: background, the task, then rules. */
  first: string;
  /** The files the first hop writes for its rules (repo-relative path → text). */
  files: Record<string, string>;
  /** The clause the newer message replaces ("" when none is), and clauses that stay in force. */
  replaced: string;
  kept: string[];
  newer: string;
  /** The third hop's replacements (an edit each, or the file written whole with `whole`). */
  edits: { path: string; old: string; new: string }[];
  whole?: true;
  last: RelayAgent;
  /** The code was in the repo before the relay: the first hop wrote none of it. */
  before?: true;
}

const PACKING = "src/packing.ts";
// English first message: background, the task, four rules.
const JAM = [
  "We make jam on a farm near Ghent and pack the orders ourselves on Fridays.",
  "Write the packing rules in src/packing.ts.",
  "Rules: a box holds 24 jars; an invoice number has five digits; never touch the files in test/fixtures; orders are listed by date.",
].join(" ");
const JAM_BOX = "a box holds 24 jars";
const JAM_INVOICE = "an invoice number has five digits";
const JAM_FIXTURES = "never touch the files in test/fixtures";
const JAM_ORDER = "orders are listed by date";
const JAM_CODE = [
  "export const BOX_JARS = 24;",
  "",
  "export function boxes(jars: number): number {",
  "  return Math.ceil(jars / BOX_JARS);",
  "}",
  "",
  "export function invoiceNumber(n: number): string {",
  '  return String(n).padStart(5, "0");',
  "}",
  "",
].join("\n");

const BARN = "src/barn.ts";
// Spanish first message: background, the task, three rules.
const FARM = [
  "Tenemos una granja pequeña con vacas y terneros en Asturias.",
  "Escribe las reglas del establo en src/barn.ts.",
  "Reglas: el ternero toma dos litros de leche al día; cada corral tiene como máximo 8 terneros; no toques nunca los datos de prueba.",
].join(" ");
const FARM_CALF = "el ternero toma dos litros de leche al día";
const FARM_PEN = "cada corral tiene como máximo 8 terneros";
const FARM_DATA = "no toques nunca los datos de prueba";
const FARM_CODE = [
  "export const CALF_ML_PER_DAY = 2000;",
  "export const MAX_CALVES_PER_PEN = 8;",
  "",
  "export function milk(calves: number): number {",
  "  return calves * CALF_ML_PER_DAY;",
  "}",
  "",
].join("\n");

// French first message: background, the task, three rules, one of them a version.
const BAKERY = [
  "Nous tenons une petite boulangerie à Lyon et prenons les commandes par téléphone.",
  "Écris le module des commandes dans src/bakery.py.",
  "Règles : le code doit tourner avec Python 3.9 ; un numéro de commande a six chiffres ; ne touche jamais aux données de test.",
].join(" ");
const BAKERY_PYTHON = "le code doit tourner avec Python 3.9";
const BAKERY_NUMBER = "un numéro de commande a six chiffres";
const BAKERY_DATA = "ne touche jamais aux données de test";
const BAKERY_FILES = {
  "pyproject.toml": '[project]\nname = "bakery"\nrequires-python = ">=3.9"\n',
  "src/bakery.py": "def order_number(n):\n    return str(n).zfill(6)\n",
};

const RENTAL = "src/rental.ts";
// Polish first message: background, the task, three rules, one of them a time of day.
const BIKES = [
  "Prowadzimy małą wypożyczalnię rowerów nad morzem.",
  "Napisz zasady wypożyczeń w src/rental.ts.",
  "Zasady: opłata za spóźnienie zaczyna się od 18:00; rower wypożycza się najwyżej na 3 dni; nie zmieniaj plików w test/fixtures.",
].join(" ");
const BIKES_LATE = "opłata za spóźnienie zaczyna się od 18:00";
const BIKES_DAYS = "rower wypożycza się najwyżej na 3 dni";
const BIKES_FIXTURES = "nie zmieniaj plików w test/fixtures";
const BIKES_CODE = [
  'export const LATE_FROM = "18:00";',
  "export const MAX_RENTAL_DAYS = 3;",
  "",
  "export function isLate(time: string): boolean {",
  "  return time >= LATE_FROM;",
  "}",
  "",
].join("\n");
const RETIMED = { path: RENTAL, old: '"18:00"', new: '"18:30"' };

const MARKED: Relay[] = [
  {
    name: "a time of day written as a literal, said in Japanese",
    first: BIKES,
    files: { [RENTAL]: BIKES_CODE },
    replaced: BIKES_LATE,
    kept: [BIKES_DAYS, BIKES_FIXTURES],
    // "From now on the late fee starts at 18:30."
    newer: "今後、延滞料金は18:30からです。",
    edits: [RETIMED],
    last: "codex",
  },
  {
    name: "a time of day written as a literal, the file written whole, said in French",
    first: BIKES,
    files: { [RENTAL]: BIKES_CODE },
    replaced: BIKES_LATE,
    kept: [BIKES_DAYS, BIKES_FIXTURES],
    // "From now on the late penalty starts at 18 h 30."
    newer: "Désormais la pénalité de retard commence à 18 h 30.",
    edits: [RETIMED],
    whole: true,
    last: "gemini",
  },
  {
    name: "a time of day written as a literal, said in Arabic-Indic digits",
    first: BIKES,
    files: { [RENTAL]: BIKES_CODE },
    replaced: BIKES_LATE,
    kept: [BIKES_DAYS, BIKES_FIXTURES],
    // "From now on the late fine starts at 18:30."
    newer: "من الآن تبدأ غرامة التأخير الساعة ١٨:٣٠.",
    edits: [RETIMED],
    last: "claude",
  },
  {
    name: "a constant of hop 1 changed in place, said in Arabic-Indic digits",
    first: JAM,
    files: { [PACKING]: JAM_CODE },
    replaced: JAM_BOX,
    kept: [JAM_INVOICE, JAM_FIXTURES, JAM_ORDER],
    // "From now on a box holds 30 jars."
    newer: "من الآن يحمل الصندوق ٣٠ برطمانًا.",
    edits: [{ path: PACKING, old: "BOX_JARS = 24;", new: "BOX_JARS = 30;" }],
    last: "codex",
  },
  {
    name: "a constant of hop 1 renamed with a new unit, said in Thai digits",
    first: JAM,
    files: { [PACKING]: JAM_CODE },
    replaced: JAM_BOX,
    kept: [JAM_INVOICE, JAM_FIXTURES, JAM_ORDER],
    // "From now on a box takes 12 kilograms."
    newer: "ต่อไปนี้กล่องหนึ่งรับน้ำหนักได้ ๑๒ กิโลกรัม",
    edits: [
      { path: PACKING, old: "export const BOX_JARS = 24;", new: "export const BOX_KG = 12;" },
      {
        path: PACKING,
        old: "export function boxes(jars: number): number {\n  return Math.ceil(jars / BOX_JARS);",
        new: "export function boxes(kg: number): number {\n  return Math.ceil(kg / BOX_KG);",
      },
    ],
    last: "claude",
  },
  {
    name: "a digit count written as a literal, said in Devanagari digits",
    first: JAM,
    files: { [PACKING]: JAM_CODE },
    replaced: JAM_INVOICE,
    kept: [JAM_BOX, JAM_FIXTURES, JAM_ORDER],
    // "From now on an invoice number will have 6 digits."
    newer: "अब से चालान संख्या में ६ अंक होंगे।",
    edits: [{ path: PACKING, old: "padStart(5,", new: "padStart(6," }],
    last: "gemini",
  },
  {
    name: "a constant of hop 1 written whole again, said in German number words",
    first: JAM,
    files: { [PACKING]: JAM_CODE },
    replaced: JAM_BOX,
    kept: [JAM_INVOICE, JAM_FIXTURES, JAM_ORDER],
    // "From now on thirty jars go into a box."
    newer: "Ab sofort passen dreißig Gläser in eine Kiste.",
    edits: [{ path: PACKING, old: "BOX_JARS = 24;", new: "BOX_JARS = 30;" }],
    whole: true,
    last: "claude",
  },
  {
    name: "a volume in the constant's unit, said in German number words",
    first: FARM,
    files: { [BARN]: FARM_CODE },
    replaced: FARM_CALF,
    kept: [FARM_PEN, FARM_DATA],
    // "From now on the calf gets three litres a day."
    newer: "Ab sofort bekommt das Kalb drei Liter am Tag.",
    edits: [{ path: BARN, old: "CALF_ML_PER_DAY = 2000;", new: "CALF_ML_PER_DAY = 3000;" }],
    last: "codex",
  },
  {
    name: "a count in Ethiopic numerals, the constant changed in place",
    first: FARM,
    files: { [BARN]: FARM_CODE },
    replaced: FARM_PEN,
    kept: [FARM_CALF, FARM_DATA],
    // "From now on a pen holds at most 12 calves."
    newer: "ከአሁን ጀምሮ አንድ ጋጣ እስከ ፲፪ ጥጆች ይይዛል።",
    edits: [{ path: BARN, old: "MAX_CALVES_PER_PEN = 8;", new: "MAX_CALVES_PER_PEN = 12;" }],
    last: "gemini",
  },
  {
    name: "a version written as a literal of the build file, said in Turkish",
    first: BAKERY,
    files: BAKERY_FILES,
    replaced: BAKERY_PYTHON,
    kept: [BAKERY_NUMBER, BAKERY_DATA],
    // "The code must now build with Python 3.11."
    newer: "Kod artık Python 3.11 ile derlenmeli.",
    edits: [{ path: "pyproject.toml", old: '">=3.9"', new: '">=3.11"' }],
    last: "codex",
  },
  {
    name: "a digit count written as a literal, said in Spanish number words",
    first: BAKERY,
    files: BAKERY_FILES,
    replaced: BAKERY_NUMBER,
    kept: [BAKERY_PYTHON, BAKERY_DATA],
    // "From today an order number has eight digits."
    newer: "Desde hoy un número de pedido tiene ocho cifras.",
    edits: [{ path: "src/bakery.py", old: "zfill(6)", new: "zfill(8)" }],
    last: "claude",
  },
];

// The same rules, the replaced one said first under the lead-in ("Rules: A; B; C").
const swap = (text: string, a: string, b: string) =>
  text.replace(a, "\u0000").replace(b, a).replace("\u0000", b);
for (const [at, a, b] of [
  [5, JAM_INVOICE, JAM_BOX],
  [10, BAKERY_NUMBER, BAKERY_PYTHON],
] as const) {
  const r = MARKED[at] as Relay;
  MARKED.push({
    ...r,
    name: `${r.name}, the rule first under the lead-in`,
    first: swap(r.first, a, b),
  });
}

/** Relays where no rule of the first message is the changed value's: nothing is marked. */
const UNMARKED: Relay[] = [
  {
    name: "two clauses state the old time of day",
    first: BIKES.replace(BIKES_DAYS, "sklep zamykamy o 18:00"),
    files: { [RENTAL]: BIKES_CODE },
    replaced: "",
    kept: [BIKES_LATE, "sklep zamykamy o 18:00", BIKES_FIXTURES],
    newer: "今後、延滞料金は18:30からです。",
    edits: [RETIMED],
    last: "codex",
  },
  {
    name: "a price equal to the old count of a constant of the code before the relay",
    first: JAM.replace(JAM_BOX, "shipping costs 24 € per order"),
    files: { [PACKING]: JAM_CODE },
    replaced: "",
    kept: ["shipping costs 24 € per order", JAM_INVOICE, JAM_FIXTURES, JAM_ORDER],
    newer: "من الآن يحمل الصندوق ٣٠ برطمانًا.",
    edits: [{ path: PACKING, old: "BOX_JARS = 24;", new: "BOX_JARS = 30;" }],
    last: "codex",
    before: true,
  },
  {
    name: "a price equal to an old count, the constant there before the relay",
    first: FARM.replace(FARM_PEN, "la visita cuesta 8 euros"),
    files: { [BARN]: FARM_CODE },
    replaced: "",
    kept: ["la visita cuesta 8 euros", FARM_CALF, FARM_DATA],
    // "From now on a pen holds at most 12 calves."
    newer: "ከአሁን ጀምሮ አንድ ጋጣ እስከ ፲፪ ጥጆች ይይዛል።",
    edits: [{ path: BARN, old: "MAX_CALVES_PER_PEN = 8;", new: "MAX_CALVES_PER_PEN = 12;" }],
    last: "gemini",
    before: true,
  },
];

/** Commit `files`, then run `handoff write` on `session`'s transcript. */
async function writeHop(
  repo: string,
  sessions: string,
  session: ScriptedSession,
  files: Record<string, string>,
): Promise<Packet> {
  for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "--allow-empty", "-m", `hop of ${session.day}`);
  await ingestScripted(sessions, repo, session);
  const transcript = join(sessions, `${session.agent}-${session.day}.jsonl`);
  const run = await runCli(
    [
      "write",
      "--transcript",
      transcript,
      "--agent",
      session.agent,
      "--allow-missing-next",
      "--json",
    ],
    { cwd: repo },
  );
  assert.equal(run.code, 0, run.stderr);
  const { json } = JSON.parse(run.stdout) as { json: string };
  return JSON.parse(readFileSync(json, "utf8")) as Packet;
}

async function relay(r: Relay): Promise<Packet> {
  const repo = makeRepo("handoff-code-values-repo-");
  const sessions = mkdtempSync(join(tmpdir(), "handoff-code-values-"));
  dirs.push(repo, sessions);
  if (r.before === true) {
    for (const [path, text] of Object.entries(r.files)) writeRepoFile(repo, path, text);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "the code as it was");
  }
  const writes = Object.entries(r.files).map(([path, content]) => ({ path, content }));
  await writeHop(
    repo,
    sessions,
    {
      agent: "claude",
      day: "2026-12-01",
      user: [r.first],
      ...(r.before === true ? {} : { writes }),
      commands: ["npm test"],
      report: "The rules are in the code.",
    },
    r.files,
  );
  await writeHop(
    repo,
    sessions,
    {
      agent: "gemini",
      day: "2026-12-02",
      user: ["continue"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    r.files,
  );
  const now = { ...r.files };
  const edits: ScriptedEdit[] = [];
  for (const e of r.edits) {
    const was = now[e.path] ?? "";
    const next = was.replace(e.old, e.new);
    now[e.path] = next;
    edits.push(
      r.whole === true
        ? { after: 1, path: e.path, old: was, new: next, whole: true }
        : { after: 1, ...e },
    );
  }
  return writeHop(
    repo,
    sessions,
    {
      agent: r.last,
      day: "2026-12-03",
      user: ["continue", r.newer],
      edits,
      commands: ["npm test"],
      report: "Done, the tests pass.",
    },
    now,
  );
}

for (const r of MARKED)
  test(`the clause whose value the code changed is superseded, its neighbours not: ${r.name}`, async () => {
    const said = splitPartlySuperseded((await relay(r)).user_messages);
    const marked = said.filter((m) => m.superseded_by !== undefined);
    assert.deepEqual(
      marked.map((m) => [m.text, m.superseded_by?.text]),
      [[r.replaced, r.newer]],
      JSON.stringify(said, null, 1),
    );
    for (const rule of r.kept) {
      const kept = said.find((m) => m.text.includes(rule));
      assert.ok(kept !== undefined && kept.superseded_by === undefined, rule);
    }
  });

for (const r of UNMARKED)
  test(`no rule is marked by a value change it does not hold: ${r.name}`, async () => {
    const said = splitPartlySuperseded((await relay(r)).user_messages);
    assert.deepEqual(
      said.filter((m) => m.superseded_by !== undefined),
      [],
      JSON.stringify(said, null, 1),
    );
    for (const rule of r.kept)
      assert.ok(
        said.some((m) => m.text.includes(rule)),
        rule,
      );
  });
