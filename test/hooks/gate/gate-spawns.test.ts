/**
 * The Stop gate's git calls, counted with a `git` on PATH that logs each call and its parent:
 * in a plain repository the files answer what the repo's paths, HEAD, stashes, worktrees and
 * other branches are, so the gate (in the hook process, not its detached writer) runs only the
 * work tree's status and the diff of what it lists, never the git calls the files answer.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { makeRepoWithApp } from "../../helpers/claude-session-folder.js";
import { hookInput, runBin, waitForWriters } from "../../helpers/hook-process.js";
import { removeDir } from "../../helpers/temp-repo.js";

test("the Stop gate runs no git call the files answer (rev-parse, worktree list, stash list, for-each-ref)", async () => {
  const repo = makeRepoWithApp("handoff-gate-spawns-");
  const shims = `${repo}-shims`;
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
    const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    const log = join(shims, "calls.log");
    mkdirSync(shims);
    writeFileSync(
      join(shims, "git"),
      `#!/bin/sh\necho "$PPID $*" >> '${log}'\nexec '${realGit}' "$@"\n`,
    );
    chmodSync(join(shims, "git"), 0o755);
    const run = await runBin(["hook", "claude"], {
      cwd: repo,
      env: { PATH: `${shims}:${process.env["PATH"] ?? ""}`, HANDOFF_WRITE_BUDGET_MS: "" },
      stdin: hookInput({
        cwd: repo,
        hook_event_name: "Stop",
        stop_hook_active: false,
        last_assistant_message: "Changed the answer.",
      }),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /app\.ts/, "the gate did not answer");
    await waitForWriters(repo);
    const calls = readFileSync(log, "utf8").trimEnd().split("\n");
    // The hook's own calls: those of the process that ran the first status.
    const first = calls.find((line) => / status /.test(line));
    assert.ok(first !== undefined, calls.join("\n"));
    const hook = first.split(" ")[0] ?? "";
    const own = calls
      .filter((line) => line.startsWith(`${hook} `))
      .map((line) => line.slice(hook.length + 1));
    for (const answered of ["rev-parse", "worktree list", "stash list", "for-each-ref"]) {
      assert.ok(!own.some((line) => line.includes(answered)), own.join("\n"));
    }
    assert.ok(
      own.some((line) => line.includes("status --porcelain=v2")),
      own.join("\n"),
    );
  } finally {
    removeDir(repo);
    removeDir(shims);
  }
});
