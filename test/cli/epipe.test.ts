/**
 * A reader that closes the pipe early (`handoff ingest claude FILE --summary | head -1`) is no
 * error (issue 18, item 14): the compiled CLI, spawned with its stdout a real pipe closed before
 * or while it writes, exits with the command's own status and prints no stack trace; a command
 * that streams stops there.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { test } from "node:test";
import { main } from "../../src/cli/main.js";
import { cliPath, makeExampleRepo, removeDir } from "../helpers/temp-repo.js";

/** A Claude Code transcript (2.1.3xx line shapes) with `count` prompts and Bash calls. */
function writeTranscript(dir: string, count: number): string {
  const session = "5c0e7b21-0000-4000-8000-00000000e91e";
  const base = {
    isSidechain: false,
    userType: "external",
    cwd: dir,
    sessionId: session,
    version: "2.1.332",
    gitBranch: "main",
    entrypoint: "cli",
  };
  const lines: string[] = [];
  let parent: string | null = null;
  for (let i = 0; i < count; i++) {
    const at = new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString();
    const prompt = { ...base, parentUuid: parent, uuid: `u${i}`, timestamp: at, type: "user" };
    lines.push(
      JSON.stringify({
        ...prompt,
        message: { role: "user", content: `Run the test suite again, attempt ${i}` },
      }),
    );
    lines.push(
      JSON.stringify({
        ...base,
        parentUuid: `u${i}`,
        uuid: `a${i}`,
        timestamp: at,
        type: "assistant",
        message: {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: `toolu_${i}`,
              name: "Bash",
              input: { command: `npm test -- --grep case-${i}` },
            },
          ],
        },
      }),
    );
    lines.push(
      JSON.stringify({
        ...base,
        parentUuid: `a${i}`,
        uuid: `r${i}`,
        timestamp: at,
        type: "user",
        toolUseResult: { stdout: `ok case-${i}\n`, stderr: "", interrupted: false, isImage: false },
        message: {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: `toolu_${i}`,
              is_error: false,
              content: `ok case-${i}\n`,
            },
          ],
        },
      }),
    );
    parent = `r${i}`;
  }
  const path = join(dir, `${session}.jsonl`);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

interface Run {
  code: number | null;
  stderr: string;
}

/** Spawn the CLI with stdout a pipe whose reading end is closed at once: every write meets EPIPE. */
function runClosedPipe(args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath(), ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, HANDOFF_DEBUG: "" },
    });
    child.stdout.destroy();
    const err: Buffer[] = [];
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr: Buffer.concat(err).toString("utf8") }));
  });
}

function assertQuiet(run: Run, code: number, what: string): void {
  assert.doesNotMatch(run.stderr, /EPIPE|^\s+at |internal error/m, `${what}:\n${run.stderr}`);
  assert.equal(run.code, code, `${what}: exit ${run.code}\n${run.stderr}`);
}

test("ingest --summary, ingest and redact into a closed pipe exit 0 without a trace", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-epipe-"));
  try {
    const transcript = writeTranscript(dir, 3000);
    for (const args of [
      ["ingest", "claude", transcript, "--summary"],
      ["ingest", "claude", transcript],
      ["redact", transcript],
    ]) {
      assertQuiet(await runClosedPipe(args, dir), 0, `handoff ${args.join(" ")}`);
    }
  } finally {
    removeDir(dir);
  }
});

test("show and resume into a closed pipe keep their own exit status", async () => {
  const repo = makeExampleRepo();
  try {
    const write = spawnSync(process.execPath, [cliPath(), "write"], {
      cwd: repo,
      encoding: "utf8",
    });
    assert.equal(write.status, 0, write.stderr);
    assertQuiet(await runClosedPipe(["show", "--json"], repo), 0, "handoff show --json");
    assertQuiet(await runClosedPipe(["resume"], repo), 0, "handoff resume");
    writeFileSync(join(repo, "src", "server.js"), "// changed since the packet\n");
    assertQuiet(await runClosedPipe(["resume"], repo), 1, "handoff resume (drifted)");
  } finally {
    removeDir(repo);
  }
});

test("a shell pipe into head -c 1 ends quietly with the command's status", () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-epipe-sh-"));
  try {
    const transcript = writeTranscript(dir, 3000);
    const command = `"${process.execPath}" "${cliPath()}" redact "${transcript}" | head -c 1 >/dev/null; exit \${PIPESTATUS[0]}`;
    const run = spawnSync("bash", ["-c", command], { cwd: dir, encoding: "utf8" });
    assertQuiet({ code: run.status, stderr: run.stderr }, 0, "handoff redact | head -c 1");
  } finally {
    removeDir(dir);
  }
});

test("ingest stops reading the transcript once its reader has gone", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-epipe-stop-"));
  try {
    // 3,000 commands: a dozen batches of output, each a write that meets the closed pipe.
    const transcript = writeTranscript(dir, 3000);
    const gone = Object.assign(new Error("write EPIPE"), { code: "EPIPE" });
    const stdout = new Writable({ write: (_chunk, _encoding, callback) => callback(gone) });
    stdout.on("error", () => {});
    // Every write the command attempts, the ones the destroyed stream refuses included.
    let writes = 0;
    const write = stdout.write.bind(stdout);
    stdout.write = ((...args: Parameters<typeof write>) => {
      writes++;
      return write(...args);
    }) as typeof stdout.write;
    const stderr = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    const code = await main(["ingest", "claude", transcript], {
      stdin: Readable.from([]),
      stdout,
      stderr,
      cwd: dir,
      env: {},
    });
    assert.equal(code, 0);
    assert.equal(writes, 1, "ingest kept reading and writing after the reader had gone");
  } finally {
    removeDir(dir);
  }
});
