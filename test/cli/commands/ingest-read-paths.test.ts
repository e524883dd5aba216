/**
 * `handoff ingest --summary` on sessions that "read" connection strings (`cat postgres://…`,
 * `head redis://…`, Claude's Read of a URL): the read paths were normalised before they were
 * redacted, `//` collapsed to `/`, and `postgres:/app:PW@…` no longer looked like a URL, so the
 * password came out (issue 29, leak 3). Claude Code, Codex and Gemini CLI sessions.
 */
import assert from "node:assert/strict";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { TranscriptSummary } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { fakeToken } from "../../helpers/fake-secrets.js";
import { runCli } from "../../helpers/run-cli.js";

const FIXTURES = {
  claude: "claude/read-url-credentials-2.1.332.jsonl",
  codex: "codex/read-url-credentials-0.171.0.jsonl",
  gemini: "gemini/read-url-credentials-0.61.0.jsonl",
} as const;

test("--summary never shows a password from a connection string read as a path", async () => {
  const password = `Pw${fakeToken(2901, 12)}9`;
  for (const [agent, fixture] of Object.entries(FIXTURES)) {
    const dir = await mkdtemp(join(tmpdir(), `handoff-read-urls-${agent}-`));
    try {
      const source = join(packageRoot(), "test", "fixtures", "transcripts", fixture);
      const text = (await readFile(source, "utf8"))
        .replaceAll("__REPO__", dir)
        .replaceAll("__PLANTED_PASSWORD__", password);
      const path = join(dir, "session.jsonl");
      await writeFile(path, text);
      for (const extra of [["--summary"], []]) {
        const { code, stdout, stderr } = await runCli(["ingest", agent, path, ...extra], {
          cwd: dir,
        });
        assert.equal(code, 0, `${agent}: ${stderr}`);
        assert.ok(!stdout.includes(password), `${agent} ${extra.join(" ")} leaked: ${stdout}`);
      }
      const { stdout } = await runCli(["ingest", agent, path, "--summary"], { cwd: dir });
      const summary = JSON.parse(stdout) as TranscriptSummary;
      const paths = summary.reads.map((read) => read.path);
      // the reads are still listed, their credentials masked, the host kept
      assert.ok(
        paths.some((p) => p.includes("[REDACTED:") && p.includes("db.example.com")),
        `${agent}: ${paths.join(", ")}`,
      );
      assert.ok(
        paths.some((p) => p.includes("[REDACTED:") && p.includes("cache.example.com")),
        `${agent}: ${paths.join(", ")}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
});
