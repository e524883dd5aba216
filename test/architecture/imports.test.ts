/**
 * Two rules on the import graph of src/, read from the text of every file:
 *
 * 1. The pure stages (STYLE.md §2: check, trim, redact, generate, render, the snapshot, packet and
 *    model types and schemas they work on) import nothing that touches the disk or spawns a
 *    process, however deep the chain: the snapshot is the seam. "Touches" is read from the import
 *    graph: node's disk, process and network modules (with or without `node:`), any of our modules
 *    that reaches one, and the I/O folders themselves, through every form of run-time import
 *    (static, dynamic, side-effect, re-export, `require`/`createRequire`).
 * 2. Layers point down (STYLE.md §14): every import, `import type` and `import("…").T` included, goes
 *    to the importer's own layer or below, and neither files nor folders import each other in a
 *    circle. Type imports count because a type that must come from above says the code is in the
 *    wrong place, even when the compiler erases the arrow.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";

const SRC = join(packageRoot(), "src");
/** The pure stages, the data they pass (model/), the byte-level JSON readers and small helpers. */
const PURE = [
  "check",
  "trim",
  "redact",
  "generate",
  "render",
  "search",
  "recall",
  "model",
  "json",
  "util",
];
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

/**
 * The layers, bottom first (STYLE.md §14). A file's layer is its top folder under src/. The pure
 * core is one layer: its folders may import each other in any direction the folder-cycle check
 * allows, because their order (model below json? util below model?) is a fact of today's code, not
 * a rule worth a test. `errors.ts` is at the bottom (anything may throw a typed error), `index.ts`
 * at the top (the library's front door re-exports from every layer).
 */
const LAYERS: readonly (readonly string[])[] = [
  ["errors.ts"],
  // search/ (ranking over packets, pure) joined the pure core after STYLE §14 listed it.
  ["util", "json", "model", "redact", "trim", "check", "render", "generate", "search", "recall"],
  ["platform"],
  ["collect", "store"],
  ["resume", "sync", "pipeline"],
  ["hooks", "cli", "mcp"],
  ["index.ts"],
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
  return allImportsOf(text)
    .filter((i) => !i.typeOnly)
    .map((i) => i.specifier);
}

/** One import of a file: what it names, and whether the compiler erases it. */
interface Import {
  specifier: string;
  typeOnly: boolean;
}

/**
 * Every module a file's text names in an import, type-only ones included: the forms `importsOf`
 * reads, plus `import type … from`, `export type … from`. An `import("…")` is counted once, as a
 * run-time import, whether it is an expression or a type (`import("./x.js").T`).
 */
export function allImportsOf(text: string): Import[] {
  const found: Import[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+"([^"]+)"/gms;
  for (const match of text.matchAll(statement)) {
    found.push({ specifier: match[4]!, typeOnly: match[2] !== undefined });
  }
  for (const match of text.matchAll(/^\s*import\s+"([^"]+)"/gm)) {
    found.push({ specifier: match[1]!, typeOnly: false });
  }
  for (const match of text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) {
    found.push({ specifier: match[1]!, typeOnly: false });
  }
  for (const match of text.matchAll(/(?:\brequire|\))\(\s*"([^"]+)"\s*\)/g)) {
    found.push({ specifier: match[1]!, typeOnly: false });
  }
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

/** A graph as adjacency sets: node → the nodes it imports. */
type Graph = Map<string, Set<string>>;

/** src/'s files (paths relative to src/) and what each imports, type imports included. */
function fileGraph(): { graph: Graph; unresolved: string[] } {
  const graph: Graph = new Map();
  const unresolved: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, file);
    const targets = new Set<string>();
    for (const { specifier } of allImportsOf(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const local = resolveLocal(file, specifier);
      if (local === null) unresolved.push(`${from} → ${specifier}`);
      else if (local !== file) targets.add(relative(SRC, local));
    }
    graph.set(from, targets);
  }
  return { graph, unresolved };
}

/** A file's layer: its top folder under src/ (or its own name at the top of src/). */
export function layerOf(rel: string): number {
  const top = rel.split("/")[0]!;
  const index = LAYERS.findIndex((layer) => layer.includes(top));
  if (index < 0) throw new Error(`${rel}: its top folder "${top}" is in no layer of LAYERS`);
  return index;
}

/**
 * The graph between folders: an import from `a/b/x.ts` to `a/c/y.ts` is an arrow from folder
 * `a/b` to folder `a/c`, at whatever depth the two paths part (`collect/git/…` → `store/…` is
 * `collect` → `store`). A folder holds its subfolders, so an import between a folder's own
 * files and its subfolders (`cli/main.ts` → `cli/commands/`, `cli/commands/` → `cli/args.ts`)
 * is inside one folder, not between two: the entry point and the shared helpers of a folder sit
 * at its top, its parts below. The file-cycle check still sees any circle through them.
 */
export function folderGraph(graph: Graph): Graph {
  const out: Graph = new Map();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = from.split("/");
      const b = to.split("/");
      let depth = 0;
      while (a[depth] === b[depth]) depth += 1;
      // Both paths must go on into a folder where they part (a file there is not a folder).
      if (depth >= a.length - 1 || depth >= b.length - 1) continue;
      const source = a.slice(0, depth + 1).join("/");
      const target = b.slice(0, depth + 1).join("/");
      if (!out.has(source)) out.set(source, new Set());
      if (!out.has(target)) out.set(target, new Set());
      out.get(source)!.add(target);
    }
  }
  return out;
}

/**
 * The cycles of a graph: its strongly connected components with more than one node, each sorted,
 * found by Tarjan's algorithm (iterative: the file graph is deep enough to matter).
 */
export function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; edges: string[]; at: number }[] = [];
    const open = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])].sort(), at: 0 });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.at < frame.edges.length) {
        const to = frame.edges[frame.at]!;
        frame.at += 1;
        if (!index.has(to)) open(to);
        else if (onStack.has(to))
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) {
        low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Imports that go to a higher layer than the importer's, as "from → to". */
export function upwardImports(graph: Graph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (layerOf(to) > layerOf(from)) found.push(`${from} → ${to}`);
  }
  return found.sort();
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

test("layers point down: no file cycle, no folder cycle, no upward import (type imports included)", (t) => {
  const { graph, unresolved } = fileGraph();
  assert.deepEqual(unresolved, [], "every relative import resolves to a file of src/");
  const fileCycles = cyclesOf(graph);
  const folders = folderGraph(graph);
  const folderCycles = cyclesOf(folders);
  const upward = upwardImports(graph);
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  const folderCount = new Set([...graph.keys()].map(dirname).filter((d) => d !== ".")).size;
  t.diagnostic(
    `${graph.size} files, ${edges} imports (type imports included), ${folderCount} folders: ` +
      `${fileCycles.length} file cycles, ${folderCycles.length} folder cycles, ` +
      `${upward.length} upward imports`,
  );
  for (const cycle of fileCycles) t.diagnostic(`file cycle: ${cycle.join(" ↔ ")}`);
  for (const cycle of folderCycles) t.diagnostic(`folder cycle: ${cycle.join(" ↔ ")}`);
  for (const arrow of upward) t.diagnostic(`upward: ${arrow}`);
  assert.deepEqual(fileCycles, [], "no two files import each other, directly or around a circle");
  assert.deepEqual(
    folderCycles,
    [],
    "no two folders import each other, directly or around a circle",
  );
  assert.deepEqual(upward, [], "every import goes to its own layer or below");
});

test("the layer check sees a cycle, a folder cycle and an upward import when one exists", () => {
  const graph: Graph = new Map([
    ["collect/a.ts", new Set(["collect/b.ts", "hooks/c.ts"])],
    ["collect/b.ts", new Set(["collect/a.ts"])],
    ["hooks/c.ts", new Set(["platform/d.ts"])],
    ["platform/d.ts", new Set(["errors.ts"])],
    ["util/e.ts", new Set(["model/f.ts"])],
    ["model/f.ts", new Set(["util/g.ts"])],
    ["util/g.ts", new Set()],
    ["errors.ts", new Set()],
    // Deeper: hooks/p/x → hooks/w/y → hooks/p/z is a circle between hooks/p and hooks/w.
    ["hooks/p/x.ts", new Set(["hooks/w/y.ts"])],
    ["hooks/w/y.ts", new Set(["hooks/p/z.ts", "hooks/top.ts"])],
    ["hooks/p/z.ts", new Set()],
    // A folder's own file and its subfolder: one folder, not two.
    ["hooks/top.ts", new Set(["hooks/p/z.ts"])],
  ]);
  assert.deepEqual(cyclesOf(graph), [["collect/a.ts", "collect/b.ts"]]);
  // util/e → model/f → util/g: no file cycle, but the folders util and model import each other.
  assert.deepEqual(cyclesOf(folderGraph(graph)), [
    ["hooks/p", "hooks/w"],
    ["model", "util"],
  ]);
  assert.deepEqual(upwardImports(graph), ["collect/a.ts → hooks/c.ts"]);
  assert.ok(
    layerOf("errors.ts") < layerOf("util/x.ts") &&
      layerOf("util/x.ts") === layerOf("generate/y.ts"),
  );
  assert.ok(
    layerOf("platform/x.ts") < layerOf("store/y.ts") && layerOf("cli/x.ts") < layerOf("index.ts"),
  );
  assert.throws(() => layerOf("newfolder/x.ts"), /in no layer/);
});

test("the check finds a chain when one exists", () => {
  // collect/index.ts reads the disk: the walker must see it through its own imports.
  assert.notEqual(findIo(join(SRC, "collect", "index.ts")), null);
  // A module of ours outside the I/O folders that touches the disk is seen by what it imports.
  assert.deepEqual(findIo(join(SRC, "platform", "package-root.ts")), ["node:fs"]);
});

test("every form of an import is seen; type-only ones are marked as such", () => {
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
    'let m: import("./inline-type.js").M;',
  ].join("\n");
  assert.deepEqual(importsOf(text).sort(), [
    "./a.js",
    "./e.js",
    "./f.js",
    "./inline-type.js",
    "./multi-line.js",
    "./side-effect.js",
    "fs",
    "node:child_process",
    "node:fs",
    "node:os",
  ]);
  const typeOnly = allImportsOf(text)
    .filter((i) => i.typeOnly)
    .map((i) => i.specifier)
    .sort();
  assert.deepEqual(typeOnly, ["./c.js", "./g.js"]);
  assert.ok(isIoModule("fs/promises") && isIoModule("node:child_process"));
  assert.ok(!isIoModule("node:path") && !isIoModule("node:crypto"));
});

test("the packet's types import nothing from the snapshot (one way: the snapshot builds on the packet)", () => {
  const imports = importsOf(readFileSync(join(SRC, "model", "packet", "types.ts"), "utf8"));
  const all = readFileSync(join(SRC, "model", "packet", "types.ts"), "utf8");
  assert.deepEqual(imports, []);
  assert.ok(!/import\(\s*"[^"]*snapshot/.test(all), "no inline import() of the snapshot types");
});
