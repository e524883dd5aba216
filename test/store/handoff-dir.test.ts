import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { runCli } from "../helpers/run-cli.js";
import { git, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

test(".handoff/ keeps itself out of git status: it is created with a .gitignore of *", async () => {
  const repo = makeExampleRepo();
  try {
    assert.equal(git(repo, "status", "--porcelain"), "");
    const run = await runCli(["write"], { cwd: repo });
    assert.equal(run.code, 0, run.stderr);
    assert.match(readFileSync(join(repo, ".handoff", ".gitignore"), "utf8"), /^\*$/m);
    assert.equal(git(repo, "status", "--porcelain", "--untracked-files=all"), "");
  } finally {
    removeDir(repo);
  }
});
