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

function formatValue(figure: Figure): string {
  if (figure.value === null) return "";
  const digits = figure.unit === "x" ? 2 : 1;
  return figure.unit === "x"
    ? `${figure.value.toFixed(digits)}x`
    : `${figure.value.toFixed(digits)} ${figure.unit}`;
}

function formatTarget(figure: Figure): string {
  if (figure.target === null) return "";
  const unit = figure.unit === "x" ? "x" : ` ${figure.unit}`;
  return `${figure.target.kind === "max" ? "<=" : ">="} ${figure.target.value}${unit}`;
}

function formatVerdict(figure: Figure): string {
  if (figure.value === null) return figure.note ? `n/a (${figure.note})` : "n/a";
  if (figure.target === null) return "";
  return figure.verdict === "ok" ? "ok" : figure.verdict === "miss" ? "MISS" : "REGRESSED";
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
  const rows: string[][] = [["measured step", "median", "min-max", "peak RSS", "runs", "note"]];
  for (const step of steps) {
    const result = results.get(step.key);
    rows.push([
      step.label,
      formatMs(result?.medianMs ?? null),
      result?.minMs == null ? "" : `${formatMs(result.minMs)}-${formatMs(result.maxMs)}`,
      formatMb(result?.peakRssKb ?? null),
      result ? String(result.runs) : "0",
      stepState(result),
    ]);
  }
  rows.push(["", "", "", "", "", ""]);
  rows.push([
    "figure",
    "value",
    "target",
    "verdict",
    "",
    rssAtSmall.size > 0 ? "at small scale" : "",
  ]);
  for (const figure of figures) {
    const small = rssAtSmall.get(figure.name);
    rows.push([
      figure.name,
      formatValue(figure),
      formatTarget(figure),
      formatVerdict(figure),
      "",
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
