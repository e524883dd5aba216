/**
 * A check said to pass in general is the state of its session, across a relay in a real repo:
 * - Gemini CLI makes make test pass and says it passes in any time zone, with its reason, and
 *   that npm test passes on both machines (in German, the qualifier inside the verb);
 * - Codex CLI runs make test again and it fails.
 * The German status is no conclusion even in its own packet; the general pass leaves the second
 * packet, where make test's latest run failed.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-check-claims-"));
after(() => removeDir(dir));

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

const STAYS = 'const parse = (d) => new Date(d + "T00:00:00Z");\nmodule.exports = { parse };\n';
const ANY_ZONE = "make test passes in any time zone because src/stays.js parses the dates as UTC.";
const BOTH = "npm test läuft jetzt auf beiden Rechnern durch.";

const texts = (packet: Packet) => packet.conclusions.map((c) => c.text);

test("a check said to pass everywhere leaves once its command fails again", async () => {
  const repo = makeRepo("handoff-check-claims-repo-");
  try {
    writeRepoFile(repo, "Makefile", "test:\n\tnode --test\n");
    writeRepoFile(repo, "src/stays.js", "module.exports = {};\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    writeRepoFile(repo, "src/stays.js", STAYS);
    const first = await hop(repo, {
      agent: "gemini",
      day: "2026-12-01",
      user: ["Die Buchungen in src/stays.js kippen um Mitternacht, bitte reparieren."],
      writes: [{ path: "src/stays.js", content: STAYS }],
      commands: ["make test", "npm test"],
      report: `${ANY_ZONE}\n\n${BOTH}`,
    });
    assert.deepEqual(texts(first), [ANY_ZONE]);

    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["Run make test on the CI image and report."],
      commands: [{ command: "make test", exit: 2, output: "not ok 2 - checkout at 23:30\n" }],
      report: "Stopped: the checkout case needs a look.",
    });
    assert.ok(!texts(second).includes(ANY_ZONE), texts(second).join("\n"));
  } finally {
    removeDir(repo);
  }
});
