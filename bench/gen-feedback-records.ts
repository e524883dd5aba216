/**
 * The third feedback-log shape the benchmark scans: many small records, the shape a long agent
 * session most often leaves. ~900 bytes a record (600,000 records in 512 MB), every command
 * unique (a test file, a case or a shard number in it; some with quotes or a leading
 * `VAR=value`, one in eight an argv list), a `stdout_tail` of 400–900 characters full of
 * `\n` escapes after the command, and failures interleaved with their later runs: ~4% of the
 * records fail (a tenth of those with a null exit) and each failed command is run again 1–40
 * records later, passing four times in five. So the set of failed commands waiting for a pass
 * is never empty, and every passing line's command must be matched against it. No line over
 * 1 MB: the per-record cost is what this shape measures. Deterministic from its seed.
 */
import type { FeedbackLogStats } from "./gen-feedback.js";
import { makeEscapedPool } from "./gen-feedback-escaped.js";
import { runGeneratorCli } from "./generator-cli.js";
import { createRandom, pick, type Random, randomInt, sliceText } from "./prng.js";
import { writeLinesInChunks } from "./chunked-lines.js";

const FAIL_CODES = [1, 1, 1, 2, 127];
const EPOCH_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A unique command for record `index`: plain mostly, some quoted, prefixed or an argv list. */
function makeCommand(random: Random, index: number): string | string[] {
  const roll = random();
  if (roll < 0.125) return ["pytest", "-q", `tests/test_api_${index}.py`, "-k", `case ${index}`];
  if (roll < 0.2) return `rg -n "TODO-${index}|FIXME" src/module_${index % 97}`;
  if (roll < 0.25) return `CI=1 npm test -- --shard=${index}/600000`;
  if (roll < 0.6) return `npx vitest run tests/unit/file-${index}.test.ts`;
  if (roll < 0.8) return `cargo test -p core suite_${index} -- --nocapture`;
  return `node scripts/check.mjs --case=${index} --json`;
}

/** A failed command waiting to be run again, at record `at`. */
interface Rerun {
  at: number;
  command: string | string[];
}

/**
 * Write a log of at least `targetBytes` bytes to `path`, deterministically from `seed`
 * (synchronous, 8 MB writes: a setup step).
 */
export function writeRecordsFeedbackLog(
  path: string,
  targetBytes: number,
  seed = 11,
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
  const reruns: Rerun[] = [];
  writeLinesInChunks(path, (write) => {
    let startedMs = EPOCH_MS;
    while (stats.bytes < targetBytes) {
      const index = stats.records;
      const due = reruns.length > 0 && (reruns[0] as Rerun).at <= index;
      const rerun = due ? (reruns.shift() as Rerun) : undefined;
      const roll = random();
      // A rerun passes four times in five; a new command fails one time in twenty-five.
      const failed = rerun ? roll < 0.2 : roll < 0.04;
      const nullExit = failed && random() < 0.1;
      const command = rerun ? rerun.command : makeCommand(random, index);
      const record: Record<string, unknown> = {
        command_id: `c${index}`,
        command,
        exit_code: nullExit ? null : failed ? pick(random, FAIL_CODES) : 0,
        duration_ms: randomInt(random, 5, 20_000),
        started_at: new Date(startedMs).toISOString(),
        stdout_tail: sliceText(random, pool, randomInt(random, 400, 900)),
      };
      if (failed) record["stderr_tail"] = sliceText(random, pool, randomInt(random, 100, 400));
      startedMs += randomInt(random, 200, 30_000);
      if (failed) {
        const at = index + randomInt(random, 1, 40);
        const place = reruns.findIndex((r) => r.at > at);
        reruns.splice(place < 0 ? reruns.length : place, 0, { at, command });
      }
      const line = `${JSON.stringify(record)}\n`;
      const bytes = write(line);
      stats.records++;
      if (failed) stats.failures++;
      if (nullExit) stats.nullExits++;
      stats.bytes += bytes;
    }
  });
  return stats;
}

await runGeneratorCli(import.meta.url, "gen-feedback-records", writeRecordsFeedbackLog);
