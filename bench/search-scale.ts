/**
 * `npm run bench:search [-- --packets N] [-- --keep DIR]`: search and view on a generated
 * registry (bench/gen-registry.ts; 2,000 packets ≈ 40 MB by default). Times the shipped CLI and
 * reads its peak memory: the first search (the search index built), a search with the index, an
 * MCP-sized query, a query past the cap (refused), and `view` (the page's size too). The SPEC
 * targets: a search over 2,000 packets ≤ 0.5 s and ≤ 128 MB.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRegistry } from "./gen-registry.js";
import { type CommandSpec, runMeasured, SHIPPED_CLI } from "./measure.js";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const count = Number(option("packets") ?? 2000);
  const keep = option("keep");
  const dir = keep ?? mkdtempSync(join(tmpdir(), "handoff-bench-search-"));
  const scratch = mkdtempSync(join(tmpdir(), "handoff-bench-scratch-"));
  try {
    if (!existsSync(join(dir, ".handoff", "log.jsonl"))) {
      const started = Date.now();
      await buildRegistry(dir, count);
      console.log(
        `registry of ${count} packets built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const run = async (label: string, args: string[], ok: number[] = [0, 1]) => {
      const spec: CommandSpec = {
        command: process.execPath,
        args: [SHIPPED_CLI, ...args],
        cwd: dir,
        env: { ...process.env, NO_COLOR: "1" },
        stdout: "capture",
        okExitCodes: ok,
      };
      const sample = await runMeasured(spec, scratch);
      const mb = sample.peakRssKb === null ? "?" : (sample.peakRssKb / 1024).toFixed(0);
      console.log(
        `${label.padEnd(44)} ${String(Math.round(sample.wallMs)).padStart(6)} ms  ${mb.padStart(4)} MB  exit ${sample.exitCode}`,
      );
      return sample;
    };
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    await run("search (first: index built or checked)", ["search", "limiter", "bucket"]);
    await run("search (index kept)", ["search", "limiter", "bucket"]);
    await run("search, no hit", ["search", "zzzzunknown"]);
    await run("search, 64 words (the cap)", ["search", words(64)]);
    await run("search, 2,000 words (refused, exit 2)", ["search", words(2000)], [2]);
    const page = join(scratch, "view.html");
    await run("view", ["view", "--out", page], [0]);
    if (existsSync(page))
      console.log(`view page: ${(statSync(page).size / 1024 / 1024).toFixed(1)} MB`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    if (keep === undefined) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
