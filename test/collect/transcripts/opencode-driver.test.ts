/**
 * On a Node without `node:sqlite` (20), OpenCode's database is read with better-sqlite3, whose
 * native part an install with `--ignore-scripts` (the README's route) never built. Reading an
 * opencode.db then says what to do, in one line, instead of better-sqlite3's list of binding
 * paths (where Node has its own SQLite the addon is never loaded). The unbuilt module is stood in for by a module hook whose constructor throws as the
 * real one does; the CLI runs as a real process (exit code and stderr are the contract).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { cliPath, makeExampleRepo, removeDir } from "../../helpers/temp-repo.js";

/** Node 22.13+ reads the database with its own SQLite: the addon is never loaded there. */
async function hasBuiltinSqlite(): Promise<boolean> {
  try {
    const name = "node:sqlite";
    const mod = (await import(name)) as { StatementSync?: { prototype: { iterate?: unknown } } };
    return typeof mod.StatementSync?.prototype.iterate === "function";
  } catch {
    return false;
  }
}

const UNBUILT = `export default class {
  constructor() { throw new Error("Could not locate the bindings file. Tried: /x/build/better_sqlite3.node"); }
}`;

const builtin = await hasBuiltinSqlite();

test("an unbuilt better-sqlite3 reads as what to do, with no binding paths", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-driver-"));
  const repo = makeExampleRepo();
  try {
    writeFileSync(
      join(dir, "hooks.mjs"),
      `export async function resolve(specifier, context, next) {
  if (specifier === "better-sqlite3") {
    return { url: "data:text/javascript," + encodeURIComponent(${JSON.stringify(UNBUILT)}), shortCircuit: true };
  }
  return next(specifier, context);
}\n`,
    );
    writeFileSync(
      join(dir, "register.mjs"),
      `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(join(dir, "hooks.mjs")).href)});\n`,
    );
    const db = join(dir, "opencode.db");
    writeFileSync(db, "");
    const out = spawnSync(
      process.execPath,
      [
        "--import",
        pathToFileURL(join(dir, "register.mjs")).href,
        cliPath(),
        "write",
        "--transcript",
        db,
        "--agent",
        "opencode",
        "--allow-dirty",
      ],
      { cwd: repo, encoding: "utf8" },
    );
    assert.equal(out.status, 2, out.stderr);
    // With node:sqlite the addon is never loaded, and the empty file is what is wrong.
    assert.match(
      out.stderr,
      builtin ? /not an OpenCode database/ : /reinstall handoff without --ignore-scripts/,
    );
    assert.doesNotMatch(out.stderr, /bindings|better_sqlite3\.node|\n\s+at /);
  } finally {
    removeDir(dir);
    removeDir(repo);
  }
});
