/**
 * Issue 33: on a cold write whose transcript and feedback log are both big, the transcript is
 * parsed on a worker thread beside the log scan. Run as users run it (the built CLI from
 * dist/src and the esbuild bundle of dist/bin, each a process of its own), with the size
 * threshold lowered by HANDOFF_WORKER_MIN_BYTES; NODE_DEBUG=worker makes Node say when a worker
 * starts, so each test knows which way the transcript went.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { writeFeedbackLog } from "../../bench/gen-feedback.js";
import type { CollectOptions } from "../../src/collect/index.js";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { type GrowingSession, makeGrowingSession } from "../helpers/claude-growing-session.js";
import { fakeToken } from "../helpers/fake-secrets.js";
import {
  cliPath,
  git,
  makeRepo,
  removeDir,
  shippedBinPath,
  writeRepoFile,
} from "../helpers/temp-repo.js";

/** Below both inputs of these tests: the worker is used whenever the write is cold. */
const LOW = "1024";
/** Above both: the transcript is parsed on the main thread, as before issue 33. */
const OFF = String(2 ** 50);

interface Run {
  code: number;
  stdout: string;
  /** stderr without Node's worker debug lines (and their indented or closing lines). */
  stderr: string;
  /** stderr as it came. */
  raw: string;
  /** A worker thread was started. */
  worker: boolean;
}

function runWrite(
  bin: string,
  repo: string,
  args: string[],
  minBytes: string | null,
  extraEnv: Record<string, string> = {},
): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_DEBUG: "worker", NO_COLOR: "1" };
  delete env["HANDOFF_WORKER_MIN_BYTES"];
  delete env["HANDOFF_WORKER_HEAP_MB"];
  Object.assign(env, extraEnv);
  if (minBytes !== null) env["HANDOFF_WORKER_MIN_BYTES"] = minBytes;
  const run = spawnSync(process.execPath, [bin, "write", "--root", repo, "--json", ...args], {
    cwd: repo,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  const lines = run.stderr.split("\n");
  return {
    code: run.status ?? -1,
    stdout: run.stdout,
    stderr: lines.filter((line) => !/^(WORKER \d+:|\s|\})/.test(line)).join("\n"),
    raw: run.stderr,
    worker: lines.some((line) => /^WORKER \d+: \[\d+\] created Worker with ID/.test(line)),
  };
}

/** Every file under `.handoff/` with its bytes, but the registry's log (it records the time). */
function registryFiles(repo: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, rel: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = rel === "" ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path, name);
      else if (name !== "log.jsonl") out.set(name, readFileSync(path, "latin1"));
    }
  };
  walk(join(repo, ".handoff"), "");
  return out;
}

interface Workbench {
  repo: string;
  session: GrowingSession;
  cleanup: () => Promise<void>;
}

/** A committed repo with a ~1 MB feedback log and a real-shaped Claude Code session of it. */
async function makeWorkbench(): Promise<Workbench> {
  const repo = makeRepo("handoff-worker-");
  writeRepoFile(repo, ".gitignore", "feedback_record.jsonl\n.handoff/\n");
  writeRepoFile(repo, "src/app.ts", "export const app = 1;\n");
  writeRepoFile(
    repo,
    "agent_state.json",
    `${JSON.stringify({
      schema_version: 1,
      active_task_id: null,
      touched_files: [],
      next_action: "Run the importer tests",
    })}\n`,
  );
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "init");
  writeFeedbackLog(join(repo, "feedback_record.jsonl"), 1024 * 1024);
  const session = await makeGrowingSession(repo);
  writeFileSync(session.path, session.bytes);
  return {
    repo,
    session,
    cleanup: async () => {
      removeDir(repo);
      await session.cleanup();
    },
  };
}

for (const [name, bin] of [
  ["the CLI of dist/src", cliPath()],
  ["the bundle", shippedBinPath()],
] as const) {
  test(`${name}: a cold write parses a big transcript on a worker, to the same packet and caches`, async () => {
    const { repo, session, cleanup } = await makeWorkbench();
    try {
      const args = ["--transcript", session.path, "--allow-dirty"];
      const main = runWrite(bin, repo, args, OFF);
      assert.equal(main.code, 0, main.stderr);
      assert.equal(main.worker, false, "above the threshold: no worker");
      const expected = registryFiles(repo);
      assert.ok(expected.has("cache/transcript-scan.json"), "the transcript scan cache is saved");
      rmSync(join(repo, ".handoff"), { recursive: true });

      const onWorker = runWrite(bin, repo, args, LOW);
      assert.equal(onWorker.code, 0, onWorker.stderr);
      assert.equal(onWorker.worker, true, "both inputs over the threshold: a worker");
      assert.equal(onWorker.stdout, main.stdout);
      assert.equal(onWorker.stderr, main.stderr);
      // The packet, its history and both scan caches (the worker's save ran once stored).
      assert.deepEqual(registryFiles(repo), expected);
      const packet = readFileSync(join(JSON.parse(onWorker.stdout).json as string), "utf8");
      for (const secret of session.secrets) assert.ok(!packet.includes(secret));
      assert.ok(packet.includes(".jsonl"), "the packet names the transcript");

      // Warm: the scan caches are there, the write resumes them, no worker is started.
      const warm = runWrite(bin, repo, args, LOW);
      assert.equal(warm.code, 0, warm.stderr);
      assert.equal(warm.worker, false, "a warm write does not pay a worker start");
    } finally {
      await cleanup();
    }
  });
}

test("a cold write with small inputs starts no worker at the default thresholds", async () => {
  const { repo, session, cleanup } = await makeWorkbench();
  try {
    const run = runWrite(
      shippedBinPath(),
      repo,
      ["--transcript", session.path, "--allow-dirty"],
      null,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.worker, false);
  } finally {
    await cleanup();
  }
});

test("a bad transcript parsed on the worker is reported as on the main thread: exit 2, no stack, no secret", async () => {
  const { repo, session, cleanup } = await makeWorkbench();
  const secret = `ghp_${fakeToken(9301, 36)}`;
  const junk = join(repo, "notes.jsonl");
  writeFileSync(junk, `${JSON.stringify({ note: `token ${secret}` })}\n`.repeat(200));
  try {
    const cases: [string, string[]][] = [
      ["not a transcript", ["--transcript", junk]],
      ["another agent's", ["--transcript", session.path, "--agent", "codex"]],
    ];
    for (const [what, args] of cases) {
      for (const bin of [cliPath(), shippedBinPath()]) {
        const main = runWrite(bin, repo, [...args, "--allow-dirty"], OFF);
        const onWorker = runWrite(bin, repo, [...args, "--allow-dirty"], LOW);
        assert.equal(onWorker.worker, true, what);
        assert.equal(main.code, 2, `${what}: ${main.stderr}`);
        assert.equal(onWorker.code, 2, `${what}: ${onWorker.stderr}`);
        assert.equal(onWorker.stderr, main.stderr, what);
        assert.match(onWorker.stderr, /\.jsonl/, `${what}: the message names the file`);
        assert.doesNotMatch(onWorker.raw, /^\s+at /m, `${what}: no stack trace`);
        assert.ok(!onWorker.stderr.includes(secret), what);
        assert.equal(existsSync(join(repo, ".handoff")), false, `${what}: nothing written`);
      }
    }
  } finally {
    await cleanup();
  }
});

test("a write refused after the worker parsed the transcript saves no cache and exits", async () => {
  const { repo, session, cleanup } = await makeWorkbench();
  try {
    // An uncommitted change without --allow-dirty: refused (exit 3) once everything is read.
    writeRepoFile(repo, "src/app.ts", "export const app = 2;\n");
    const run = runWrite(shippedBinPath(), repo, ["--transcript", session.path], LOW);
    assert.equal(run.worker, true);
    assert.equal(run.code, 3, run.stderr);
    assert.equal(existsSync(join(repo, ".handoff", "cache")), false, "no scan cache saved");
  } finally {
    await cleanup();
  }
});

test("a worker that runs out of its heap leaves the transcript to the main thread: same packet", async () => {
  const { repo, session, cleanup } = await makeWorkbench();
  try {
    const write = (transcriptWorker: CollectOptions["transcriptWorker"]) =>
      writeHandoff({ root: repo, transcript: session.path, allow_dirty: true, transcriptWorker });
    const onMain = await write({ minBytes: { transcriptBytes: 2 ** 50, logBytes: 2 ** 50 } });
    const expected = registryFiles(repo);
    rmSync(join(repo, ".handoff"), { recursive: true });
    // A heap too small for the worker to load the parser (4 MB: 1 MB fails Node 24 outright,
    // before a worker can report it): it ends with ERR_WORKER_OUT_OF_MEMORY.
    const starved = await write({
      minBytes: { transcriptBytes: 0, logBytes: 0 },
      heap: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 },
    });
    assert.equal(starved.id, onMain.id);
    assert.deepEqual(registryFiles(repo), expected);
  } finally {
    await cleanup();
  }
});

test("the shipped CLI with a worker heap too small (HANDOFF_WORKER_HEAP_MB): no crash dump, the same packet", async () => {
  const { repo, session, cleanup } = await makeWorkbench();
  try {
    const args = ["--transcript", session.path, "--allow-dirty"];
    const main = runWrite(shippedBinPath(), repo, args, OFF);
    assert.equal(main.code, 0, main.stderr);
    const expected = registryFiles(repo);
    rmSync(join(repo, ".handoff"), { recursive: true });
    const starved = runWrite(shippedBinPath(), repo, args, LOW, { HANDOFF_WORKER_HEAP_MB: "4" });
    assert.equal(starved.worker, true);
    assert.equal(starved.code, 0, starved.stderr);
    assert.doesNotMatch(starved.raw, /FATAL|heap limit|Aborted/);
    assert.deepEqual(registryFiles(repo), expected);
  } finally {
    await cleanup();
  }
});
