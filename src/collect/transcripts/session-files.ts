/**
 * The folder walking the agents' session locators share (`agents/<id>/locate.ts`, used by
 * `find-session.ts`): regular files of a folder with their modification time (a FIFO would
 * block a read), subfolders, the newest of a list.
 */
import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";

/** A transcript file found, with its modification time (ms). */
export interface Candidate {
  path: string;
  mtime: number;
}

/** The regular files of `dir` whose names `keep` accepts; none when it cannot be read. */
export async function regularFiles(
  dir: string,
  keep: (name: string) => boolean,
): Promise<Candidate[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: Candidate[] = [];
  for (const name of names.filter(keep)) {
    const path = join(dir, name);
    const stat = await lstat(path).catch(() => null);
    if (stat?.isFile()) out.push({ path, mtime: stat.mtimeMs });
  }
  return out;
}

/** The subfolders of `dir`; none when it cannot be read. */
export async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name));
}

/** The most recently modified candidate (the first of equals), or null. */
export function newest(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const c of candidates) if (best === null || c.mtime > best.mtime) best = c;
  return best;
}
