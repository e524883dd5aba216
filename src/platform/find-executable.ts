/**
 * Where a command would be found on PATH, as a shell would look for it: the first directory
 * holding an executable regular file of that name. `handoff continue --exec` says plainly which
 * agent CLI is missing rather than fail inside spawn; `hooks install` checks that `handoff`
 * resolves before it writes the bare name into a hook entry.
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
