/** The benchmark's one printed table: measured steps, then the figures and their verdicts. */
import type { Figure } from "./figures.js";
import type { StepResult } from "./measure.js";
import type { Step, StepKey } from "./steps.js";

function formatMs(value: number | null): string {
  if (value === null) return "";
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function formatMb(kb: number | null): string {
  return kb === null ? "" : `${(kb / 1024).toFixed(1)} MB`;
}

function formatNumber(figure: Figure, value: number | null): string {
  if (value === null) return "";
  const digits = figure.unit === "x" ? 2 : 1;
  return figure.unit === "x"
    ? `${value.toFixed(digits)}x`
    : `${value.toFixed(digits)} ${figure.unit}`;
}

function formatTarget(figure: Figure): string {
  if (figure.target === null) return "";
  const unit = figure.unit === "x" ? "x" : ` ${figure.unit}`;
  return `${figure.target.kind === "max" ? "<=" : ">="} ${figure.target.value}${unit}`;
}

/** Where `--check` fails: "> 2.25x" for a max target, "< 1024.0 MB/s" for a min one. */
function formatBound(figure: Figure): string {
  if (figure.target?.gated === false) return "not gated";
  if (figure.target === null || figure.bound === null) return "";
  return `${figure.target.kind === "max" ? ">" : "<"} ${formatNumber(figure, figure.bound)}`;
}

/** The verdict says both things: is the target met, and does `--check` pass. */
function formatVerdict(figure: Figure): string {
  if (figure.value === null) return figure.note ? `n/a (${figure.note})` : "n/a";
  if (figure.target === null) return "";
  if (figure.verdict === "ok") return "ok";
  return figure.verdict === "miss"
    ? "MISS (target missed; check passes)"
    : "REGRESSED (check fails)";
}

/** Child processes a node step started (counted on its warm-up); blank for the floors. */
function formatSpawns(step: StepResult | undefined): string {
  return step?.spawns == null ? "" : String(step.spawns.total);
}

function stepState(step: StepResult | undefined): string {
  if (step === undefined) return "not run";
  if (step.status === "not-built") return "n/a (not built)";
  if (step.status === "failed") return `failed (${step.detail ?? "no detail"})`;
  return "";
}

/** Render one plain-text table; `rssAtSmall` adds the small-scale RSS beside each memory figure. */
export function renderTable(
  steps: readonly Step[],
  results: ReadonlyMap<StepKey, StepResult>,
  figures: readonly Figure[],
  rssAtSmall: ReadonlyMap<string, number> = new Map(),
): string {
  const rows: string[][] = [
    ["measured step", "median", "min-max", "peak RSS", "runs", "spawns", "note", ""],
  ];
  for (const step of steps) {
    const result = results.get(step.key);
    rows.push([
      step.label,
      formatMs(result?.medianMs ?? null),
      result?.minMs == null ? "" : `${formatMs(result.minMs)}-${formatMs(result.maxMs)}`,
      formatMb(result?.peakRssKb ?? null),
      result ? String(result.runs) : "0",
      formatSpawns(result),
      stepState(result),
      "",
    ]);
  }
  rows.push(["", "", "", "", "", "", "", ""]);
  rows.push([
    "figure",
    "value",
    "target",
    "baseline",
    "check fails if",
    "verdict",
    rssAtSmall.size > 0 ? "at small scale" : "",
    "",
  ]);
  for (const figure of figures) {
    const small = rssAtSmall.get(figure.name);
    rows.push([
      figure.name,
      formatNumber(figure, figure.value),
      formatTarget(figure),
      formatNumber(figure, figure.baseline),
      formatBound(figure),
      formatVerdict(figure),
      small === undefined ? "" : `${small.toFixed(1)} ${figure.unit}`,
    ]);
  }
  const widths =
    rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? "").length))) ?? [];
  return `${rows
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")}\n`;
}

/** What fails `--check`, in words (printed, and written to latest.json). */
export const CHECK_RULE =
  "--check fails when a built step fails, or a figure is past its check bound: " +
  "max(target, baseline) x margin for a <= target, min(target, baseline) / margin for a >= " +
  "target. A figure past its target but inside that bound is a MISS: the target is not met, " +
  "and the check still passes. Absolute speeds (MB/s) move with the machine's load: they are " +
  "judged against their targets and never fail the check; the trim's speed-ups over the naive " +
  "trim, measured in the same run, gate it.";

/** The `--check` verdict: the rule, then every figure that is not ok, and the outcome. */
export function renderCheck(
  figures: readonly Figure[],
  failed: readonly (readonly [string, StepResult])[],
): string {
  const lines = [`check: ${CHECK_RULE}`];
  for (const f of figures) {
    if (f.verdict !== "miss" && f.verdict !== "regressed") continue;
    const base = f.baseline === null ? "no baseline" : `baseline ${formatNumber(f, f.baseline)}`;
    lines.push(
      `  ${f.verdict === "miss" ? "MISS     " : "REGRESSED"} ${f.name}: ${formatNumber(f, f.value)} ` +
        `(target ${formatTarget(f)}, ${base}, ${
          f.target?.gated === false
            ? "not gated: an absolute speed"
            : `check fails if ${formatBound(f)}`
        })`,
    );
  }
  for (const [key, r] of failed) lines.push(`  FAILED    ${key}: ${r.detail ?? ""}`);
  const met = figures.filter((f) => f.verdict === "ok").length;
  const missed = figures.filter((f) => f.verdict === "miss").length;
  const regressed = figures.filter((f) => f.verdict === "regressed").length;
  const outcome = regressed > 0 || failed.length > 0 ? "FAILS" : "passes";
  lines.push(
    `check ${outcome}: ${met} figure(s) meet their target, ${missed} miss it inside the check ` +
      `bound, ${regressed} past it; ${failed.length} step(s) failed.`,
  );
  return `${lines.join("\n")}\n`;
}

/** One Node's figures, for the side-by-side table. */
export interface NodeFigures {
  node: string;
  figures: readonly Figure[];
}

/** Short verdict for the side-by-side table (the per-Node tables say it in full). */
function shortVerdict(figure: Figure): string {
  if (figure.value === null) return "n/a";
  if (figure.target === null) return "";
  return figure.verdict === "ok" ? "ok" : figure.verdict === "miss" ? "MISS" : "REGRESSED";
}

/**
 * Every figure with a target, measured / target / verdict on each Node, side by side (the
 * figures are computed the same way for each Node: same names, same order).
 */
export function renderNodesTable(nodes: readonly NodeFigures[]): string {
  const [first] = nodes;
  if (first === undefined) return "";
  const rows: string[][] = [
    ["figure, on every Node", "target", ...nodes.flatMap((n) => [`Node ${n.node}`, "verdict"])],
  ];
  for (const [index, figure] of first.figures.entries()) {
    if (figure.target === null) continue;
    rows.push([
      figure.name,
      formatTarget(figure),
      ...nodes.flatMap((n) => {
        const same = n.figures[index];
        return same === undefined
          ? ["", "n/a"]
          : [formatNumber(same, same.value), shortVerdict(same)];
      }),
    ]);
  }
  const widths =
    rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? "").length))) ?? [];
  return `${rows
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")}\n`;
}
