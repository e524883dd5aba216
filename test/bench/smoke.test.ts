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
  timeout: 20 * 60 * 1000,
}, () => {
  // A figure past its bound on this shared, noisy machine is measured again in a second run: it
  // fails the check only when it is past its bound in both (a real regression stays; a run
  // slowed by the machine does not repeat on the same figure). Bounds are the same in both.
  const first = benchCheck();
  if (first.regressions.length === 0 && first.failed.length === 0 && first.status === 0) return;
  const second = benchCheck();
  const both = first.regressions.filter((figure) => second.regressions.includes(figure));
  assert.deepEqual(
    { regressions: both, failed: [...first.failed, ...second.failed] },
    { regressions: [], failed: [] },
    `bench --check found regressions in two runs:\n${first.output}\n${second.output}`,
  );
});

/** One `bench --scale small --check` run: the figures past their bound, the failed steps. */
function benchCheck(): {
  regressions: string[];
  failed: string[];
  status: number | null;
  output: string;
} {
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
    return {
      regressions: report.check.regressions,
      failed: report.check.failed,
      status: run.status,
      output: `${run.stdout}\n${run.stderr.split("\n").slice(-20).join("\n")}`,
    };
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}
