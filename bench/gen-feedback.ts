/**
 * The benchmark's feedback log: a deterministic `feedback_record.jsonl` of any size with the mix
 * a long agent session leaves behind — mostly passing commands with short output, about 2%
 * failures with long stderr tails, some null exits (killed, timed out), argv-list commands, a
 * multi-MB line every ~48 MB and one torn line where a crashed writer stopped mid-record.
 */
import { createRandom, makeTextPool, pick, type Random, randomInt, sliceText } from "./prng.js";
import { writeLinesInChunks } from "./chunked-lines.js";

/** What the generator wrote, so the benchmark can print it and tests can check it. */
export interface FeedbackLogStats {
  bytes: number;
  records: number;
  failures: number;
  nullExits: number;
  /** Lines over 1 MB. */
  bigLines: number;
  /** Lines that are not valid JSON (the torn record). */
  malformed: number;
}

const STRING_COMMANDS = [
  "npm test",
  "npm run build",
  "npm run lint -- --fix",
  "git status --short",
  "git diff --stat HEAD~1",
  "ls -la src",
  "rg -n 'TODO|FIXME' src",
  "node scripts/check.mjs",
  "cargo test -p core -- --nocapture",
  "pytest -q tests/test_api.py",
  "tsc -p tsconfig.json --noEmit",
  "cat package.json | jq .scripts",
];
const ARGV_COMMANDS: readonly string[][] = [
  ["pytest", "-q", "tests/test api.py"],
  ["go", "test", "./..."],
  ["make", "-j4", "check"],
  ["bash", "-lc", "npm ci && npm test"],
];
const FAIL_CODES = [1, 1, 1, 1, 2, 2, 127, 137];
const BIG_LINE_EVERY = 48 * 1024 * 1024;
// Start timestamps at a fixed instant so the log is the same bytes on every run.
const EPOCH_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

interface RecordShape {
  line: string;
  failed: boolean;
  nullExit: boolean;
}

function makeRecord(
  random: Random,
  pool: string,
  index: number,
  startedMs: number,
  big: boolean,
): RecordShape {
  const roll = random();
  const failed = roll < 0.02;
  const nullExit = !failed && roll < 0.023;
  const command: string | string[] =
    random() < 0.15 ? pick(random, ARGV_COMMANDS) : pick(random, STRING_COMMANDS);
  const record: Record<string, unknown> = {
    command_id: `c${index}`,
    command,
    exit_code: failed ? pick(random, FAIL_CODES) : nullExit ? null : 0,
    duration_ms: randomInt(random, 5, failed ? 120_000 : 20_000),
    started_at: new Date(startedMs).toISOString(),
  };
  if (random() < 0.1)
    record["parent_command_id"] = `c${Math.max(0, index - randomInt(random, 1, 5))}`;
  // Output sizes: short for most passing commands, long tails for failures, MBs on a big line.
  const stdoutChars = big
    ? randomInt(random, 1_500_000, 5_000_000)
    : Math.floor(-Math.log(1 - random()) * (failed ? 2000 : 700));
  record["stdout_tail"] = sliceText(random, pool, stdoutChars);
  if (failed || nullExit || random() < 0.05) {
    record["stderr_tail"] = sliceText(
      random,
      pool,
      failed ? randomInt(random, 2_000, 16_000) : randomInt(random, 0, 400),
    );
  }
  if (nullExit) record["error"] = `killed after ${randomInt(random, 60, 600)} s (timeout)`;
  if (random() < 0.01) record["agent_note"] = sliceText(random, pool, randomInt(random, 40, 200));
  return { line: `${JSON.stringify(record)}\n`, failed, nullExit };
}

/**
 * Write a log of at least `targetBytes` bytes (it stops after the record that crosses the
 * target) to `path`, deterministically from `seed`. Synchronous: it is a setup step, and
 * buffered 8 MB writes keep it at a few hundred MB/s.
 */
export function writeFeedbackLog(path: string, targetBytes: number, seed = 1): FeedbackLogStats {
  const random = createRandom(seed);
  const pool = makeTextPool(random, 1 << 20);
  const stats: FeedbackLogStats = {
    bytes: 0,
    records: 0,
    failures: 0,
    nullExits: 0,
    bigLines: 0,
    malformed: 0,
  };
  writeLinesInChunks(path, (write) => {
    let nextBig = Math.min(BIG_LINE_EVERY / 3, targetBytes / 3);
    const tornAt = targetBytes / 4;
    let startedMs = EPOCH_MS;
    while (stats.bytes < targetBytes) {
      const big = stats.bytes >= nextBig;
      if (big) nextBig += BIG_LINE_EVERY;
      const record = makeRecord(random, pool, stats.records, startedMs, big);
      startedMs += randomInt(random, 200, 30_000);
      let line = record.line;
      if (stats.malformed === 0 && stats.bytes >= tornAt) {
        // A writer killed mid-record leaves half a line; the next session appends after it.
        line = `${line.slice(0, Math.floor(line.length / 2))}\n`;
        stats.malformed++;
      } else {
        stats.records++;
        if (record.failed) stats.failures++;
        if (record.nullExit) stats.nullExits++;
      }
      const bytes = write(line);
      if (bytes > 1024 * 1024) stats.bigLines++;
      stats.bytes += bytes;
    }
  });
  return stats;
}
