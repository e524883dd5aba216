/**
 * The symlink guard: a file the tool finds inside the repo (a workbench file, the feedback log,
 * anything under `.handoff/`) may be a symlink, and a symlink may point anywhere. The tool never
 * reads or writes through one that leaves the repository: a crafted `agent_state.json ->
 * ~/.ssh/id_rsa` or `.handoff -> /etc` is refused (InputError, exit 2) rather than followed.
 * Symlinks that stay inside the repository are followed as usual.
 */
import { lstatSync, realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { InputError } from "../errors.js";
import { isWithin } from "../util/within.js";

/**
 * Throw an InputError when `path` (absolute, under `root`), or the nearest ancestor of it that
 * exists, resolves through a symlink to somewhere outside `root`. A path that does not exist yet
 * is checked by its existing ancestors, so a write into `.handoff/` is refused when `.handoff`
 * itself points outside. `label` names the file in the message.
 */
export function assertInsideRoot(root: string, path: string, label: string): void {
  const realRoot = resolveRoot(root);
  if (realRoot === null) return; // no root to escape from: the caller's own error says so
  const real = resolveExisting(resolve(path), label);
  if (real === null) return;
  if (!isWithin(realRoot, real)) {
    throw new InputError(
      `${label}: points outside the repository (a symlink to ${real}); refusing to follow it`,
      { file: label },
    );
  }
}

/**
 * The real path of `path`'s deepest part that exists, or null when nothing up to the file-system
 * root exists. A file that vanishes between the walk and realpath (another writer's lock,
 * released right then) is not a broken symlink: the walk runs again from its parent.
 */
function resolveExisting(path: string, label: string): string | null {
  let probe = path;
  for (;;) {
    // Walk up to the deepest part of the path that exists (lstat: a dangling link exists too).
    try {
      lstatSync(probe);
    } catch {
      const parent = dirname(probe);
      if (parent === probe) return null;
      probe = parent;
      continue;
    }
    try {
      return realpathSync.native(probe);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ELOOP") throw new InputError(`${label}: symlink loop`, { file: label });
      if (!isSymlink(probe)) continue; // gone since lstat: look again
      // A dangling symlink: where it points does not exist, so nothing can be read through it,
      // but a write would create a file wherever it points.
      throw new InputError(`${label}: is a broken symlink`, { file: label });
    }
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Real paths of the roots seen: a command guards dozens of paths under one root. */
const realRoots = new Map<string, string>();

function resolveRoot(root: string): string | null {
  const known = realRoots.get(root);
  if (known !== undefined) return known;
  try {
    const real = realpathSync.native(root);
    realRoots.set(root, real);
    return real;
  } catch {
    return null;
  }
}
