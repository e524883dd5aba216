/**
 * The per-turn wait of two (or more) builds, interleaved: `node dist/bench/hook-wait-ab.js
 * --work DIR [--runs N] [--node PATH] CLI...`, where DIR is a workload the bench kept
 * (`npm run bench -- --keep`) and each CLI a `dist/bin/handoff.cjs` (`handoff.mjs` of a build
 * before the launcher; a copy of another build's dist/bin, with node_modules beside it). Every round times the floors (`node -e 0`, `git
 * status`) and then each build's Claude Code Stop hook after the same 1 MB turn, as the bench's
 * `hookStopWait` step does, in alternating order, each after the detached writers before it
 * are done; it prints the medians of wall time, of CPU (user + system of the hook and the
 * git it waits for, from `/usr/bin/time`) and of peak RSS, and the load average before and
 * after. A build against itself shows the machine's noise. `--write-ahead` times the bench's
 * `hookStopTurn` step instead: the turn's write run in the hook (gate off, budget lifted), whose
 * peak RSS is the figure to compare (memory does not move with the machine's load).
 */
import { spawn } from "node:child_process";
import { appendFileSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { APPEND_UUID_MARK, SESSION } from "./gen-claude-transcript.js";
import { median } from "./measure.js";
import { waitForDetachedWriters } from "./steps.js";

// The hook's own budgets, as installed (the bench lifts them only for the write-ahead step).
const { HANDOFF_WRITE_BUDGET_MS: _lifted, ...rest } = process.env;
const env = { ...rest, NO_COLOR: "1" };

interface Timed {
  wallMs: number;
  cpuMs: number;
  /** Peak RSS of the largest process waited for, in MB. */
  rssMb: number;
}

/** Run a command under `/usr/bin/time`: its wall time and CPU. */
function timed(
  command: string,
  args: string[],
  cwd: string,
  stdin?: string,
  extraEnv: Record<string, string> = {},
): Promise<Timed> {
  const file = join(tmpdir(), `hook-wait-ab-${process.pid}.txt`);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn("/usr/bin/time", ["-f", "%U %S %M", "-o", file, command, ...args], {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: [stdin === undefined ? "ignore" : "pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdin?.end(stdin);
    child.on("error", reject);
    child.on("close", (code) => {
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(" ")} exited ${code}: ${stderr}`));
        return;
      }
      const last = readFileSync(file, "utf8").trim().split("\n").at(-1) ?? "";
      rmSync(file, { force: true });
      const [user, system, rssKb] = last.split(" ").map(Number);
      resolve({ wallMs, cpuMs: ((user ?? 0) + (system ?? 0)) * 1000, rssMb: (rssKb ?? 0) / 1024 });
    });
  });
}

const { values, positionals } = parseArgs({
  options: {
    work: { type: "string" },
    runs: { type: "string", default: "10" },
    node: { type: "string", default: process.execPath },
    "write-ahead": { type: "boolean", default: false },
  },
  allowPositionals: true,
});
if (values.work === undefined || positionals.length === 0) {
  process.stderr.write(
    "Usage: node dist/bench/hook-wait-ab.js --work DIR [--runs N] [--node PATH] [--write-ahead] CLI...\n",
  );
  process.exit(2);
}
const repo = join(values.work, "workbench");
const transcript = join(values.work, "inputs", "claude-session.jsonl");
const head = readFileSync(join(values.work, "inputs", "claude-append.jsonl")).subarray(0, 2 ** 20);
const turn = head.subarray(0, head.lastIndexOf(0x0a) + 1).toString("latin1");
const input = JSON.stringify({
  session_id: SESSION,
  transcript_path: transcript,
  cwd: repo,
  hook_event_name: "Stop",
  stop_hook_active: false,
  last_assistant_message: "Done with this turn.",
});
const writeAhead = values["write-ahead"];
// the bench's write-ahead step: the write run in the hook, the gate off
const hookArgs = writeAhead ? ["hook", "claude", "--gate", "off"] : ["hook", "claude"];
const hookEnv: Record<string, string> = writeAhead ? { HANDOFF_WRITE_BUDGET_MS: "600000" } : {};
const FLOORS = ["node -e 0", "git status"];
const rows = new Map<string, Timed[]>(FLOORS.map((key) => [key, []]));
for (const cli of positionals) rows.set(cli, []);
const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const before = load();
let turns = 0;
for (let round = 0; round < Number(values.runs); round++) {
  waitForDetachedWriters(repo);
  rows.get("node -e 0")?.push(await timed(values.node, ["-e", "0"], repo));
  rows.get("git status")?.push(await timed("git", ["status", "--porcelain=v2"], repo));
  for (const cli of round % 2 === 0 ? positionals : [...positionals].reverse()) {
    waitForDetachedWriters(repo);
    const mark = `-${(0xe000 + ++turns).toString(16)}-4bbb-`;
    appendFileSync(transcript, turn.replaceAll(APPEND_UUID_MARK, mark), "latin1");
    rows.get(cli)?.push(await timed(values.node, [cli, ...hookArgs], repo, input, hookEnv));
  }
}
waitForDetachedWriters(repo);
const wall = (key: string): number => median((rows.get(key) ?? []).map((t) => t.wallMs));
const floor = wall("node -e 0") + wall("git status");
process.stdout.write(`load average ${before} -> ${load()}, ${values.runs} rounds\n`);
for (const [key, list] of rows) {
  const ratio = FLOORS.includes(key) ? "" : `  ${(wall(key) / floor).toFixed(2)}x the floor`;
  const cpu = median(list.map((t) => t.cpuMs));
  const rss = median(list.map((t) => t.rssMb));
  process.stdout.write(
    `${key}: ${wall(key).toFixed(0)} ms (CPU ${cpu.toFixed(0)} ms, peak RSS ${rss.toFixed(1)} MB)${ratio}\n`,
  );
}
