/**
 * A turn's writer started before the hook loads (`hooks/early-writer.ts`): it waits on its
 * stdin, runs as a `--from-file` writer once told the input the hook saved, and exits when let
 * go. Through the shipped executable, a Stop's write goes to it, and a run that declines the
 * Stop path leaves no writer waiting.
 */
import assert from "node:assert/strict";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { startWriterEarly } from "../../src/hooks/early-writer.js";
import { WRITER_NICENESS } from "../../src/hooks/writer-spawn.js";
import { makeRepoWithApp } from "../helpers/claude-session-folder.js";
import {
  hookInput,
  hookLogLines,
  runBin,
  waitForPackets,
  waitForWriters,
} from "../helpers/hook-process.js";
import { removeDir, shippedBinPath } from "../helpers/temp-repo.js";

const module = pathToFileURL(join(import.meta.dirname, "../../src/hooks/early-writer.js")).href;

/** A stand-in for the CLI: it records its arguments and the file it is handed (null: let go). */
function standIn(repo: string): { script: string; seen: string } {
  const script = join(repo, "stand-in-writer.mjs");
  const seen = join(repo, "handed.json");
  writeFileSync(
    script,
    `import { writeFileSync } from "node:fs";
import { readHandedFile } from ${JSON.stringify(module)};
const file = await readHandedFile(process.stdin);
writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ file, args: process.argv.slice(2) }));
`,
  );
  return { script, seen };
}

async function waitForFile(path: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > deadline) throw new Error(`${path} never appeared`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await new Promise((resolve) => setTimeout(resolve, 25));
  return readFileSync(path, "utf8");
}

/** Processes still waiting as early writers for `repo`. */
function waitingWriters(repo: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (args.includes("--from-pipe") && args.includes(repo)) found.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

test("a writer started early waits at the turn's priority and is told the saved input through its pipe", async () => {
  const repo = makeRepoWithApp("handoff-early-writer-");
  mkdirSync(join(repo, ".handoff"), { recursive: true });
  try {
    const { script, seen } = standIn(repo);
    const writer = startWriterEarly(repo, undefined, { agent: "claude", topic: "t", script });
    assert.ok(writer !== undefined);
    assert.equal(getPriority(writer.pid), Math.min(19, getPriority() + WRITER_NICENESS));
    assert.deepEqual(writer.spec, { agent: "claude", root: repo, topic: "t" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(existsSync(seen), false, "it ran before it was told its input");
    const file = join(repo, ".handoff", "pending-writes", "x.json");
    await writer.hand(file);
    const told = JSON.parse(await waitForFile(seen)) as { file: string; args: string[] };
    assert.equal(told.file, file);
    assert.deepEqual(told.args, ["hook", "claude", "--from-pipe", "--root", repo, "--topic", "t"]);
    // Told once: a second input is refused, and letting it go afterwards does nothing.
    await assert.rejects(writer.hand(file));
    writer.release();
  } finally {
    removeDir(repo);
  }
});

test("a writer let go reads no input and exits; none is started outside a repository", async () => {
  const repo = makeRepoWithApp("handoff-early-writer-go-");
  mkdirSync(join(repo, ".handoff"), { recursive: true });
  const outside = mkdtempSync(join(tmpdir(), "handoff-early-writer-none-"));
  try {
    const { script, seen } = standIn(repo);
    const writer = startWriterEarly(repo, undefined, { agent: "gemini", script });
    assert.ok(writer !== undefined);
    writer.release();
    assert.equal((JSON.parse(await waitForFile(seen)) as { file: unknown }).file, null);
    assert.equal(startWriterEarly(outside, undefined, { agent: "claude", script }), undefined);
  } finally {
    removeDir(repo);
    removeDir(outside);
  }
});

test("through the shipped executable a Stop's write goes to the writer started with the hook; a declined run leaves none waiting", async () => {
  const repo = makeRepoWithApp("handoff-early-writer-bin-");
  const temp = mkdtempSync(join(tmpdir(), "handoff-early-writer-tmp-"));
  mkdirSync(join(repo, ".handoff"), { recursive: true });
  try {
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
    const stop = hookInput({
      cwd: repo,
      hook_event_name: "Stop",
      stop_hook_active: false,
      last_assistant_message: "Changed the answer.",
    });
    const env = { HANDOFF_WRITE_BUDGET_MS: "", TMPDIR: temp };
    const bin = shippedBinPath();
    const run = await runBin(["hook", "claude"], { cwd: repo, env, bin, stdin: stop });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /app\.ts/, "the gate did not answer");
    assert.equal((await waitForPackets(repo, 1)).length, 1, hookLogLines(repo).join("\n"));
    await waitForWriters(repo);
    assert.ok(
      hookLogLines(repo).some((line) =>
        /write handed to a detached writer at 0 ms \(pid \d+\), started with the hook$/.test(line),
      ),
      hookLogLines(repo).join("\n"),
    );

    // An argument the Stop path does not take: the CLI runs it, and the writer is let go.
    const declined = await runBin(["hook", "claude", "extra"], {
      cwd: repo,
      env,
      bin,
      stdin: stop,
    });
    assert.equal(declined.code, 0, declined.stderr);
    const deadline = Date.now() + 15_000;
    while (waitingWriters(repo).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.deepEqual(waitingWriters(repo), []);
  } finally {
    removeDir(repo);
    removeDir(temp);
  }
});
