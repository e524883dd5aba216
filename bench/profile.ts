/**
 * `--profile`: run one command under `node --cpu-prof` and reduce the V8 profile to the
 * functions with the most self time, so a ratio that is off names the stage that is slow.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type CommandSpec, runMeasured } from "./measure.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

/** One function's share of a profile. */
export interface HotFunction {
  name: string;
  /** `file:line`, relative to `base` when under it. */
  where: string;
  selfMs: number;
  percent: number;
}

/** The `top` functions by self time, merged by function and location. Pure. */
export function summariseProfile(profile: CpuProfile, base: string, top = 15): HotFunction[] {
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalHits > 0 ? totalMs / totalHits : 0;
  const merged = new Map<string, HotFunction>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const path = url.startsWith("file://") ? relative(base, new URL(url).pathname) : url;
    const where = path ? `${path}:${lineNumber + 1}` : "";
    // V8 names a regular expression's time after its whole source: keep the table readable.
    const fullName = functionName || "(anonymous)";
    const name = fullName.length > 100 ? `${fullName.slice(0, 100)}...` : fullName;
    const key = `${name}@${where}`;
    const entry = merged.get(key) ?? { name, where, selfMs: 0, percent: 0 };
    entry.selfMs += hits * msPerHit;
    merged.set(key, entry);
  }
  return [...merged.values()]
    .map((entry) => ({ ...entry, percent: totalMs > 0 ? (100 * entry.selfMs) / totalMs : 0 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}

/**
 * The stages a profile is read by (inclusive time: a stage's own and its callees'): a stage is
 * one of handoff's synchronous functions, named as the bundle keeps them, or Node's module
 * loader. An async function's time after its first await is not under it in a CPU profile, so
 * the line scans are read through the line reader's `next`, which runs each chunk's visits.
 */
const STAGES: readonly [label: string, match: (frame: ProfileNode["callFrame"]) => boolean][] = [
  ["loading and evaluating modules", (f) => f.url.startsWith("node:internal/modules/esm")],
  [
    "line scans (the log, the transcript)",
    (f) => f.functionName === "next" && f.url.includes("/chunks/"),
  ],
  ["transcript scan cache restore", (f) => f.functionName === "restore" && /resume/.test(f.url)],
  ["generate", (f) => f.functionName === "generate"],
  ["  redacting strings (packet, output)", (f) => f.functionName === "redactStrings"],
  ["  fit handoff.md to its lines", (f) => f.functionName === "applyBudget"],
  ["  render and final scan", (f) => f.functionName === "sealPacket"],
  ["the log scan's WebAssembly kernel", (f) => f.url.startsWith("wasm://")],
  ["garbage collector", (f) => f.functionName === "(garbage collector)"],
  ["idle (waiting for git, the disk)", (f) => f.functionName === "(idle)"],
];

/** Where the time goes, by stage (inclusive ms, only the stages present). Pure. */
export function summariseStages(profile: CpuProfile): { label: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const totals = STAGES.map(() => 0);
  for (const [i, sample] of samples.entries()) {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const hit = STAGES.map(() => false);
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (frame === undefined) break;
      for (const [s, [, match]] of STAGES.entries()) if (match(frame)) hit[s] = true;
    }
    for (const [s, on] of hit.entries()) if (on) totals[s] = (totals[s] as number) + ms;
  }
  return STAGES.map(([label], s) => ({ label, ms: totals[s] as number })).filter((s) => s.ms >= 1);
}

/** Render the stages as lines for the report. */
export function renderStages(
  label: string,
  stages: readonly { label: string; ms: number }[],
): string {
  const lines = stages.map((s) => `  ${s.ms.toFixed(0).padStart(7)} ms  ${s.label}`);
  return `Where the time of ${label} goes (inclusive, by stage):\n${lines.join("\n")}\n`;
}

/** Render the hot functions as lines for the report. */
export function renderProfile(label: string, hot: readonly HotFunction[]): string {
  const lines = hot.map(
    (f) =>
      `  ${f.selfMs.toFixed(0).padStart(7)} ms  ${f.percent.toFixed(1).padStart(5)}%  ${f.name}  ${f.where}`,
  );
  return `CPU profile of ${label} (self time, top ${hot.length}):\n${lines.join("\n")}\n`;
}

/**
 * Run a node command once with `--cpu-prof` into `dir` and summarise the profile of the main
 * process; null when it wrote none (the command failed before exiting normally).
 */
export async function profileCommand(
  spec: CommandSpec,
  dir: string,
  base: string,
): Promise<{ hot: HotFunction[]; stages: { label: string; ms: number }[] } | null> {
  mkdirSync(dir, { recursive: true });
  await runMeasured({ ...spec, args: ["--cpu-prof", "--cpu-prof-dir", dir, ...spec.args] }, dir);
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (file === undefined) return null;
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile;
  return { hot: summariseProfile(profile, base), stages: summariseStages(profile) };
}
