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
): Promise<HotFunction[] | null> {
  mkdirSync(dir, { recursive: true });
  await runMeasured({ ...spec, args: ["--cpu-prof", "--cpu-prof-dir", dir, ...spec.args] }, dir);
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (file === undefined) return null;
  return summariseProfile(JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile, base);
}
