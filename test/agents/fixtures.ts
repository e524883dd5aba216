/**
 * The transcripts the agents wrote during a run, and saving them as fixtures for the normal
 * suite (`HANDOFF_SAVE_AGENT_FIXTURES=1`) with the temp paths made stable.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join } from "node:path";
import { type Agent, AGENTS_DIR, pinnedVersion, type World } from "./harness.js";

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
    .split(basename(world.repo))
    .join("handoff-agents-repo");
}
