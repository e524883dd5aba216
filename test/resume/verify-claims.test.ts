/**
 * The live facts resume checks a packet against, on paths a packet names: a file whose name
 * starts with two dots is a file of the repo like any other, not a path out of it.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import type { Claim } from "../../src/resume/compare-claims.js";
import { storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

test("a committed file named `..foo` and a report under `..reports/` are VERIFIED, not DRIFTED", async () => {
  const root = makeRepo("handoff-dotdot-");
  try {
    writeFileSync(join(root, "..foo"), "v1\n");
    git(root, "add", "-A");
    git(root, "commit", "-q", "-m", "base");
    const base = git(root, "rev-parse", "HEAD").trim();
    // The session edits `..foo` and commits it, then records a passing verification.
    writeFileSync(join(root, "..foo"), "v2\n");
    git(root, "commit", "-q", "-am", "edit ..foo");
    const head = git(root, "rev-parse", "HEAD").trim();
    mkdirSync(join(root, "..reports"));
    writeFileSync(
      join(root, "..reports", "T-001.json"),
      JSON.stringify({ task_id: "T-001", passed: true, head_commit: head, findings: [] }),
    );
    const packet = makePacket({
      head_commit: head,
      last_known_good_commit: base,
      task_id: "T-001",
      changed_files: ["..foo"],
      verdict_trail: [
        {
          task_id: "T-001",
          source: "verification",
          verdict: "passed",
          defects: [],
          path: "..reports/T-001.json",
        },
      ],
      where: {
        branch: "main",
        worktrees: [{ path: ".", branch: "main", dirty: true }],
        modified_files: [],
        read_first: ["..foo"],
      },
    });
    await storePacket(root, { ...withJson(packet), markdown: "# p\n", history: null });
    const run = await runCli(["resume", "--format", "json"], { cwd: root });
    const { claims } = JSON.parse(run.stdout) as { claims: Claim[] };
    const about = (kind: string, subject: string) =>
      claims.find((c) => c.kind === kind && c.subject === subject);
    assert.equal(
      about("file", "..foo")?.verdict,
      "VERIFIED",
      JSON.stringify(about("file", "..foo")),
    );
    assert.equal(
      about("verification", "T-001")?.verdict,
      "VERIFIED",
      JSON.stringify(about("verification", "T-001")),
    );
  } finally {
    removeDir(root);
  }
});
