/**
 * A path an agent or a person names (absolute, or relative to a working directory) as the
 * repo-relative paths it stands for: as written, and as it really is when a symlink on the way
 * leads elsewhere in the repo (`link/x.ts` where `link -> migrations`). The recall looks up both;
 * a path outside the repository stands for none.
 */
import { realpathSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { relativeWithin } from "../util/within.js";

/**
 * The repo-relative spellings of a path the tool names (absolute, or relative to its cwd): as
 * written, and as it really is when a symlink on the way leads elsewhere in the repo. A path
 * outside the repository has none.
 */
export function repoPaths(top: string, cwd: string, path: string): string[] {
  const absolute = resolve(cwd, path);
  const out = new Set<string>();
  const given = relativeWithin(top, absolute);
  if (given !== null && given !== "") out.add(toSlashes(given));
  const real = realPathOf(absolute);
  const realTop = realPathOf(top);
  if (real !== null && realTop !== null) {
    const inside = relativeWithin(realTop, real);
    if (inside !== null && inside !== "") out.add(toSlashes(inside));
  }
  return [...out];
}

/** The real path of `path`, or of its nearest existing folder joined with the rest (a new file). */
function realPathOf(path: string): string | null {
  const rest: string[] = [];
  for (let probe = path; ; ) {
    try {
      return join(realpathSync(probe), ...rest);
    } catch {
      const parent = dirname(probe);
      if (parent === probe) return null;
      rest.unshift(basename(probe));
      probe = parent;
    }
  }
}

function toSlashes(path: string): string {
  return sep === "/" ? path : path.split(sep).join("/");
}
