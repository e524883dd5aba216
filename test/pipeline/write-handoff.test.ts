import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { redactCleanState } from "../../src/store/clean-state-file.js";
import { makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

test("write stores the bytes generate's final scan read, and the clean state generate used", async () => {
  const repo = makeExampleRepo();
  try {
    const result = await writeHandoff({ cwd: repo });
    assert.equal(result.status, "written");
    // generate is deterministic: the same snapshot renders the same, scanned, bytes.
    const generated = generate(result.snapshot);
    assert.equal(readFileSync(result.json, "utf8"), generated.json);
    assert.equal(readFileSync(result.md, "utf8"), generated.markdown);
    assert.equal(readFileSync(join(result.packet_dir, "history.md"), "utf8"), generated.history);
    const written = JSON.parse(readFileSync(join(repo, ".handoff", "clean_state.json"), "utf8"));
    assert.deepEqual(written, redactCleanState(generated.clean_state));
  } finally {
    removeDir(repo);
  }
});

test("write refuses outside a git repository (exit 2, saying what to do) and writes nothing", async () => {
  const { mkdtempSync, readdirSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "handoff-no-git-"));
  try {
    await assert.rejects(
      writeHandoff({ cwd: dir, allow_dirty: true, allow_missing_next: true }),
      (error: Error & { exitCode?: number }) => {
        assert.equal(error.exitCode, 2);
        assert.match(error.message, /not inside a git repository/);
        assert.match(error.message, /git init/);
        return true;
      },
    );
    assert.deepEqual(readdirSync(dir), []);
  } finally {
    removeDir(dir);
  }
});
