/**
 * A file of prose rewritten takes no code out: README.md declares `feeds` in one write and not in
 * the next, yet the session's sentence about the constant it put in place of another (which
 * says "feeds" in plain words) is a decision, not a dead end (whole-write.test.ts keeps what a
 * rewrite of a code file takes out).
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { type RelayAgent, ingestScripted } from "../../helpers/relay-transcripts.js";
import { removeDir } from "../../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-prose-rewrite-"));
after(() => removeDir(dir));

const SAID =
  "MAX_CACHE_BYTES in src/cache.py replaces MAX_ENTRIES: the feeds fetched longest ago go until the cache takes at most 5 MB.";

for (const agent of ["claude", "codex", "gemini"] as RelayAgent[]) {
  test(`${agent}: a README rewritten without a name is no removal of code`, async () => {
    const summary = await ingestScripted(dir, "/repo", {
      agent,
      day: "2026-12-05",
      user: ["Write the cache and document it.", "Limit the cache by size, 5 MB at most."],
      writes: [
        {
          path: "README.md",
          content:
            '# cache\n\n```python\nfeeds = load_feeds("feeds.txt")\n```\n\nAt most 50 are kept.\n',
        },
        { path: "src/cache.py", content: "MAX_ENTRIES = 50\n" },
      ],
      rewrites: [
        { after: 1, path: "README.md", content: "# cache\n\nThe cache holds 5 MB at most.\n" },
        { after: 1, path: "src/cache.py", content: "MAX_CACHE_BYTES = 5 * 1024 * 1024\n" },
      ],
      commands: ["python -m unittest"],
      report: SAID,
    });
    const found = summary.conclusions.find((c) => c.text === SAID);
    assert.equal(found?.kind, "decision", JSON.stringify(summary.conclusions));
  });
}
