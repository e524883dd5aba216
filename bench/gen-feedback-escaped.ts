/**
 * The second feedback-log shape the benchmark scans (issue 19): the one that made the trim four
 * times slower than on `gen-feedback.ts`'s log. Every passing record carries an output tail of
 * 40–1,500 characters full of `\n` escapes (plus quotes, backslashes and braces, so a reader
 * that looks for keys or `{` inside strings is fooled), the output comes BEFORE `exit_code` and
 * `command` in key order, every command is unique (a `--run=N` argument), ~2% of the records
 * fail (a fifth of those with a null exit) and one line in 50,000 carries 3 MB of output.
 * Deterministic from its seed.
 */
import type { FeedbackLogStats } from "./gen-feedback.js";
import { runGeneratorCli } from "./generator-cli.js";
import { createRandom, makeTextPool, pick, type Random, randomInt, sliceText } from "./prng.js";
import { writeLinesInChunks } from "./chunked-lines.js";

const COMMANDS = [
  "npx vitest run tests/api.test.ts",
  "npm run build -- --watch=false",
  'rg -n "TODO|FIXME" src',
  "pytest -q tests/test_api.py -k 'not slow'",
  "cargo test -p core -- --nocapture",
  "node scripts/check.mjs --json",
  "git diff --stat HEAD~1",
  "tsc -p tsconfig.json --noEmit",
];
const FAIL_CODES = [1, 1, 1, 2, 127, 137];
const BIG_EVERY_RECORDS = 50_000;
const BIG_LINE_CHARS = 3 * 1024 * 1024;
const EPOCH_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

/** Log text with what makes a naive byte reader stumble: braces, quoted keys, backslashes. */
export function makeEscapedPool(random: Random): string {
  const base = makeTextPool(random, 1 << 20).split("\n");
  const extras = [
    '{"exit_code": 0, "command": "echo"}',
    "  at Object.<anonymous> (C:\\\\repo\\\\src\\\\index.ts:42:13)",
    "expected { a: 1 } to equal { a: 2 }",
    '"\\"quoted\\"" \\\\ end',
  ];
  // Short lines: about one newline (a `\n` escape once encoded) every 30 characters.
  const lines: string[] = [];
  for (const line of base) {
    for (let i = 0; i < line.length; i += 30) lines.push(line.slice(i, i + 30));
    if (random() < 0.15) lines.push(pick(random, extras));
  }
  return lines.join("\n");
}

/**
 * Write a log of at least `targetBytes` bytes to `path`, deterministically from `seed`
 * (synchronous, 8 MB writes: a setup step).
 */
export function writeEscapedFeedbackLog(
  path: string,
  targetBytes: number,
  seed = 7,
): FeedbackLogStats {
  const random = createRandom(seed);
  const pool = makeEscapedPool(random);
  const stats: FeedbackLogStats = {
    bytes: 0,
    records: 0,
    failures: 0,
    nullExits: 0,
    bigLines: 0,
    malformed: 0,
  };
  writeLinesInChunks(path, (write) => {
    let startedMs = EPOCH_MS;
    while (stats.bytes < targetBytes) {
      const index = stats.records;
      const roll = random();
      const failed = roll < 0.02;
      const nullExit = failed && roll < 0.004;
      const big = index % BIG_EVERY_RECORDS === BIG_EVERY_RECORDS - 1;
      const chars = big ? BIG_LINE_CHARS : randomInt(random, 40, 1_500);
      const record: Record<string, unknown> = {
        started_at: new Date(startedMs).toISOString(),
        stdout_tail: sliceText(random, pool, chars),
      };
      if (failed) record["stderr_tail"] = sliceText(random, pool, randomInt(random, 200, 3_000));
      record["exit_code"] = nullExit ? null : failed ? pick(random, FAIL_CODES) : 0;
      record["command"] = `${pick(random, COMMANDS)} --run=${index}`;
      record["duration_ms"] = randomInt(random, 5, 20_000);
      startedMs += randomInt(random, 200, 30_000);
      const line = `${JSON.stringify(record)}\n`;
      const bytes = write(line);
      stats.records++;
      if (failed) stats.failures++;
      if (nullExit) stats.nullExits++;
      if (bytes > 1024 * 1024) stats.bigLines++;
      stats.bytes += bytes;
    }
  });
  return stats;
}

await runGeneratorCli(import.meta.url, "gen-feedback-escaped", writeEscapedFeedbackLog);
