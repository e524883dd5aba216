/**
 * What an agent's report says of where things stand is no conclusion, and a conclusion whose
 * code a later session took out no longer holds, across a relay of three agents in a real repo:
 * - Claude Code writes `roundUpHours` (a started hour billed whole), stops with `make test`
 *   failing, nothing committed;
 * - Codex CLI (the user writes German) rewrites lib/fees.js whole by its shell, per quarter hour
 *   without the helper, and reports "make test passes and it is committed. lib/fees.js …";
 * - Gemini CLI adds `make report`, reports what it prints, and the session ends on thanks and a
 *   closing line of small talk in Dutch.
 * No status sentence is a conclusion or the next action; the failure is retired once make test
 * passed; the hour rule is a dead end once its helper is gone from every file.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { NO_NEXT_ACTION } from "../../src/generate/carry-forward.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-status-"));
after(() => removeDir(dir));

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

const HOURS = [
  "const RATE = 2;",
  "const HOUR_MIN = 60;",
  "function roundUpHours(minutes) {",
  "  return Math.ceil(minutes / HOUR_MIN);",
  "}",
  "module.exports = { RATE, roundUpHours };",
  "",
].join("\n");
const QUARTERS = [
  "const RATE = 2;",
  "const QUARTER_MIN = 15;",
  "function quarters(minutes) {",
  "  return Math.ceil(minutes / QUARTER_MIN);",
  "}",
  "module.exports = { RATE, quarters };",
  "",
].join("\n");
const HOUR_RULE =
  "A started hour is billed as a whole hour: roundUpHours in lib/fees.js rounds the minutes up.";
const STOPPED =
  "Stopping here with make test failing: test/fees.test.js and test/night.test.js end in an off-by-one at midnight.";
const QUARTER_RULE =
  "lib/fees.js charges per started QUARTER_MIN now, so a 61-minute stay costs five quarters.";

const texts = (packet: Packet) => packet.conclusions.map((c) => c.text);

test("status sentences are neither conclusions nor the next action, and taken-out code abandons", async () => {
  const repo = makeRepo("handoff-status-repo-");
  try {
    writeRepoFile(repo, "Makefile", "test:\n\tnode --test\n");
    writeRepoFile(repo, "lib/fees.js", "const RATE = 2;\nmodule.exports = { RATE };\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    writeRepoFile(repo, "lib/fees.js", HOURS);
    const first = await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: ["Bill parking in lib/fees.js: a started hour counts as a whole hour."],
      writes: [{ path: "lib/fees.js", content: HOURS }],
      commands: [{ command: "make test", exit: 2, output: "not ok 3 - midnight\n  expected: 3" }],
      report: `${HOUR_RULE} ${STOPPED} Nothing is committed yet.`,
    });
    // The latest hop's own failure is where things stand now; the commit state never is.
    assert.deepEqual(texts(first), [HOUR_RULE, STOPPED]);

    writeRepoFile(repo, "lib/fees.js", QUARTERS);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "fees: per quarter");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["Weiter bitte: make test muss grün werden."],
      writes: [{ path: "lib/fees.js", content: QUARTERS }],
      commands: ["make test", "git commit -am 'fees: per quarter'"],
      report: `make test passes and it is committed. ${QUARTER_RULE}`,
    });

    writeRepoFile(repo, "scripts/report.js", "console.log('invoices');\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "report");
    const third = await hop(repo, {
      agent: "gemini",
      day: "2026-12-03",
      user: ["Add make report printing the invoices of data/stays.csv.", "Dank je!"],
      writes: [{ path: "scripts/report.js", content: "console.log('invoices');\n" }],
      commands: ["make report"],
      replies: ["make report prints the three invoices; two of them are over budget."],
      report: "Graag gedaan! 🚲",
    });
    for (const packet of [second, third]) {
      const kinds = new Map(packet.conclusions.map((c) => [c.text, c.kind]));
      assert.deepEqual(
        [...kinds],
        [
          [`${HOUR_RULE} — taken out since: \`roundUpHours\``, "dead_end"],
          [QUARTER_RULE, "decision"],
        ],
      );
      assert.equal(packet.next_action, NO_NEXT_ACTION);
    }
  } finally {
    removeDir(repo);
  }
});
