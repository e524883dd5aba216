/**
 * The sha256 prefix of a few repo files, for the proof notes that name them: hashed when the
 * proof is recorded and again when a packet is written, so a proof whose files changed after it
 * is not carried as open. Only regular files inside the root count (a FIFO is never opened for a
 * blocking read, a path through a symlink out of the repo is not followed); big files are not
 * hashed, so naming one costs no read of it.
 */
import { createHash } from "node:crypto";
import { lstat, realpath } from "node:fs/promises";
import { join } from "node:path";
import { isWithin } from "../util/within.js";
import { readRegularFile } from "./read-regular-file.js";

/** Files above this size are left out: a proof names source and test files, not artefacts. */
const MAX_HASHED_BYTES = 4 * 1024 * 1024;

/** Each path (repo-relative, `/`-separated) to its sha256 prefix, or null when it is no file now. */
export async function hashRepoFiles(
  root: string,
  paths: readonly string[],
): Promise<Record<string, string | null>> {
  const hashes: Record<string, string | null> = {};
  const realRoot = await realpath(root).catch(() => root);
  await Promise.all(
    paths.map(async (path) => {
      hashes[path] = await hashFile(realRoot, path);
    }),
  );
  return hashes;
}

async function hashFile(root: string, path: string): Promise<string | null> {
  const full = join(root, ...path.split("/"));
  if (!isWithin(root, full)) return null;
  const info = await lstat(full).catch(() => null);
  if (info === null || !info.isFile() || info.size > MAX_HASHED_BYTES) return null;
  const real = await realpath(full).catch(() => null);
  if (real === null || !isWithin(root, real)) return null;
  const bytes = await readRegularFile(real, path, null).catch(() => null);
  return bytes === null ? null : createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
