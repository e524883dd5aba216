/**
 * Creating `.handoff/`. It holds a `.gitignore` of `*` from the start, so the registry never
 * shows up in `git status` or gets committed by accident: it travels through
 * `refs/handoff/registry` (`handoff push`). To commit it on the branch instead, edit that file
 * (docs/sync.md says how).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { handoffDir, handoffPath } from "./paths.js";

const GITIGNORE = `# handoff's registry: local by default, shared through refs/handoff/registry (handoff push).
*
`;

/** Make `.handoff/` (and its `.gitignore`) when missing; a no-op when they exist. */
export async function ensureHandoffDir(root: string): Promise<void> {
  await mkdir(handoffDir(root), { recursive: true });
  const path = handoffPath(root, ".gitignore");
  await writeFile(path, GITIGNORE, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
}

/** `ensureHandoffDir` in one go, for a caller that appends a line and is done (the hook log). */
export function ensureHandoffDirSync(root: string): void {
  mkdirSync(handoffDir(root), { recursive: true });
  try {
    writeFileSync(handoffPath(root, ".gitignore"), GITIGNORE, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
