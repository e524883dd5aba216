/**
 * The pure stages (STYLE.md §2: check, trim, redact, generate, render, the snapshot, packet and
 * model types and schemas they work on) import nothing that touches the disk or spawns a
 * process, however deep the chain: the snapshot is the seam, and only collect, store, resume,
 * sync and the edges do I/O. "Touches" is read from the import graph: node's disk, process and
 * network modules (with or without `node:`), any of our modules that reaches one, and the I/O
 * folders themselves, through every form of import (static, dynamic, side-effect, re-export,
 * `require`/`createRequire`).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";

const SRC = join(packageRoot(), "src");
/** The pure stages, the data they pass (model/), the byte-level JSON readers and small helpers. */
const PURE = ["check", "trim", "redact", "generate", "render", "search", "model", "json", "util"];
/** Streaming redaction reads a stream it is handed; it is the one I/O-shaped file of redact. */
const PURE_EXCEPTIONS = ["redact/stream.ts"];
/** Node's modules that reach the disk, other processes or the network (`node:` prefix or not). */
const IO_MODULES = [
  "fs",
  "fs/promises",
  "child_process",
  "net",
  "os",
  "http",
  "https",
  "http2",
  "dgram",
  "tls",
  "worker_threads",
  "cluster",
  "readline",
  "readline/promises",
];
const IO_FOLDERS = [
  "collect",
  "store",
  "resume",
  "sync",
  "hooks",
  "cli",
  "mcp",
  "pipeline",
  "platform",
];

function isIoModule(specifier: string): boolean {
  return IO_MODULES.includes(specifier.replace(/^node:/, ""));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/**
 * Every module a file's text imports at run time: `import … from`, `import "…"` (side effect),
 * `export … from` (re-export), `import("…")`, `require("…")` and `createRequire(…)("…")`.
 * Type-only imports and re-exports are left out: they are erased at compile time.
 */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+"([^"]+)"/gms;
  for (const match of text.matchAll(statement)) {
    if (match[2] === undefined) found.push(match[4]!);
  }
  for (const match of text.matchAll(/^\s*import\s+"([^"]+)"/gm)) found.push(match[1]!);
  for (const match of text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) found.push(match[1]!);
  for (const match of text.matchAll(/(?:\brequire|\))\(\s*"([^"]+)"\s*\)/g)) found.push(match[1]!);
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const path = resolve(dirname(from), specifier.replace(/\.js$/, ".ts"));
  return existsSync(path) ? path : null;
}

/** The chain of imports from `file` to the first I/O module or folder, or null. */
function findIo(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of importsOf(readFileSync(file, "utf8"))) {
    if (isIoModule(specifier)) return [specifier];
    const local = resolveLocal(file, specifier);
    if (local === null) {
      // A relative import the walk cannot follow would hide whatever it imports.
      if (specifier.startsWith(".")) return [`${specifier} (not found: the walk cannot follow it)`];
      continue;
    }
    const rel = relative(SRC, local);
    if (IO_FOLDERS.some((folder) => rel.startsWith(`${folder}/`))) return [rel];
    const deeper = findIo(local, seen);
    if (deeper !== null) return [rel, ...deeper];
  }
  return null;
}

test("the pure stages reach no disk, process or I/O folder through any import chain", () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const rel = relative(SRC, file);
    const pure = PURE.some((p) => rel === p || rel.startsWith(`${p}/`));
    if (!pure || PURE_EXCEPTIONS.includes(rel)) continue;
    const chain = findIo(file);
    if (chain !== null) offenders.push(`${rel} → ${chain.join(" → ")}`);
  }
  assert.deepEqual(offenders, []);
});

test("the check finds a chain when one exists", () => {
  // collect/index.ts reads the disk: the walker must see it through its own imports.
  assert.notEqual(findIo(join(SRC, "collect", "index.ts")), null);
  // A module of ours outside the I/O folders that touches the disk is seen by what it imports.
  assert.deepEqual(findIo(join(SRC, "platform", "package-root.ts")), ["node:fs"]);
});

test("every form of a run-time import is seen; type-only ones are not", () => {
  const text = [
    'import { a, type B } from "./a.js";',
    'import type { C } from "./c.js";',
    'import * as d from "node:fs";',
    'import "./side-effect.js";',
    'export { e } from "./e.js";',
    'export * from "./f.js";',
    'export type { G } from "./g.js";',
    'const h = await import("node:child_process");',
    'const i = createRequire(import.meta.url)("node:os");',
    'const j = require("fs");',
    "import {",
    "  k,",
    "  l,",
    '} from "./multi-line.js";',
  ].join("\n");
  assert.deepEqual(importsOf(text).sort(), [
    "./a.js",
    "./e.js",
    "./f.js",
    "./multi-line.js",
    "./side-effect.js",
    "fs",
    "node:child_process",
    "node:fs",
    "node:os",
  ]);
  assert.ok(isIoModule("fs/promises") && isIoModule("node:child_process"));
  assert.ok(!isIoModule("node:path") && !isIoModule("node:crypto"));
});

test("the packet's types import nothing from the snapshot (one way: the snapshot builds on the packet)", () => {
  const imports = importsOf(readFileSync(join(SRC, "model", "packet", "types.ts"), "utf8"));
  const all = readFileSync(join(SRC, "model", "packet", "types.ts"), "utf8");
  assert.deepEqual(imports, []);
  assert.ok(!/import\(\s*"[^"]*snapshot/.test(all), "no inline import() of the snapshot types");
});
