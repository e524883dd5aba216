/**
 * `write`'s exit-3 message (issue 17.3): each blocking item of the clean-state check on its own
 * line with its path, as `handoff check` prints it, then the fixes.
 */
import assert from "node:assert/strict";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

test("a refused write lists each blocking item with its path, then the fixes", async () => {
  const repo = makeRepo();
  try {
    writeFileSync(join(repo, "app.js"), "export const x = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "app");
    writeFileSync(join(repo, "app.js"), "export const x = 2;\n");
    writeFileSync(join(repo, "scratch.tmp"), "junk\n");
    const run = await runCli(["write", "--next", "ship it"], { cwd: repo });
    assert.equal(run.code, 3, run.stderr);
    const lines = run.stderr.split("\n");
    const at = lines.findIndex((l) => l.includes("the clean-state check is not clean"));
    assert.ok(at !== -1, run.stderr);
    const items = lines.slice(at + 1).filter((l) => /^ {6}\[/.test(l));
    assert.ok(
      items.some((l) => /^ {6}\[temp artifacts\] scratch\.tmp: /.test(l)),
      run.stderr,
    );
    assert.ok(
      items.some((l) => l.includes("app.js")),
      run.stderr,
    );
    const fixAt = lines.findIndex((l) => l.includes("fix them (see `handoff check`)"));
    assert.ok(fixAt > at + items.length - 1, "the fixes come after the items");
    assert.ok(!existsSync(join(repo, ".handoff", "packets")), "nothing was written");
  } finally {
    removeDir(repo);
  }
});
