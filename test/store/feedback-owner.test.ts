/**
 * The feedback log at the repo root is read only on the branch that wrote a packet with it: its
 * records name no branch, and one untracked file is seen by every checkout.
 */
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

const FAILING = `${JSON.stringify({ command: "npm test", exit_code: 1, stderr_tail: "limiter.test.js:4 expected 3, got 4" })}\n`;

async function failedAttempts(repo: string): Promise<string[]> {
  const run = await runCli(["write", "--allow-dirty", "--json", "--next", "npm test"], {
    cwd: repo,
  });
  assert.equal(run.code, 0, run.stderr);
  const { json } = JSON.parse(run.stdout) as { json: string };
  return (JSON.parse(readFileSync(json, "utf8")) as { failed_attempts: string[] }).failed_attempts;
}

test("a packet claims the feedback log for its branch: another branch does not read it, a new log is that branch's", async () => {
  const repo = makeRepo();
  try {
    git(repo, "commit", "-q", "--allow-empty", "-m", "Initial commit");
    const log = join(repo, "feedback_record.jsonl");
    writeFileSync(log, FAILING);
    const main = git(repo, "branch", "--show-current").trim();
    assert.ok((await failedAttempts(repo)).some((a) => a.startsWith("npm test")));
    const claim = JSON.parse(readFileSync(join(repo, ".handoff", "feedback-branch.json"), "utf8"));
    assert.equal(claim.branch, main);

    git(repo, "checkout", "-q", "-b", "feature");
    assert.deepEqual(await failedAttempts(repo), [], "main's failures leaked into feature");

    git(repo, "checkout", "-q", main);
    assert.ok((await failedAttempts(repo)).some((a) => a.startsWith("npm test")));

    // A new log (the old one moved away) is read where it is written, and claimed there.
    git(repo, "checkout", "-q", "feature");
    rmSync(log);
    writeFileSync(log, `${JSON.stringify({ command: "npm run lint", exit_code: 2 })}\n`);
    assert.ok((await failedAttempts(repo)).some((a) => a.startsWith("npm run lint")));
    git(repo, "checkout", "-q", main);
    const onMain = await failedAttempts(repo);
    assert.ok(
      !onMain.some((a) => a.startsWith("npm run lint")),
      "feature's new log leaked into main",
    );
  } finally {
    removeDir(repo);
  }
});
