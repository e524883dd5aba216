import assert from "node:assert/strict";
import { test } from "node:test";
import { runCli } from "../../helpers/run-cli.js";
import { makeRepo, removeDir } from "../../helpers/temp-repo.js";

test("hooks install codex says how to trust the hooks, interactively and for codex exec", async () => {
  const repo = makeRepo("handoff-hooks-codex-trust-");
  try {
    const run = await runCli(["hooks", "install", "codex", "--codex-version", "0.171.0"], {
      cwd: repo,
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^note: Codex runs these hooks only once you trust them/m);
    assert.match(run.stdout, /Trust all and continue/);
    assert.match(run.stdout, /`codex exec` never asks/);
    assert.match(run.stdout, /--dangerously-bypass-hook-trust/);
    // The same notes in --json; an uninstall or another agent's install has none of them.
    const json = await runCli(
      ["hooks", "install", "codex", "--codex-version", "0.171.0", "--json"],
      {
        cwd: repo,
      },
    );
    const notes = (JSON.parse(json.stdout) as { notes: string[] }).notes;
    assert.ok(
      notes.some((n) => n.includes("--dangerously-bypass-hook-trust")),
      notes.join("\n"),
    );
    for (const args of [
      ["hooks", "install", "claude"],
      ["hooks", "uninstall", "codex"],
    ]) {
      const other = await runCli(args, { cwd: repo });
      assert.doesNotMatch(other.stdout, /trust/i, args.join(" "));
    }
  } finally {
    removeDir(repo);
  }
});
