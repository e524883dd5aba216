/**
 * "Is this path inside the root", asked once for the whole tool: a claim about a file resume
 * checks, a transcript path the packet names, a registry path, a symlink's target. Pure path
 * arithmetic, no disk: symlinks are the caller's (platform/inside-root.ts resolves them first).
 * Written out by hand it goes wrong one way or another: `relative(...).startsWith("..")` takes a
 * file named `..foo` for the parent, and a prefix test takes `/repo2` for part of `/repo`.
 */
import { isAbsolute, relative, sep } from "node:path";

/**
 * `path` relative to `root` ("" for the root itself) when it is the root or below it, else null.
 * Both are resolved first (a relative one against the working directory), so `a/../b` and a
 * trailing separator are judged where they land. A path on another drive (Windows) is outside.
 */
export function relativeWithin(root: string, path: string): string | null {
  const rel = relative(root, path);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel;
}

/** True when `path` is `root` or below it (see `relativeWithin`). */
export function isWithin(root: string, path: string): boolean {
  return relativeWithin(root, path) !== null;
}
