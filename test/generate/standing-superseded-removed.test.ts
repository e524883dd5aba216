/**
 * A rule among several of one message, replaced later through the code by a rule of another kind
 * of quantity: the office's rules in English (boats under 6 m pay nothing; a week's stay gets 10 %
 * off; the list goes by arrival), answered by one constant each (`FREE_UNDER_M = 6`,
 * `WEEK_DISCOUNT_PCT = 10`); two hops later, another agent, a German message sharing no word or
 * written number with it ("every boat pays at least fifteen pounds a night"), and the edit of that
 * turn takes `FREE_UNDER_M` out and writes `MIN_NIGHT_PENCE = 1500`. That clause, and only it, is
 * superseded by the German message; a clause whose constant stays untouched is never marked, nor
 * is one when the removal came after a message that says nothing of the work.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";
import type { ScriptedEdit, ScriptedSession } from "../helpers/relay-transcripts.js";
import { parseRemovedNames } from "../../src/collect/git/removed-names.js";
import { parseReplacedLines } from "../../src/collect/git/replaced-lines.js";
import { parseValueChanges } from "../../src/collect/git/value-changes.js";
import { generate } from "../../src/generate/index.js";
import { toPreviousView } from "../../src/store/registry.js";
import { ingestScripted } from "../helpers/relay-transcripts.js";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-removed-"));
const repo = makeRepo("handoff-superseded-removed-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/berths.ts";
const hop = scriptedHop(dir, repo);

const FREE = "export const FREE_UNDER_M = 6;";
const WEEK = "export const WEEK_DISCOUNT_PCT = 10;";
const MIN = "export const MIN_NIGHT_PENCE = 1500;";
const BODY = [
  "export function fee(lengthM: number, nights: number, base: number): number {",
  "  if (lengthM < FREE_UNDER_M) return 0;",
  "  const total = base * nights;",
  "  return nights >= 7 ? total * (1 - WEEK_DISCOUNT_PCT / 100) : total;",
  "}",
];
const V1 = [FREE, WEEK, "", ...BODY].join("\n");

const R_FREE = "boats under 6 m don't pay";
const R_WEEK = "a week's stay gets 10 % off";
const R_ORDER = "the list goes by arrival";
const RULES = `Rules from the office: ${R_FREE}; ${R_WEEK}; ${R_ORDER}.`;
const TASK = "Write the berth fees in src/berths.ts.";
const BACKGROUND =
  "The marina charges by the night and the harbour master keeps the list on paper. He wants it in the repo now.";
// German, a length rule replaced by a price: "From now on every boat pays at least fifteen
// pounds a night."
const NEWER = "Ab sofort zahlt jedes Boot mindestens fünfzehn Pfund pro Nacht.";

/** The session's edits that take FREE_UNDER_M out and write MIN_NIGHT_PENCE. */
const inPlace = (after: number): ScriptedEdit[] => [{ after, path: FILE, old: FREE, new: MIN }];
const apart = (after: number): ScriptedEdit[] => [
  { after, path: FILE, old: `${FREE}\n`, new: "" },
  { after, path: FILE, old: "  if (lengthM < FREE_UNDER_M) return 0;\n", new: "" },
  {
    after,
    path: FILE,
    old: "  const total = base * nights;",
    new: "  const total = Math.max(base, MIN_NIGHT_PENCE) * nights;",
  },
  { after, path: FILE, old: "}", new: `}\n\n${MIN}` },
];
const V3_IN_PLACE = V1.replace(FREE, MIN);
const V3_APART = `${V1.replace(`${FREE}\n`, "")
  .replace("  if (lengthM < FREE_UNDER_M) return 0;\n", "")
  .replace(
    "  const total = base * nights;",
    "  const total = Math.max(base, MIN_NIGHT_PENCE) * nights;",
  )}\n\n${MIN}`;

async function relay(
  first: string[],
  agents: readonly ScriptedSession["agent"][],
  how: "in place" | "apart",
  newer: string,
): Promise<Packet[]> {
  const diffOf = committedValueChanges(
    repo,
    `src/berths-${first.length}-${how.length}-${newer.length}.ts`,
  );
  const p1 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-01",
      user: first,
      // The constants are written in the turn of the message of rules.
      ...(first.length === 1
        ? { writes: [{ path: FILE, content: V1 }] }
        : { rewrites: [{ after: first.length - 1, path: FILE, content: V1 }] }),
      commands: ["npm test"],
      report: "src/berths.ts holds the fees.",
    },
    null,
    diffOf("", V1),
  );
  const p2 = await hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-02",
      user: ["Weiter so."],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    p1,
    [],
  );
  const v3 = how === "in place" ? V3_IN_PLACE : V3_APART;
  const p3 = await hop(
    {
      agent: agents[2] as ScriptedSession["agent"],
      day: "2026-12-03",
      user: ["Weiter.", newer],
      edits: how === "in place" ? inPlace(1) : apart(1),
      commands: ["npm test"],
      report: "Every boat pays 1500 pence a night at least.",
    },
    p2,
    diffOf(V1, v3),
  );
  return [p1, p2, p3];
}

for (const first of [[TASK, RULES], [`${BACKGROUND} ${TASK} ${RULES}`]])
  for (const how of ["in place", "apart"] as const)
    test(`the one clause whose constant the newer turn took out is superseded (${first.length === 1 ? "late in a long first message" : "a message of rules"}, ${how})`, async () => {
      const packets = await relay(first, ["claude", "codex", "gemini"], how, NEWER);
      const last = packets[2] as Packet;
      const said = splitPartlySuperseded(last.user_messages);
      const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
      assert.equal(by(R_FREE), NEWER, JSON.stringify(said, null, 1));
      for (const rule of [R_WEEK, R_ORDER, "Write the berth"])
        assert.equal(by(rule), undefined, rule);
      assert.equal(by(NEWER), undefined);
    });

test("the mark carries to the next hop, and the rest of the message stays in force", async () => {
  const packets = await relay(
    [`${BACKGROUND} ${TASK} ${RULES}`],
    ["codex", "gemini", "claude"],
    "apart",
    NEWER,
  );
  const p4 = await hop(
    {
      agent: "codex",
      day: "2026-12-04",
      user: ["Weiter."],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    packets[2] as Packet,
    [],
  );
  const said = splitPartlySuperseded(p4.user_messages);
  const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
  assert.equal(by(R_FREE), NEWER);
  const rest = said.find((m) => m.text.includes(R_WEEK));
  assert.ok(rest !== undefined && rest.superseded_by === undefined && !rest.text.includes(R_FREE));
  assert.ok(rest.text.includes(R_ORDER) && rest.text.includes(TASK), rest.text);
});

for (const [name, newer] of [
  ["a question", "Wie viele Tests haben wir jetzt?"],
  ["an opener that only carries on", "Mach bitte da weiter, wo wir aufgehört haben."],
] as const)
  test(`a constant taken out after ${name} marks nothing`, async () => {
    const packets = await relay([TASK, RULES], ["gemini", "claude", "codex"], "apart", newer);
    for (const m of splitPartlySuperseded((packets[2] as Packet).user_messages))
      assert.equal(m.superseded_by, undefined, m.text);
  });

/** A hop whose snapshot has the whole diff of `path` (its value changes, replaced lines, names). */
async function diffHop(
  session: ScriptedSession,
  previous: Packet,
  path: string,
  text: string,
  next: string,
): Promise<Packet> {
  writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "--allow-empty", "-m", "before");
  writeRepoFile(repo, path, next);
  const patch = git(repo, "diff", "-U0", "--no-color");
  git(repo, "commit", "-q", "--allow-empty", "-am", "after");
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, repo, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = toPreviousView(previous);
  if (s.git !== null)
    s.git = {
      ...s.git,
      value_changes: parseValueChanges(patch),
      replaced_lines: parseReplacedLines(patch),
      removed_names: parseRemovedNames(patch).map((r) => r.name.toLowerCase()),
    };
  return generate(s).payload;
}

for (const agent of ["claude", "gemini", "codex"] as const)
  test(`a constant taken out by a whole-file write, as the diff shows, supersedes its clause (${agent})`, async () => {
    const [, p2] = await relay([TASK, RULES], ["codex", "claude", "gemini"], "in place", NEWER);
    const p3 = await diffHop(
      {
        agent,
        day: "2026-12-05",
        user: ["Weiter.", NEWER],
        rewrites: [{ after: 1, path: FILE, content: V3_APART }],
        commands: ["npm test"],
        report: "Every boat pays 1500 pence a night at least.",
      },
      p2 as Packet,
      FILE,
      V1,
      V3_APART,
    );
    const said = splitPartlySuperseded(p3.user_messages);
    const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
    assert.equal(by(R_FREE), NEWER, JSON.stringify(said, null, 1));
    for (const rule of [R_WEEK, R_ORDER]) assert.equal(by(rule), undefined, rule);
  });

for (const agent of ["claude", "gemini", "codex"] as const)
  test(`a whole-file write of the carried work before the newer rule's write keeps the constant: the newer's turn took it out (${agent})`, async () => {
    const [, p2] = await relay([TASK, RULES], ["codex", "claude", "gemini"], "in place", NEWER);
    const p3 = await diffHop(
      {
        agent,
        day: "2026-12-05",
        user: ["Weiter.", NEWER],
        // The opener's turn writes the file whole as it stood (the carried work, tidied), the
        // constant in it; the newer rule's turn writes it without.
        writes: [{ path: FILE, content: V1 }],
        rewrites: [{ after: 1, path: FILE, content: V3_APART }],
        commands: ["npm test"],
        report: "Every boat pays 1500 pence a night at least.",
      },
      p2 as Packet,
      FILE,
      V1,
      V3_APART,
    );
    const said = splitPartlySuperseded(p3.user_messages);
    const by = (text: string) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
    assert.equal(by(R_FREE), NEWER, JSON.stringify(said, null, 1));
    for (const rule of [R_WEEK, R_ORDER]) assert.equal(by(rule), undefined, rule);
  });
