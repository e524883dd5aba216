/**
 * Spawns per command: a node step's untimed warm-up runs with bench/spawn-counter.js preloaded
 * (through NODE_OPTIONS, so a node process the command starts counts its own children too), and
 * the lines the processes left are summed here. The timed runs carry no counter.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import type { CommandSpec, SpawnCount } from "./measure.js";

export type { SpawnCount };

/** The counter's compiled path (beside this file in dist/bench). */
const COUNTER = new URL("./spawn-counter.js", import.meta.url);

/** `spec` with the counter preloaded, writing to `file`. */
export function withSpawnCounter(spec: CommandSpec, file: string): CommandSpec {
  const env = spec.env ?? process.env;
  const inherited = env["NODE_OPTIONS"] ?? "";
  return {
    ...spec,
    env: {
      ...env,
      HANDOFF_BENCH_SPAWNS: file,
      NODE_OPTIONS: `${inherited} --import=${COUNTER.href}`.trim(),
    },
  };
}

/** Sum the lines `spawn-counter` left in `file` (null when no process wrote one), then remove it. */
export function readSpawnCount(file: string): SpawnCount | null {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.length > 0);
  rmSync(file, { force: true });
  let total = 0;
  const programs: string[] = [];
  for (const line of lines) {
    const [, count = "0", list = ""] = line.split(" ");
    total += Number(count);
    if (list.length > 0) programs.push(...list.split(","));
  }
  return lines.length === 0 ? null : { total, programs };
}
