import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packageRoot } from "../../src/platform/package-root.js";

/** Run git in `cwd` for test set-up (tests may write; the tool never does). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: "2026-01-15T10:00:00Z",
      GIT_COMMITTER_DATE: "2026-01-15T10:00:00Z",
    },
  });
}

/** A new git repo in a temp dir, user set, background maintenance off, branch main. */
export function makeRepo(prefix = "handoff-test-"): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  // A copy of one `.git` set up per test process: `git init` and five `git config` were six
  // processes per repo, ~40 ms of CPU each time, in some 400 repos of the suite.
  cpSync(join(templateRepo(), ".git"), join(dir, ".git"), { recursive: true });
  return dir;
}

let template: string | undefined;

/** The empty repo `makeRepo` copies, made on first use and removed when the process exits. */
function templateRepo(): string {
  if (template !== undefined) return template;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "handoff-template-repo-")));
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.name", "Test");
  git(dir, "config", "user.email", "test@example.invalid");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "config", "maintenance.auto", "false");
  git(dir, "config", "gc.auto", "0");
  // git's sample hooks are most of the files to copy, and never run
  for (const name of readdirSync(join(dir, ".git", "hooks"))) {
    rmSync(join(dir, ".git", "hooks", name));
  }
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  template = dir;
  return dir;
}

/** A repo holding a copy of the bundled example workbench, committed. */
export function makeExampleRepo(): string {
  const dir = makeRepo("handoff-example-");
  cpSync(join(packageRoot(), "examples", "workbench"), dir, { recursive: true });
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "Example workbench");
  return dir;
}

/**
 * Remove a test's temp folder. A hook's turn write goes to a detached writer, which may still
 * be finishing its packet there: first wait (up to 30 s) until no input or writer marker is left
 * in `.handoff/pending-writes/`, then let Node retry ENOTEMPTY and the like for a while.
 */
export function removeDir(dir: string): void {
  const pending = join(dir, ".handoff", "pending-writes");
  const deadline = Date.now() + 30_000;
  while (listIfAny(pending).length > 0 && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
}

function listIfAny(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Path of the compiled CLI entry. */
export function cliPath(): string {
  return join(packageRoot(), process.env["HANDOFF_BUILD_DIR"] ?? "dist", "src", "cli", "bin.js");
}

/**
 * The CLI users run: package.json's `bin` (the bundle `npm run build` writes), what
 * `npm install -g` puts on PATH.
 */
export function shippedBinPath(): string {
  const manifest = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as {
    bin: { handoff: string };
  };
  return join(packageRoot(), manifest.bin.handoff);
}

/** Write `text` to `path` under `dir`, creating its folders. */
export function writeRepoFile(dir: string, path: string, text: string | Buffer): void {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), text);
}
