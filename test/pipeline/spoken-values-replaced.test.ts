/**
 * A rule said in words, not digits, replaced through the code two hops later: a start time with
 * an hour word ("ab 18 Uhr") whose `"18:00"` became `"18:30"` after a message in a third language
 * says "a las seis y media"; a share ("un tiers de la récolte") whose `0.33` became `0.25` after
 * "ein Viertel des Ertrags". Through `handoff write` in a real repo, hop after hop: that clause,
 * and only it, is superseded by the newer message; its neighbours stay in force; a change to
 * another value than the newer message says marks nothing.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) removeDir(d);
});

interface Relay {
  first: string;
  path: string;
  code: string;
  old: string;
  next: string;
  newer: string;
}

// German: a start time with an hour word, a count of days, a prohibition.
const LATE = "die Spätgebühr gilt ab 18 Uhr";
const DAYS = "ein Rad wird höchstens 3 Tage verliehen";
const FIXTURES = "ändere nie die Dateien in test/fixtures";
const BIKES: Relay = {
  first: [
    "Wir verleihen Fahrräder am Bodensee.",
    "Schreib die Verleihregeln in src/rental.ts.",
    `Regeln: ${LATE}; ${DAYS}; ${FIXTURES}.`,
  ].join(" "),
  path: "src/rental.ts",
  code: 'export const LATE_FROM = "18:00";\nexport const MAX_RENTAL_DAYS = 3;\n',
  old: '"18:00"',
  next: '"18:30"',
  // Spanish: "From today the late fee starts at half past six."
  newer: "Desde hoy el recargo por retraso empieza a las seis y media.",
};

// French: a share in words, a weekday, a prohibition.
const SHARE = "un tiers de la récolte va aux producteurs";
const INVOICES = "les factures partent le lundi";
const DATA = "ne touche jamais aux données de test";
const HARVEST: Relay = {
  first: [
    "Nous vendons la récolte d'une coopérative de pommes.",
    "Écris le partage dans src/harvest.ts.",
    `Règles : ${SHARE} ; ${INVOICES} ; ${DATA}.`,
  ].join(" "),
  path: "src/harvest.ts",
  code: "export const GROWER_SHARE = 0.33;\nexport const INVOICE_DAY = 1;\n",
  old: "0.33",
  next: "0.25",
  // German: "From now on a quarter of the yield goes to the growers."
  newer: "Ab jetzt geht ein Viertel des Ertrags an die Erzeuger.",
};

/** The relay's three hops; the third edits the code after the newer message. */
async function relay(r: Relay, next = r.next): Promise<Packet> {
  const repo = makeRepo("handoff-spoken-values-repo-");
  const sessions = mkdtempSync(join(tmpdir(), "handoff-spoken-values-"));
  dirs.push(repo, sessions);
  const hop = async (session: ScriptedSession, code: string) => {
    writeRepoFile(repo, r.path, code);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "--allow-empty", "-m", `hop of ${session.day}`);
    return writeScriptedHop(sessions, repo, session);
  };
  await hop(
    {
      agent: "claude",
      day: "2026-12-01",
      user: [r.first],
      writes: [{ path: r.path, content: r.code }],
      commands: ["npm test"],
      report: "The rules are in the code.",
    },
    r.code,
  );
  await hop(
    {
      agent: "codex",
      day: "2026-12-02",
      user: ["continue"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    r.code,
  );
  return hop(
    {
      agent: "gemini",
      day: "2026-12-03",
      user: ["continue", r.newer],
      edits: [{ after: 1, path: r.path, old: r.old, new: next }],
      commands: ["npm test"],
      report: "Done, the tests pass.",
    },
    r.code.replace(r.old, next),
  );
}

function assertMarked(packet: Packet, replaced: string, newer: string, kept: string[]): void {
  const said = splitPartlySuperseded(packet.user_messages);
  const marked = said.filter((m) => m.superseded_by !== undefined);
  assert.deepEqual(
    marked.map((m) => [m.text, m.superseded_by?.text]),
    [[replaced, newer]],
    JSON.stringify(said, null, 1),
  );
  for (const rule of kept) {
    const found = said.find((m) => m.text.includes(rule));
    assert.ok(found !== undefined && found.superseded_by === undefined, rule);
  }
}

test("a start time said with an hour word is superseded by a half past said in a third language", async () => {
  assertMarked(await relay(BIKES), LATE, BIKES.newer, [DAYS, FIXTURES]);
});

test("a share said in words is superseded by another share the code now holds", async () => {
  assertMarked(await relay(HARVEST), SHARE, HARVEST.newer, [INVOICES, DATA]);
});

test("a change to another value than the newer message says marks neither", async () => {
  for (const [r, other] of [
    [BIKES, '"19:00"'],
    [HARVEST, "0.5"],
  ] as const) {
    const said = splitPartlySuperseded((await relay(r, other)).user_messages);
    assert.deepEqual(
      said.filter((m) => m.superseded_by !== undefined).map((m) => m.text),
      [],
      r.newer,
    );
  }
});
