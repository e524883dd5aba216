import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

/**
 * The directory holding this package's package.json, found by walking up from this module, so
 * shipped assets (schema/, examples/) resolve the same from `dist/` or from any build folder.
 */
export function packageRoot(): string {
  if (cached !== undefined) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + import.meta.url);
    dir = parent;
  }
  cached = dir;
  return dir;
}
