/**
 * `handoff skill install|uninstall`: copy the Agent Skill (`skills/handoff/SKILL.md`, shipped in
 * the package) to where each agent loads skills, or take it out again. Idempotent: an identical
 * copy is left alone, an older copy of ours is replaced, anyone else's file at that path is
 * refused and left untouched; uninstall removes only our file and the folders it emptied.
 *
 * Where each agent loads skills (checked in its current release):
 *   claude  user `~/.claude/skills/`                        project `.claude/skills/`
 *   codex   user `$CODEX_HOME/skills/` (`~/.codex/skills/`) project `.agents/skills/`
 *   gemini  user `~/.gemini/skills/`                        project `.gemini/skills/`
 * The default is the user folder: the skill is the same for every repo, and a project install
 * adds a file to the work tree (meant to be committed, for a team).
 */
import { existsSync, readdirSync, rmdirSync } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { InputError } from "../../errors.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import { packageRoot } from "../../platform/package-root.js";
import { readRegularFile } from "../../platform/read-regular-file.js";

/** The agents that load Agent Skills. */
export const SKILL_AGENTS = ["claude", "codex", "gemini"] as const;
export type SkillAgent = (typeof SKILL_AGENTS)[number];

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

/** The target for an agent: the user folder under `home`, or the project folder under `root`. */
export function skillTarget(
  agent: SkillAgent,
  scope: { home: string; codexHome?: string } | { root: string },
): SkillTarget {
  if ("root" in scope) {
    const dir = { claude: ".claude", codex: ".agents", gemini: ".gemini" }[agent];
    return { base: scope.root, path: join(scope.root, dir, "skills", SKILL_NAME, "SKILL.md") };
  }
  if (agent === "codex" && scope.codexHome !== undefined && scope.codexHome !== "") {
    return {
      base: scope.codexHome,
      path: join(scope.codexHome, "skills", SKILL_NAME, "SKILL.md"),
    };
  }
  // The agent's own folder in the home directory is never removed, even when left empty.
  const dir = join(scope.home, { claude: ".claude", codex: ".codex", gemini: ".gemini" }[agent]);
  return { base: dir, path: join(dir, "skills", SKILL_NAME, "SKILL.md") };
}

/** Whether a SKILL.md is handoff's (any version): its frontmatter names it and it is ours. */
export function isHandoffSkill(text: string): boolean {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  return /^name:\s*handoff\s*$/m.test(front) && text.includes("handoff resume");
}

/** What an install or uninstall did. */
export interface SkillResult {
  path: string;
  changed: boolean;
}

/** Copy the skill to `target`. Refuses (InputError) to replace a file that is not ours. */
export async function installSkill(target: SkillTarget): Promise<SkillResult> {
  const source = await readRegularFile(skillSourcePath());
  const existing = await readExisting(target.path);
  if (existing === source) return { path: target.path, changed: false };
  if (existing !== undefined && !isHandoffSkill(existing)) {
    throw new InputError(
      `${target.path} exists and is not handoff's skill; it was left untouched (move it away to install)`,
      { file: target.path },
    );
  }
  await mkdir(dirname(target.path), { recursive: true });
  await writeFileAtomic(target.path, source);
  return { path: target.path, changed: true };
}

/**
 * The file at the skill's place, or undefined when there is none (or it cannot be read). A FIFO
 * or folder there is refused (exit 2 naming it): never opened for a blocking read, never replaced.
 */
async function readExisting(path: string): Promise<string | undefined> {
  return readRegularFile(path).catch((error: unknown) => {
    if (error instanceof InputError) throw error;
    return undefined;
  });
}

/** Remove our skill from `target`, and the folders that held only it (never `target.base`). */
export async function uninstallSkill(target: SkillTarget): Promise<SkillResult> {
  const existing = await readExisting(target.path);
  if (existing === undefined) return { path: target.path, changed: false };
  if (!isHandoffSkill(existing)) {
    throw new InputError(`${target.path} is not handoff's skill; it was left untouched`, {
      file: target.path,
    });
  }
  await unlink(target.path);
  removeEmptyParents(dirname(target.path), target.base);
  return { path: target.path, changed: true };
}

/** Remove `dir` and its parents while they are empty, stopping below `base`. */
function removeEmptyParents(dir: string, base: string): void {
  let current = dir;
  while (relative(base, current) !== "" && !relative(base, current).startsWith(`..${sep}`)) {
    if (!existsSync(current) || readdirSync(current).length > 0) return;
    rmdirSync(current);
    current = dirname(current);
  }
}
