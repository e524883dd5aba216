/**
 * A CommonJS-shaped script (the Stop path's flat entry, `dist/bin/turn-hook.cjs`) run through
 * V8's code cache: `vm.Script` given the `cachedData` a run before it produced, so V8 neither
 * parses nor compiles what that run compiled. Node 20 has no compile cache of its own, and an
 * ES module cannot be given one; the script is wrapped as Node wraps a CommonJS module.
 *
 * The cache is a file per script and Node, in a folder of this user's only under the temp
 * folder's `handoff-compile-cache` (where bin.ts keeps Node's own compile cache), named by the
 * Node version, the platform and the script's hash. It is written whole and atomically (a
 * temp file renamed), after the run, only when there was none or V8 rejected it; a cache V8
 * rejects is ignored. Any failure of the cache costs only speed; a script that cannot be
 * loaded at all throws, and the caller loads its code the usual way.
 */
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Script } from "node:vm";

/** A loaded script: its exports, and the cache's save when this run should write one. */
export interface CachedScript<T> {
  exports: T;
  /** Whether V8 took the code from the cache. */
  fromCache: boolean;
  /** Write the cache now (after the run, so that it holds what the run compiled); never throws. */
  saveCache: () => void;
}

/**
 * The wrapper's parameters: Node's CommonJS ones, and the script's own URL for `import.meta.url`.
 * The build writes it around `turn-hook.cjs` (scripts/cli-bundle.mjs, the same text): a file that
 * starts with it is compiled as read, without a copy of its megabyte joined to the wrapper.
 */
export const SCRIPT_HEAD =
  "(function (exports, require, module, __filename, __dirname, __handoffScriptUrl) {";
export const SCRIPT_TAIL = "\n})";

/**
 * Load `file` (a CommonJS script) with the code cache kept in `cacheRoot`; throws only when the
 * script itself cannot be read, compiled or run.
 */
export function loadCachedScript<T>(file: string, cacheRoot: string): CachedScript<T> {
  const bytes = readFileSync(file);
  const source = bytes.toString("utf8");
  const key = createHash("sha256")
    .update(`${process.version}\0${process.platform}\0${process.arch}\0`)
    .update(bytes)
    .digest("hex")
    .slice(0, 32);
  const folder = ownFolder(cacheRoot);
  const cacheFile = folder === null ? null : join(folder, `${basename(file)}-${key}.v8`);
  const cachedData = cacheFile === null ? undefined : readCache(cacheFile);
  const wrapped = source.startsWith(SCRIPT_HEAD) ? source : `${SCRIPT_HEAD}${source}${SCRIPT_TAIL}`;
  const script = new Script(wrapped, {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  const fromCache = cachedData !== undefined && script.cachedDataRejected !== true;
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} as T };
  wrapper.call(
    module.exports,
    module.exports,
    createRequire(file),
    module,
    file,
    dirname(file),
    pathToFileURL(file).href,
  );
  const saveCache =
    fromCache || cacheFile === null ? () => undefined : () => writeCache(cacheFile, script);
  return { exports: module.exports, fromCache, saveCache };
}

/**
 * This user's cache folder under `root`, made private if new; null when it is not a folder of
 * this user's that only they can write (a cache in it is code this process would run).
 */
function ownFolder(root: string): string | null {
  try {
    const uid = process.getuid?.();
    const folder = join(root, `v8-scripts-${uid ?? "user"}`);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stat = lstatSync(folder);
    if (!stat.isDirectory() || (stat.mode & 0o022) !== 0) return null;
    if (uid !== undefined && stat.uid !== uid) return null;
    return folder;
  } catch {
    return null;
  }
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: Script): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, script.createCachedData(), { mode: 0o600 });
    renameSync(temp, file);
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // Left for the temp folder's own cleaning.
    }
  }
}
