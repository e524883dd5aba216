import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import {
  compileMsOfTrace,
  modulesBehind,
  packagesOf,
  parseLoadReport,
  readCompileMs,
  renderLoadCost,
} from "../../bench/load-cost.js";
import { removeDir } from "../helpers/temp-repo.js";

const MAIN = {
  ph: "M",
  name: "thread_name",
  tid: 7,
  pid: 7,
  args: { name: "JavaScriptMainThread" },
};
const compile = (name: string, ts: number, dur: number, tdur?: number, tid = 7) => ({
  ph: "X",
  cat: "disabled-by-default-v8.compile",
  name,
  tid,
  pid: 7,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

test("compile time counts the outermost compile events of the main thread, by thread time", () => {
  const events = [
    MAIN,
    compile("V8.CompileCode", 0, 1000, 800),
    // Nested in the CompileCode above: already counted.
    compile("V8.ParseFunction", 100, 500, 400),
    compile("V8.CompileScript", 2000, 3000),
    // The optimising compiler is hot code, not start-up.
    compile("V8.OptimizeCode", 6000, 9000, 9000),
    // Another thread's compile does not hold the main thread up.
    compile("V8.CompileCode", 7000, 5000, 5000, 8),
  ];
  assert.equal(compileMsOfTrace(events), 3.8);
  assert.equal(compileMsOfTrace([MAIN]), 0);
});

test("a real trace of node -e under the compile category gives a compile time", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-load-cost-"));
  try {
    const script = join(dir, "work.mjs");
    writeFileSync(script, `${"export function f(a) { return a + 1; }\n".repeat(200)}f(1);\n`);
    const ms = await readCompileMs({ command: process.execPath, args: [script], cwd: dir }, dir);
    assert.ok(ms !== null && ms > 0, String(ms));
  } finally {
    removeDir(dir);
  }
});

test("the load report preload lists the modules read, their bytes and the built-ins", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-load-report-"));
  try {
    const dep = join(dir, "dep.mjs");
    const main = join(dir, "main.mjs");
    writeFileSync(dep, 'import { createHash } from "node:crypto"; export const h = createHash;\n');
    writeFileSync(main, 'import { h } from "./dep.mjs"; h("sha256");\n');
    const report = join(dir, "report.tsv");
    const preload = join(import.meta.dirname, "..", "..", "bench", "load-report.js");
    const run = spawnSync(process.execPath, ["--import", preload, main], {
      env: { ...process.env, HANDOFF_LOAD_REPORT: report },
      encoding: "utf8",
    });
    assert.equal(run.status, 0, run.stderr);
    const { modules, builtins } = parseLoadReport(readFileSync(report, "utf8"));
    assert.deepEqual(
      [...modules].sort(),
      [
        [pathToFileURL(dep).href, readFileSync(dep).length],
        [pathToFileURL(main).href, readFileSync(main).length],
      ].sort(),
    );
    assert.ok(builtins.has("crypto"), [...builtins].join(","));
  } finally {
    removeDir(dir);
  }
});

test("loaded chunks map to the modules and npm packages bundled into them", () => {
  const cli = "/pkg/dist/bin/handoff.mjs";
  const inputs = {
    "handoff.mjs": { "src/cli/bin.ts": 700 },
    "chunks/chunk-A.mjs": {
      "node_modules/@secretlint/core/module/index.js": 10,
      "node_modules/zod/v4/core/util.js": 5,
      "src/redact/redact.ts": 3,
    },
  };
  const modules = modulesBehind(
    [
      "file:///pkg/dist/bin/handoff.mjs",
      "file:///pkg/dist/bin/chunks/chunk-A.mjs",
      "file:///elsewhere/x.mjs",
    ],
    inputs,
    cli,
  );
  assert.deepEqual(modules, [
    "/elsewhere/x.mjs",
    "node_modules/@secretlint/core/module/index.js",
    "node_modules/zod/v4/core/util.js",
    "src/cli/bin.ts",
    "src/redact/redact.ts",
  ]);
  assert.deepEqual(packagesOf(modules), ["@secretlint/core", "zod"]);
});

test("the start-up block prints one row per command beside node -e 0", () => {
  const text = renderLoadCost(
    [
      {
        label: "handoff resume",
        cost: {
          modules: 37,
          jsBytes: 113 * 1024,
          builtins: 5,
          compileMs: 31.46,
          packages: [],
          urls: [],
          builtinNames: [],
        },
      },
      { label: "handoff redact", cost: null },
    ],
    8.7,
  );
  const lines = text.trimEnd().split("\n");
  assert.equal(lines.length, 4);
  assert.match(lines[1] ?? "", /^node -e 0\s+0\s+0 KB\s+0\s+8\.7 ms$/);
  assert.match(lines[2] ?? "", /^handoff resume\s+37\s+113 KB\s+5\s+31\.5 ms$/);
  assert.match(lines[3] ?? "", /^handoff redact\s+n\/a$/);
});
