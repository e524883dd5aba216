// Runs every compiled test file with node's own test runner. Node 20 has no glob support in
// `--test`, so the files are listed here; the runner's summary lines are what CI reads.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function findTests(dir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...findTests(path));
    else if (name.endsWith(".test.js")) found.push(path);
  }
  return found;
}

const root = process.argv[2] ?? "dist/test";
const files = findTests(root);
if (files.length === 0) {
  console.error(`no test files under ${root}`);
  process.exit(1);
}
// The benchmark smoke test measures ratios: it runs alone, after the suite, so the other tests
// do not share its two cores (it skips itself unless HANDOFF_BENCH_SMOKE=1).
const alone =
  process.env.HANDOFF_BENCH_SMOKE === "1"
    ? files.filter((f) => f.endsWith("bench-smoke.test.js"))
    : [];
const suite = files.filter((f) => !alone.includes(f));
let status = 0;
for (const batch of [suite, alone]) {
  if (batch.length === 0) continue;
  const result = spawnSync(process.execPath, ["--test", "--test-concurrency=2", ...batch], {
    stdio: "inherit",
  });
  status ||= result.status ?? 1;
}
process.exit(status);
