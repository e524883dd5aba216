/**
 * The realistic session fixtures under `test/fixtures/transcripts/` (a Claude Code 2.1.3xx
 * session, a Codex 0.17x rollout, an OpenCode storage folder), copied into a temp folder with
 * the secret the user pasted planted in place of `__PLANTED_GITHUB_TOKEN__` (no credential-shaped
 * literal sits in the source tree).
 */
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packageRoot } from "../../src/platform/package-root.js";
import { fakeToken } from "./fake-secrets.js";

/** The cwd every fixture session records. */
export const FIXTURE_CWD = "/home/dev/projects/http-client";
const PLACEHOLDER = "__PLANTED_GITHUB_TOKEN__";

/** The fixture files, relative to `test/fixtures/transcripts/`. */
export const SESSION_FIXTURES = {
  claude: "claude/session-2.1.3xx/7f3c9a10-5b2e-4c61-9d84-2e6b1f0a4c37.jsonl",
  codex:
    "codex/rollout-0.17x/rollout-2026-11-30T10-00-00-019acb21-7e4f-7d12-9c3a-5b8e0f1d2a61.jsonl",
  opencode: "opencode/storage",
} as const;

/** A fixture materialised in a temp folder. */
export interface PlantedFixture {
  /** The temp folder (remove it with `cleanup`). */
  dir: string;
  /** The transcript's path inside `dir` (a file, or OpenCode's storage folder). */
  path: string;
  /** The secret the user pasted (a fake GitHub token). */
  secret: string;
  cleanup: () => Promise<void>;
}

/** The fixture folder of the project (`test/fixtures/transcripts`). */
export function fixturesRoot(): string {
  return join(packageRoot(), "test", "fixtures", "transcripts");
}

/** Copy one agent's fixture (with the folder around it) and plant a secret in it. */
export async function plantFixture(agent: keyof typeof SESSION_FIXTURES): Promise<PlantedFixture> {
  const dir = await mkdtemp(join(tmpdir(), `handoff-words-${agent}-`));
  const [top] = SESSION_FIXTURES[agent].split("/");
  await cp(join(fixturesRoot(), top as string), join(dir, top as string), { recursive: true });
  const secret = `ghp_${fakeToken(1507, 36)}`;
  await plant(join(dir, top as string), secret);
  return {
    dir,
    path: join(dir, SESSION_FIXTURES[agent]),
    secret,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function plant(path: string, secret: string): Promise<void> {
  if ((await stat(path)).isDirectory()) {
    for (const name of await readdir(path)) await plant(join(path, name), secret);
    return;
  }
  const text = await readFile(path, "utf8");
  if (text.includes(PLACEHOLDER)) await writeFile(path, text.replaceAll(PLACEHOLDER, secret));
}
