/**
 * Where a command would be found on PATH, as a shell would look for it: the first directory
 * holding an executable regular file of that name. Used by `handoff continue --exec` to say
 * plainly which agent CLI is missing rather than fail inside spawn.
 */
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The absolute path of `name` on `path` (a PATH value), or null. */
export function findExecutable(name: string, path: string | undefined): string | null {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next directory.
    }
  }
  return null;
}
