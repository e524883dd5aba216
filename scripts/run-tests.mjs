// Runs every compiled test file with node's own test runner. Node 20 has no glob support in
// `--test`, so the files are listed here; the runner's summary lines are what CI reads.
//
// A test may skip only for what the machine cannot change (running as root, or the benchmark
// smoke test outside its own run). Under CI (`CI` set) any other skip fails the run: a skip is
// a test that did not run, and a standalone checkout must run them all.
//
// `--unit` runs the unit tier only (scripts/test-tiers.mjs: no child process, no thread, no
// timer), each file with scripts/unit-guard.mjs loaded first: the contributor's inner loop.
// Files run in parallel up to the machine's parallelism (`os.availableParallelism()`), never a
// number fixed for one machine. `--timings[=N]` measures each file's CPU instead (test-timings.mjs).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isUnitTest } from "./test-tiers.mjs";
import { runTimings } from "./test-timings.mjs";

/** Skip reasons a run may show: each starts with one of these. */
const ALLOWED_SKIPS = ["running as root:", "set HANDOFF_BENCH_SMOKE=1"];

function findTests(dir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...findTests(path));
    else if (name.endsWith(".test.js")) found.push(path);
  }
  return found;
}

/** `# SKIP <reason>` directives of a TAP report, one per skipped test. */
function skipReasons(tap) {
  return [...tap.matchAll(/^\s*ok \d+ - (.*) # SKIP ?(.*)$/gm)].map(([, name, reason]) => ({
    name,
    reason,
  }));
}

/**
 * A folder on a memory file system (`/dev/shm`, a tmpfs that allows exec and has 2 GB free) for
 * the tests' temp files, or null: the suite makes and removes some 400 git repos and as many
 * temp folders, and on this machine's disk the same files cost up to twice the system CPU and
 * wall (measured per file: sync/two-clones 3.0 -> 2.2 s of CPU, 11.8 -> 6.1 s wall). A TMPDIR
 * the caller set is kept.
 */
function memoryTempDir() {
  if (process.env.TMPDIR) return null;
  try {
    const mount = readFileSync("/proc/mounts", "utf8")
      .split("\n")
      .map((line) => line.split(" "))
      .find((fields) => fields[1] === "/dev/shm");
    if (mount?.[2] !== "tmpfs" || (mount[3] ?? "").split(",").includes("noexec")) return null;
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize < 2 ** 31) return null;
    // Named by the process id, not mkdtemp's random letters: tests write files beside their
    // repos, and a mixed-case random folder name in a path reads as a token to the redactor.
    const dir = join("/dev/shm", `handoff-tests-${process.pid}`);
    mkdirSync(dir, { mode: 0o700 });
    return dir;
  } catch {
    return null;
  }
}

const args = process.argv.slice(2);
const unit = args.includes("--unit");
const root = args.find((arg) => !arg.startsWith("--")) ?? "dist/test";
const cache = new Map();
const found = findTests(root);
const files = unit ? found.filter((file) => isUnitTest(file, cache)) : found;
const guard = fileURLToPath(new URL("./unit-guard.mjs", import.meta.url));
if (files.length === 0) {
  console.error(`no test files under ${root}`);
  process.exit(1);
}
// The benchmark smoke test measures ratios: it runs alone, after the suite, so the other tests
// do not share its two cores (it skips itself unless HANDOFF_BENCH_SMOKE=1).
const alone =
  process.env.HANDOFF_BENCH_SMOKE === "1"
    ? files.filter((f) => f.endsWith(join("test", "bench", "smoke.test.js")))
    : [];
// The spawn tier starts first: its files take seconds each (processes, git repos, waits) where a
// unit file takes a fraction of one, so none of them is left to run alone at the end.
const rest = files.filter((f) => !alone.includes(f));
const suite = unit
  ? rest
  : [...rest.filter((f) => !isUnitTest(f, cache)), ...rest.filter((f) => isUnitTest(f, cache))];
const temp = memoryTempDir();
// Removed at the end with whatever a test left behind in it. The benchmark smoke test keeps the
// machine's own temp folder: its baseline was recorded there.
const suiteEnv = temp === null ? process.env : { ...process.env, TMPDIR: temp };
const removeTemp = () => temp !== null && rmSync(temp, { recursive: true, force: true });
const timings = args.find((arg) => arg.startsWith("--timings"));
if (timings !== undefined) {
  const top = Number(timings.split("=")[1] ?? 20);
  let status = await runTimings(suite, availableParallelism(), top, { env: suiteEnv });
  removeTemp();
  if (alone.length > 0) {
    status = (await runTimings(alone, 1, alone.length, { append: true })) || status;
  }
  process.exit(status);
}
const reports = mkdtempSync(join(tmpdir(), "handoff-test-report-"));
let status = 0;
const skipped = [];
for (const [index, batch] of [suite, alone].entries()) {
  if (batch.length === 0) continue;
  const report = join(reports, `batch-${index}.tap`);
  const result = spawnSync(
    process.execPath,
    [
      ...(unit ? ["--import", guard] : []),
      "--test",
      `--test-concurrency=${availableParallelism()}`,
      "--test-reporter=tap",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${report}`,
      ...batch,
    ],
    // The unit tier tries a fifth of each property's random cases (test/helpers/property-runs.ts).
    {
      stdio: "inherit",
      env: {
        ...(batch === alone ? process.env : suiteEnv),
        ...(unit ? { HANDOFF_PROPERTY_RUNS: "fifth" } : {}),
      },
    },
  );
  status ||= result.status ?? 1;
  skipped.push(...skipReasons(readFileSync(report, "utf8")));
}
rmSync(reports, { recursive: true, force: true });
removeTemp();
const unexplained = skipped.filter(
  ({ reason }) => !ALLOWED_SKIPS.some((p) => reason.startsWith(p)),
);
if (unexplained.length > 0) {
  const list = unexplained.map(({ name, reason }) => `  - ${name}: ${reason}`).join("\n");
  console.error(
    `\n${unexplained.length} test(s) skipped for a reason the machine can change:\n${list}`,
  );
  if (process.env.CI) {
    console.error("CI runs every test: fix the cause of each skip above.");
    status ||= 1;
  }
}
process.exit(status);
