/**
 * `resume` re-checks a packet's clean-state risks on the `git status` it already read, running
 * only the rules the risks name (src/resume/live-clean-state.ts). Its blocking items must be the
 * ones `handoff check` reports for the same rules, whatever the tree holds: untracked
 * directories (collapsed by resume's status, listed file by file by the check's), scratch and
 * temp files, debug prints, renames, an unnamed stash, a detached HEAD, a user config hiding
 * untracked files, the feature board, a failed test command.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { collectCleanState } from "../../src/cli/commands/check.js";
import { ALL_RULES, readLiveBlocking } from "../../src/resume/live-clean-state.js";
import { judgeRisks, rulesOf } from "../../src/resume/recheck-risks.js";
import { readRepoState } from "../../src/resume/repo-state.js";
import { resume } from "../../src/resume/resume.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

/** The live items of every rule, and of each rule alone, equal `handoff check`'s. */
async function assertSameAsCheck(dir: string, label: string): Promise<void> {
  const full = (await collectCleanState(dir, dir)).state.blocking;
  const state = await readRepoState(dir);
  const live = await readLiveBlocking(dir, state, new Set(ALL_RULES));
  assert.deepEqual(live, full, `${label}: all rules`);
  for (const rule of ALL_RULES) {
    const one = await readLiveBlocking(dir, state, new Set([rule]));
    assert.deepEqual(
      one,
      full.filter((item) => item.check === rule),
      `${label}: ${rule}`,
    );
  }
}

/** resume's verdicts equal those judged against the full check. */
async function assertSameVerdicts(dir: string, label: string, branch?: string): Promise<void> {
  const result = await resume(dir, branch === undefined ? {} : { branch });
  assert.ok(result.packet !== null, label);
  const full = (await collectCleanState(dir, dir)).state.blocking;
  assert.deepEqual(result.risks, judgeRisks(result.packet.open_risks, full), label);
}

test("the re-check's items are the clean-state check's, rule by rule", async () => {
  const dir = makeRepo("handoff-live-clean-");
  try {
    writeRepoFile(dir, "src/app.ts", "export const a = 1;\n");
    writeRepoFile(dir, "src/old name.ts", "export const o = 1;\n");
    writeRepoFile(dir, "src/stash.ts", "export const s = 1;\n");
    writeRepoFile(dir, ".claude/settings.json", "{}\n");
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "init");
    // An unnamed stash of this branch blocks.
    writeRepoFile(dir, "src/stash.ts", "export const s = 2;\n");
    git(dir, "stash", "-q");
    writeRepoFile(dir, "src/app.ts", "export const a = 1;\nconsole.log('debug here');\n");
    git(dir, "mv", "src/old name.ts", "src/new name.ts");
    writeRepoFile(dir, "notes.tmp", "scratch\n");
    // Untracked directories: resume's status collapses them, the check lists their files.
    writeRepoFile(dir, "scratch/a.txt", "a\n");
    writeRepoFile(dir, "scratch/deep/b.txt", "b\n");
    writeRepoFile(dir, "newdir/x.ts~", "backup\n");
    writeRepoFile(dir, "newdir/y.py", "print('left over')\n");
    writeRepoFile(dir, "newdir-z.txt", "sorts between\n");
    writeRepoFile(dir, "tab\tdir/file.ts", "console.log(1);\n");
    writeRepoFile(
      dir,
      "task_board.json",
      `${JSON.stringify([
        { id: "T-001", goal: "a", owner: "builder", acceptance: [], status: "in_progress" },
        { id: "T-002", goal: "b", owner: "builder", acceptance: [], status: "in_progress" },
      ])}\n`,
    );
    writeRepoFile(
      dir,
      "feedback_record.jsonl",
      `${JSON.stringify({ command: "npm test", exit_code: 1, stderr_tail: "1 failing" })}\n`,
    );
    writeRepoFile(
      dir,
      "agent_state.json",
      `${JSON.stringify(
        {
          schema_version: 1,
          active_task_id: null,
          touched_files: [],
          next_action: "npm test",
          expected_branch: "feature",
        },
        null,
        2,
      )}\n`,
    );
    await assertSameAsCheck(dir, "dirty");

    const write = await runCli(["write", "--next", "npm test", "--allow-dirty"], { cwd: dir });
    assert.equal(write.code, 0, write.stderr);
    const packet = (await resume(dir)).packet;
    const { rules, any } = rulesOf(packet?.open_risks ?? []);
    assert.ok(any, "the write skipped the rule");
    assert.deepEqual(
      [...rules].sort(),
      ["branch", "feature board", "temp artifacts", "tests", "working tree"],
      JSON.stringify(packet?.open_risks),
    );
    await assertSameVerdicts(dir, "as written");

    // A user config that hides untracked files changes neither.
    git(dir, "config", "status.showUntrackedFiles", "no");
    await assertSameAsCheck(dir, "showUntrackedFiles=no");
    await assertSameVerdicts(dir, "showUntrackedFiles=no");
    // The briefing too: an untracked file the packet lists is still modified, not reverted.
    const claim = (await resume(dir)).claims.find(
      (c) => c.kind === "file" && c.subject === "notes.tmp",
    );
    assert.equal(claim?.verdict, "VERIFIED", JSON.stringify(claim));
    git(dir, "config", "--unset", "status.showUntrackedFiles");

    // Part fixed: the debug print, the scratch directory; a detached HEAD now.
    writeRepoFile(dir, "src/app.ts", "export const a = 1;\n");
    removeDir(`${dir}/scratch`);
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "work");
    const branch = git(dir, "rev-parse", "--abbrev-ref", "HEAD").trim();
    git(dir, "checkout", "-q", "--detach");
    await assertSameAsCheck(dir, "detached");
    await assertSameVerdicts(dir, "detached", branch);
  } finally {
    removeDir(dir);
  }
});

test("the skipped rule alone asks the cheapest rule first, then the rest", async () => {
  const dir = makeRepo("handoff-live-skip-");
  try {
    writeRepoFile(dir, "src/app.ts", "export const a = 1;\n");
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "init");
    writeRepoFile(dir, "src/app.ts", "export const a = 2;\n");
    const write = await runCli(["write", "--next", "go on", "--allow-dirty"], { cwd: dir });
    assert.equal(write.code, 0, write.stderr);
    await assertSameVerdicts(dir, "dirty");
    // Committed: only the tests rule could still block, and nothing does.
    git(dir, "commit", "-q", "-am", "done");
    await assertSameVerdicts(dir, "clean");
    const skipped = (await resume(dir)).risks.find((r) => r.detail.includes("written with"));
    assert.equal(skipped?.verdict, "resolved");
    // A failed test command, no file change: the skipped rule is still (found by the tests rule).
    writeRepoFile(
      dir,
      "feedback_record.jsonl",
      `${JSON.stringify({ command: "npm test", exit_code: 2 })}\n`,
    );
    git(dir, "add", "-A");
    git(dir, "commit", "-q", "-m", "log");
    await assertSameVerdicts(dir, "failed test");
    const again = (await resume(dir)).risks.find((r) => r.detail.includes("written with"));
    assert.equal(again?.verdict, "still");
  } finally {
    removeDir(dir);
  }
});
