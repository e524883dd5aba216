import assert from "node:assert/strict";
import { utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { collectGit } from "../../src/collect/git/collect-git.js";
import { runCli } from "../helpers/run-cli.js";
import { takeRepoState } from "../helpers/repo-state.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

/** A repo with every kind of state, and a tracked file whose stat info is stale in the index. */
function busyRepo(): string {
  const dir = makeRepo("handoff-ro-");
  dirs.push(dir);
  writeRepoFile(dir, "a.ts", "export const a = 1;\n");
  writeRepoFile(dir, "b.ts", "export const b = 1;\n");
  writeRepoFile(dir, "stale.txt", "same bytes\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  git(dir, "branch", "side");
  writeRepoFile(dir, "a.ts", "export const a = 2;\nconsole.log(a);\n");
  git(dir, "stash", "push", "-q");
  writeRepoFile(dir, "b.ts", "export const b = 2;\n");
  git(dir, "add", "b.ts");
  writeRepoFile(dir, "a.ts", "export const a = 3;\n");
  writeRepoFile(dir, "new file.ts", "debugger;\n");
  // Same content, new mtime: a plain `git status` would rewrite the index to refresh it.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dir, "stale.txt"), later, later);
  const wt = `${dir}-wt`;
  dirs.push(wt);
  git(dir, "worktree", "add", "-q", wt, "-b", "wt");
  writeRepoFile(wt, "wt.txt", "x\n");
  return dir;
}

test("the fingerprint notices what a plain `git status` would change", () => {
  const dir = busyRepo();
  const before = takeRepoState(dir);
  git(dir, "status");
  assert.notDeepEqual(takeRepoState(dir).index, before.index, "control: the index was refreshed");
});

test("collectGit changes nothing in the repository", async () => {
  const dir = busyRepo();
  const before = takeRepoState(dir);
  const state = await collectGit(dir, { since: null });
  assert.ok(state !== null && state.changes.length >= 3);
  assert.deepEqual(takeRepoState(dir), before);
});

test("`handoff check` changes nothing but .handoff/, also mid-merge and in a worktree", async () => {
  const dir = busyRepo();
  const before = takeRepoState(dir);
  const run = await runCli(["check"], { cwd: dir });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(takeRepoState(dir), before);

  const wt = `${dir}-wt`;
  const wtBefore = takeRepoState(wt);
  assert.equal((await runCli(["check", "--json"], { cwd: wt })).code, 1);
  assert.deepEqual(takeRepoState(wt), wtBefore);

  const merge = makeRepo("handoff-ro-merge-");
  dirs.push(merge);
  writeRepoFile(merge, "c.txt", "base\n");
  git(merge, "add", "-A");
  git(merge, "commit", "-q", "-m", "base");
  git(merge, "checkout", "-q", "-b", "other");
  writeRepoFile(merge, "c.txt", "other\n");
  git(merge, "commit", "-q", "-am", "other");
  git(merge, "checkout", "-q", "main");
  writeRepoFile(merge, "c.txt", "main\n");
  git(merge, "commit", "-q", "-am", "main");
  assert.throws(() => git(merge, "merge", "-q", "other"));
  const mergeBefore = takeRepoState(merge);
  assert.equal((await runCli(["check"], { cwd: merge })).code, 1);
  await collectGit(merge, { since: null });
  assert.deepEqual(takeRepoState(merge), mergeBefore);
});

test("every command that reads the repo leaves it as it was (only .handoff/ changes)", async () => {
  const dir = busyRepo();
  const transcript = join(dir, "..", `${dir.split("/").pop()}-session.jsonl`);
  writeFileSync(
    transcript,
    `${JSON.stringify({ type: "user", uuid: "u1", message: { role: "user", content: "Fix the cart" } })}\n`,
  );
  dirs.push(transcript);
  const before = takeRepoState(dir);
  const runs: [string[], string?][] = [
    [["write", "--allow-dirty", "--next", "run `npm test`"]],
    [
      [
        "write",
        "--allow-dirty",
        "--allow-missing-next",
        "--transcript",
        transcript,
        "--agent",
        "claude",
        "--topic",
        "t2",
      ],
    ],
    [["check", "--json"]],
    [["resume"]],
    [["resume", "--format", "claude-hook"]],
    [["list", "--all", "--json"]],
    [["show", "--md"]],
    [["note", "pitfall", "the stash holds an older a.ts"]],
    [["trim", join(dir, "b.ts")]],
    [["redact", join(dir, "a.ts")]],
    [["ingest", "claude", transcript]],
    [["pull"]],
    [["push"]],
    [
      ["hook", "claude"],
      JSON.stringify({
        session_id: "s1",
        transcript_path: transcript,
        cwd: dir,
        hook_event_name: "SessionEnd",
        reason: "exit",
      }),
    ],
  ];
  for (const [args, stdin] of runs) {
    const run = await runCli(args, { cwd: dir, stdin: stdin ?? "" });
    if (args[0] === "write") assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(takeRepoState(dir), before, `handoff ${args.join(" ")} changed the repo`);
  }
  const list = await runCli(["list", "--json"], { cwd: dir });
  const packets = JSON.parse(list.stdout) as { id: string }[];
  assert.ok(packets.length >= 2, "the writes above were real");
  const archived = await runCli(["archive", packets[0]?.id ?? ""], { cwd: dir });
  assert.equal(archived.code, 0, archived.stderr);
  assert.deepEqual(takeRepoState(dir), before, "handoff archive changed the repo");
});
