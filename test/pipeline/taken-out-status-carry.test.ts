/**
 * Across a relay of three agents in a real repo (the user writes Spanish, French, English):
 * - Claude Code adds a night surcharge (`NIGHT_SURCHARGE = 3` from `NIGHT_START`, 22:00), reports
 *   "The build script already passes --strict; nothing is committed yet." after it, and deletes
 *   a script that was there before ("Removed scripts/old-export.sh — nobody calls it; …");
 * - Codex CLI rewrites lib/rates.js whole without the surcharge, saying why by its effect;
 * - Gemini CLI only runs the tests and reports in German.
 * The status is never taken along into the rule; the rule is a dead end once its constant is
 * gone ("taken out since", not "superseded" by the line of `NIGHT_START`, which still holds 22);
 * the clean-up of a file the session did not make is never a dead end, then or later.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-taken-out-status-"));
after(() => removeDir(dir));

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

const SURCHARGE = [
  "const NIGHT_SURCHARGE = 3;",
  "const NIGHT_START = 22;",
  "function night(h) { return h >= NIGHT_START ? NIGHT_SURCHARGE : 0; }",
  "module.exports = { night };",
  "",
].join("\n");
const NONE = [
  "const NIGHT_START = 22;",
  "function night(h) { return 0; }",
  "module.exports = { night };",
  "",
].join("\n");
const RULE = "Night stays pay NIGHT_SURCHARGE = 3 on top from NIGHT_START, 22:00 in lib/rates.js.";
const CLEAN_UP =
  "Removed scripts/old-export.sh — nobody calls it; make test pasa y ya está en verde.";
const WHY =
  "The surcharge double-counted the midnight hour against test/night.test.js, so night() charges nothing extra now.";

test("a status is not taken along, taken-out code abandons its rule, a clean-up stays one", async () => {
  const repo = makeRepo("handoff-taken-out-status-repo-");
  try {
    writeRepoFile(repo, "scripts/build.sh", "#!/bin/sh\ntsc -p .\n");
    writeRepoFile(repo, "scripts/old-export.sh", "#!/bin/sh\necho old\n");
    writeRepoFile(repo, "lib/rates.js", "module.exports = {};\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    writeRepoFile(repo, "lib/rates.js", SURCHARGE);
    git(repo, "rm", "-q", "scripts/old-export.sh");
    const first = await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: [
        "Añade el recargo nocturno en lib/rates.js; scripts/build.sh compila en modo estricto.",
      ],
      writes: [{ path: "lib/rates.js", content: SURCHARGE }],
      commands: ["npm run build", "make test", "git rm scripts/old-export.sh"],
      report: `${RULE}\n\nThe build script already passes --strict; nothing is committed yet. ${CLEAN_UP}`,
    });
    assert.deepEqual(
      first.conclusions.map((c) => [c.kind, c.text]),
      [
        ["decision", RULE],
        ["decision", CLEAN_UP],
      ],
    );
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "night");
    writeRepoFile(repo, "lib/rates.js", NONE);
    git(repo, "commit", "-q", "-am", "no surcharge");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["Les nuits : le test de minuit échoue encore, regarde lib/rates.js."],
      writes: [{ path: "lib/rates.js", content: NONE }],
      commands: ["make test"],
      report: WHY,
    });
    const third = await hop(repo, {
      agent: "gemini",
      day: "2026-12-03",
      user: ["continue"],
      commands: ["make test"],
      report: "make test läuft durch, alles ist committet.",
    });
    for (const packet of [second, third])
      assert.deepEqual(
        packet.conclusions.map((c) => [c.kind, c.text]),
        [
          ["dead_end", `${RULE} — taken out since: \`NIGHT_SURCHARGE\``],
          ["decision", CLEAN_UP],
          ["decision", WHY],
        ],
      );
  } finally {
    removeDir(repo);
  }
});
