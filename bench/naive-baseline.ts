/**
 * The naive baseline the benchmark compares `handoff write` (and `trim`) against: what a
 * straightforward implementation does — load each input whole, `JSON.parse` every line, keep
 * all records, then trim. Run as its own process by the bench:
 *
 *   node naive-baseline.js --log FILE [--transcript FILE] [--root DIR] [--k N]
 *
 * With `--root` it also buffers the whole `git status --porcelain=v2 -z` output, as a naive
 * collector would. It prints a one-line JSON summary so the work cannot be optimised away and
 * the bench can check it did the job.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface NaiveRecord {
  command?: unknown;
  exit_code?: unknown;
}

/**
 * Split a whole-file buffer into lines and parse each. The buffer is cut line by line rather
 * than decoded as one string: V8 strings stop at ~512 MB, so even the naive version cannot
 * `readFileSync(path, "utf8")` a 1 GB log.
 */
function parseAllLines(buffer: Buffer): { records: unknown[]; bad: number } {
  const records: unknown[] = [];
  let bad = 0;
  let start = 0;
  while (start < buffer.length) {
    let end = buffer.indexOf(10, start);
    if (end === -1) end = buffer.length;
    if (end > start) {
      try {
        records.push(JSON.parse(buffer.toString("utf8", start, end)));
      } catch {
        bad++;
      }
    }
    start = end + 1;
  }
  return { records, bad };
}

function isFailure(record: NaiveRecord): boolean {
  return record.exit_code !== 0;
}

/** Keep the last K records and every failure, in order — the trim, done the simple way. */
function trimNaively(records: unknown[], k: number): NaiveRecord[] {
  const typed = records.filter((r): r is NaiveRecord => typeof r === "object" && r !== null);
  return typed.filter((record, index) => index >= typed.length - k || isFailure(record));
}

/** Pair Claude Code Bash tool uses with their results, holding the whole transcript. */
function summariseTranscript(records: unknown[]): { commands: number; failures: number } {
  const uses = new Map<string, string>();
  let commands = 0;
  let failures = 0;
  for (const record of records) {
    const content = (record as { message?: { content?: unknown } }).message?.content;
    if (!Array.isArray(content)) continue;
    for (const block of content as Record<string, unknown>[]) {
      if (block["type"] === "tool_use" && block["name"] === "Bash") {
        uses.set(String(block["id"]), JSON.stringify(block["input"]));
      } else if (block["type"] === "tool_result" && uses.has(String(block["tool_use_id"]))) {
        commands++;
        if (block["is_error"] === true) failures++;
      }
    }
  }
  return { commands, failures };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      log: { type: "string" },
      transcript: { type: "string" },
      root: { type: "string" },
      k: { type: "string", default: "5" },
    },
  });
  const summary: Record<string, number> = {};
  if (values.root) {
    const status = execFileSync("git", ["status", "--porcelain=v2", "-z"], {
      cwd: values.root,
      maxBuffer: 1 << 30,
    });
    summary["status_entries"] = status.toString("utf8").split("\0").length - 1;
  }
  if (values.log) {
    const { records, bad } = parseAllLines(readFileSync(values.log));
    const kept = trimNaively(records, Number(values.k));
    summary["log_records"] = records.length;
    summary["log_bad_lines"] = bad;
    summary["log_kept"] = kept.length;
  }
  if (values.transcript) {
    const { records } = parseAllLines(readFileSync(values.transcript));
    const { commands, failures } = summariseTranscript(records);
    summary["transcript_lines"] = records.length;
    summary["transcript_commands"] = commands;
    summary["transcript_failures"] = failures;
  }
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

main();
