// Which compiled test files are the unit tier (`npm run test:unit`): those whose static and
// dynamic import graph reaches no child process, no worker thread and no sleep. Judged from the
// code, not from a list kept by hand, so a new test lands in the right tier by itself: a test that
// builds a real git repo imports the helper that runs git, and is the spawn tier.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Builtins a unit test may not reach: they start processes or threads. */
const SPAWNING = new Set([
  "node:child_process",
  "child_process",
  "node:worker_threads",
  "worker_threads",
]);
/** A wait on the clock in a test file itself (a sleep or a timer it waits for). */
const CLOCK = /\bsetTimeout\s*\(|\bsetInterval\s*\(|timers\/promises/;
const IMPORT =
  /(?:\bimport\s*(?:[^"'()]*?\sfrom\s*)?|\bexport\s*[^"'()]*?\sfrom\s*|\bimport\s*\(\s*)["']([^"']+)["']/g;

/** The specifiers a compiled module imports, static or dynamic (string literals only). */
export function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((match) => match[1]);
}

/**
 * Whether `file` (a compiled test) is a unit test: nothing it can load spawns or starts a thread,
 * and the test file itself sets no timer. `cache` memoises per module across files.
 */
export function isUnitTest(file, cache = new Map()) {
  if (CLOCK.test(readFileSync(file, "utf8"))) return false;
  return !reachesSpawn(resolve(file), cache, new Set());
}

function reachesSpawn(path, cache, seen) {
  const known = cache.get(path);
  if (known !== undefined) return known;
  if (seen.has(path)) return false;
  seen.add(path);
  let found = false;
  for (const specifier of importsOf(readFileSync(path, "utf8"))) {
    if (SPAWNING.has(specifier)) {
      found = true;
      break;
    }
    if (!specifier.startsWith(".")) continue;
    const next = resolve(dirname(path), specifier);
    if (existsSync(next) && reachesSpawn(next, cache, seen)) {
      found = true;
      break;
    }
  }
  cache.set(path, found);
  return found;
}
