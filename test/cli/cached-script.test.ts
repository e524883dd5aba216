/**
 * A script run through V8's code cache (`cached-script.ts`): the first run keeps a cache, the
 * next takes it and gives the same exports; a cache V8 rejects (torn, foreign) is ignored and
 * replaced; a cache folder others may write is never read; the script's own URL stands for
 * `import.meta.url`. Each load whose cache is in question runs in a process of its own: within
 * one process V8 takes a script it compiled before from memory, and never reads the file's cache.
 */
import assert from "node:assert/strict";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadCachedScript } from "../../src/cli/cached-script.js";
import { removeDir } from "../helpers/temp-repo.js";

interface Exports {
  answer: (n: number) => number;
  url: string;
  file: string;
  hasRequire: boolean;
}

const SCRIPT = `"use strict";
function square(n) { return n * n; }
module.exports = {
  answer: (n) => square(n) + 1,
  url: __handoffScriptUrl,
  file: __filename,
  hasRequire: typeof require("node:path").join === "function",
};
`;

/** Load `file` in a new process, save its cache, and say whether V8 took it from the cache. */
function loadInChild(
  file: string,
  root: string,
  n: number,
): { fromCache: boolean; answer: number } {
  const module = pathToFileURL(
    join(
      fileURLToPath(new URL(".", import.meta.url)),
      "..",
      "..",
      "src",
      "cli",
      "cached-script.js",
    ),
  ).href;
  const code = `import { loadCachedScript } from ${JSON.stringify(module)};
const loaded = loadCachedScript(${JSON.stringify(file)}, ${JSON.stringify(root)});
const answer = loaded.exports.answer(${n});
loaded.saveCache();
process.stdout.write(JSON.stringify({ fromCache: loaded.fromCache, answer }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", code], {
    encoding: "utf8",
  });
  return JSON.parse(out) as { fromCache: boolean; answer: number };
}

function cacheFiles(root: string): string[] {
  const folder = readdirSync(root).find((name) => name.startsWith("v8-scripts-"));
  return folder === undefined
    ? []
    : readdirSync(join(root, folder)).map((n) => join(root, folder, n));
}

test("the first load keeps a code cache after the run, the next takes it; the exports are the same", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-cached-script-"));
  try {
    const file = join(dir, "entry.cjs");
    writeFileSync(file, SCRIPT);
    const root = join(dir, "cache");
    const first = loadCachedScript<Exports>(file, root);
    assert.equal(first.fromCache, false);
    assert.equal(first.exports.answer(3), 10);
    assert.equal(first.exports.url, pathToFileURL(file).href);
    assert.equal(first.exports.file, file);
    assert.equal(first.exports.hasRequire, true);
    assert.deepEqual(cacheFiles(root), [], "written before the run was over");
    first.saveCache();
    const [cache] = cacheFiles(root);
    assert.ok(cache !== undefined);
    assert.deepEqual(loadInChild(file, root, 4), { fromCache: true, answer: 17 });
    assert.deepEqual(cacheFiles(root), [cache]);

    // Another script (a new build) is another cache; the old one is not taken for it.
    writeFileSync(file, SCRIPT.replace("+ 1", "+ 2"));
    assert.deepEqual(loadInChild(file, root, 3), { fromCache: false, answer: 11 });
    assert.equal(cacheFiles(root).length, 2);
  } finally {
    removeDir(dir);
  }
});

test("a cache V8 rejects is ignored and written anew; a folder others may write is never used", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-cached-script-"));
  try {
    const file = join(dir, "entry.cjs");
    writeFileSync(file, SCRIPT);
    const root = join(dir, "cache");
    assert.deepEqual(loadInChild(file, root, 2), { fromCache: false, answer: 5 });
    const [cache = ""] = cacheFiles(root);
    const whole = readFileSync(cache);
    for (const bad of [Buffer.from("not a code cache"), whole.subarray(0, 64), Buffer.alloc(0)]) {
      writeFileSync(cache, bad);
      assert.deepEqual(loadInChild(file, root, 2), { fromCache: false, answer: 5 });
      // Written anew, and taken by the next run.
      assert.deepEqual(loadInChild(file, root, 2), { fromCache: true, answer: 5 });
    }

    const open = join(dir, "open");
    const folder = join(open, `v8-scripts-${process.getuid?.() ?? "user"}`);
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o777);
    assert.deepEqual(loadInChild(file, open, 1), { fromCache: false, answer: 2 });
    assert.deepEqual(readdirSync(folder), []);
  } finally {
    removeDir(dir);
  }
});

test("a script that cannot be read throws: the caller loads its code the usual way", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-cached-script-"));
  try {
    assert.throws(() => loadCachedScript(join(dir, "missing.cjs"), join(dir, "cache")));
  } finally {
    removeDir(dir);
  }
});
