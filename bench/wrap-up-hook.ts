/**
 * The context-budget hook's cost on the path it takes after almost every tool call: below the
 * threshold, on a large transcript. It must stay within a few tens of milliseconds of bare Node
 * startup whatever the transcript's size, because it reads the tail, not the file. Runs are
 * interleaved with `node -e 0` so a noisy machine slows both alike.
 *
 * CLI: node bench/wrap-up-hook.js [BYTES=200000000] [RUNS=15]   (prints the figures as JSON)
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeClaudeTranscript } from "./gen-claude-transcript.js";
import { median, SHIPPED_CLI } from "./measure.js";

export interface WrapUpHookOptions {
  /** Transcript size to generate (default 200 MB). */
  bytes?: number;
  /** Timed runs of each command (default 15). */
  runs?: number;
  /** Reuse this transcript instead of generating one (kept afterwards). */
  transcript?: string;
  /** The compiled CLI (default: the one next to this build). */
  bin?: string;
}

/** The figures, in milliseconds. */
export interface WrapUpHookFigures {
  transcriptBytes: number;
  runs: number;
  /** `handoff hook claude` on PostToolUse, below the threshold (the every-tool-call path). */
  hookMedianMs: number;
  hookMaxMs: number;
  /** `node -e 0`: the floor of any Node CLI. */
  nodeMedianMs: number;
  /** `handoff --version`: the CLI's own start-up, for reference. */
  cliMedianMs: number;
  /** hook − node medians. */
  overheadMs: number;
  /** The hook printed nothing (as it must below the threshold). */
  silent: boolean;
}

/** Measure the hook's hot path against `node -e 0`. Cleans up what it creates. */
export async function measureWrapUpHook(
  options: WrapUpHookOptions = {},
): Promise<WrapUpHookFigures> {
  const runs = options.runs ?? 15;
  const bin = options.bin ?? SHIPPED_CLI;
  const scratch = mkdtempSync(join(tmpdir(), "handoff-bench-wrap-up-"));
  try {
    const repo = join(scratch, "repo");
    execFileSync("git", ["init", "-q", "-b", "main", repo]);
    const transcript = options.transcript ?? join(scratch, "session.jsonl");
    if (options.transcript === undefined) {
      await writeClaudeTranscript(transcript, options.bytes ?? 200_000_000);
    }
    const input = JSON.stringify({
      session_id: "bench-wrap-up",
      transcript_path: transcript,
      cwd: repo,
      hook_event_name: "PostToolUse",
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      tool_response: { stdout: "ok" },
    });
    const hook: number[] = [];
    const node: number[] = [];
    const cli: number[] = [];
    let silent = true;
    // One untimed warm-up of each (page cache, disk), then interleaved timed runs.
    for (let i = 0; i <= runs; i++) {
      const n = await timeSpawn(["-e", "0"], repo, "");
      const c = await timeSpawn([bin, "--version"], repo, "");
      const h = await timeSpawn([bin, "hook", "claude"], repo, input);
      if (h.stdout !== "") silent = false;
      if (i === 0) continue;
      node.push(n.ms);
      cli.push(c.ms);
      hook.push(h.ms);
    }
    const hookMedianMs = median(hook);
    const nodeMedianMs = median(node);
    return {
      transcriptBytes: statSync(transcript).size,
      runs,
      hookMedianMs,
      hookMaxMs: Math.max(...hook),
      nodeMedianMs,
      cliMedianMs: median(cli),
      overheadMs: hookMedianMs - nodeMedianMs,
      silent,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function timeSpawn(
  args: string[],
  cwd: string,
  stdin: string,
): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { cwd, stdio: ["pipe", "pipe", "ignore"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", () =>
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, stdout }),
    );
    child.stdin.end(stdin);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bytes = Number(process.argv[2] ?? 200_000_000);
  const runs = Number(process.argv[3] ?? 15);
  const existing = process.argv[4];
  measureWrapUpHook({
    bytes,
    runs,
    transcript: existing !== undefined && existsSync(existing) ? existing : undefined,
  }).then(
    (figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
