/**
 * A rule inside a long first message, replaced through the code: a paragraph of background, the
 * task, then house rules with values in one sentence ("Rules: no driver takes more than three
 * routes a day, the list is printed by depot"), answered by one constant (`MAX_ROUTES_PER_DAY =
 * 3`). Two sessions later, another agent, another language and another unit ("from now on we
 * count kilometres: at most two hundred a day", in Ukrainian words, Hindi's Devanagari digits,
 * Japanese numerals), and the edit of that turn renames and revalues the constant
 * (`MAX_KM_PER_DAY = 200`). The clause of the routes, and only it, is superseded wherever it sits
 * (the first message after its task, a message of rules alone, the task's own sentence); the
 * clause of the list stays in force, unmarked, and the objective never states the old rule as
 * in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import type { ScriptedEdit, ScriptedSession } from "../helpers/relay-transcripts.js";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-clauses-"));
const repo = makeRepo("handoff-superseded-clauses-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/rota.ts";
const hop = scriptedHop(dir, repo);
const diffOf = committedValueChanges(repo, FILE);

const V1 = [
  "export const MAX_ROUTES_PER_DAY = 3;",
  "",
  "export function fits(routes: number): boolean {",
  "  return routes <= MAX_ROUTES_PER_DAY;",
  "}",
].join("\n");
const V3 = [
  "export const MAX_KM_PER_DAY = 200;",
  "",
  "export function fits(km: number): boolean {",
  "  return km <= MAX_KM_PER_DAY;",
  "}",
].join("\n");

const BACKGROUND =
  "Our courier firm has four depots around the city. The dispatchers still plan the rota by hand on a whiteboard every morning, which takes them an hour.";
const TASK = "Write the rota planner in src/rota.ts.";
const R_ROUTES = "no driver takes more than three routes a day";
const R_LIST = "the list is printed by depot";
const RULES = `Rules: ${R_ROUTES}, ${R_LIST}.`;

const NEWER = {
  // "From now on we count kilometres: no more than two hundred a day."
  ukrainian: "Від тепер рахуємо кілометри: не більше двохсот на день.",
  // "From now on we count kilometres: no more than 200 kilometres in one day."
  hindi: "अब से किलोमीटर गिनते हैं: एक दिन में २०० किलोमीटर से ज़्यादा नहीं।",
  // "From now on we count in kilometres. Up to two hundred kilometres a day."
  japanese: "これからはキロで数えます。一日に二百キロまでです。",
};

/** The turn's edits: the constant renamed and revalued in one edit, or line by line. */
const EDITS: Record<string, ScriptedEdit[]> = {
  "one edit": [{ after: 1, path: FILE, old: V1, new: V3 }],
  "line by line": [
    {
      after: 1,
      path: FILE,
      old: "export const MAX_ROUTES_PER_DAY = 3;",
      new: "export const MAX_KM_PER_DAY = 200;",
    },
    {
      after: 1,
      path: FILE,
      old: "export function fits(routes: number): boolean {\n  return routes <= MAX_ROUTES_PER_DAY;",
      new: "export function fits(km: number): boolean {\n  return km <= MAX_KM_PER_DAY;",
    },
  ],
};

async function relay(
  first: string[],
  newer: string,
  edits: ScriptedEdit[],
  agents: readonly ScriptedSession["agent"][],
): Promise<Packet> {
  const p1 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-01",
      user: first,
      ...(first.length === 1
        ? { writes: [{ path: FILE, content: V1 }] }
        : { rewrites: [{ after: first.length - 1, path: FILE, content: V1 }] }),
      commands: ["npm test"],
      report: "src/rota.ts holds the planner.",
    },
    null,
    diffOf("", V1),
  );
  const p2 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-02",
      user: ["continue"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    p1,
    [],
  );
  return hop(
    {
      agent: agents[2] as ScriptedSession["agent"],
      day: "2026-12-03",
      user: ["continue", newer],
      edits,
      commands: ["npm test"],
      report: "A driver takes at most 200 km a day.",
    },
    p2,
    diffOf(V1, V3),
  );
}

const SHAPES: [string, string[]][] = [
  ["late in a long first message", [`${BACKGROUND} ${TASK} ${RULES}`]],
  ["in a first message of paragraphs", [`${BACKGROUND}\n\n${TASK}\n\n${RULES}`]],
  ["in a message of rules", [TASK, RULES]],
  [
    "in the task's own sentence",
    [`${BACKGROUND} Write the rota planner in src/rota.ts; ${R_ROUTES}, ${R_LIST}.`],
  ],
];

for (const [shape, first] of SHAPES)
  for (const [language, newer] of Object.entries(NEWER))
    for (const [how, edits] of Object.entries(EDITS))
      test(`the clause of a rule replaced in ${language} is superseded, its neighbour stays (${shape}, ${how})`, async () => {
        const last = await relay(first, newer, edits, ["claude", "codex", "gemini"]);
        const said = splitPartlySuperseded(last.user_messages);
        const of = (text: string) => said.filter((m) => m.text.includes(text));
        const [routes, ...others] = of(R_ROUTES);
        assert.equal(others.length, 0, JSON.stringify(said, null, 1));
        assert.equal(routes?.text.replace(/^Rules: /, ""), R_ROUTES);
        assert.ok(routes?.superseded_by !== undefined, JSON.stringify(said, null, 1));
        assert.ok(newer.includes(routes.superseded_by.text), routes.superseded_by.text);
        const [list] = of(R_LIST);
        assert.equal(list?.superseded_by, undefined, list?.text);
        assert.ok(list?.text.includes("src/rota.ts") === true || first.length === 2, list?.text);
        // The objective keeps the task, never the old rule as in force.
        const objective = last.objective ?? "";
        assert.ok(objective.includes("src/rota.ts"), objective);
        assert.ok(!objective.includes(R_ROUTES) || objective.includes("superseded"), objective);
        assert.ok(!/[:;,]\s*,/.test(objective), objective);
      });

test("the mark carries to the next hop, the neighbouring clause still in force", async () => {
  const last = await relay(
    [`${BACKGROUND} ${TASK} ${RULES}`],
    NEWER.ukrainian,
    EDITS["line by line"] as ScriptedEdit[],
    ["gemini", "claude", "codex"],
  );
  const p4 = await hop(
    {
      agent: "claude",
      day: "2026-12-04",
      user: ["продовжуй"],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    last,
    [],
  );
  const said = splitPartlySuperseded(p4.user_messages);
  const routes = said.find((m) => m.text.includes(R_ROUTES));
  assert.equal(routes?.superseded_by?.text, NEWER.ukrainian);
  const rest = said.find((m) => m.text.includes(R_LIST));
  assert.ok(rest !== undefined && rest.superseded_by === undefined, rest?.text);
  assert.ok(!rest.text.includes(R_ROUTES), rest.text);
});

test("the mark quotes the clause carrying the new rule, not the name the newer message opens with, on the user's words and the objective", async () => {
  // German: "Marta says: from now on we count kilometres, two hundred a day at most."
  const newer = "Marta sagt: ab jetzt zählen wir Kilometer, höchstens zweihundert am Tag.";
  const carrying = "ab jetzt zählen wir Kilometer, höchstens zweihundert am Tag.";
  for (const first of [
    `${BACKGROUND} ${TASK} ${RULES}`,
    `${BACKGROUND} Write the rota planner in src/rota.ts so that ${R_ROUTES}, and ${R_LIST}.`,
  ]) {
    const last = await relay([first], newer, EDITS["one edit"] as ScriptedEdit[], [
      "codex",
      "claude",
      "gemini",
    ]);
    const said = splitPartlySuperseded(last.user_messages);
    const routes = said.find((m) => m.text.includes(R_ROUTES));
    assert.equal(routes?.superseded_by?.text, carrying, JSON.stringify(said, null, 1));
    const objective = last.objective ?? "";
    assert.ok(!objective.includes("Marta"), objective);
    if (objective.includes(R_ROUTES))
      assert.ok(objective.includes(`superseded in part by "${carrying}"`), objective);
  }
});
