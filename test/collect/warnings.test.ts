/**
 * Where collect's warnings go (a warning that changes no output: a scan cache it could not
 * read). The library writes nothing to the process's streams by itself: a caller that wants the
 * warnings passes `onWarning`; the CLI passes one that writes to its stderr.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { collect } from "../../src/collect/index.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

const CACHE = join(".handoff", "cache", "feedback-scan.json");

/** A repo with a feedback log whose scan cache exists and is then corrupted. */
async function repoWithCorruptCache(): Promise<string> {
  const root = makeRepo("handoff-warnings-");
  writeFileSync(join(root, ".gitignore"), ".handoff/\nfeedback_record.jsonl\n");
  writeFileSync(join(root, "a.txt"), "a\n");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "base");
  writeFileSync(
    join(root, "feedback_record.jsonl"),
    `${JSON.stringify({ command: "npm test", exit_code: 1 })}\n`,
  );
  await collect({ cwd: root, root }); // leaves the scan cache
  writeFileSync(join(root, CACHE), "{ not json");
  return root;
}

/** What `fn` wrote to the process's stderr while it ran. */
async function processStderrOf(fn: () => Promise<unknown>): Promise<string> {
  const written: string[] = [];
  const original = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  try {
    await fn();
  } finally {
    process.stderr.write = original;
  }
  return written.join("");
}

test("the library writes no warning to the process's stderr; onWarning gets it", async () => {
  const root = await repoWithCorruptCache();
  try {
    assert.equal(await processStderrOf(() => collect({ cwd: root, root })), "");
    writeFileSync(join(root, CACHE), "{ not json");
    const warnings: string[] = [];
    const stderr = await processStderrOf(() =>
      collect({ cwd: root, root, onWarning: (message) => warnings.push(message) }),
    );
    assert.equal(stderr, "");
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? "", /feedback-log scan cache .* unreadable: ignored/);
  } finally {
    removeDir(root);
  }
});

test("`handoff write` says on its stderr that the cache was unreadable", async () => {
  const root = await repoWithCorruptCache();
  try {
    let run: Awaited<ReturnType<typeof runCli>> | undefined;
    const leaked = await processStderrOf(async () => {
      run = await runCli(["write", "--next", "Fix the test", "--allow-dirty"], { cwd: root });
    });
    assert.equal(run?.code, 0, run?.stderr);
    assert.match(
      run?.stderr ?? "",
      /^handoff: the feedback-log scan cache .* unreadable: ignored/m,
    );
    assert.equal(leaked, "");
  } finally {
    removeDir(root);
  }
});
