/**
 * A figure the agent found under a rule of the user, the rule replaced later and the code with
 * it: "October comes to 412.00" (a 3 % fee, pinned by the test's expected "412.00"), then, in
 * another agent's session, "the service fee is five percent now" and the edits `FEE_PCT` 3 → 5
 * and the expected figure "412.00" → "420.00". The finding names no code, function or file; the
 * figure that stood on the replaced line, in the turn of a rule the session replaced, ties it.
 * A figure the session changed with no rule of the user replaced is tied to no rule (only the
 * amount's own reading of the changed constant marks it, by the line).
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { parseReplacedLines } from "../../src/collect/git/replaced-lines.js";
import { parseValueChanges } from "../../src/collect/git/value-changes.js";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-rule-bound-figures-"));
const repo = makeRepo("handoff-rule-bound-figures-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const CODE = "src/totals.ts";
const TEST = "test/totals.test.ts";
const code = (pct: number) =>
  [
    `export const FEE_PCT = ${pct};`,
    "export function monthTotal(cents: number[]): number {",
    "  const sum = cents.reduce((a, b) => a + b, 0) / 100;",
    "  return sum * (1 + FEE_PCT / 100);",
    "}",
  ].join("\n");
const spec = (figure: string) =>
  [
    'import { monthTotal } from "../src/totals.js";',
    'test("a month of rows", () => {',
    `  assert.equal(monthTotal(ROWS[9]).toFixed(2), "${figure}");`,
    "});",
  ].join("\n");

/** One hop on the diff from `files` before to after, committed in `repo`. */
async function hop(
  session: ScriptedSession,
  previous: Packet | null,
  before: Record<string, string>,
  now: Record<string, string>,
): Promise<Packet> {
  for (const [path, text] of Object.entries(before)) writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "--allow-empty", "-m", "before");
  for (const [path, text] of Object.entries(now)) writeRepoFile(repo, path, text);
  const patch = git(repo, "diff", "-U0", "--no-color");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "--allow-empty", "-m", "after");
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, repo, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  if (s.git !== null)
    s.git = {
      ...s.git,
      value_changes: parseValueChanges(patch),
      replaced_lines: parseReplacedLines(patch),
    };
  return generate(s).payload;
}

const TASK = "Write the monthly totals in src/totals.ts. The service fee is 3 %.";
const FOUND = "October comes to 412.00 with the fee.";
// German: "The service fee is five percent now."
const NEWER = "Die Servicegebühr beträgt jetzt fünf Prozent.";

async function relay(newer: string): Promise<Packet> {
  const v1 = { [CODE]: code(3), [TEST]: spec("412.00") };
  const p1 = await hop(
    {
      agent: "codex",
      day: "2026-12-01",
      user: [TASK],
      writes: Object.entries(v1).map(([path, content]) => ({ path, content })),
      commands: ["npm test"],
      report: FOUND,
    },
    null,
    { [CODE]: "", [TEST]: "" },
    v1,
  );
  return hop(
    {
      agent: "gemini",
      day: "2026-12-02",
      user: [newer],
      edits: [
        { after: 0, path: CODE, old: "FEE_PCT = 3;", new: "FEE_PCT = 5;" },
        { after: 0, path: TEST, old: '"412.00"', new: '"420.00"' },
      ],
      commands: ["npm test"],
      report: "src/totals.ts charges the new fee; the tests pass.",
    },
    p1,
    v1,
    { [CODE]: code(5), [TEST]: spec("420.00") },
  );
}

test("a figure found under a rule the session replaced is no longer stated as in force", async () => {
  const p2 = await relay(NEWER);
  const found = p2.conclusions.filter((c) => c.text.startsWith(FOUND));
  assert.ok(
    found.length > 0 && found.every((c) => c.kind === "dead_end" && c.text.includes("superseded")),
    JSON.stringify(p2.conclusions, null, 1),
  );
});

test("a figure the session changed with no rule of the user replaced is not tied to a rule", async () => {
  const p2 = await relay("Wie viele Tests laufen jetzt?");
  const found = p2.conclusions.filter((c) => c.text.startsWith(FOUND));
  // No message replaced a rule, so none marks it. The amount still rests on `FEE_PCT`, which
  // this session's edit changed: the amount's own reading (amounts-before-change.ts) marks it
  // superseded by that line, as every hop after this one would.
  assert.ok(
    found.length > 0 && found.every((c) => !c.text.includes('superseded by "')),
    JSON.stringify(found),
  );
  assert.ok(
    found.every(
      (c) =>
        c.kind !== "dead_end" || c.text.endsWith("`export const FEE_PCT = 5;` (src/totals.ts)"),
    ),
    JSON.stringify(found),
  );
});
