/**
 * Crash-safe file writes: a reader sees the old bytes or the new bytes, never a torn file, even
 * when the writer is killed with SIGKILL at any instant (SPEC §7).
 */
import { randomBytes } from "node:crypto";
import { lstat, open, readdir, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** Temp files are `.<name>.<pid>.<random>.tmp`, in the directory of the file they replace. */
const TEMP_PATTERN = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** True for a temp file name left by `writeFileAtomic` (readers skip these). */
export function isTempFileName(name: string): boolean {
  return TEMP_PATTERN.test(name);
}

/**
 * Write `data` to `path` atomically: temp file in the same directory (rename is only atomic
 * within one file system), fsync the data, rename over the target, fsync the directory so the
 * rename itself survives a power loss (`syncDir: false` when the caller writes several files in
 * one directory and syncs it once). The temp file is removed when anything fails.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  { syncDir = true }: { syncDir?: boolean } = {},
): Promise<void> {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  if (syncDir) await syncDirectory(dir);
}

/** fsync a directory so a rename or create in it is durable; a no-op where unsupported. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // Some platforms (Windows) cannot open or fsync a directory; the rename is still atomic.
  } finally {
    await handle?.close();
  }
}

/** True when a process with this pid exists (signal 0 checks without signalling). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A temp file younger than this may belong to a writer still at work (its pid says nothing of a
 * writer on another host sharing the disk, or in another pid namespace): it is never swept.
 */
export const TEMP_STALE_MS = 5 * 60_000;

/** Past this age a temp file whose pid is alive is an orphan all the same: the pid was reused. */
const TEMP_ORPHAN_MS = 60 * 60_000;

/**
 * Remove temp files left in `dir` by writers that were killed: older than `TEMP_STALE_MS`, and
 * either their pid is gone or they are older than an hour. Returns how many were removed.
 */
export async function sweepStaleTempFiles(dir: string, now: number = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const match = TEMP_PATTERN.exec(name);
    if (match === null) continue;
    const path = join(dir, name);
    try {
      const age = now - (await lstat(path)).mtimeMs;
      if (age < TEMP_STALE_MS) continue;
      if (age < TEMP_ORPHAN_MS && isProcessAlive(Number(match[1]))) continue;
      await unlink(path);
      removed++;
    } catch {
      // Another sweeper (or its writer's rename) got there first.
    }
  }
  return removed;
}
