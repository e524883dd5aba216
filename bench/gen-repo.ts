/**
 * The benchmark's own repo builder: a git repo of N small committed files, M of them then
 * modified in the working tree. Used when `bench/git-scale.ts` (the git collector's generator)
 * is absent or does not export a builder the bench recognises.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FILES_PER_DIR = 1000;

/** Run git in `cwd` and throw with its stderr when it fails (setup must not half-succeed). */
export function gitOrThrow(
  cwd: string,
  args: string[],
  input?: string,
  okCodes: readonly number[] = [0],
): string {
  const result = spawnSync("git", args, {
    cwd,
    input,
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (result.status === null || !okCodes.includes(result.status)) {
    throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${result.stderr || result.error}`);
  }
  return result.stdout;
}

/** Relative path of file number `i`, spread over directories of 1,000 files. */
export function repoFilePath(i: number): string {
  const dir = String(Math.floor(i / FILES_PER_DIR)).padStart(3, "0");
  return join("src", `d${dir}`, `f${String(i).padStart(6, "0")}.ts`);
}

/**
 * Create `dir` as a repo with `files` committed files and `modified` of them changed (spread
 * evenly, so the dirt is not all in one directory).
 */
export function buildRepo(dir: string, files: number, modified: number): void {
  mkdirSync(dir, { recursive: true });
  gitOrThrow(dir, ["init", "-q", "-b", "main"]);
  for (const [key, value] of [
    ["user.name", "Bench"],
    ["user.email", "bench@example.invalid"],
    ["commit.gpgsign", "false"],
    ["maintenance.auto", "false"],
    ["gc.auto", "0"],
  ] as const) {
    gitOrThrow(dir, ["config", key, value]);
  }
  let lastDir = "";
  for (let i = 0; i < files; i++) {
    const path = repoFilePath(i);
    const parent = join(dir, path, "..");
    if (parent !== lastDir) {
      mkdirSync(parent, { recursive: true });
      lastDir = parent;
    }
    writeFileSync(
      join(dir, path),
      `// file ${i}\nexport const value${i} = ${i};\nexport function f${i}(x: number): number {\n  return x + ${i};\n}\n`,
    );
  }
  gitOrThrow(dir, ["add", "-A"]);
  gitOrThrow(dir, ["commit", "-q", "-m", "Initial import"]);
  const step = modified > 0 ? Math.max(1, Math.floor(files / modified)) : files;
  for (let n = 0, i = 0; n < modified && i < files; n++, i += step) {
    appendFileSync(join(dir, repoFilePath(i)), `// edited in this session (${n})\n`);
  }
}
