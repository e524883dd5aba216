import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

test("ARCHITECTURE.md has a line for every file under src/", () => {
  const root = packageRoot();
  const map = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");
  const missing = sourceFiles(join(root, "src")).filter((path) => {
    const rel = relative(root, path);
    const folder = rel.slice(0, rel.lastIndexOf("/"));
    const name = rel.slice(rel.lastIndexOf("/") + 1);
    const section = map.indexOf(`### \`${folder}/\``);
    if (section === -1) return true;
    const next = map.indexOf("\n### ", section + 1);
    return !map.slice(section, next === -1 ? undefined : next).includes(`- \`${name}\` — `);
  });
  assert.deepEqual(missing, [], "add these files to ARCHITECTURE.md");
});
