/**
 * What an earlier session said the repository still lacked leaves once git shows a later
 * session did it, across a relay of three agents in a real repo:
 * - Codex CLI writes refundShares in src/split.js and stops with nothing committed and no test
 *   of it, saying so in a clause beside what the code does, and in Spanish on its own;
 * - Claude Code adds test/split.test.js and commits both (the user writes German);
 * - Gemini CLI only reads, commits nothing.
 * From the second packet on, the claims are gone and what the code does stays.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-git-claims-"));
after(() => removeDir(dir));

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

const SPLIT = [
  "function refundShares(total, shares) {",
  "  const cents = Math.round(total * 100);",
  "  return shares.map((s) => Math.floor((cents * s) / 100));",
  "}",
  "module.exports = { refundShares };",
  "",
].join("\n");
const TEST = "const { refundShares } = require('../src/split.js');\nrefundShares(10, [50, 50]);\n";

const ROUNDS = "refundShares in src/split.js rounds down each share";
const MIXED = `${ROUNDS}; nothing is committed yet and no test covers it.`;
const SPANISH = "Los cambios de src/split.js aún no están commiteados.";

const texts = (packet: Packet) => packet.conclusions.map((c) => c.text);

test("claims of work not committed or not tested leave once git shows it done", async () => {
  const repo = makeRepo("handoff-git-claims-repo-");
  try {
    writeRepoFile(repo, "src/split.js", "module.exports = {};\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    writeRepoFile(repo, "src/split.js", SPLIT);
    const first = await hop(repo, {
      agent: "codex",
      day: "2026-12-01",
      user: ["Split refunds across the card shares in src/split.js."],
      writes: [{ path: "src/split.js", content: SPLIT }],
      commands: ["node -e \"require('./src/split.js')\""],
      report: `${MIXED}\n\n${SPANISH}`,
    });
    // The latest session's own claims are where it left things.
    assert.deepEqual(texts(first), [MIXED, SPANISH]);

    writeRepoFile(repo, "test/split.test.js", TEST);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "split: refunds by share, with a test");
    const second = await hop(repo, {
      agent: "claude",
      day: "2026-12-02",
      user: ["Bitte einen Test für refundShares schreiben und alles committen."],
      writes: [{ path: "test/split.test.js", content: TEST }],
      commands: ["node --test", "git commit -am 'split: refunds by share, with a test'"],
      report: "Fertig.",
    });
    assert.deepEqual(texts(second), [`${ROUNDS}.`]);

    const third = await hop(repo, {
      agent: "gemini",
      day: "2026-12-03",
      user: ["Read src/split.js and tell me whether refunds of 0.01 can be split."],
      commands: ["cat src/split.js"],
      report: "Done.",
    });
    assert.deepEqual(texts(third), [`${ROUNDS}.`]);
  } finally {
    removeDir(repo);
  }
});
