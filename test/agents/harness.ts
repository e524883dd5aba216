/**
 * The world the real agent CLIs (pinned in test/agents/package.json) run in: a temp git repo, a
 * temp HOME with `handoff` on PATH as a shim to this checkout's shipped CLI, the bundle of
 * package.json's `bin` (so hooks are installed exactly as the README says, `handoff hooks
 * install <agent>`, and run what an `npm install -g` user runs), and an environment without any
 * inherited API key or agent setting.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { waitForWriters } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir, shippedBinPath } from "../helpers/temp-repo.js";

/** The agents with handoff hooks. */
export type Agent = "claude" | "codex" | "gemini";
/** Every agent a relay can hand over between: OpenCode has no hooks, its hop writes by hand. */
export type RelayAgent = Agent | "opencode";
/** Every agent CLI installed under test/agents. */
export type CliAgent = RelayAgent | "qwen" | "cline";

/** Where `npm install --prefix test/agents` put the CLIs (the source folder, not dist/). */
export const AGENTS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "test",
  "agents",
);

/** The pinned version of each CLI, read from test/agents/package.json. */
export function pinnedVersion(agent: CliAgent): string {
  const pkg = JSON.parse(readFileSync(join(AGENTS_DIR, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  return pkg.dependencies[PACKAGES[agent]] ?? "?";
}

const PACKAGES: Record<CliAgent, string> = {
  claude: "@anthropic-ai/claude-code",
  codex: "@openai/codex",
  gemini: "@google/gemini-cli",
  opencode: "opencode-ai",
  qwen: "@qwen-code/qwen-code",
  cline: "cline",
};

/** The CLI's executable, or null when `npm install --prefix test/agents` has not run. */
export function agentBin(agent: CliAgent): string | null {
  const bin = join(AGENTS_DIR, "node_modules", ".bin", agent);
  return existsSync(bin) ? bin : null;
}

/** A per-scenario world: a repo, a HOME, a PATH with the `handoff` shim. */
export interface World {
  repo: string;
  home: string;
  /** Folder holding the `handoff` shim, first on PATH. */
  binDir: string;
  /** Removes both folders once no detached writer is still writing in the repo. */
  cleanup(): Promise<void>;
}

/** A temp git repo with one commit, a temp HOME and the `handoff` shim. */
export function makeWorld(): World {
  const repo = makeRepo("handoff-agents-repo-");
  writeFileSync(join(repo, "README.md"), "# demo\n");
  git(repo, "add", "README.md");
  git(repo, "commit", "-q", "-m", "Initial commit");
  const home = realpathSync(mkdtempSync(join(tmpdir(), "handoff-agents-home-")));
  const binDir = join(home, "bin");
  mkdirSync(binDir);
  const shim = join(binDir, "handoff");
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${shippedBinPath()}" "$@"\n`);
  chmodSync(shim, 0o755);
  return {
    repo,
    home,
    binDir,
    async cleanup() {
      // Hosts that do not wait for their hooks leave a detached writer behind them.
      await waitForWriters(repo);
      // HANDOFF_AGENTS_KEEP=DIR: the world is copied there first (hook.log, the agent's
      // session files), to see what the hooks read and wrote in a run that failed.
      const keep = process.env["HANDOFF_AGENTS_KEEP"];
      if (keep !== undefined && keep !== "") {
        cpSync(repo, join(keep, "repo"), { recursive: true, verbatimSymlinks: true });
        cpSync(home, join(keep, "home"), { recursive: true, verbatimSymlinks: true });
      }
      removeDir(repo);
      removeDir(home);
    },
  };
}

/** The environment an agent (and its hooks) runs with: no inherited keys or agent settings. */
export function agentEnv(world: World, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: `${world.binDir}:${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: world.home,
    TMPDIR: tmpdir(),
    LANG: "C.UTF-8",
    TERM: "dumb",
    NO_COLOR: "1",
    // Telemetry, update checks and the like try the network; nothing of it is needed here.
    DISABLE_AUTOUPDATER: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    GEMINI_CLI_NO_RELAUNCH: "true",
    ...extra,
  };
  return env;
}

/** `handoff …` as the user types it, through the shim on PATH. */
export function handoff(
  world: World,
  args: string[],
): { code: number; stdout: string; stderr: string } {
  const result = spawnSync("handoff", args, {
    cwd: world.repo,
    env: agentEnv(world, {}),
    encoding: "utf8",
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** What one agent run printed. */
export interface AgentRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Spawn an agent CLI, killed after `timeoutMs`. */
export function runAgent(
  bin: string,
  args: string[],
  world: World,
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<AgentRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd: world.repo, env, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        ms: performance.now() - started,
      });
    });
  });
}
