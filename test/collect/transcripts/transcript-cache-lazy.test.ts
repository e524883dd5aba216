/**
 * The transcript scan cache's schema (zod) loads only when there is a cache to check: a write's
 * first read of a session (no cache yet) loads neither the schema nor zod, the next read (the
 * cache saved by the first) loads the schema and resumes from it with no warning.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { packageRoot } from "../../../src/platform/package-root.js";
import { removeDir } from "../../helpers/temp-repo.js";
import { TRANSCRIPT_CACHE } from "../../helpers/transcript-cache-reads.js";

test("a read without a cache loads no zod; a read with one loads the cache's schema", () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-cache-lazy-"));
  try {
    const path = join(root, "session.jsonl");
    const fixture = join("test", "fixtures", "transcripts", "claude", "hook-session-2.1.332.jsonl");
    copyFileSync(join(packageRoot(), fixture), path);
    const index = new URL("../../../src/collect/transcripts/index.js", import.meta.url).href;
    const script = [
      `const { ingestTranscript } = await import(${JSON.stringify(index)});`,
      `const cache = { warn: (m) => process.stderr.write("WARN " + m + "\\n") };`,
      `const read = () => ingestTranscript(${JSON.stringify(path)}, { agent: "claude", k: 3, root: ${JSON.stringify(root)}, cache });`,
      `process.stderr.write("PHASE cold\\n"); await read();`,
      `process.stderr.write("PHASE warm\\n"); await read();`,
    ].join("\n");
    const hook = `export async function resolve(s, c, n) { const r = await n(s, c); process.stderr.write("LOAD " + r.url + "\\n"); return r; }`;
    const loader = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        `data:text/javascript,${encodeURIComponent(loader)}`,
        "--input-type=module",
        "-e",
        script,
      ],
      { cwd: fileURLToPath(new URL(".", import.meta.url)), encoding: "utf8" },
    );
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stderr.split("\n");
    const warm = lines.indexOf("PHASE warm");
    assert.ok(lines.indexOf("PHASE cold") >= 0 && warm > 0, run.stderr);
    assert.deepEqual(
      lines.filter((l) => l.startsWith("WARN")),
      [],
    );
    const schema = (l: string) => /transcript-cache-check\.js|\/zod\//.test(l);
    const cold = lines.slice(0, warm).filter((l) => l.startsWith("LOAD "));
    assert.ok(
      cold.some((l) => l.includes("/agents/claude/")),
      "the loader saw the read's modules",
    );
    assert.deepEqual(cold.filter(schema), [], "no schema before there is a cache");
    assert.ok(existsSync(join(root, TRANSCRIPT_CACHE)), "the first read saved the cache");
    assert.ok(
      lines
        .slice(warm)
        .some((l) => l.startsWith("LOAD ") && l.includes("transcript-cache-check.js")),
      "the second read checks the cache",
    );
  } finally {
    removeDir(root);
  }
});
