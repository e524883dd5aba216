/**
 * The objective by content across relays of real-shaped Codex CLI, Gemini CLI and Claude Code
 * sessions: a session opened with words that name nothing of the work ("same drill as before",
 * "sigue donde lo dejaste", "mach weiter", "继续") continues the objective before it; a first
 * message that opens with background has its task sentence as the objective and stays whole
 * among the user's words; the task board wins over both.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { taskSentences } from "../../src/generate/task-sentences.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-objective-"));
after(() => removeDir(dir));

/** One hop of a relay: the session read from its transcript, the packet before it. */
async function hop(session: ScriptedSession, previous: Packet | null): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

const BACKGROUND_FIRST =
  "Our billing service rounds invoice totals with banker's rounding. Finance reconciles against " +
  "a spreadsheet that rounds half-up. Three customers were billed one cent short last month. The " +
  "helper lives in src/billing/invoice.py. So: make invoice totals round half-up, and add a " +
  "regression test for the three cases.";
const TASK = "make invoice totals round half-up, and add a regression test for the three cases.";

test("Codex → Gemini → Claude Code → Codex: openers that name nothing never become the objective", async () => {
  const p1 = await hop(
    {
      agent: "codex",
      day: "2026-11-20",
      user: [BACKGROUND_FIRST],
      commands: ["pytest -q tests/test_invoice.py"],
      report: "Totals round half-up now; the regression test covers the three invoices.",
    },
    null,
  );
  // The task sentence after the background is the objective; the message stays whole.
  assert.equal(p1.objective, TASK);
  assert.equal(p1.user_messages[0]?.text, BACKGROUND_FIRST);

  const p2 = await hop(
    {
      agent: "gemini",
      day: "2026-11-21",
      user: [
        "same drill as before, take it from where the other agent stopped",
        "also cover credit notes in tests/test_credit_note.py",
      ],
      commands: ["pytest -q tests/test_credit_note.py"],
      report: "Credit notes round half-up too.",
    },
    p1,
  );
  assert.equal(p2.objective, `${TASK} (from packet ${p1.id})`);

  const p3 = await hop(
    {
      agent: "claude",
      day: "2026-11-22",
      user: ["sigue donde lo dejaste", "y no toques la API pública de invoice.py"],
      commands: ["make lint"],
      report: "Lint passes.",
    },
    p2,
  );
  assert.equal(p3.objective, `${TASK} (from packet ${p1.id})`);

  const p4 = await hop(
    {
      agent: "codex",
      day: "2026-11-23",
      user: ["Mach bitte da weiter, wo der andere Agent aufgehört hat", "继续"],
      commands: ["pytest -q"],
      report: "All green.",
    },
    p3,
  );
  assert.equal(p4.objective, `${TASK} (from packet ${p1.id})`);
  // Every directive that names the work reached the fourth packet, labelled.
  const said = p4.user_messages.map((m) => [m.text, m.agent]);
  assert.deepEqual(said.slice(0, 1), [[BACKGROUND_FIRST, "codex"]]);
  assert.ok(
    said.some(
      ([t, a]) => t === "also cover credit notes in tests/test_credit_note.py" && a === "gemini",
    ),
  );
  assert.ok(
    said.some(([t, a]) => t === "y no toques la API pública de invoice.py" && a === "claude"),
  );
});

test("a first session opened with a word of another language: its first task is the objective", async () => {
  const p = await hop(
    {
      agent: "gemini",
      day: "2026-11-24",
      user: ["继续", "把 src/billing/invoice.py 的舍入改成四舍五入"],
      commands: ["pytest -q tests/test_invoice.py"],
      report: "已完成。",
    },
    null,
  );
  assert.equal(p.objective, "把 src/billing/invoice.py 的舍入改成四舍五入");
});

test("a session that opens with a new task replaces the objective; the task board wins over it", async () => {
  const first = await hop(
    {
      agent: "claude",
      day: "2026-11-25",
      user: ["Fix the rounding in src/billing/invoice.py"],
      commands: ["pytest -q"],
      report: "Fixed.",
    },
    null,
  );
  const next: ScriptedSession = {
    agent: "codex",
    day: "2026-11-26",
    user: ["Now export invoices as CSV from src/billing/export.py"],
    commands: ["pytest -q tests/test_export.py"],
    report: "CSV export added.",
  };
  assert.equal((await hop(next, first)).objective, next.user[0]);

  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, { ...next, day: "2026-11-27" });
  s.workbench.task_board = [
    {
      id: "T-007",
      goal: "Invoice exports",
      owner: "builder",
      acceptance: [],
      status: "in_progress",
    },
  ];
  s.options.task_id = "T-007";
  s.options.allow_unverified = true;
  // "CSV export added." states what is done, no next step: the objective is what is asked here.
  s.options.allow_missing_next = true;
  assert.equal(generate(s).payload.objective, "Invoice exports");
});

test("the same session written again over its own packet is the same packet, whichever message set the objective", async () => {
  for (const user of [
    ["Tidy up the folder and list what is left of it"],
    ["继续", "把 src/billing/invoice.py 的舍入改成四舍五入"],
  ]) {
    const session: ScriptedSession = {
      agent: "codex",
      day: "2026-11-28",
      user,
      commands: ["find . -maxdepth 1 -type f"],
      report: "Done.",
    };
    const first = await hop(session, null);
    const again = await hop(session, first);
    assert.equal(again.objective, first.objective, user[0]);
    assert.equal(again.id, first.id, user[0]);
  }
});

const TSV_FIRST =
  "Some context: the warehouse exports stock levels every hour. The importer on the ERP side " +
  "is picky about its input. Last week a product name with a comma broke the whole import. " +
  "Please write exportStock() in src/stock/export.ts that quotes every text field. Keep the " +
  "delimiter a tab, the importer wants tabs.";

test("an opener with a number and no task keeps the objective; a rule reversed later leaves the objective line", async () => {
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-24",
      user: [TSV_FIRST],
      commands: ["npm test", "git commit -q -am 'the export: from here on quoted'"],
      report: "exportStock() quotes every text field; npm test passes.",
    },
    null,
  );
  // The house rule after the task names nothing new of the work: it stays among the user's
  // words, out of the objective, where a later message replaces it.
  const task = "Please write exportStock() in src/stock/export.ts that quotes every text field.";
  assert.equal(p1.objective, task);
  // A number restates a value; the words of a commit message name nothing of the work.
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-11-25",
      user: ["carry on from here, the 250 ms budget still holds"],
      commands: ["npm run bench"],
      report: "The export of 40000 rows takes 180 ms.",
    },
    p1,
  );
  assert.equal(p2.objective, `${task} (from packet ${p1.id})`);
  // A message that amends a rule is no new task; the rule it reverses leaves the objective line,
  // and the user's words keep it, marked.
  const p3 = await hop(
    {
      agent: "codex",
      day: "2026-11-26",
      user: ["The importer reads commas now: use commas instead of tabs in the export."],
      commands: ["npm test"],
      report: "The delimiter is a comma; npm test passes.",
    },
    p2,
  );
  assert.equal(
    p3.objective,
    `Please write exportStock() in src/stock/export.ts that quotes every text field. (from packet ${p1.id})`,
  );
  const first = p3.user_messages.find((m) => m.text === TSV_FIRST);
  assert.equal(first?.superseded_by?.part, "Keep the delimiter a tab, the importer wants tabs");
});

test("an opener that only carries on keeps the objective though it names a file of the work or a command it ran", async () => {
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-24",
      user: [BACKGROUND_FIRST],
      commands: ["pytest -q tests/test_invoice.py", "npm run lint"],
      report: "Totals round half-up now.",
    },
    null,
  );
  for (const opener of [
    "Same drill: pick up on the invoice where the other agent stopped, half-up like before.",
    "Reprends là où l'autre agent s'est arrêté sur invoice, comme avant",
    "pick up where the last one stopped and run the lint again",
  ]) {
    const p2 = await hop(
      {
        agent: "codex",
        day: "2026-11-25",
        user: [opener],
        commands: ["pytest -q tests/test_invoice.py", "npm run lint"],
        report: "Still green.",
      },
      p1,
    );
    assert.equal(p2.objective, `${TASK} (from packet ${p1.id})`, opener);
  }
});

const ROTATION_FIRST = [
  "Our CI uploads build logs to logs/ on every run, one gzip per build.",
  "The volume filled up twice in November and the runners stalled.",
  "Ops would rather lose old logs than builds.",
  "",
  "Here's the job: write rotateLogs(dir) in tools/rotate.py that deletes the oldest archives.",
  "Rules:",
  "- keep at most 8 archives",
  "- archives younger than 2 days always stay, whatever the count",
].join("\n");
const ROTATION_TASK = "write rotateLogs(dir) in tools/rotate.py that deletes the oldest archives.";

test("background, the task, then house rules with values: the objective is the task alone, and a rule replaced later is marked, never in force", async () => {
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-24",
      user: [ROTATION_FIRST],
      commands: ["python -m unittest tests.test_rotate"],
      report: "rotateLogs() keeps the newest 8 archives; tests pass.",
    },
    null,
  );
  assert.equal(p1.objective, ROTATION_TASK);
  // The whole message stays among the user's words.
  assert.equal(p1.user_messages[0]?.text, ROTATION_FIRST);
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-11-25",
      user: ["pick up the rotation where the other agent stopped"],
      commands: ["python -m unittest tests.test_rotate"],
      report: "Still green.",
    },
    p1,
  );
  const p3 = await hop(
    {
      agent: "claude",
      day: "2026-11-26",
      user: ["Ops changed their mind: keep at most 20 archives instead of 8."],
      commands: ["python -m unittest tests.test_rotate"],
      report: "The cap is 20 archives now.",
    },
    p2,
  );
  for (const packet of [p2, p3]) {
    assert.equal(packet.objective, `${ROTATION_TASK} (from packet ${p1.id})`);
  }
  const first = p3.user_messages.find((m) => m.text === ROTATION_FIRST);
  assert.equal(first?.superseded_by?.part, "- keep at most 8 archives");
});

test("the task sentence after background ends at the first house rule: a part of its own or a value the task does not hold", () => {
  const background = "The nightly job writes one snapshot per night. The disk is small. ";
  const cases: [string, string][] = [
    [
      `${background}So: write prune() in prune/cli.py. Keep at most 7 snapshots. The newest 2 always stay.`,
      "write prune() in prune/cli.py.",
    ],
    [
      `${background}Task: add cropBanner(image) to src/banner.js. Banners are 1200 px wide at most.`,
      "add cropBanner(image) to src/banner.js.",
    ],
    [
      "Contexto: los slugs salen larguísimos. Los editores se quejan. Tarea: escribe slugify(title) en src/slug.js. Máximo 60 caracteres por slug.",
      "escribe slugify(title) en src/slug.js.",
    ],
    [
      `${background}Aufgabe: schreib prune() in prune/cli.py. Regeln: höchstens 7 Snapshots; nie fixtures/ anfassen.`,
      "schreib prune() in prune/cli.py.",
    ],
    // A sentence that goes on with the task without a new value stays with it.
    [
      `${background}So: write prune() in prune/cli.py. It reads the dates from the file names.`,
      "write prune() in prune/cli.py. It reads the dates from the file names.",
    ],
    // A number the task holds already is no new rule; a number inside a name is no value.
    [
      `${background}So: port prune() to Python 3. Python 3 only, and keep src/v2/ as it is.`,
      "port prune() to Python 3. Python 3 only, and keep src/v2/ as it is.",
    ],
    // A request sentence before a rules section: the request is the task, the rules are not.
    [
      `${background}Please add a --dry-run flag to prune/cli.py. House rules: keep 7; never touch fixtures/.`,
      "Please add a --dry-run flag to prune/cli.py.",
    ],
  ];
  for (const [message, task] of cases) assert.equal(taskSentences(message), task, message);
});

const PRUNE_FIRST =
  "The nightly job writes one snapshot per night to backups/. The disk is small and filled up last week. " +
  "So: write prune() in prune/cli.py that keeps the newest 7 snapshots.";

test("a task sentence that is itself the rule a later message replaces stays the objective, marked, at every later hop", async () => {
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-24",
      user: [PRUNE_FIRST],
      commands: ["python -m unittest"],
      report: "prune() keeps the newest 7 snapshots.",
    },
    null,
  );
  assert.equal(p1.objective, "write prune() in prune/cli.py that keeps the newest 7 snapshots.");
  const replaced = "Make it the newest 14 snapshots instead.";
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-11-25",
      user: [replaced],
      commands: ["python -m unittest"],
      report: "prune() keeps the newest 14 snapshots now.",
    },
    p1,
  );
  const mark = ` — superseded in part by "${replaced}"`;
  assert.equal(
    p2.objective,
    `write prune() in prune/cli.py that keeps the newest 7 snapshots.${mark} (from packet ${p1.id})`,
  );
  // Carried on, marked once.
  const p3 = await hop(
    {
      agent: "claude",
      day: "2026-11-26",
      user: ["continue"],
      commands: ["python -m unittest"],
      report: "Still green.",
    },
    p2,
  );
  assert.equal(p3.objective, p2.objective);
});

const HEADED_FIRST =
  "Trochę kontekstu\n" +
  "Sklep sprzedaje bilety na koncerty. Kody biletów są dziś pisane ręcznie i czasem się powtarzają.\n" +
  "Napisz w src/codes.js funkcję makeCode(prefix, n): zwraca prefiks i numer.\n" +
  "Numer ma zawsze cztery cyfry.";
const HEADED_TASK = "Napisz w src/codes.js funkcję makeCode(prefix, n): zwraca prefiks i numer.";

test("Gemini → Codex: a first message opened by a heading of its own has its task sentence as the objective, at every hop", async () => {
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-12-01",
      user: [HEADED_FIRST],
      commands: ["node --test test/codes.test.js"],
      report: "makeCode() is in src/codes.js; the tests pass.",
    },
    null,
  );
  assert.equal(p1.objective, HEADED_TASK);
  assert.equal(p1.user_messages[0]?.text, HEADED_FIRST);
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-12-02",
      user: ["dalej tak samo"],
      commands: ["node --test"],
      report: "Nothing left to add to src/codes.js.",
    },
    p1,
  );
  assert.ok(p2.objective?.startsWith(HEADED_TASK), p2.objective ?? "");
});

test("an opening that answers the question the session before ended on, naming only what it asked, is no new task", async () => {
  const first = await hop(
    {
      agent: "claude",
      day: "2026-11-28",
      user: ["Write the monthly bills in src/bills.rs: one line a member with the hire owed."],
      commands: ["cargo test"],
      report:
        "src/bills.rs prints the bills and cargo test passes. src/tableur.rs imported the old spreadsheet and nothing calls it any more. Shall I delete src/tableur.rs?",
    },
    null,
  );
  const objective = first.objective;
  assert.ok(objective?.includes("src/bills.rs"), String(objective));
  for (const agent of ["codex", "gemini"] as const) {
    const answer = await hop(
      {
        agent,
        day: "2026-11-29",
        user: [
          "Yes, delete src/tableur.rs. Our old treasurer kept the books in compta.ods until 2024 and nobody has opened that sheet since. Then carry on with the bills.",
        ],
        commands: ["cargo test"],
        report: "Deleted src/tableur.rs; cargo test passes.",
      },
      first,
    );
    assert.equal(answer.objective, `${objective} (from packet ${first.id})`, agent);
  }
  // Read without the question, the same opening names new work (compta.ods, src/tableur.rs).
  const alone = await hop(
    {
      agent: "gemini",
      day: "2026-11-29",
      user: [
        "Yes, delete src/tableur.rs. Our old treasurer kept the books in compta.ods until 2024 and nobody has opened that sheet since. Then carry on with the bills.",
      ],
      commands: ["cargo test"],
      report: "Deleted src/tableur.rs; cargo test passes.",
    },
    { ...first, conversation_tail: { user: null, agent: ["src/bills.rs prints the bills."] } },
  );
  assert.ok(alone.objective?.startsWith("Yes, delete"), String(alone.objective));
  // An answer that goes on to ask for new work states a new task.
  const next = await hop(
    {
      agent: "codex",
      day: "2026-11-30",
      user: ["Yes, delete it. Then add a CSV export of the bills in src/export.rs."],
      commands: ["cargo test"],
      report: "Deleted; src/export.rs writes the CSV.",
    },
    first,
  );
  assert.ok(next.objective?.includes("src/export.rs"), String(next.objective));
});
