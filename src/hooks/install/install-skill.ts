/**
 * `handoff skill install|uninstall`: copy the Agent Skill (`skills/handoff/SKILL.md`, shipped in
 * the package) to where each agent loads skills, or take it out again. Idempotent: an identical
 * copy is left alone, a copy of a version we shipped is replaced; anything else at that path
 * (anyone else's file, or ours with lines the user added) is refused and left untouched unless
 * `--force`, which keeps it as a backup; uninstall removes only our file and the folders it
 * emptied.
 *
 * Where each agent loads skills is its `skillDirs` in model/agents.ts (checked in its current
 * release; Codex CLI's user folder is `$CODEX_HOME/skills/` when that is set). The default is the user folder: the skill is the same for every repo, and a project install
 * adds a file to the work tree (meant to be committed, for a team).
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, rmdirSync } from "node:fs";
import { lstat, mkdir, readFile, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { InputError } from "../../errors.js";
import { SKILL_AGENT_IDS, type SkillAgent, skillDirsOf } from "../../model/agents.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import { packageRoot } from "../../platform/package-root.js";
import { readRegularFile } from "../../platform/read-regular-file.js";
import { isWithin, relativeWithin } from "../../util/within.js";

/** The agents that load Agent Skills. */
export const SKILL_AGENTS: readonly SkillAgent[] = SKILL_AGENT_IDS;
export type { SkillAgent } from "../../model/agents.js";

/** The skill's folder name (the frontmatter `name`). */
export const SKILL_NAME = "handoff";

/** The shipped skill file. */
export function skillSourcePath(): string {
  return join(packageRoot(), "skills", SKILL_NAME, "SKILL.md");
}

/** Where the skill goes: `base` is the folder above which nothing is created or removed. */
export interface SkillTarget {
  base: string;
  path: string;
}

/**
 * The target for an agent: the user folder under `home` (or the folder the agent's variable in
 * `env` names), or the project folder under `root`.
 */
export function skillTarget(
  agent: SkillAgent,
  scope: { home: string; env?: NodeJS.ProcessEnv } | { root: string },
): SkillTarget {
  const dirs = skillDirsOf(agent);
  if (dirs === undefined) throw new InputError(`${agent} loads no Agent Skills`);
  if ("root" in scope) {
    return {
      base: scope.root,
      path: join(scope.root, dirs.project, "skills", SKILL_NAME, "SKILL.md"),
    };
  }
  const named = dirs.userFromEnv === undefined ? undefined : scope.env?.[dirs.userFromEnv];
  if (named !== undefined && named !== "") {
    return { base: named, path: join(named, "skills", SKILL_NAME, "SKILL.md") };
  }
  // The agent's own folder in the home directory is never removed, even when left empty.
  const dir = join(scope.home, dirs.user);
  return { base: dir, path: join(dir, "skills", SKILL_NAME, "SKILL.md") };
}

/** Whether a SKILL.md is handoff's (any version): its frontmatter names it and it is ours. */
export function isHandoffSkill(text: string): boolean {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  return /^name:\s*handoff\s*$/m.test(front) && text.includes("handoff resume");
}

/**
 * sha256 of every SKILL.md handoff has shipped (line ends as LF), oldest first. A copy equal to
 * one of them is handoff's own, replaced or removed freely; a copy of handoff's skill that
 * matches none has lines the user added, kept unless `--force` (with a backup). When
 * skills/handoff/SKILL.md changes, its new hash is added here (a test checks the current one is).
 */
export const SHIPPED_SKILL_SHA256: readonly string[] = [
  "14e231a15b5e7b83a7c18ceecf801197e2f29a711976b271952e6af43270aa81",
  "fc508c27be17c28ead9b711bd3af6c4ebd400628a3745368358c3b0a884e08b5",
  "e20fb6e55f4197632083afa90bd059c543f3502b64b92552947e9e9353c7c1a6",
  "013ca63e1a23c1487bac35b356eeefcecfc59ef7e41c789e4d33ea8098ef57ff",
  "dbebb6eceec73ba5fa76b4a698493473aa5e4b83cdd2384fd1ecbfd595407482",
];

/** Whether `text` is byte for byte a SKILL.md handoff shipped (CRLF checkouts count as LF). */
export function isShippedSkill(text: string): boolean {
  const hash = createHash("sha256").update(text.replace(/\r\n/g, "\n"), "utf8").digest("hex");
  return SHIPPED_SKILL_SHA256.includes(hash);
}

/** What an install or uninstall did. */
export interface SkillResult {
  path: string;
  changed: boolean;
  /** Where `--force` kept the copy it replaced or removed, else null. */
  backup: string | null;
}

/** What to do with a copy that is not a shipped one. */
export interface SkillOptions {
  /** Replace or remove it anyway, keeping it as `SKILL.md.bak` (or `.bak.2`, …). */
  force?: boolean;
}

/**
 * Copy the skill to `target`. A shipped copy is replaced; anything else (another skill, or
 * handoff's with lines of the user's) is refused (InputError, exit 2) and left untouched, unless
 * `force`, which keeps it beside as a backup.
 */
export async function installSkill(
  target: SkillTarget,
  options: SkillOptions = {},
): Promise<SkillResult> {
  const source = await readFile(skillSourcePath(), "utf8");
  const existing = await readExisting(target.path);
  if (existing === source) return { path: target.path, changed: false, backup: null };
  let backup: string | null = null;
  if (existing !== undefined && !isShippedSkill(existing)) {
    if (!options.force) throw refusal(target.path, existing, "replace");
    backup = await keepBackup(target.path);
  }
  await mkdir(dirname(target.path), { recursive: true });
  await writeFileAtomic(target.path, source);
  return { path: target.path, changed: true, backup };
}

/**
 * Remove our skill from `target`, and the folders that held only it (never `target.base`). A
 * copy that is not a shipped one is refused as for install (`force`: moved to the backup).
 */
export async function uninstallSkill(
  target: SkillTarget,
  options: SkillOptions = {},
): Promise<SkillResult> {
  const existing = await readExisting(target.path);
  if (existing === undefined) return { path: target.path, changed: false, backup: null };
  if (!isShippedSkill(existing)) {
    if (!options.force) throw refusal(target.path, existing, "remove");
    return { path: target.path, changed: true, backup: await keepBackup(target.path) };
  }
  await unlink(target.path);
  removeEmptyParents(dirname(target.path), target.base);
  return { path: target.path, changed: true, backup: null };
}

/**
 * The file at `path`, or undefined when there is none. Anything else (a folder there, no
 * permission) is an InputError: a file we cannot read is never taken for an absent one.
 */
async function readExisting(path: string): Promise<string | undefined> {
  try {
    const info = await lstat(path);
    if (info.isDirectory()) {
      throw new InputError(`${path} is not a regular file; it was left untouched`, { file: path });
    }
    // Opened non-blocking and checked again: a FIFO swapped in after the lstat never hangs us.
    return await readRegularFile(path);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    throw new InputError(
      `${path} cannot be read (${code ?? String(error)}); it was left untouched`,
      {
        file: path,
      },
    );
  }
}

function refusal(path: string, existing: string, action: "replace" | "remove"): InputError {
  const what = isHandoffSkill(existing)
    ? "is handoff's skill with changes of yours (it matches no version handoff shipped)"
    : "exists and is not handoff's skill";
  return new InputError(
    `${path} ${what}; it was left untouched. To ${action} it anyway, run again with --force (your copy is kept as ${basename(path)}.bak)`,
    { file: path },
  );
}

/** Move the file at `path` to the first free `<name>.bak`, `<name>.bak.2`, …; that path. */
async function keepBackup(path: string): Promise<string> {
  for (let n = 1; ; n++) {
    const backup = `${path}.bak${n === 1 ? "" : `.${n}`}`;
    if (existsSync(backup)) continue;
    await rename(path, backup);
    return backup;
  }
}

/**
 * Remove `dir` and its parents while they are empty, stopping below `base`, and at a symlink
 * (`~/.claude/skills -> dotfiles/skills`): the link and where it points are the user's.
 */
function removeEmptyParents(dir: string, base: string): void {
  let current = dir;
  while (isWithin(base, current) && relativeWithin(base, current) !== "") {
    let info: ReturnType<typeof lstatSync>;
    try {
      info = lstatSync(current);
    } catch {
      return;
    }
    if (!info.isDirectory() || readdirSync(current).length > 0) return;
    rmdirSync(current);
    current = dirname(current);
  }
}
