/**
 * One scripted session of each real agent CLI against its model stand-in, with the set-up a
 * user's machine already has: the repo trusted, the shell tool allowed, an API key (a dummy).
 * Each run gets its own HOME (and CODEX_HOME): nothing of the developer's own setup is used.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import {
  type AgentRun,
  agentBin,
  agentEnv,
  type CliAgent,
  runAgent,
  type World,
} from "./harness.js";
import type { StandIn } from "./stand-in/server.js";

/**
 * A `claude -p` session. As root Claude Code refuses `--dangerously-skip-permissions`, so Bash
 * is allowed by name and the repo is marked trusted in `$HOME/.claude.json`. SessionEnd hooks
 * get 1.5 s by default; on a loaded two-core machine handoff's write can take longer, so the
 * suite gives them 15 s (the variable Claude Code reads for that).
 */
export async function runClaude(
  world: World,
  standIn: StandIn,
  prompt: string,
  extraArgs: string[] = [],
): Promise<AgentRun> {
  const configPath = join(world.home, ".claude.json");
  const config = existsSync(configPath)
    ? (JSON.parse(readFileSync(configPath, "utf8")) as Record<string, unknown>)
    : {};
  const projects = (config["projects"] ?? {}) as Record<string, unknown>;
  projects[world.repo] = { ...(projects[world.repo] as object), hasTrustDialogAccepted: true };
  writeFileSync(configPath, JSON.stringify({ ...config, projects }, null, 2));
  return runAgent(
    requireBin("claude"),
    ["-p", prompt, "--allowedTools", "Bash", "Write", ...extraArgs],
    world,
    agentEnv(world, {
      ANTHROPIC_BASE_URL: standIn.url,
      ANTHROPIC_API_KEY: "sk-ant-stand-in",
      CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000",
    }),
  );
}

/**
 * `$CODEX_HOME/config.toml` for the stand-in: a `[model_providers.standin]` with
 * `wire_api = "responses"`, the repo trusted (Codex ignores project hooks otherwise). Hook trust
 * that an interactive `codex` saved there (`[hooks.state]`) is kept.
 */
export function writeCodexConfig(world: World, modelUrl: string): string {
  const codexHome = join(world.home, ".codex");
  mkdirSync(codexHome, { recursive: true });
  const path = join(codexHome, "config.toml");
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = old.indexOf("[hooks.state]");
  writeFileSync(
    path,
    [
      'model = "gpt-5-stand-in"',
      'model_provider = "standin"',
      "",
      "[model_providers.standin]",
      'name = "stand-in"',
      `base_url = "${modelUrl}/v1"`,
      'wire_api = "responses"',
      'env_key = "STANDIN_API_KEY"',
      "",
      `[projects."${world.repo}"]`,
      'trust_level = "trusted"',
      "",
      at < 0 ? "" : old.slice(at),
    ].join("\n"),
  );
  return codexHome;
}

/** The environment a Codex run (and its hooks) gets. */
export function codexEnv(world: World): NodeJS.ProcessEnv {
  return agentEnv(world, { CODEX_HOME: join(world.home, ".codex"), STANDIN_API_KEY: "stand-in" });
}

/**
 * A `codex exec` session against the stand-in (see `writeCodexConfig`). `trustHooks: false`
 * leaves out `--dangerously-bypass-hook-trust`: the hooks then run only if trusted in
 * config.toml, as for a user. `extraEnv` goes to Codex and its hooks.
 */
export async function runCodex(
  world: World,
  standIn: StandIn,
  prompt: string,
  resume = false,
  trustHooks = true,
  extraEnv: Record<string, string> = {},
): Promise<AgentRun> {
  writeCodexConfig(world, standIn.url);
  return runAgent(
    requireBin("codex"),
    [
      "exec",
      ...(resume ? ["resume", "--last"] : []),
      "--dangerously-bypass-approvals-and-sandbox",
      ...(trustHooks ? ["--dangerously-bypass-hook-trust"] : []),
      "--skip-git-repo-check",
      prompt,
    ],
    world,
    { ...codexEnv(world), ...extraEnv },
  );
}

/**
 * A `gemini -p` session: API-key auth chosen in `~/.gemini/settings.json`, the repo trusted in
 * `~/.gemini/trustedFolders.json` (Gemini runs no project hooks in an untrusted folder), YOLO
 * so the shell call needs no approval.
 */
export async function runGemini(
  world: World,
  standIn: StandIn,
  prompt: string,
  extraArgs: string[] = [],
): Promise<AgentRun> {
  const dir = join(world.home, ".gemini");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "settings.json"),
    JSON.stringify({ security: { auth: { selectedType: "gemini-api-key" } } }, null, 2),
  );
  writeFileSync(join(dir, "trustedFolders.json"), JSON.stringify({ [world.repo]: "TRUST_FOLDER" }));
  return runAgent(
    requireBin("gemini"),
    ["-p", prompt, "--yolo", ...extraArgs],
    world,
    agentEnv(world, { GOOGLE_GEMINI_BASE_URL: standIn.url, GEMINI_API_KEY: "stand-in" }),
  );
}

/**
 * An `opencode run` session against the chat-completions stand-in: a custom provider in
 * `$HOME/.config/opencode/opencode.json` (the `@ai-sdk/openai-compatible` package, base URL the
 * stand-in), every tool allowed, no update check, no models.dev fetch. `resume` continues the
 * last session (`--continue`). OpenCode has no handoff hooks: its session is written by hand
 * afterwards (`handoff write --transcript <its opencode.db> --agent opencode`).
 */
export async function runOpenCode(
  world: World,
  standIn: StandIn,
  prompt: string,
  resume = false,
): Promise<AgentRun> {
  const dir = join(world.home, ".config", "opencode");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "opencode.json"),
    JSON.stringify(
      {
        $schema: "https://opencode.ai/config.json",
        autoupdate: false,
        share: "disabled",
        provider: {
          standin: {
            npm: "@ai-sdk/openai-compatible",
            name: "stand-in",
            options: { baseURL: `${standIn.url}/v1`, apiKey: "stand-in" },
            models: { "stand-in": { name: "Stand-in", tool_call: true } },
          },
        },
        model: "standin/stand-in",
        small_model: "standin/stand-in",
        permission: { bash: "allow", edit: "allow", write: "allow" },
      },
      null,
      2,
    ),
  );
  return runAgent(
    requireBin("opencode"),
    ["run", ...(resume ? ["--continue"] : []), prompt],
    world,
    agentEnv(world, {
      OPENCODE_DISABLE_AUTOUPDATE: "1",
      OPENCODE_DISABLE_MODELS_FETCH: "1",
      OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    }),
    240_000,
  );
}

/**
 * A `qwen -p` session against the chat-completions stand-in: the OpenAI auth type with the
 * stand-in's URL, key and model in the environment (no login), `--yolo` so tools need no
 * approval. `resume` continues the last session of the repo (`--continue`).
 */
export async function runQwen(
  world: World,
  standIn: StandIn,
  prompt: string,
  resume = false,
): Promise<AgentRun> {
  return runAgent(
    requireBin("qwen"),
    ["--auth-type", "openai", ...(resume ? ["--continue"] : []), "-p", prompt, "--yolo"],
    world,
    agentEnv(world, {
      OPENAI_BASE_URL: `${standIn.url}/v1`,
      OPENAI_API_KEY: "stand-in",
      OPENAI_MODEL: "stand-in",
      QWEN_CODE_SUPPRESS_YOLO_WARNING: "1",
    }),
  );
}

/**
 * A `cline --json` session against the chat-completions stand-in: the OpenAI provider
 * configured with `cline auth` (key, model, base URL: no Cline account), then the prompt, every
 * tool approved (Cline's default for a prompt on the command line). Cline 3.0.65 starts a hub
 * daemon that outlives the run, on 127.0.0.1:`hubPort` (its default port is shared by every
 * HOME): give each world its own port and `stopClineHub` it when done.
 */
export async function runCline(
  world: World,
  standIn: StandIn,
  prompt: string,
  hubPort: number,
): Promise<AgentRun> {
  const env = agentEnv(world, { CLINE_HUB_PORT: String(hubPort), CLINE_NO_AUTO_UPDATE: "1" });
  const auth = await runAgent(
    requireBin("cline"),
    ["auth", "-p", "openai", "-k", "stand-in", "-m", "stand-in", "-b", `${standIn.url}/v1`],
    world,
    env,
  );
  if (auth.code !== 0) return auth;
  return runAgent(requireBin("cline"), ["--json", prompt], world, env);
}

/** A port free on 127.0.0.1 now, for a Cline hub daemon of the test's own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Stop the Cline hub daemon a run started on `port` (found by its command line), if any. */
export function stopClineHub(port: number): void {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(join("/proc", pid, "cmdline"), "utf8").split("\0");
    } catch {
      continue;
    }
    const at = args.indexOf("--port");
    if (args.includes("--cline-hub-daemon") && args[at + 1] === String(port)) {
      try {
        process.kill(Number(pid), "SIGTERM");
      } catch {
        // Gone already.
      }
    }
  }
}

/** The session files Cline wrote under the world's HOME (`<id>.messages.json`), oldest first. */
export function clineSessions(world: World): string[] {
  const sessions = join(world.home, ".cline", "data", "sessions");
  if (!existsSync(sessions)) return [];
  return readdirSync(sessions)
    .map((id) => join(sessions, id, `${id}.messages.json`))
    .filter((path) => existsSync(path))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
}

/** The session files Qwen Code wrote under the world's HOME, oldest first. */
export function qwenSessions(world: World): string[] {
  const projects = join(world.home, ".qwen", "projects");
  if (!existsSync(projects)) return [];
  return readdirSync(projects)
    .flatMap((slug) => {
      const chats = join(projects, slug, "chats");
      return existsSync(chats)
        ? readdirSync(chats)
            .filter((n) => n.endsWith(".jsonl"))
            .map((n) => join(chats, n))
        : [];
    })
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
}

/** The SQLite store OpenCode keeps its sessions in, under the world's HOME. */
export function openCodeDb(world: World): string {
  return join(world.home, ".local", "share", "opencode", "opencode.db");
}

function requireBin(agent: CliAgent): string {
  const bin = agentBin(agent);
  if (bin === null)
    throw new Error(`${agent} is not installed: run 'npm install --prefix test/agents'`);
  return bin;
}

/** The transcripts an agent wrote under the world's HOME (newest last). */
