/**
 * What starting a command costs before it does any work: the modules it loads (the bundle's
 * chunks), their bytes of JavaScript, the Node built-ins it adds to `node -e 0`'s, and the time
 * V8 spends compiling (parse, bytecode, or reading the compile cache). Each figure comes from one
 * extra, untimed run of a benchmarked step: once under the load-report preload
 * (bench/load-report.ts), once under Node's trace events (`disabled-by-default-v8.compile`).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type CommandSpec, runMeasured } from "./measure.js";
import type { Step } from "./steps.js";

const PRELOAD = fileURLToPath(new URL("./load-report.js", import.meta.url));

/** One command's start-up cost. */
export interface LoadCost {
  /** JavaScript modules read by the ES loader (for the bundle: its entry and chunks). */
  modules: number;
  jsBytes: number;
  /** Public Node built-ins loaded beyond those of `node -e 0` under the same preload. */
  builtins: number;
  /** Main-thread compile time, ms (sum of V8's outermost compile and parse events). */
  compileMs: number | null;
  /** The npm packages bundled into the loaded chunks (from dist/bin-inputs.json). */
  packages: string[];
  /** The loaded module URLs, for the JSON report and the tests. */
  urls: string[];
  builtinNames: string[];
}

/** Which modules each chunk of the bundle holds, and their bytes there (`dist/bin-inputs.json`). */
export type BundleInputs = Record<string, Record<string, number>>;

/** `dist/bin-inputs.json`, written beside the bundle by scripts/build-bin.mjs (null: none). */
export function readBundleInputs(cli: string): BundleInputs | null {
  try {
    return JSON.parse(
      readFileSync(join(dirname(cli), "..", "bin-inputs.json"), "utf8"),
    ) as BundleInputs;
  } catch {
    return null;
  }
}

/**
 * The source modules (`src/…`, `node_modules/<package>/…`) behind the loaded URLs of the bundle
 * whose entry is `cli`; a URL outside the bundle is kept as it is. Pure.
 */
export function modulesBehind(
  urls: readonly string[],
  inputs: BundleInputs,
  cli: string,
): string[] {
  const binDir = dirname(cli);
  const modules = new Set<string>();
  for (const url of urls) {
    const path = url.startsWith("file:") ? fileURLToPath(url) : url;
    const held = inputs[relative(binDir, path).split("\\").join("/")];
    if (held === undefined) modules.add(path);
    else for (const name of Object.keys(held)) modules.add(name);
  }
  return [...modules].sort();
}

/** The npm packages among module paths (`node_modules/@scope/name/…` → `@scope/name`). Pure. */
export function packagesOf(modules: readonly string[]): string[] {
  const packages = new Set<string>();
  for (const module of modules) {
    const parts = module.split("/");
    const at = parts.lastIndexOf("node_modules");
    if (at === -1) continue;
    const scoped = parts[at + 1]?.startsWith("@") === true;
    packages.add(parts.slice(at + 1, at + (scoped ? 3 : 2)).join("/"));
  }
  return [...packages].sort();
}

/** A load report's lines (bench/load-report.ts) reduced to its modules and built-ins. Pure. */
export function parseLoadReport(text: string): {
  modules: Map<string, number>;
  builtins: Set<string>;
} {
  const modules = new Map<string, number>();
  const builtins = new Set<string>();
  for (const line of text.split("\n")) {
    const [kind, a, b] = line.split("\t");
    if (kind === "module" && a !== undefined && b !== undefined) modules.set(b, Number(a));
    else if (kind === "builtin" && a !== undefined) builtins.add(a);
  }
  return { modules, builtins };
}

interface TraceEvent {
  ph?: string;
  cat?: string;
  name?: string;
  tid?: number;
  pid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** V8's events for turning source into bytecode (or reading it from the compile cache). */
const COMPILE_EVENT = /^V8\.(Compile|Parse|PreParse)/;

/**
 * The main thread's compile time in a Chrome trace (`--trace-event-categories
 * disabled-by-default-v8.compile`), in ms: parsing, bytecode generation and compile-cache reads,
 * not the optimising compiler (hot code, not start-up). V8 nests its events (CompileCode holds
 * ParseFunction and CompileIgnition): only the outermost of a nest counts. The thread's CPU
 * time (`tdur`) where the trace has it, so a busy machine does not inflate the figure. Pure.
 */
export function compileMsOfTrace(events: readonly TraceEvent[]): number {
  const main = events.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "JavaScriptMainThread",
  )?.tid;
  const spans = events
    .filter(
      (e) =>
        e.ph === "X" &&
        COMPILE_EVENT.test(e.name ?? "") &&
        (main === undefined ? e.tid === e.pid : e.tid === main) &&
        typeof e.ts === "number" &&
        typeof e.dur === "number",
    )
    .sort((x, y) => (x.ts as number) - (y.ts as number));
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const start = span.ts as number;
    if (start < end) continue;
    end = start + (span.dur as number);
    total += span.tdur ?? (span.dur as number);
  }
  return total / 1000;
}

/** `spec` with Node options put before its script (a node step only). */
function withNodeOptions(
  spec: CommandSpec,
  options: string[],
  env: NodeJS.ProcessEnv,
): CommandSpec {
  return {
    ...spec,
    args: [...options, ...spec.args],
    env: { ...(spec.env ?? process.env), ...env },
  };
}

/** The modules and built-ins one run of `spec` loads (null when the run fails). */
export async function readLoadSet(
  spec: CommandSpec,
  dir: string,
): Promise<{ modules: Map<string, number>; builtins: Set<string> } | null> {
  mkdirSync(dir, { recursive: true });
  const report = join(dir, `load-${process.pid}-${Date.now()}.tsv`);
  const sample = await runMeasured(
    withNodeOptions(spec, ["--import", PRELOAD], { HANDOFF_LOAD_REPORT: report }),
    dir,
  );
  try {
    if (sample.exitCode === null || !(spec.okExitCodes ?? [0]).includes(sample.exitCode))
      return null;
    return parseLoadReport(readFileSync(report, "utf8"));
  } catch {
    return null;
  } finally {
    rmSync(report, { force: true });
  }
}

/** The main-thread compile time of one run of `spec`, in ms (null when it left no trace). */
export async function readCompileMs(spec: CommandSpec, dir: string): Promise<number | null> {
  const traceDir = join(dir, `trace-${process.pid}-${Date.now()}`);
  mkdirSync(traceDir, { recursive: true });
  try {
    await runMeasured(
      withNodeOptions(
        spec,
        [
          "--trace-event-categories",
          "disabled-by-default-v8.compile",
          "--trace-event-file-pattern",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Node's placeholder, not JS's
          join(traceDir, "trace-${pid}.json"),
        ],
        {},
      ),
      dir,
    );
    // The command's own process is the one whose file holds the entry's compile; children
    // (git) leave none, a node child would leave its own: take the largest total.
    const totals = readdirSync(traceDir).map((name) => {
      const trace = JSON.parse(readFileSync(join(traceDir, name), "utf8")) as {
        traceEvents?: TraceEvent[];
      };
      return compileMsOfTrace(trace.traceEvents ?? []);
    });
    return totals.length === 0 ? null : Math.max(...totals);
  } catch {
    return null;
  } finally {
    rmSync(traceDir, { recursive: true, force: true });
  }
}

/**
 * The load cost of one node step: `before` (its untimed set-up) runs ahead of each of the two
 * runs, so each starts from the state a timed run does. `floorBuiltins` are `node -e 0`'s.
 */
export async function measureLoadCost(
  spec: CommandSpec,
  dir: string,
  floorBuiltins: ReadonlySet<string>,
  before?: () => void,
  inputs: BundleInputs | null = null,
): Promise<LoadCost | null> {
  before?.();
  const set = await readLoadSet(spec, dir);
  if (set === null) return null;
  before?.();
  const compileMs = await readCompileMs(spec, dir);
  const added = [...set.builtins].filter((name) => !floorBuiltins.has(name)).sort();
  const urls = [...set.modules.keys()];
  const cli = spec.args.find((arg) => arg.endsWith(".mjs"));
  return {
    packages:
      inputs === null || cli === undefined ? [] : packagesOf(modulesBehind(urls, inputs, cli)),
    modules: set.modules.size,
    jsBytes: [...set.modules.values()].reduce((sum, bytes) => sum + bytes, 0),
    builtins: added.length,
    compileMs,
    urls,
    builtinNames: added,
  };
}

/** Pure: the load-cost block of the bench table. */
export function renderLoadCost(
  rows: readonly { label: string; cost: LoadCost | null }[],
  floorCompileMs: number | null,
): string {
  const table: string[][] = [
    ["start-up cost (one untimed run)", "modules", "JS", "+builtins", "compile", "packages"],
  ];
  const ms = (value: number | null): string => (value === null ? "" : `${value.toFixed(1)} ms`);
  table.push(["node -e 0", "0", "0 KB", "0", ms(floorCompileMs), ""]);
  for (const { label, cost } of rows) {
    table.push(
      cost === null
        ? [label, "n/a", "", "", "", ""]
        : [
            label,
            String(cost.modules),
            `${(cost.jsBytes / 1024).toFixed(0)} KB`,
            String(cost.builtins),
            ms(cost.compileMs),
            cost.packages.map((name) => name.replace(/^@[^/]+\//, "")).join(" "),
          ],
    );
  }
  const widths =
    table[0]?.map((_, col) => Math.max(...table.map((r) => (r[col] ?? "").length))) ?? [];
  return `${table
    .map((r) =>
      r
        .map((cell, col) =>
          col === 0 || col === 5 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n")}\n`;
}

/** One row of the block: a step's key (or an extra command's) and what it cost. */
export interface LoadCostRow {
  key: string;
  label: string;
  cost: LoadCost | null;
}

/**
 * The load cost of every step that runs the CLI, plus Claude Code's SessionStart hook in the
 * resume repo (the hook that prints the briefing: resume's path, not timed by the bench).
 */
export async function measureLoadCosts(
  steps: readonly Step[],
  cli: string,
  resumeRepo: string,
  dir: string,
): Promise<{ floorCompileMs: number | null; rows: LoadCostRow[] }> {
  const floorSpec: CommandSpec = { command: process.execPath, args: ["-e", "0"], cwd: resumeRepo };
  const floor = await readLoadSet(floorSpec, dir);
  const floorCompileMs = await readCompileMs(floorSpec, dir);
  const floorBuiltins = floor?.builtins ?? new Set<string>();
  const inputs = readBundleInputs(cli);
  const rows: LoadCostRow[] = [];
  for (const step of steps) {
    if (step.spec.command !== process.execPath || step.spec.args[0] !== cli) continue;
    rows.push({
      key: step.key,
      label: step.label,
      cost: await measureLoadCost(step.spec, dir, floorBuiltins, step.before, inputs),
    });
  }
  const sessionStart: CommandSpec = {
    command: process.execPath,
    args: [cli, "hook", "claude"],
    cwd: resumeRepo,
    env: { ...process.env, NO_COLOR: "1" },
    stdout: "capture",
    stdin: JSON.stringify({
      session_id: "bench-session-start",
      cwd: resumeRepo,
      hook_event_name: "SessionStart",
      source: "startup",
    }),
  };
  rows.push({
    key: "hookSessionStart",
    label: "hook claude SessionStart (resume repo)",
    cost: await measureLoadCost(sessionStart, dir, floorBuiltins, undefined, inputs),
  });
  return { floorCompileMs, rows };
}
