/**
 * `node <outDir>/bench/redact-throughput.js [MB] [--keep]`: generate a secret-laden log, then
 * time `handoff redact` on it (a child process, peak RSS from /usr/bin/time -v when present)
 * and the secretlint recommended preset alone (`lintSource`, fed 1 MB slices of the same file
 * so it too runs in bounded memory). Prints MB/s and peak RSS for both.
 * `node <outDir>/bench/redact-throughput.js --long-lines`: seconds and peak RSS of `handoff
 * redact` on single long lines (assignments from 89 KB to 5.9 MB, a 2.6 MB base64 blob).
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSecretLog } from "./gen-log.js";
import { SHIPPED_CLI } from "./measure.js";

const cli = SHIPPED_CLI;

function measure(args: string[]): {
  seconds: number;
  peakKb: number | undefined;
  stdoutBytes: number;
} {
  const timed = existsSync("/usr/bin/time");
  const command = timed ? "/usr/bin/time" : process.execPath;
  const argv = timed ? ["-v", process.execPath, ...args] : args;
  const start = process.hrtime.bigint();
  const result = spawnSync(command, argv, {
    maxBuffer: 1024 * 1024,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const stderr = result.stderr?.toString("utf8") ?? "";
  if (result.status !== 0) throw new Error(`failed: ${args.join(" ")}\n${stderr.slice(-2000)}`);
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return { seconds, peakKb: peak ? Number(peak[1]) : undefined, stdoutBytes: 0 };
}

/** Run lintSource over `file` in 1 MB slices cut at newlines, inside this process. */
export async function runSecretlintAlone(file: string): Promise<number> {
  const { lintSource } = await import("@secretlint/core");
  const { creator } = await import("@secretlint/secretlint-rule-preset-recommend");
  const config = { rules: [{ id: creator.meta.id, rule: creator }] };
  const fd = openSync(file, "r");
  const chunk = Buffer.alloc(1024 * 1024);
  let carry = "";
  let messages = 0;
  try {
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      const text = carry + chunk.subarray(0, read).toString("utf8");
      const cut = read === 0 ? text.length : text.lastIndexOf("\n") + 1;
      const content = text.slice(0, cut);
      carry = text.slice(cut);
      if (content.length > 0) {
        const result = await lintSource({
          source: { content, filePath: "log.txt", ext: ".txt", contentType: "text" },
          options: { config: config as never, maskSecrets: true, noPhysicFilePath: true },
        });
        messages += result.messages.length;
      }
      if (read === 0) break;
    }
  } finally {
    closeSync(fd);
  }
  return messages;
}

/** One line of `password=<value>` assignments, every value distinct, about `chars` long. */
function assignmentLine(chars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const part = `password=${base64Of(i, 9)}${i}`;
    parts.push(part);
    length += part.length + 1;
  }
  return parts.join(" ");
}

/** `bytes` pseudo-random bytes from `seed` (xorshift), as base64. */
function base64Of(seed: number, bytes: number): string {
  const out = Buffer.alloc(bytes);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < bytes; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out.toString("base64");
}

/**
 * `--long-lines`: `handoff redact` on single lines, where the cost of masking every repeat of
 * every value found used to grow with the square of the line (a line of assignments) or fail
 * (a base64 blob), and a line gate's colon search did too (minified JSON): seconds and peak RSS
 * per line.
 */
function measureLongLines(): void {
  const dir = mkdtempSync(join(tmpdir(), "handoff-redact-lines-"));
  try {
    const lines: Array<[string, string]> = [
      ["assignments, 89 KB", assignmentLine(89_000)],
      ["assignments, 369 KB", assignmentLine(369_000)],
      ["assignments, 749 KB", assignmentLine(749_000)],
      ["assignments, 5.9 MB", assignmentLine(5_900_000)],
      ["base64, 2.6 MB", base64Of(7, 1_950_000)],
      // many ':' and no '@': a gate that tried every colon to the line's end took minutes here
      ["minified JSON, 1.5 MB", '{"id":1,"user":"svc","note":"ok"},'.repeat(46_000)],
      // the same two secrets in every record: each report searched its whole line for its value
      [
        "secret records, 4 MB",
        '{"user":"svc3","password":"Pwabcdefgh12345!3","gh":"ghp_abcdefghijklmnopqrstuvwxyz0123456789"},'.repeat(
          44_000,
        ),
      ],
      // prose rules: each hit looked for its line's end, each marker of the last pass was
      // checked against every detection, an open quote searched to the line's end
      ["prose secrets, 4 MB", "the password is Xq7#pLm2vR9z and ".repeat(127_000)],
      ["open quotes, 4 MB", 'token "abc; token "def '.repeat(182_000)],
      // a decoded line's offsets were spread into one call: past ~120 k the stack overflowed
      ["Cyrillic words, 4 MB", "ключ: значение пароль секрет ".repeat(145_000)],
      // a word of access with no full stop after it: the search for its sentence's start ran
      // to the line's end for every hit (Thai writes no full stops)
      ["Thai access words, 4 MB", "แผงเข้าได้ด้วย kasaLviv และเข้าถึงข้อมูล ".repeat(106_000)],
    ];
    for (const [name, line] of lines) {
      const file = join(dir, "line.txt");
      writeFileSync(file, `${line}\n`);
      const run = measure([cli, "redact", file]);
      const rss = run.peakKb === undefined ? "n/a" : `${(run.peakKb / 1024).toFixed(0)} MB`;
      process.stdout.write(
        `${name.padEnd(24)} ${run.seconds.toFixed(2).padStart(6)} s  peak RSS ${rss}\n`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const [mbArg, ...rest] = process.argv.slice(2);
  if (mbArg === "--long-lines") {
    measureLongLines();
    return;
  }
  if (mbArg === "--secretlint-alone") {
    const messages = await runSecretlintAlone(rest[0] as string);
    process.stderr.write(`secretlint messages: ${messages}\n`);
    return;
  }
  const megabytes = Number(mbArg ?? 200);
  const dir = mkdtempSync(join(tmpdir(), "handoff-redact-bench-"));
  const log = join(dir, "build.log");
  try {
    const stats = writeSecretLog(log, megabytes * 1024 * 1024);
    const size = statSync(log).size / (1024 * 1024);
    process.stdout.write(
      `log: ${size.toFixed(0)} MB, ${stats.lines} lines, ${stats.planted} planted secrets\n`,
    );
    const ours = measure([cli, "redact", log]);
    const theirs = measure([fileURLToPath(import.meta.url), "--secretlint-alone", log]);
    for (const [name, run] of [
      ["handoff redact", ours],
      ["secretlint preset (lintSource)", theirs],
    ] as const) {
      const rss = run.peakKb === undefined ? "n/a" : `${(run.peakKb / 1024).toFixed(0)} MB`;
      process.stdout.write(
        `${name.padEnd(32)} ${(size / run.seconds).toFixed(1).padStart(7)} MB/s  ${run.seconds.toFixed(1)} s  peak RSS ${rss}\n`,
      );
    }
  } finally {
    if (!rest.includes("--keep")) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
