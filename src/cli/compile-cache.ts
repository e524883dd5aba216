/**
 * Node's compile cache (22.1+, `module.enableCompileCache`), turned on by both executables
 * (`launch.ts`, `bin.ts`) before they load anything: a module compiled before is then read from
 * the cache instead of compiled again. The folder is handoff's own, beside the V8 caches of the
 * turn's script; Node keys each entry by its version and the module's hash and writes entries
 * whole, so concurrent hooks share it safely. Node 20 has none.
 */
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where handoff keeps its compile caches (Node's, and the turn script's V8 cache). */
export function compileCacheRoot(): string {
  return join(tmpdir(), "handoff-compile-cache");
}

/** Turn Node's compile cache on where Node has one; a cache that cannot be used costs only speed. */
export function enableCompileCache(): void {
  const withCache = module as { enableCompileCache?: (dir: string) => unknown };
  if (
    typeof withCache.enableCompileCache !== "function" ||
    process.env["NODE_DISABLE_COMPILE_CACHE"]
  ) {
    return;
  }
  try {
    withCache.enableCompileCache(compileCacheRoot());
  } catch {
    // A cache that cannot be used costs only speed.
  }
}
