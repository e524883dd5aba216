/**
 * A rule of a many-rule first message (background, task, then rules with values) recounted in
 * another unit two hops later, in another language and script, with the code following it: the
 * later session takes the constant that held the old value out and declares one under a new name
 * in the new unit (`FEE_PER_KM = 4` → `FEE_PER_TRIP = 30`), or keeps the constant's name and
 * gives it the value of the new unit. Written through `handoff write` in a real repo, hop after
 * hop (Claude Code, then Gemini CLI, then Codex CLI or Claude Code again): the rule's clause, and
 * only it, is superseded by the newer message; its neighbours stay in force. With no code
 * changed, a newer message in the same language giving the rule's subject a value in another
 * script's digits does the same; when two rules state the removed value, or the newer message
 * states none of the new constant's, nothing is marked.
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

const FILE = "src/delivery.ts";

/** One scenario: the first message's rules, the code, the newer message and its edits. */
interface Recount {
  name: string;
  /** The first message: background, the task, then rules. */
  first: string;
  /** The clause the newer message replaces, and the starts of the clauses that stay in force. */
  replaced: string;
  kept: string[];
  /** The constants the first hop writes (one per line), then the rest of the file. */
  code: string;
  newer: string;
  edits: { old: string; new: string }[];
  last: RelayAgent;
  /** The code was in the repo before the first session, which wrote none of it. */
  before?: true;
}

const BODY = [
  "",
  "export function trips(km: number, cans: number): number {",
  "  return Math.ceil(cans / CANS_PER_CRATE) * km;",
  "}",
  "",
].join("\n");

// Portuguese: background, the task, three rules with a value each.
const PT = [
  "Trabalho numa cooperativa de vinho no Douro e as entregas são feitas por nós.",
  "Escreve as regras das entregas em src/delivery.ts.",
  "Regras: a taxa é de 4 € por quilómetro; cada caixote leva 30 latas; um turno dura no máximo 3 horas.",
].join(" ");
const PT_FEE = "a taxa é de 4 € por quilómetro";
const PT_CRATE = "cada caixote leva 30 latas";
const PT_SHIFT = "um turno dura no máximo 3 horas";
const PT_CODE = [
  "export const FEE_PER_KM = 4;",
  "export const CANS_PER_CRATE = 30;",
  "export const MAX_SHIFT_HOURS = 3;",
].join("\n");

// Turkish: background, the task, three rules.
const TR = [
  "Küçük bir kargo dükkanımız var, paketleri akşamları topluyoruz.",
  "src/delivery.ts dosyasına kargo kurallarını yaz.",
  "Kurallar: bir koli en fazla 20 kg olur, günde en çok 8 saat çalışılır, etiketler ağırlığa göre basılır.",
].join(" ");
const TR_PARCEL = "bir koli en fazla 20 kg olur";
const TR_DAY = "günde en çok 8 saat çalışılır";
const TR_LABEL = "etiketler ağırlığa göre basılır";
const TR_CODE = ["export const MAX_PARCEL_KG = 20;", "export const MAX_DAY_HOURS = 8;"].join("\n");

const SCENARIOS: Recount[] = [
  {
    name: "a price per length renamed to a price per trip, said in Devanagari digits (Hindi)",
    first: PT,
    replaced: PT_FEE,
    kept: [PT_CRATE, PT_SHIFT],
    code: PT_CODE,
    // "From now on each trip's fee is 30 euros."
    newer: "अब से हर यात्रा का शुल्क ३० यूरो है।",
    edits: [
      { old: "export const FEE_PER_KM = 4;\n", new: "" },
      {
        old: "export const MAX_SHIFT_HOURS = 3;",
        new: "export const MAX_SHIFT_HOURS = 3;\nexport const FEE_PER_TRIP = 30;",
      },
    ],
    last: "codex",
  },
  {
    name: "a count per container renamed to a volume per container, said in Thai digits",
    first: PT,
    replaced: PT_CRATE,
    kept: [PT_FEE, PT_SHIFT],
    code: PT_CODE,
    // "From now on a crate holds 12 litres."
    newer: "ต่อไปนี้ลังหนึ่งใส่ได้ ๑๒ ลิตร",
    edits: [
      { old: "export const CANS_PER_CRATE = 30;", new: "export const LITRES_PER_CRATE = 12;" },
      {
        old: "  return Math.ceil(cans / CANS_PER_CRATE) * km;",
        new: "  return Math.ceil(cans / LITRES_PER_CRATE) * km;",
      },
    ],
    last: "claude",
  },
  {
    name: "a time per shift kept under its name as a count of crates, said in German number words",
    first: PT,
    replaced: PT_SHIFT,
    kept: [PT_FEE, PT_CRATE],
    code: PT_CODE.replace("MAX_SHIFT_HOURS = 3", "SHIFT_LIMIT = 3"),
    // "From now on a shift ends after forty crates at most."
    newer: "Ab sofort endet eine Schicht nach höchstens vierzig Kisten.",
    edits: [{ old: "export const SHIFT_LIMIT = 3;", new: "export const SHIFT_LIMIT = 40;" }],
    last: "codex",
  },
  {
    name: "a mass per parcel replaced by a count, said in Arabic-Indic digits (Arabic)",
    first: TR,
    replaced: TR_PARCEL,
    kept: [TR_DAY, TR_LABEL],
    code: TR_CODE,
    // "From today a parcel holds at most 6 boxes."
    newer: "من اليوم يحمل الطرد ٦ علب على الأكثر.",
    edits: [
      { old: "export const MAX_PARCEL_KG = 20;\n", new: "" },
      {
        old: "export const MAX_DAY_HOURS = 8;",
        new: "export const MAX_DAY_HOURS = 8;\nexport const MAX_BOXES_PER_PARCEL = 6;",
      },
    ],
    last: "claude",
  },
  {
    name: "a daily amount replaced by an hourly one, said in Spanish number words",
    first: TR,
    replaced: TR_DAY,
    kept: [TR_PARCEL, TR_LABEL],
    code: TR_CODE,
    // "From now on, at most two parcels an hour."
    newer: "A partir de ahora, como máximo dos paquetes por hora.",
    edits: [
      {
        old: "export const MAX_DAY_HOURS = 8;",
        new: "export const MAX_PARCELS_PER_HOUR = 2;",
      },
    ],
    last: "codex",
  },
  {
    name: "no code changed: a count per container given a volume in Thai digits, the subject's words shared",
    first: PT,
    replaced: PT_CRATE,
    kept: [PT_FEE, PT_SHIFT],
    code: PT_CODE,
    // "From now on each crate holds 12 litres."
    newer: "A partir de agora cada caixote leva ๑๒ litros.",
    edits: [],
    last: "codex",
  },
];
for (const s of [...SCENARIOS])
  SCENARIOS.push({ ...s, name: `${s.name}, the code there before the relay`, before: true });
for (const s of [...SCENARIOS].slice(0, 5))
  SCENARIOS.push({ ...s, name: `${s.name}, by Gemini CLI`, last: "gemini" });

/** Write the file, commit it, and run `handoff write` on `session`'s transcript. */
async function writeHop(
  repo: string,
  sessions: string,
  session: ScriptedSession,
  text: string,
): Promise<Packet> {
  writeRepoFile(repo, FILE, text);
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

async function relay(s: Recount): Promise<Packet> {
  const repo = makeRepo("handoff-recounted-repo-");
  const sessions = mkdtempSync(join(tmpdir(), "handoff-recounted-"));
  dirs.push(repo, sessions);
  const v1 = `${s.code}\n${BODY}`;
  if (s.before === true) {
    writeRepoFile(repo, FILE, v1);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "the rules as they were");
  }
  await writeHop(
    repo,
    sessions,
    {
      agent: "claude",
      day: "2026-12-01",
      user: [s.first],
      ...(s.before === true ? {} : { writes: [{ path: FILE, content: v1 }] }),
      commands: ["npm test"],
      report: "src/delivery.ts holds the rules.",
    },
    v1,
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
    v1,
  );
  let v3 = v1;
  for (const e of s.edits) v3 = v3.replace(e.old, e.new);
  const edits: ScriptedEdit[] = s.edits.map((e) => ({ after: 1, path: FILE, ...e }));
  return writeHop(
    repo,
    sessions,
    {
      agent: s.last,
      day: "2026-12-03",
      user: ["continue", s.newer],
      edits,
      commands: ["npm test"],
      report: "Done, the tests pass.",
    },
    v3,
  );
}

/** Relays where the tie is unsure or absent: nothing is marked. */
const UNSURE: Recount[] = [
  {
    name: "two rules of the first message state the removed value",
    first: TR.replace(TR_DAY, "bir kurye günde en çok 20 koli taşır"),
    replaced: "",
    kept: [TR_PARCEL, "bir kurye günde en çok 20 koli taşır", TR_LABEL],
    code: TR_CODE,
    newer: "من اليوم يحمل الطرد ٦ علب على الأكثر.",
    edits: SCENARIOS[3]?.edits ?? [],
    last: "claude",
    before: true,
  },
  {
    name: "the newer message states another value than the new constant's",
    first: TR,
    replaced: "",
    kept: [TR_PARCEL, TR_DAY, TR_LABEL],
    code: TR_CODE,
    // "From today the office closes at 9." The agent's constant holds 6.
    newer: "من اليوم يغلق المكتب في الساعة ٩.",
    edits: SCENARIOS[3]?.edits ?? [],
    last: "codex",
    before: true,
  },
];

for (const s of UNSURE)
  test(`no rule is marked when unsure: ${s.name}`, async () => {
    const last = await relay(s);
    const said = splitPartlySuperseded(last.user_messages);
    assert.deepEqual(
      said.filter((m) => m.superseded_by !== undefined),
      [],
      JSON.stringify(said, null, 1),
    );
    for (const rule of s.kept)
      assert.ok(
        said.some((m) => m.text.includes(rule)),
        rule,
      );
  });

for (const s of SCENARIOS)
  test(`the clause of a rule recounted in another unit is superseded, its neighbours not: ${s.name}`, async () => {
    const last = await relay(s);
    const said = splitPartlySuperseded(last.user_messages);
    const marked = said.filter((m) => m.superseded_by !== undefined);
    assert.deepEqual(
      marked.map((m) => [m.text, m.superseded_by?.text]),
      [[s.replaced, s.newer]],
      JSON.stringify(said, null, 1),
    );
    for (const rule of s.kept) {
      const kept = said.find((m) => m.text.includes(rule));
      assert.ok(kept !== undefined && kept.superseded_by === undefined, rule);
    }
  });
