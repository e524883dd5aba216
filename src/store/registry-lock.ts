/**
 * The registry's lock, `.handoff/lock`: the lock file primitive (platform/lock.ts) at the
 * registry's path, with `.handoff/` made first.
 */
import { type LockOptions, withLockFile } from "../platform/lock.js";
import { ensureHandoffDir } from "./handoff-dir.js";
import { lockPath } from "./paths.js";

/** Run `fn` while holding `.handoff/lock`. Creates `.handoff/` when missing. */
export async function withLock<T>(
  root: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  await ensureHandoffDir(root);
  return withLockFile(lockPath(root), fn, options);
}
