import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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

/** Test folders that prove no one folder of src/ (ARCHITECTURE.md names each). */
const CROSS_CUTTING = ["e2e", "architecture", "bench", "plugin", "agents"];

test("every test file sits in a folder that mirrors one of src/, or in a cross-cutting one", () => {
  const root = packageRoot();
  const misplaced = sourceFiles(join(root, "test"))
    // test/agents/node_modules holds the agent CLIs once `npm run test:agents` installed them.
    .filter((path) => path.endsWith(".test.ts") && !path.includes("/node_modules/"))
    .map((path) => relative(join(root, "test"), path))
    .filter((rel) => {
      const folder = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/")) : "";
      if (CROSS_CUTTING.includes(folder.split("/")[0] ?? "")) return false;
      return folder === "" || !existsSync(join(root, "src", folder));
    });
  assert.deepEqual(
    misplaced,
    [],
    "move these tests to the test/ folder that mirrors their src/ folder",
  );
});
