/**
 * The Stop path's own entry (`dist/bin/turn-hook.cjs`, run by the shipped executable through a
 * V8 code cache): a turn's end answers as the CLI answers, its write goes to the detached writer
 * and the packet follows; a run that is not its path (a write the budget keeps in the hook) is
 * handed back to the CLI with the input already read. `dist/src/cli/bin.js` has no flat entry
 * beside it and always runs the CLI: the two are compared on the same repository.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import {
  hookInput,
  hookLogLines,
  packetIds,
  runBin,
  waitForPackets,
  waitForWriters,
} from "../helpers/hook-process.js";
import { removeDir, shippedBinPath } from "../helpers/temp-repo.js";

/** The V8 caches the Stop path's entry keeps under `temp` (its TMPDIR). */
function codeCaches(temp: string): string[] {
  const root = join(temp, "handoff-compile-cache");
  let folders: string[] = [];
  try {
    folders = readdirSync(root).filter((name) => name.startsWith("v8-scripts-"));
  } catch {
    return [];
  }
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(".v8"))
      .map((name) => join(root, folder, name)),
  );
}

function stopInput(repo: string, session: string): string {
  return hookInput({
    session_id: session,
    cwd: repo,
    hook_event_name: "Stop",
    stop_hook_active: false,
    last_assistant_message: "Changed the answer.",
  });
}

test("a Claude Code Stop through the shipped executable takes the Stop path's entry: the CLI's answer, the write handed over, its code cache kept and then used", async () => {
  const repo = makeRepoWithApp("handoff-turn-entry-");
  const temp = mkdtempSync(join(tmpdir(), "handoff-turn-entry-tmp-"));
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\nconsole.log(answer);\n");
    const env = { HANDOFF_WRITE_BUDGET_MS: "", TMPDIR: temp };
    const split = await runBin(["hook", "claude"], {
      cwd: repo,
      env,
      stdin: stopInput(repo, "s-1"),
    });
    assert.equal(split.code, 0, split.stderr);
    assert.match(split.stdout, /app\.ts/, "the CLI's gate did not answer");
    await waitForWriters(repo);
    assert.deepEqual(codeCaches(temp), [], "the CLI's copy ran the Stop path's entry");

    const bin = shippedBinPath();
    const flat = await runBin(["hook", "claude"], {
      cwd: repo,
      env,
      bin,
      stdin: stopInput(repo, "s-2"),
    });
    assert.equal(flat.code, 0, flat.stderr);
    assert.equal(flat.stderr, "");
    // Another session, the same repository: the same answer, word for word.
    assert.equal(flat.stdout, split.stdout);
    const caches = codeCaches(temp);
    assert.equal(caches.length, 1, "no code cache kept: the Stop path's entry did not run");
    const [cache = ""] = caches;
    const written = statSync(cache).mtimeMs;
    assert.ok((await waitForPackets(repo, 1)).length >= 1);
    await waitForWriters(repo);
    const handed = hookLogLines(repo).filter((line) =>
      line.includes("write handed to a detached writer at 0 ms"),
    );
    assert.equal(handed.length, 2, hookLogLines(repo).join("\n"));

    const again = await runBin(["hook", "claude"], {
      cwd: repo,
      env,
      bin,
      stdin: stopInput(repo, "s-3"),
    });
    assert.equal(again.stdout, split.stdout);
    assert.deepEqual(codeCaches(temp), [cache]);
    assert.equal(statSync(cache).mtimeMs, written, "a cache V8 took was written again");
    await waitForWriters(repo);
  } finally {
    removeDir(repo);
    removeDir(temp);
  }
});

test("the status bin.ts starts for the gate is the one the Stop path's entry takes: one status in the hook's process", async () => {
  const repo = makeRepoWithApp("handoff-turn-entry-status-");
  const shims = `${repo}-shims`;
  const temp = mkdtempSync(join(tmpdir(), "handoff-turn-entry-tmp-"));
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
      env: {
        PATH: `${shims}:${process.env["PATH"] ?? ""}`,
        HANDOFF_WRITE_BUDGET_MS: "",
        TMPDIR: temp,
      },
      bin: shippedBinPath(),
      stdin: stopInput(repo, "s-1"),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /app\.ts/, "the gate did not answer");
    assert.equal(codeCaches(temp).length, 1, "the Stop path's entry did not run");
    await waitForWriters(repo);
    const calls = readFileSync(log, "utf8").trimEnd().split("\n");
    const first = calls.find((line) => / status /.test(line));
    assert.ok(first !== undefined, calls.join("\n"));
    const hook = first.split(" ")[0] ?? "";
    const statuses = calls.filter((line) => line.startsWith(`${hook} `) && / status /.test(line));
    assert.equal(statuses.length, 1, calls.join("\n"));
  } finally {
    removeDir(repo);
    removeDir(shims);
    removeDir(temp);
  }
});

test("Gemini CLI's AfterAgent through the Stop path's entry: nothing printed, the packet written by the detached writer", async () => {
  const repo = makeRepoWithApp("handoff-turn-entry-gemini-");
  const temp = mkdtempSync(join(tmpdir(), "handoff-turn-entry-tmp-"));
  try {
    const run = await runBin(["hook", "gemini"], {
      cwd: repo,
      env: { HANDOFF_WRITE_BUDGET_MS: "", TMPDIR: temp },
      bin: shippedBinPath(),
      stdin: hookInput({
        cwd: repo,
        hook_event_name: "AfterAgent",
        prompt: "Change the answer",
        prompt_response: "Changed it.",
      }),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, "");
    assert.equal(codeCaches(temp).length, 1);
    assert.equal((await waitForPackets(repo, 1)).length, 1, hookLogLines(repo).join("\n"));
    await waitForWriters(repo);
  } finally {
    removeDir(repo);
    removeDir(temp);
  }
});

test("a Stop whose write the budget keeps in the hook runs in the CLI on the input bin.ts read", async () => {
  const repo = makeRepoWithApp("handoff-turn-entry-decline-");
  const temp = mkdtempSync(join(tmpdir(), "handoff-turn-entry-tmp-"));
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
    const run = await runBin(["hook", "claude"], {
      cwd: repo,
      env: { TMPDIR: temp },
      bin: shippedBinPath(),
      stdin: stopInput(repo, "s-1"),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /app\.ts/, "the gate did not answer");
    // Written in the hook (the budget lifted), from the input bin.ts had read.
    assert.equal(packetIds(repo).length, 1, hookLogLines(repo).join("\n"));
    assert.ok(hookLogLines(repo).some((line) => / info: written packet [0-9a-f]{16}/.test(line)));
    assert.ok(!hookLogLines(repo).some((line) => line.includes("handed")));
  } finally {
    removeDir(repo);
    removeDir(temp);
  }
});

test("a Stop the Stop path's entry declines (an option it does not take) runs in the CLI, which reports it; no code cache is kept for it", async () => {
  const repo = makeRepoWithApp("handoff-turn-entry-decline-");
  const temp = mkdtempSync(join(tmpdir(), "handoff-turn-entry-tmp-"));
  try {
    const run = await runBin(["hook", "claude", "--gate", "sometimes"], {
      cwd: repo,
      env: { HANDOFF_WRITE_BUDGET_MS: "", TMPDIR: temp },
      bin: shippedBinPath(),
      stdin: stopInput(repo, "s-1"),
    });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /--gate must be off, warn or block/);
    assert.equal(run.stdout, "");
    assert.deepEqual(codeCaches(temp), []);
  } finally {
    removeDir(repo);
    removeDir(temp);
  }
});
