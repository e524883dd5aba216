/**
 * The values a session's edits changed, and the user message each followed, survive the scan
 * cache: a session appended in random pieces and read with the cache each time gives the value
 * edits a full scan gives, in Claude Code, Codex CLI and Gemini CLI formats.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { type RelayAgent, ingestScripted } from "../../helpers/relay-transcripts.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";
import { transcriptReads } from "../../helpers/transcript-cache-reads.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-value-edits-resume-"));
after(() => removeDir(dir));

for (const agent of ["claude", "codex", "gemini"] as RelayAgent[]) {
  test(`value edits read with the cache equal a full scan (${agent})`, async () => {
    const root = makeRepo("handoff-value-edits-root-");
    try {
      const summary = await ingestScripted(dir, root, {
        agent,
        day: "2026-11-11",
        user: ["ewch ymlaen", "Dylai cwsmer aros pymtheg munud.", "Diolch", "Dwy dudalen."],
        edits: [
          {
            after: 1,
            path: "src/config.ts",
            old: "QUEUE_WAIT_MIN = 20;",
            new: "QUEUE_WAIT_MIN = 15;",
          },
          {
            after: 3,
            path: "src/config.ts",
            old: "REPORT_MAX_LINES = 80",
            new: "REPORT_MAX_PAGES = 2",
          },
        ],
        commands: [],
        report: "Done.",
      });
      assert.deepEqual(summary.value_edits, [
        { before: "20", after: "15", user: 1 },
        { before: "80", after: "2", renamed: true, user: 3 },
      ]);
      const path = join(dir, `${agent}-2026-11-11.jsonl`);
      const { assertAppendEqualsFull } = transcriptReads(agent, { errors: true });
      await assertAppendEqualsFull(root, { path, bytes: readFileSync(path) }, 12);
    } finally {
      removeDir(root);
    }
  });
}
