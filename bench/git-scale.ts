/**
 * Scale benchmark of the git collection: `collectGit` on a repository with many files and many
 * modified ones, against `git status --porcelain=v2` alone (the floor SPEC §11 measures against).
 * `buildScaleRepo` is exported so the main benchmark can reuse the repository.
 *
 * Run: `node <outDir>/bench/git-scale.js [files] [modified] [existing-repo-dir]` (defaults 100000
 * and 1000; with a directory, it reuses that repository instead of building one).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { collectGit } from "../src/collect/git/collect-git.js";
import { runGit } from "../src/platform/run-git.js";

/** Size of the repository to build. */
export interface ScaleOptions {
  files: number;
  modified: number;
  /** Files per directory (default 1000). */
  perDir?: number;
}

function setupGit(dir: string, ...args: string[]): void {
  execFileSync("git", args, { cwd: dir, stdio: "ignore", maxBuffer: 1024 * 1024 * 1024 });
}

function filePath(index: number, perDir: number): string {
  return join(`d${Math.floor(index / perDir)}`, `f${index}.ts`);
}

/**
 * Build a repository in `dir` with `files` small committed files (one commit), then modify
 * `modified` of them, spread evenly, each gaining two lines (one a `console.log`).
 */
export function buildScaleRepo(
  dir: string,
  { files, modified, perDir = 1000 }: ScaleOptions,
): void {
  setupGit(dir, "init", "-q", "-b", "main");
  for (const [key, value] of [
    ["user.name", "Bench"],
    ["user.email", "bench@example.invalid"],
    ["commit.gpgsign", "false"],
    ["gc.auto", "0"],
    ["maintenance.auto", "false"],
  ] as const) {
    setupGit(dir, "config", key, value);
  }
  for (let d = 0; d * perDir < files; d++) mkdirSync(join(dir, `d${d}`), { recursive: true });
  for (let i = 0; i < files; i++) {
    writeFileSync(join(dir, filePath(i, perDir)), `export const v${i} = ${i};\n`);
  }
  setupGit(dir, "add", "-A");
  setupGit(dir, "commit", "-q", "-m", "scale fixture");
  const step = Math.max(1, Math.floor(files / Math.max(1, modified)));
  for (let n = 0, i = 0; n < modified && i < files; n++, i += step) {
    writeFileSync(
      join(dir, filePath(i, perDir)),
      `export const v${i} = ${i + 1};\nconsole.log(v${i});\nexport const w${i} = 0;\n`,
    );
  }
}

/** Median of `runs` timings of `fn`, in milliseconds (after one warm-up run). */
export async function medianMs(fn: () => Promise<unknown>, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Time `fns` in turns (warm-up first), so background load hits each alike; medians in ms. */
export async function interleavedMedians(
  fns: (() => Promise<unknown>)[],
  runs = 5,
): Promise<number[]> {
  for (const fn of fns) await fn();
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, fn] of fns.entries()) {
      const start = performance.now();
      await fn();
      times[index]!.push(performance.now() - start);
    }
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0);
}

async function main(): Promise<void> {
  const files = Number(process.argv[2] ?? 100_000);
  const modified = Number(process.argv[3] ?? 1_000);
  // A third argument reuses a repository built before (building 100k files takes a while).
  const reuse = process.argv[4];
  const dir = reuse ?? realpathSync(mkdtempSync(join(tmpdir(), "handoff-git-scale-")));
  try {
    if (reuse === undefined) {
      const built = performance.now();
      buildScaleRepo(dir, { files, modified });
      console.log(
        `built ${files} files, ${modified} modified in ${Math.round(performance.now() - built)} ms`,
      );
    }
    const [status, statusFull, collect] = await interleavedMedians([
      () => runGit(dir, ["status", "--porcelain=v2"]),
      () => runGit(dir, ["status", "--porcelain=v2", "-z", "--branch", "--untracked-files=all"]),
      () => collectGit(dir, { since: null }),
    ]);
    const state = await collectGit(dir, { since: null });
    console.log(`git status --porcelain=v2 (median of 5):        ${status!.toFixed(0)} ms`);
    console.log(`git status -z --branch --untracked-files=all:   ${statusFull!.toFixed(0)} ms`);
    console.log(`collectGit (median of 5):                       ${collect!.toFixed(0)} ms`);
    console.log(
      `ratio collectGit / git status --porcelain=v2:   ${(collect! / status!).toFixed(2)}`,
    );
    console.log(`changes ${state?.changes.length}, added lines ${state?.added_lines.length}`);
  } finally {
    if (reuse === undefined) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
