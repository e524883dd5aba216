/**
 * `npm run bench [-- --scale small|full] [--check] [--keep] [--runs N] [--margin X] [--profile write,ingest,...] [--only STEP,...] [--node24 PATH] [--node PATH]...`
 *
 * Generates the workloads of SPEC §11 in a temp dir, measures `handoff` against the floor and a
 * naive baseline in the same run, prints one table and writes it as JSON to
 * `bench/results/latest.json` (and `bench/results/<scale>.json`, so a full run can show memory
 * staying flat from small to full). With `--check` it exits 1 when a figure is past its check
 * bound — the worse of its SPEC §11 target and its recorded baseline (`bench/baseline.json`),
 * widened by the noise margin (`checkBound`) — or a built command fails on the workload. A
 * figure past its target but inside that bound is printed as a MISS and does not fail the check.
 *
 * Every Node the bench is given (`--node24 PATH` or HANDOFF_BENCH_NODE24, `--node PATH` for any
 * other) is measured too, after the one running it: the same workloads, reset to their generated
 * state, every node step run under that binary (the floor's `node -e 0` too), one table each,
 * then the figures side by side; `--check` judges each Node's figures.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { packageRoot } from "../src/platform/package-root.js";
import {
  type Baseline,
  computeFigures,
  DEFAULT_MARGINS,
  type Figure,
  findRegressions,
} from "./figures.js";
import {
  describeFailure,
  isNotBuilt,
  runMeasured,
  SHIPPED_CLI,
  type StepResult,
} from "./measure.js";
import { type LoadCostRow, measureLoadCosts, renderLoadCost } from "./load-cost.js";
import { type HotFunction, profileCommand, renderProfile, renderStages } from "./profile.js";
import {
  CHECK_RULE,
  type NodeFigures,
  renderCheck,
  renderNodesTable,
  renderTable,
} from "./render-table.js";
import {
  defineSteps,
  isNodeCommand,
  type Programs,
  runGroup,
  type Step,
  type StepKey,
} from "./steps.js";
import {
  buildWorkloads,
  freeBytes,
  requiredBytes,
  SCALES,
  type Scale,
  type Workloads,
} from "./workloads.js";

const USAGE =
  "Usage: npm run bench -- [--scale small|full] [--check] [--keep] [--runs N] [--margin X] [--profile STEP,...] [--only STEP,...] [--results DIR] [--node24 PATH] [--node PATH]...";

interface BenchOptions {
  scale: Scale;
  check: boolean;
  keep: boolean;
  /** Where latest.json goes (default bench/results; the smoke test points it at a temp dir). */
  resultsDir: string;
  /** Step keys to run once more under `node --cpu-prof` (e.g. write, ingest, trim). */
  profile: string[];
  /**
   * Step keys to measure, the others left out (empty: every step), for one figure's steps
   * at full scale without the hour of the rest: `--only floorNode,floorGitStatus,hookStopWait`.
   * A figure whose steps did not run says so.
   */
  only: string[];
  margin: number;
  /** Node binaries measured after the running one (`--node24`, HANDOFF_BENCH_NODE24, `--node`). */
  nodes: string[];
}

/** One Node the steps ran under. */
interface NodeRun {
  path: string;
  version: string;
}

function say(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: "string", default: "full" },
      runs: { type: "string" },
      margin: { type: "string" },
      check: { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
      profile: { type: "string", default: "" },
      only: { type: "string", default: "" },
      results: { type: "string" },
      node24: { type: "string" },
      node: { type: "string", multiple: true, default: [] },
    },
  });
  const base = SCALES[values.scale as Scale["name"]];
  if (base === undefined) throw new Error(`--scale must be small or full, got '${values.scale}'`);
  const runs = values.runs === undefined ? null : Number(values.runs);
  if (runs !== null && !(Number.isInteger(runs) && runs >= 1))
    throw new Error("--runs must be a positive integer");
  const margin = values.margin === undefined ? DEFAULT_MARGINS.time : Number(values.margin);
  if (!(margin >= 1)) throw new Error("--margin must be a number >= 1");
  const scale = runs === null ? base : { ...base, runs, naiveRuns: Math.min(base.naiveRuns, runs) };
  return {
    scale,
    check: values.check,
    keep: values.keep,
    profile: values.profile.split(",").filter((key) => key.length > 0),
    only: values.only.split(",").filter((key) => key.length > 0),
    margin,
    resultsDir: values.results ?? join(packageRoot(), "bench", "results"),
    nodes: [values.node24 ?? process.env["HANDOFF_BENCH_NODE24"] ?? "", ...values.node].filter(
      (path) => path !== "",
    ),
  };
}

/** The version a Node binary reports, or an Error saying why it cannot run. */
function nodeVersion(path: string): string {
  const run = spawnSync(path, ["-p", "process.version"], { encoding: "utf8", timeout: 30_000 });
  const version = run.stdout?.trim() ?? "";
  if (run.status !== 0 || !/^v\d+\./.test(version)) {
    throw new Error(
      `--node ${path}: not a runnable Node binary (${run.error?.message ?? run.stderr})`,
    );
  }
  return version;
}

/**
 * Put the workloads back as generated before a Node's measurements: the warm steps append to
 * the log and the transcript, and the registries hold the previous Node's packets and caches.
 */
function resetWorkloads(w: Workloads): void {
  truncateSync(w.log, w.bytes.log);
  truncateSync(w.transcript, w.bytes.transcript);
  rmSync(join(w.repo, ".handoff"), { recursive: true, force: true });
  rmSync(join(w.recordsRepo, ".handoff"), { recursive: true, force: true });
  rmSync(join(w.escapedRepo, ".handoff"), { recursive: true, force: true });
  rmSync(join(w.resumeRepo, ".handoff"), { recursive: true, force: true });
}

/** Every group of steps measured under one Node, and the figures they give. */
async function measureOn(
  w: Workloads,
  scale: Scale,
  programs: Programs,
  scratch: string,
  figureOptions: Parameters<typeof computeFigures>[2],
  only: readonly string[],
): Promise<{ groups: Step[][]; results: Map<StepKey, StepResult>; figures: Figure[] }> {
  const groups = defineSteps(w, scale, programs)
    .map((group) => group.filter((step) => only.length === 0 || only.includes(step.key)))
    .filter((group) => group.length > 0);
  const results = new Map<StepKey, StepResult>();
  const resumeBlocked = await prepareResume(w, programs, scratch);
  for (const [index, group] of groups.entries()) {
    say(`measuring: ${group.map((step) => step.key).join(", ")}`);
    const runnable = resumeBlocked ? group.filter((step) => step.key !== "resume") : group;
    for (const [key, result] of await runGroup(runnable, scratch, scale.stepBudgetMs, say))
      results.set(key, result);
    if (resumeBlocked && index === groups.length - 1) results.set("resume", resumeBlocked);
  }
  return { groups, results, figures: computeFigures(results, w.bytes, figureOptions) };
}

/** Write a packet in the resume repo (untimed) so `resume` has something to verify. */
async function prepareResume(
  w: Workloads,
  programs: Programs,
  scratch: string,
): Promise<StepResult | null> {
  const sample = await runMeasured(
    {
      command: programs.node ?? process.execPath,
      args: [programs.cli, "write", "--root", w.resumeRepo, "--allow-dirty", "--json"],
      cwd: w.resumeRepo,
    },
    scratch,
  );
  if (sample.exitCode === 0) return null;
  return {
    status: isNotBuilt(sample) ? "not-built" : "failed",
    medianMs: null,
    minMs: null,
    maxMs: null,
    peakRssKb: null,
    runs: 0,
    detail: `needs a packet; write in the resume repo: ${describeFailure(sample)}`,
  };
}

/** The small-scale run's memory figures, to print beside the full run's. */
function readSmallRss(resultsDir: string): Map<string, number> {
  const path = join(resultsDir, "small.json");
  if (!existsSync(path)) return new Map();
  try {
    const saved = JSON.parse(readFileSync(path, "utf8")) as { figures?: Figure[] };
    return new Map(
      (saved.figures ?? [])
        .filter((f) => f.unit === "MB" && f.value !== null)
        .map((f) => [f.name, f.value as number]),
    );
  } catch {
    return new Map();
  }
}

async function bench(options: BenchOptions): Promise<number> {
  const { scale } = options;
  const here = dirname(fileURLToPath(import.meta.url));
  const programs: Programs = {
    cli: SHIPPED_CLI,
    naive: join(here, "naive-baseline.js"),
  };
  const nodes: NodeRun[] = [
    { path: process.execPath, version: process.version },
    ...options.nodes.map((path) => ({ path, version: nodeVersion(path) })),
  ];
  if (nodes.length === 1) {
    say(
      `Node ${process.version} only; pass --node24 PATH (or HANDOFF_BENCH_NODE24) to measure Node 24 too`,
    );
  }
  const need = requiredBytes(scale);
  const free = freeBytes(tmpdir());
  if (free < need) {
    say(
      `not enough disk in ${tmpdir()}: the ${scale.name} scale needs about ${(need / 2 ** 30).toFixed(1)} GB, ${(free / 2 ** 30).toFixed(1)} GB free`,
    );
    return 2;
  }
  const dir = mkdtempSync(join(tmpdir(), "handoff-bench-"));
  const scratch = join(dir, "scratch");
  mkdirSync(scratch);
  const cleanup = (): void => {
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    cleanup();
    process.exit(130);
  });
  try {
    say(`scale ${scale.name}, workloads in ${dir}${options.keep ? " (kept)" : ""}`);
    const w = await buildWorkloads(dir, scale, say);
    say(`setup took ${JSON.stringify(w.setupMs)} ms`);
    const margins = { time: options.margin, memory: DEFAULT_MARGINS.memory };
    const figureOptions = (version: string) => ({
      margins,
      writeFloorHasNode: scale.writeFloorHasNode,
      baseline: readBaseline(scale.name, version),
    });
    const runs: (NodeRun & Awaited<ReturnType<typeof measureOn>>)[] = [];
    for (const node of nodes) {
      if (nodes.length > 1) say(`Node ${node.version} (${node.path})`);
      resetWorkloads(w);
      const measured = await measureOn(
        w,
        scale,
        { ...programs, node: node.path },
        scratch,
        figureOptions(node.version),
        options.only,
      );
      runs.push({ ...node, ...measured });
    }
    const [first] = runs;
    if (first === undefined) throw new Error("no Node to measure");
    const { groups, results, figures } = first;
    const { resultsDir } = options;
    const smallRss = scale.name === "full" ? readSmallRss(resultsDir) : new Map<string, number>();
    const tables = runs
      .map((run) => {
        const table = renderTable(run.groups.flat(), run.results, run.figures, smallRss);
        return runs.length === 1 ? table : `Node ${run.version} (${run.path})\n\n${table}`;
      })
      .join("\n");
    const byNode: NodeFigures[] = runs.map((run) => ({ node: run.version, figures: run.figures }));
    const table = runs.length === 1 ? tables : `${tables}\n${renderNodesTable(byNode)}`;
    process.stdout.write(
      `\nhandoff bench, scale ${scale.name}: repo ${scale.repoFiles} files (${scale.repoModified} modified), ` +
        `log ${(w.bytes.log / 2 ** 20).toFixed(0)} MB (${w.logStats.records} records, ${w.logStats.failures} failures, ` +
        `${w.logStats.nullExits} null exits, ${w.logStats.bigLines} lines > 1 MB), escaped-tail log ${(w.bytes.escapedLog / 2 ** 20).toFixed(0)} MB ` +
        `(${w.escapedLogStats.records} records, ${w.escapedLogStats.failures} failures, ${w.escapedLogStats.bigLines} lines > 1 MB; ${w.sources.escapedLog}), ` +
        `small-record log ${(w.bytes.recordsLog / 2 ** 20).toFixed(0)} MB (${w.recordsLogStats.records} records, ${w.recordsLogStats.failures} failures; ${w.sources.recordsLog}), transcript ${(w.bytes.transcript / 2 ** 20).toFixed(0)} MB ` +
        `(${w.sources.transcript}), secrets log ${(w.bytes.secretLog / 2 ** 20).toFixed(0)} MB (${w.sources.secretLog})\n\n${table}`,
    );
    say("measuring start-up cost: modules loaded, bytes of JS, compile time");
    const loadCost = await measureLoadCosts(groups.flat(), programs.cli, w.resumeRepo, scratch);
    process.stdout.write(`\n${renderLoadCost(loadCost.rows, loadCost.floorCompileMs)}`);
    const profile: Record<string, HotFunction[] | null> = {};
    for (const key of options.profile) {
      const step = groups.flat().find((candidate) => candidate.key === key);
      if (step === undefined || !isNodeCommand(step.spec.command)) {
        say(`--profile: '${key}' is not a node step`);
        continue;
      }
      // The state the measured rounds left the step in (its scan caches, the transcript as long
      // as it was): the steps before it in its group run first, untimed, each after its own
      // `before` (the naive ones and the floors change nothing). Without this, a warm step
      // profiled after the start-up measure (which resets workloads) profiled a cold scan.
      const group = groups.find((candidate) => candidate.includes(step)) ?? [];
      for (const earlier of group.slice(0, group.indexOf(step))) {
        if (earlier.key.startsWith("naive") || earlier.key.startsWith("floor")) continue;
        earlier.before?.();
        await runMeasured(earlier.spec, scratch);
      }
      step.before?.();
      const profiled = await profileCommand(step.spec, join(dir, "profile", key), packageRoot());
      profile[key] = profiled?.hot ?? null;
      process.stdout.write(
        profiled
          ? `\n${renderProfile(step.label, profiled.hot)}\n${renderStages(step.label, profiled.stages)}`
          : `\nno CPU profile for ${key}\n`,
      );
    }
    // The first Node's names as they are; another Node's prefixed with its version.
    const named = (run: NodeRun, name: string): string =>
      run === first ? name : `node ${run.version}: ${name}`;
    const regressions = runs.flatMap((run) =>
      findRegressions(run.figures).map((f) => named(run, f.name)),
    );
    const missed = runs.flatMap((run) =>
      run.figures.filter((f) => f.verdict === "miss").map((f) => named(run, f.name)),
    );
    const failed = runs.flatMap((run) =>
      [...run.results.entries()]
        .filter(([, r]) => r.status === "failed")
        .map(([key, r]): [string, StepResult] => [named(run, key), r]),
    );
    const report = {
      scale: scale.name,
      measured_at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      sizes: { ...scale, bytes: w.bytes, log: w.logStats },
      sources: w.sources,
      setup_ms: w.setupMs,
      steps: Object.fromEntries(results),
      figures,
      load_cost: {
        floor_compile_ms: loadCost.floorCompileMs,
        rows: loadCost.rows satisfies LoadCostRow[],
      },
      profile,
      check: {
        margin: margins,
        rule: CHECK_RULE,
        regressions,
        missed,
        failed: failed.map(([k]) => k),
      },
      // Every Node measured, the first one included (its steps and figures are the ones above).
      nodes: runs.map((run) => ({
        node: run.version,
        path: run.path,
        steps: Object.fromEntries(run.results),
        figures: run.figures,
      })),
    };
    mkdirSync(resultsDir, { recursive: true });
    const json = `${JSON.stringify(report, null, 2)}\n`;
    writeFileSync(join(resultsDir, "latest.json"), json);
    writeFileSync(join(resultsDir, `${scale.name}.json`), json);
    say(`results written to ${join(resultsDir, "latest.json")}`);
    if (!options.check) return 0;
    for (const run of runs) {
      const runFailed = [...run.results.entries()].filter(([, r]) => r.status === "failed");
      const heading = runs.length === 1 ? "" : `Node ${run.version}: `;
      process.stdout.write(`\n${heading}${renderCheck(run.figures, runFailed)}`);
    }
    return regressions.length > 0 || failed.length > 0 ? 1 : 0;
  } finally {
    cleanup();
  }
}

try {
  process.exitCode = await bench(parseOptions(process.argv.slice(2)));
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  say(USAGE);
  process.exitCode = 2;
}

/**
 * The figures recorded for `scale` in `bench/baseline.json`: where a SPEC §11 target is not met
 * yet, `--check` fails only when a figure drifts past this record (see `judge`). A Node major
 * may have its own record (`small@node24`): its `node -e 0` floor is another, so are its ratios.
 * A figure it does not record falls back to the scale's.
 */
function readBaseline(scale: string, version: string): Baseline {
  try {
    const all = JSON.parse(
      readFileSync(join(packageRoot(), "bench", "baseline.json"), "utf8"),
    ) as Record<string, Baseline>;
    const major = /^v?(\d+)/.exec(version)?.[1];
    return { ...all[scale], ...(major === undefined ? {} : all[`${scale}@node${major}`]) };
  } catch {
    return {};
  }
}
