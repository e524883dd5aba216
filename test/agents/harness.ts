/**
 * Running the real agent CLIs (pinned in test/agents/package.json) against the local model
 * stand-ins, in a temp git repo with handoff's hooks installed the way the README says
 * (`handoff hooks install <agent>`, with `handoff` on PATH as a shim to this checkout's build).
 * Each run gets its own HOME (and CODEX_HOME), so nothing of the developer's own agent setup
 * is read or written, and an environment without any real API key.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";
import { cliPath } from "../helpers/temp-repo.js";
import type { StandIn } from "./stand-in/server.js";

/** The agents the suite drives. */
export type Agent = "claude" | "codex" | "gemini";

/** Where `npm ci --prefix test/agents` put the CLIs (the source folder, not dist/). */
export const AGENTS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "test",
  "agents",
);

/** The pinned version of each CLI, read from test/agents/package.json. */
export function pinnedVersion(agent: Agent): string {
  const pkg = JSON.parse(readFileSync(join(AGENTS_DIR, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  return pkg.dependencies[PACKAGES[agent]] ?? "?";
}

const PACKAGES: Record<Agent, string> = {
  claude: "@anthropic-ai/claude-code",
  codex: "@openai/codex",
  gemini: "@google/gemini-cli",
};

/** The CLI's executable, or null when `npm ci --prefix test/agents` has not run. */
export function agentBin(agent: Agent): string | null {
  const bin = join(AGENTS_DIR, "node_modules", ".bin", agent);
  return existsSync(bin) ? bin : null;
}

/** A per-scenario world: a repo, a HOME, a PATH with the `handoff` shim. */
export interface World {
  repo: string;
  home: string;
  /** Folder holding the `handoff` shim, first on PATH. */
  binDir: string;
  cleanup(): void;
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
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${cliPath()}" "$@"\n`);
  chmodSync(shim, 0o755);
  return {
    repo,
    home,
    binDir,
    cleanup() {
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

/**
 * A `claude -p` session. As root Claude Code refuses `--dangerously-skip-permissions`, so Bash
 * is allowed by name and the repo is marked trusted in `$HOME/.claude.json`. SessionEnd hooks
 * get 1.5 s by default; on a loaded two-core machine handoff's write can take longer, so the
 * suite gives them 15 s (the variable Claude Code reads for that).
 */
export async function runClaude(world: World, standIn: StandIn, prompt: string): Promise<AgentRun> {
  const configPath = join(world.home, ".claude.json");
  const config = existsSync(configPath)
    ? (JSON.parse(readFileSync(configPath, "utf8")) as Record<string, unknown>)
    : {};
  const projects = (config["projects"] ?? {}) as Record<string, unknown>;
  projects[world.repo] = { ...(projects[world.repo] as object), hasTrustDialogAccepted: true };
  writeFileSync(configPath, JSON.stringify({ ...config, projects }, null, 2));
  return runAgent(
    requireBin("claude"),
    ["-p", prompt, "--allowedTools", "Bash"],
    world,
    agentEnv(world, {
      ANTHROPIC_BASE_URL: standIn.url,
      ANTHROPIC_API_KEY: "sk-ant-stand-in",
      CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000",
    }),
  );
}

/**
 * A `codex exec` session: a `[model_providers.standin]` with `wire_api = "responses"` in
 * `$CODEX_HOME/config.toml`, the repo trusted there (Codex ignores project hooks otherwise).
 */
export async function runCodex(world: World, standIn: StandIn, prompt: string): Promise<AgentRun> {
  const codexHome = join(world.home, ".codex");
  mkdirSync(codexHome, { recursive: true });
  writeFileSync(
    join(codexHome, "config.toml"),
    [
      'model = "gpt-5-stand-in"',
      'model_provider = "standin"',
      "",
      "[model_providers.standin]",
      'name = "stand-in"',
      `base_url = "${standIn.url}/v1"`,
      'wire_api = "responses"',
      'env_key = "STANDIN_API_KEY"',
      "",
      `[projects."${world.repo}"]`,
      'trust_level = "trusted"',
      "",
    ].join("\n"),
  );
  return runAgent(
    requireBin("codex"),
    [
      "exec",
      "--dangerously-bypass-approvals-and-sandbox",
      "--dangerously-bypass-hook-trust",
      "--skip-git-repo-check",
      prompt,
    ],
    world,
    agentEnv(world, { CODEX_HOME: codexHome, STANDIN_API_KEY: "stand-in" }),
  );
}

/**
 * A `gemini -p` session: API-key auth chosen in `~/.gemini/settings.json`, the repo trusted in
 * `~/.gemini/trustedFolders.json` (Gemini runs no project hooks in an untrusted folder), YOLO
 * so the shell call needs no approval.
 */
export async function runGemini(world: World, standIn: StandIn, prompt: string): Promise<AgentRun> {
  const dir = join(world.home, ".gemini");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "settings.json"),
    JSON.stringify({ security: { auth: { selectedType: "gemini-api-key" } } }, null, 2),
  );
  writeFileSync(join(dir, "trustedFolders.json"), JSON.stringify({ [world.repo]: "TRUST_FOLDER" }));
  return runAgent(
    requireBin("gemini"),
    ["-p", prompt, "--yolo"],
    world,
    agentEnv(world, { GOOGLE_GEMINI_BASE_URL: standIn.url, GEMINI_API_KEY: "stand-in" }),
  );
}

function requireBin(agent: Agent): string {
  const bin = agentBin(agent);
  if (bin === null) throw new Error(`${agent} is not installed: run 'npm ci --prefix test/agents'`);
  return bin;
}

/** The transcripts an agent wrote under the world's HOME (newest last). */
export function transcriptsOf(world: World, agent: Agent): string[] {
  const roots: Record<Agent, string> = {
    claude: join(world.home, ".claude", "projects"),
    codex: join(world.home, ".codex", "sessions"),
    gemini: join(world.home, ".gemini", "tmp"),
  };
  const found = walk(roots[agent]).filter(
    (path) => /\.jsonl?$/.test(path) && !path.endsWith("logs.json"),
  );
  return found.sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Where `HANDOFF_SAVE_AGENT_FIXTURES=1` saves the transcripts, per CLI and version. */
export const FIXTURES_DIR = join(AGENTS_DIR, "..", "fixtures", "agents");

/**
 * Save a transcript as a fixture, with the temp paths replaced by stable ones (so reruns only
 * differ where the session differs). Only when HANDOFF_SAVE_AGENT_FIXTURES=1.
 */
export function saveFixture(world: World, agent: Agent, path: string, name: string): void {
  if (process.env["HANDOFF_SAVE_AGENT_FIXTURES"] !== "1") return;
  const dir = join(FIXTURES_DIR, `${agent}-${pinnedVersion(agent)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), scrubPaths(readFileSync(path, "utf8"), world));
  if (agent === "claude") {
    // Subagent sidechains live beside the session file; none are expected, copied if present.
    const side = path.replace(/\.jsonl$/, "");
    if (existsSync(side))
      cpSync(side, join(dir, name.replace(/\.jsonl$/, "")), { recursive: true });
  }
}

/** The world's temp paths (and their slug forms) as stable placeholders. */
export function scrubPaths(text: string, world: World): string {
  const slug = (p: string) => p.replace(/[^A-Za-z0-9]/g, "-");
  return text
    .split(world.repo)
    .join("/tmp/handoff-agents-repo")
    .split(slug(world.repo))
    .join(slug("/tmp/handoff-agents-repo"))
    .split(world.home)
    .join("/tmp/handoff-agents-home")
    .split(relative("/", world.repo).split("/").pop() ?? "\0")
    .join("handoff-agents-repo");
}
