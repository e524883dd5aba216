import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fakeToken } from "../helpers/fake-secrets.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

test("clean_state.json quotes a debug print with a token in it, redacted (write and check)", async () => {
  const repo = makeRepo();
  try {
    writeFileSync(join(repo, "app.js"), "export const a = 1;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "init");
    const token = `ghp_${fakeToken(7, 36)}`;
    writeFileSync(join(repo, "app.js"), `export const a = 1;\nconsole.log("${token}");\n`);
    for (const args of [
      ["write", "--allow-dirty", "--next", "remove the debug print"],
      ["check"],
    ]) {
      const run = await runCli(args, { cwd: repo });
      assert.ok(run.code === 0 || run.code === 1, run.stderr);
      const file = readFileSync(join(repo, ".handoff", "clean_state.json"), "utf8");
      assert.match(file, /console\.log/, "the debug print is reported");
      assert.ok(!file.includes(token), `handoff ${args[0]} wrote the token to clean_state.json`);
      assert.ok(!run.stdout.includes(token) && !run.stderr.includes(token));
    }
  } finally {
    removeDir(repo);
  }
});
