/**
 * House rules said several in one message (here the first, beside the task and its background),
 * then replaced one at a time by later hops, each in its own message, in a language no word list
 * reads and often counted another way: 80 characters → "2 lines on the display" (Icelandic,
 * `MAX_COLS = 80` → `MAX_LINES = 2`), "the morning of" → 36 hours (Lithuanian, no number before
 * at all: `NOTICE_DAYS = 0` → `NOTICE_HOURS = 36`), Node 18 dropped as "not enough" with the new
 * one after (Malay). What the agent wrote right after the many-rule message ties each constant
 * to its sentence; what it changed right after each newer message ties that message to it. The
 * replaced sentences are split out and marked, the task and the other rules stay in force, and
 * the marks carry to the next hop.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { resultFor } from "../helpers/briefing-packets.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-many-"));
const repo = makeRepo("handoff-superseded-many-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const BOARD = "src/board.ts";
const diffOf = committedValueChanges(repo, BOARD);
const hop = scriptedHop(dir, repo);

const COLS = "export const MAX_COLS = 80;";
const LINES = "export const MAX_LINES = 2;";
const NOTICE = "export const NOTICE_DAYS = 0;";
const NOTICE_NEW = "export const NOTICE_HOURS = 36;";
const NODE = "export const NODE_MAJOR = 18;";
const NODE_NEW = "export const NODE_MAJOR = 22;";
const SEATS = "export const SEATS_SHOWN = 12;";
const V1 = [
  COLS,
  NOTICE,
  NODE,
  SEATS,
  "export function boardLine(name: string): string {",
  "  return name.slice(0, MAX_COLS);",
  "}",
].join("\n");

const BACKGROUND =
  "We sell ferry tickets on the island and the office shows the departures on a small screen.";
const TASK = "Build the departure board in src/board.ts.";
const R_COLS = "A board line is at most 80 characters";
const R_NOTICE = "the reminder SMS goes out the morning of the trip";
const R_NODE = "the kiosk runs Node 18";
const R_SEATS = "show 12 free seats per sailing";
const R_LEGACY = "never touch src/legacy.ts.";
const FIRST = `${BACKGROUND} ${TASK} House rules: ${R_COLS}; ${R_NOTICE}; ${R_NODE}; ${R_SEATS}; ${R_LEGACY}`;

// Icelandic, Lithuanian, Malay: no word list of the rules reads them.
const COLS_NEW = "Í mesta lagi 2 línur á skjánum.";
const NOTICE_NEW_MSG = "Priminimas išsiunčiamas 36 valandas prieš išplaukimą.";
const NODE_NEW_MSG = "Node 18 tidak lagi mencukupi untuk kios itu. Guna Node 22.";

const edit = (after: number, old: string, now: string) => ({ after, path: BOARD, old, new: now });

async function relay(agents: readonly ScriptedSession["agent"][]): Promise<Packet[]> {
  const p1 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-01",
      user: [FIRST],
      writes: [{ path: BOARD, content: V1 }],
      commands: ["npm test"],
      report: "src/board.ts prints the board.",
    },
    null,
    diffOf("", V1),
  );
  const V2 = V1.replace(COLS, LINES).replace("slice(0, MAX_COLS)", "slice(0, 40 * MAX_LINES)");
  const p2 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-02",
      user: ["halda áfram", COLS_NEW],
      edits: [
        edit(1, COLS, LINES),
        edit(1, "  return name.slice(0, MAX_COLS);", "  return name.slice(0, 40 * MAX_LINES);"),
      ],
      commands: [],
      report: "The board wraps at two lines now.",
    },
    p1,
    diffOf(V1, V2),
  );
  const V3 = V2.replace(NOTICE, NOTICE_NEW);
  const p3 = await hop(
    {
      agent: agents[2] as ScriptedSession["agent"],
      day: "2026-12-03",
      user: ["tęsk", NOTICE_NEW_MSG],
      edits: [edit(1, NOTICE, NOTICE_NEW)],
      commands: [],
      report: "Reminders go out 36 hours ahead.",
    },
    p2,
    diffOf(V2, V3),
  );
  const V4 = V3.replace(NODE, NODE_NEW);
  const p4 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-04",
      user: ["teruskan", NODE_NEW_MSG],
      edits: [edit(1, NODE, NODE_NEW)],
      commands: [],
      report: "The kiosk needs Node 22.",
    },
    p3,
    diffOf(V3, V4),
  );
  const p5 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-05",
      user: ["continue"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    p4,
    [],
  );
  return [p1, p2, p3, p4, p5];
}

for (const agents of [
  ["claude", "codex", "gemini"],
  ["gemini", "claude", "codex"],
  ["codex", "gemini", "claude"],
] as const) {
  test(`one rule of a many-rule first message replaced per hop is split out and marked (${agents.join(" → ")})`, async () => {
    const packets = await relay(agents);
    const p5 = packets[4] as Packet;
    // A rule split out of its message keeps the words that introduce it ("House rules: …").
    const said = splitPartlySuperseded(p5.user_messages);
    const by = (text: string) =>
      said.find((m) => m.text.trim().replace(/[.;]$/, "").endsWith(text))?.superseded_by?.text;
    assert.equal(by(R_COLS), COLS_NEW);
    assert.equal(by(R_NOTICE), NOTICE_NEW_MSG);
    assert.equal(by(R_NODE), NODE_NEW_MSG);
    // The rest of the message stays in force: the task, the rule nobody replaced.
    const rest = said.find((m) => m.text.includes(TASK));
    assert.ok(rest !== undefined && rest.superseded_by === undefined);
    assert.ok(rest.text.includes(R_SEATS) && rest.text.includes(R_LEGACY), rest.text);
    for (const rule of [R_COLS, R_NOTICE, R_NODE]) assert.ok(!rest.text.includes(rule), rest.text);
    assert.ok(!rest.text.includes("; ;") && !rest.text.includes(". ;"), rest.text);
    // The newer messages are rules in force.
    for (const text of [COLS_NEW, NOTICE_NEW_MSG, NODE_NEW_MSG]) assert.equal(by(text), undefined);
    const context = (
      JSON.parse(renderBriefing(resultFor(p5), "claude-hook")) as {
        hookSpecificOutput: { additionalContext: string };
      }
    ).hookSpecificOutput.additionalContext;
    for (const newer of [COLS_NEW, NOTICE_NEW_MSG, NODE_NEW_MSG])
      assert.ok(context.includes(`superseded by "${newer}"`), context);
    // The objective is the task: the sentence of background before it and the house rules
    // after it stay among the user's words; never a replaced rule.
    const objective = context.split("\n").find((l) => l.startsWith("Objective:")) ?? "";
    assert.ok(objective.includes(TASK) && !objective.includes(BACKGROUND), objective);
    assert.ok(context.includes(BACKGROUND) && context.includes(R_SEATS), context);
    for (const rule of [R_COLS, R_NOTICE, R_NODE]) assert.ok(!objective.includes(rule), objective);
    assert.ok(!/[.;] ;/.test(objective), objective);
    // The rules in force before the superseded ones.
    assert.ok(context.indexOf(R_SEATS) < context.indexOf(R_NOTICE), context);
    // The marks stay on the next hop's packet and on every one since the rule was replaced.
    for (const packet of packets.slice(1))
      assert.ok(
        splitPartlySuperseded(packet.user_messages).some(
          (m) => m.text.endsWith(R_COLS) && m.superseded_by?.text === COLS_NEW,
        ),
        packet.id,
      );
  });
}

const TIDE = "src/tide.ts";
const tideDiff = committedValueChanges(repo, TIDE);
const ROWS = "export const ROW_ENTRIES = 20;";
const REFRESH = "export const REFRESH_MIN = 20;";
const WARN = "export const WARN_HOURS = 12;";
const T1 = [ROWS, REFRESH, WARN].join("\n");
const HOUSE =
  "A few house rules before you go on: a row holds at most 20 entries; refresh the table every 20 minutes; the storm warning goes out the evening before; keep Python 3.8.";
// Catalan, in words: "two thirds of an hour".
const REFRESH_NEW = "Refresca la taula cada dos terços d'hora.";
const QUESTION = "Quants tests hi ha ara?";

test("of two rules of one old value, the one the constant names; a change after only 'go on' or a question marks nothing", async () => {
  const tideEdit = (after: number, old: string, now: string) => ({
    after,
    path: TIDE,
    old,
    new: now,
  });
  const p1 = await hop(
    {
      agent: "codex",
      day: "2026-12-06",
      user: ["Build the tide table in src/tide.ts.", HOUSE],
      writes: [{ path: TIDE, content: T1 }],
      commands: ["npm test"],
      report: "src/tide.ts builds the table.",
    },
    null,
    tideDiff("", T1),
  );
  const T2 = T1.replace("REFRESH_MIN = 20", "REFRESH_MIN = 40").replace(
    "ROW_ENTRIES = 20",
    "ROW_ENTRIES = 25",
  );
  const p2 = await hop(
    {
      agent: "gemini",
      day: "2026-12-07",
      user: ["jatka", REFRESH_NEW],
      edits: [
        // The agent's own change after only "go on": no rule of the user's.
        tideEdit(0, ROWS, "export const ROW_ENTRIES = 25;"),
        tideEdit(1, REFRESH, "export const REFRESH_MIN = 40;"),
      ],
      commands: [],
      report: "The table refreshes every 40 minutes.",
    },
    p1,
    tideDiff(T1, T2),
  );
  const T3 = T2.replace("WARN_HOURS = 12", "WARN_HOURS = 6");
  const p3 = await hop(
    {
      agent: "claude",
      day: "2026-12-08",
      user: [QUESTION],
      edits: [tideEdit(0, WARN, "export const WARN_HOURS = 6;")],
      commands: [],
      report: "Twelve tests.",
    },
    p2,
    tideDiff(T2, T3),
  );
  for (const packet of [p2, p3]) {
    const said = splitPartlySuperseded(packet.user_messages);
    const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
    assert.equal(by("refresh the table every 20 minutes"), REFRESH_NEW, packet.id);
    for (const rule of ["a row holds at most 20 entries", "the storm warning", "Python 3.8"])
      assert.equal(by(rule), undefined, rule);
    const rest = said.find((m) => m.text.includes("a row holds at most 20 entries"));
    assert.ok(rest !== undefined && !rest.text.includes("every 20 minutes"), rest?.text);
  }
});

test("a rule of the many-rule message replaced later in the same session, the line written for it rewritten", async () => {
  const LABEL = "src/label.ts";
  const labelDiff = committedValueChanges(repo, LABEL);
  const L1 = "export function cut(text: string): string {\n  return wrap(text, cols, 32);\n}";
  const L2 = L1.replace("wrap(text, cols, 32)", "wrap(text, lines, 3)");
  const rules =
    "Print the shelf labels from src/label.ts. Rules: a label line holds 32 characters; prices carry the currency sign; the printer is reset the morning of each stock count; never touch src/escpos.ts.";
  // Yoruba: "Three lines at most on the label."
  const newer = "Ìlà 3 péré lórí àmì kan.";
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-12-09",
      user: [rules, newer],
      writes: [{ path: LABEL, content: L1 }],
      edits: [
        {
          after: 1,
          path: LABEL,
          old: "  return wrap(text, cols, 32);",
          new: "  return wrap(text, lines, 3);",
        },
      ],
      commands: [],
      report: "Labels wrap at three lines.",
    },
    null,
    [...labelDiff("", L1), ...labelDiff(L1, L2)],
  );
  const said = splitPartlySuperseded(p1.user_messages);
  const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
  assert.equal(by("a label line holds 32 characters"), newer);
  for (const rule of ["currency sign", "the morning of each stock count", "src/escpos.ts"])
    assert.equal(by(rule), undefined, rule);
});
