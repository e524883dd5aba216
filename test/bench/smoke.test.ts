import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const enabled = process.env["HANDOFF_BENCH_SMOKE"] === "1";
const runJs = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "bench", "run.js");

test("the small-scale bench: no figure past its SPEC §11 target or recorded baseline by more than the noise margin (npm run bench -- --scale small --check)", {
  skip: enabled
    ? false
    : "set HANDOFF_BENCH_SMOKE=1 to run the small-scale benchmark (about 2 minutes)",
  timeout: 10 * 60 * 1000,
}, () => {
  const results = mkdtempSync(join(tmpdir(), "handoff-bench-smoke-"));
  try {
    const run = spawnSync(
      process.execPath,
      [runJs, "--scale", "small", "--check", "--results", results],
      // Node 20 only: the Node 24 pass (--node24, HANDOFF_BENCH_NODE24) doubles the run.
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, HANDOFF_BENCH_NODE24: "" },
      },
    );
    const report = JSON.parse(readFileSync(join(results, "latest.json"), "utf8")) as {
      scale: string;
      check: { regressions: string[]; failed: string[] };
    };
    assert.equal(report.scale, "small");
    assert.deepEqual(
      { regressions: report.check.regressions, failed: report.check.failed },
      { regressions: [], failed: [] },
      `bench --check found regressions:\n${run.stdout}\n${run.stderr.split("\n").slice(-20).join("\n")}`,
    );
    assert.equal(run.status, 0, run.stderr);
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
});
