/**
 * A file written through the shell is an edit of it: code a session wrote with `cat > f <<'EOF'`
 * (as Codex CLI writes files) and wrote again without, is code it took out, and prose of its
 * effect is a dead end, as it is when Claude Code's Write or Gemini CLI's write_file wrote it.
 * `>>` adds to a file and takes nothing out.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { shellWriteEdits } from "../../../src/collect/transcripts/shell-writes.js";
import { generate } from "../../../src/generate/index.js";
import { ingestScripted } from "../../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../../helpers/session-snapshot.js";
import { removeDir } from "../../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-shell-writes-"));
after(() => removeDir(dir));

const FIRST = [
  "#!/bin/bash",
  "# the yield of one hive over the season",
  "sum_gains() {",
  "  awk -F, '{ if ($3 > prev) total += $3 - prev; prev = $3 } END { print total }' \"$1\"",
  "}",
].join("\n");
const SECOND = [
  "#!/bin/bash",
  "# the yield of one hive over the season",
  "peak_minus_first() {",
  "  awk -F, 'NR == 1 { first = $3 } { if ($3 > peak) peak = $3 } END { print peak - first }' \"$1\"",
  "}",
].join("\n");
// Its effect, with no word of taking anything out.
const REPORT =
  "sum_gains() counted the 2 kg of rain water on the roof of hive 6 as honey; lib/yield.sh takes the peak minus the first reading now.";

test("code written through the shell and written again without it is taken out, as with a write tool", async () => {
  let day = 1;
  for (const agent of ["codex", "claude", "gemini"] as const) {
    const s = makeSessionSnapshot();
    s.transcript = await ingestScripted(dir, SAMPLE_ROOT, {
      agent,
      day: `2026-04-0${day++}`,
      user: ["Add the yield of a hive in lib/yield.sh.", "Go on."],
      writes: [{ path: "lib/yield.sh", content: FIRST }],
      rewrites: [{ after: 1, path: "lib/yield.sh", content: SECOND }],
      commands: ["bash test/run.sh"],
      report: REPORT,
    });
    s.options.agent_report = null;
    s.options.allow_missing_next = true;
    assert.deepEqual(s.transcript.edited_files, ["lib/yield.sh"], agent);
    const said = (generate(s).payload.conclusions ?? []).find((c) => c.text.includes("sum_gains"));
    assert.equal(said?.kind, "dead_end", `${agent}: ${JSON.stringify(said)}`);
  }
});

test("> writes a file whole, >> and tee -a add to it", () => {
  const command = [
    "cat > lib/a.sh <<'EOF'",
    "one",
    "EOF",
    "cat >> lib/a.sh <<'EOF'",
    "two",
    "EOF",
    "tee -a notes.md <<EOF",
    "three",
    "EOF",
  ].join("\n");
  assert.deepEqual(
    shellWriteEdits(command).map((e) => [e.path, e.added, e.whole === true]),
    [
      ["lib/a.sh", "one", true],
      ["lib/a.sh", "two", false],
      ["notes.md", "three", false],
    ],
  );
});
