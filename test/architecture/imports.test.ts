/**
 * The pure stages (STYLE.md §2: check, trim, redact, generate, render, and the snapshot and
 * packet types they work on) import nothing that touches the disk or spawns a process, however
 * deep the chain: the snapshot is the seam, and only collect, store, resume, sync and the edges
 * do I/O.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/util/package-root.js";

const SRC = join(packageRoot(), "src");
const PURE = ["check", "trim", "redact", "generate", "render", "snapshot", "packet/types.ts"];
/** Streaming redaction reads a stream it is handed; it is the one I/O-shaped file of redact. */
const PURE_EXCEPTIONS = ["redact/stream.ts"];
const IO_MODULES = ["node:fs", "node:fs/promises", "node:child_process", "node:net", "node:os"];
const IO_FOLDERS = ["collect", "store", "resume", "sync", "hooks", "cli", "mcp", "pipeline"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Every module a file imports, statically or dynamically (type-only imports excluded). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gms)) {
    if (match[1] === undefined) found.push(match[2]!);
  }
  for (const match of text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) found.push(match[1]!);
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
  for (const specifier of importsOf(file)) {
    if (IO_MODULES.includes(specifier)) return [specifier];
    const local = resolveLocal(file, specifier);
    if (local === null) continue;
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
});

test("the packet's types import nothing from the snapshot (one way: the snapshot builds on the packet)", () => {
  const imports = importsOf(join(SRC, "packet", "types.ts"));
  const all = readFileSync(join(SRC, "packet", "types.ts"), "utf8");
  assert.deepEqual(imports, []);
  assert.ok(!/import\(\s*"[^"]*snapshot/.test(all), "no inline import() of the snapshot types");
});
