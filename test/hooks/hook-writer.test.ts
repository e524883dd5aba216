/**
 * Hook-written packets say what wrote them (issue 14.7): the skipped rules read "written by the
 * Claude Code session hooks" (SessionEnd and the per-turn Stop share the name), never a CLI flag.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { hookInput, packetIds, readStoredPacket, runBin } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

test("a SessionEnd packet on a dirty tree names the hook, not --allow-dirty", async () => {
  const repo = makeRepo("handoff-hook-writer-");
  try {
    writeFileSync(join(repo, "app.js"), "export const x = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "app");
    writeFileSync(join(repo, "app.js"), "export const x = 2;\n");
    const run = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: hookInput({ cwd: repo, hook_event_name: "SessionEnd", reason: "other" }),
    });
    assert.equal(run.code, 0, run.stderr);
    const [id] = packetIds(repo);
    assert.ok(id, "the hook wrote no packet");
    const risks = (readStoredPacket(repo, id)["open_risks"] as { detail: string }[]).map(
      (r) => r.detail,
    );
    assert.ok(
      risks.some((d) =>
        /^the clean-state check is not clean \(\d+ blocking items?\); written by the Claude Code session hooks$/.test(
          d,
        ),
      ),
      risks.join("\n"),
    );
    assert.ok(
      risks.includes(
        "no next action was recorded (written by the Claude Code session hooks): decide the first step before acting",
      ),
      risks.join("\n"),
    );
    assert.ok(!risks.some((d) => d.includes("--allow-")), risks.join("\n"));
  } finally {
    removeDir(repo);
  }
});
