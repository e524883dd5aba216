/**
 * A cut hook loses nothing (issue 30): a SessionEnd write that outlasts Claude Code's budget is
 * handed to a detached writer and the hook returns at once; the packet still lands, whole.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { getPriority } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  PENDING_MAX_AGE_MS,
  savePendingInput,
  spawnDetachedWriter,
  takePendingInput,
  WRITER_NICENESS,
  writeBudgetFor,
} from "../../src/hooks/detached-write.js";
import { sessionHash } from "../../src/hooks/hook-state.js";
import { isProcessAlive } from "../../src/platform/atomic-write.js";
import { hookEventTime } from "../../src/hooks/event-time.js";
import { SEMI_SPACE_FLAG } from "../../src/hooks/write-heap.js";
import { parseHookInput } from "../../src/hooks/protocol/read-hook-input.js";
import { makePlantedSecrets } from "../helpers/fake-secrets.js";
import { claudeAdapter } from "../../src/hooks/protocol/claude.js";
import { geminiAdapter } from "../../src/hooks/protocol/gemini.js";
import { codexAdapter } from "../../src/hooks/protocol/codex.js";
import {
  PREVIOUS_SESSION,
  placeSessionFolder,
  makeRepoWithApp,
} from "../helpers/claude-session-folder.js";
import {
  hookInput,
  hookLogLines,
  packetIds,
  readStoredPacket,
  runBin,
  waitForPackets,
} from "../helpers/hook-process.js";
import { runCli } from "../helpers/run-cli.js";
import { removeDir } from "../helpers/temp-repo.js";

const repoWithWork = (): string => makeRepoWithApp("handoff-detached-");

const sessionEnd = (repo: string, transcript: string) =>
  hookInput({
    session_id: PREVIOUS_SESSION,
    transcript_path: transcript,
    cwd: repo,
    hook_event_name: "SessionEnd",
    reason: "prompt_input_exit",
  });

test("the budgets: Claude's SessionEnd 1 s unless CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS raises it, Codex's 2 s, Gemini's SessionEnd at once, turns at once, PreCompact unbounded", () => {
  assert.equal(writeBudgetFor(claudeAdapter, "SessionEnd", {}), 1_000);
  assert.equal(
    writeBudgetFor(claudeAdapter, "SessionEnd", {
      CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000",
    }),
    14_500,
  );
  // A smaller or broken value never shortens the default.
  assert.equal(
    writeBudgetFor(claudeAdapter, "SessionEnd", { CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "900" }),
    1_000,
  );
  assert.equal(
    writeBudgetFor(claudeAdapter, "SessionEnd", { CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "x" }),
    1_000,
  );
  // A turn's write never keeps the turn waiting: it is handed over at once.
  assert.equal(writeBudgetFor(claudeAdapter, "Stop", {}), 0);
  assert.equal(writeBudgetFor(claudeAdapter, "PreCompact", {}), null);
  assert.equal(writeBudgetFor(geminiAdapter, "SessionEnd", {}), 0);
  assert.equal(writeBudgetFor(geminiAdapter, "AfterAgent", {}), 0);
  assert.equal(writeBudgetFor(codexAdapter, "Stop", {}), 0);
  // Codex kills SessionEnd's hook at 3 s (the `timeout` its install asks for, Codex's cap).
  assert.equal(writeBudgetFor(codexAdapter, "SessionEnd", {}), 2_000);
  assert.equal(codexAdapter.install.timeouts?.["SessionEnd"], 3);
  assert.equal(writeBudgetFor(codexAdapter, "PreCompact", {}), null);
  // HANDOFF_WRITE_BUDGET_MS overrides every bounded event, never an unbounded one.
  const lifted = { HANDOFF_WRITE_BUDGET_MS: "600000" };
  assert.equal(writeBudgetFor(geminiAdapter, "SessionEnd", lifted), 600_000);
  assert.equal(writeBudgetFor(claudeAdapter, "Stop", { HANDOFF_WRITE_BUDGET_MS: "0" }), 0);
  assert.equal(writeBudgetFor(claudeAdapter, "PreCompact", lifted), null);
});

test("a handed-over input keeps no raw session id and no secret: the id's hash, the report redacted", async () => {
  const repo = repoWithWork();
  try {
    const [openai, anthropic] = makePlantedSecrets(30);
    const id = `session-${anthropic?.secret}`;
    const input = parseHookInput(
      hookInput({ session_id: id, cwd: repo, hook_event_name: "Stop", transcript_path: null }),
    );
    const file = await savePendingInput(repo, input, `Done. ${openai?.text}`);
    const text = readFileSync(file, "utf8");
    assert.ok(!text.includes(anthropic?.secret ?? "-"), "the raw session id was saved");
    assert.ok(!text.includes(openai?.secret ?? "-"), "the report's secret was saved");
    const back = parseHookInput(takePendingInput(repo, file));
    assert.equal(back.session_id, null);
    assert.equal(back.session_hash, sessionHash(id));
    assert.match(back.last_assistant_message ?? "", /^Done\. /);
    // The writer marks the transcript for the handing hook's event, not for when it runs.
    assert.equal(back.event_at, hookEventTime());
    assert.ok(!existsSync(file), "the pending input was not removed once taken");
  } finally {
    removeDir(repo);
  }
});

test("a pending input whose writer never started is removed a day later, by the next writer as it takes its input; a fresh one is kept", async () => {
  const repo = repoWithWork();
  try {
    const input = parseHookInput(
      hookInput({ session_id: "s", cwd: repo, hook_event_name: "Stop", transcript_path: null }),
    );
    const abandoned = await savePendingInput(repo, input, null);
    const recent = await savePendingInput(repo, input, null);
    const dir = join(repo, ".handoff", "pending-writes");
    const folder = join(dir, "kept.json");
    mkdirSync(folder);
    const dayAndAMinute = (Date.now() - PENDING_MAX_AGE_MS - 60_000) / 1000;
    utimesSync(abandoned, dayAndAMinute, dayAndAMinute);
    utimesSync(folder, dayAndAMinute, dayAndAMinute);
    utimesSync(recent, Date.now() / 1000 - 3600, Date.now() / 1000 - 3600);
    const next = await savePendingInput(repo, input, null);
    assert.ok(existsSync(abandoned), "the hand-over swept the folder: the hook's wait");
    takePendingInput(repo, next);
    assert.ok(!existsSync(abandoned), "the day-old pending input was kept");
    assert.ok(existsSync(recent), "an hour-old pending input was removed");
    assert.ok(existsSync(folder));
  } finally {
    removeDir(repo);
  }
});

test("--from-file takes only a pending input of the repo's own folder, and removes it", () => {
  const repo = repoWithWork();
  try {
    const outside = join(repo, "notes.json");
    writeFileSync(outside, "{}\n");
    assert.throws(() => takePendingInput(repo, outside), /not a pending hook input/);
    assert.ok(existsSync(outside), "a file outside .handoff/pending-writes/ was removed");
  } finally {
    removeDir(repo);
  }
});

test("a Claude SessionEnd slowed past its 1.5 s budget returns within it; a detached writer leaves the complete packet", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    const run = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionEnd(repo, transcript),
      env: { HANDOFF_TEST_WRITE_DELAY_MS: "2500", HANDOFF_WRITE_BUDGET_MS: "" },
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, "");
    assert.ok(run.ms < 2_400, `the hook took ${Math.round(run.ms)} ms: it waited for the write`);
    assert.match(
      hookLogLines(repo).join("\n"),
      /SessionEnd\(prompt_input_exit\) info: write handed to a detached writer at 1000 ms/,
    );
    const ids = await waitForPackets(repo, 1);
    assert.equal(ids.length, 1, hookLogLines(repo).join("\n"));
    const packet = readStoredPacket(repo, ids[0] ?? "");
    assert.equal(packet["objective"], "Make the answer in app.ts configurable");
    assert.ok(existsSync(join(repo, ".handoff", "packets", ids[0] ?? "", "handoff.md")));
    assert.match(
      readFileSync(join(repo, ".handoff", "log.jsonl"), "utf8"),
      new RegExp(ids[0] ?? "-"),
    );
    // The handed-over input was consumed; the writer said what it did in hook.log.
    assert.deepEqual(readdirSync(join(repo, ".handoff", "pending-writes")), []);
    assert.match(hookLogLines(repo).join("\n"), /info: written packet \S+ \(detached writer\)/);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("with CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS raised, the slow SessionEnd write finishes in the hook", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    const run = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionEnd(repo, transcript),
      env: {
        HANDOFF_TEST_WRITE_DELAY_MS: "1500",
        CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: "15000",
        HANDOFF_WRITE_BUDGET_MS: "",
      },
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(packetIds(repo).length, 1, "the packet was not written by the hook itself");
    assert.doesNotMatch(hookLogLines(repo).join("\n"), /detached writer/);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("called inside another program (not the CLI's own process), a slow hook write neither hands over nor exits the process", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    const run = await runCli(["hook", "claude"], {
      cwd: repo,
      stdin: sessionEnd(repo, transcript),
      env: { HANDOFF_TEST_WRITE_DELAY_MS: "1500", HANDOFF_WRITE_BUDGET_MS: "" },
    });
    // Still here: the test runner was not exited, and the write finished in this call.
    assert.equal(run.code, 0, run.stderr);
    assert.equal(packetIds(repo).length, 1);
    assert.doesNotMatch(hookLogLines(repo).join("\n"), /detached writer/);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("when no detached writer can start (hook.log is a FIFO it may not write to), the hook finishes the write itself, past its budget", async () => {
  const repo = repoWithWork();
  const { folder, transcript } = placeSessionFolder(repo);
  try {
    mkdirSync(join(repo, ".handoff"), { recursive: true });
    execFileSync("mkfifo", [join(repo, ".handoff", "hook.log")]);
    const run = await runBin(["hook", "claude"], {
      cwd: repo,
      stdin: sessionEnd(repo, transcript),
      env: { HANDOFF_TEST_WRITE_DELAY_MS: "1500", HANDOFF_WRITE_BUDGET_MS: "" },
    });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(packetIds(repo).length, 1, "the write was abandoned with no writer to finish it");
    assert.deepEqual(readdirSync(join(repo, ".handoff", "pending-writes")), []);
  } finally {
    removeDir(repo);
    removeDir(folder);
  }
});

test("a turn's detached writer runs at a lower CPU priority; a SessionEnd's keeps the hook's", () => {
  const repo = repoWithWork();
  // A stand-in for the CLI that runs until it is stopped, so its priority can be read.
  const script = join(repo, "stand-in-writer.mjs");
  writeFileSync(script, "setInterval(() => undefined, 1000);\n");
  mkdirSync(join(repo, ".handoff"), { recursive: true });
  const started: number[] = [];
  try {
    const spec = { agent: "claude", root: repo, file: join(repo, "unused.json"), script };
    const turn = spawnDetachedWriter({ ...spec, background: true });
    const end = spawnDetachedWriter(spec);
    assert.ok(turn !== undefined && end !== undefined);
    started.push(turn, end);
    assert.equal(getPriority(turn), Math.min(19, getPriority() + WRITER_NICENESS));
    assert.equal(getPriority(end), getPriority());
  } finally {
    for (const pid of started) process.kill(pid, "SIGKILL");
    removeDir(repo);
  }
});

test("the detached writer starts with the write's young generation, which only node's command line sets", async () => {
  const repo = repoWithWork();
  // A stand-in for the CLI that records the node options it was started with.
  const script = join(repo, "stand-in-writer.mjs");
  const seen = join(repo, "exec-argv.json");
  writeFileSync(
    script,
    `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(seen)}, JSON.stringify(process.execArgv));\n`,
  );
  mkdirSync(join(repo, ".handoff"), { recursive: true });
  try {
    const pid = spawnDetachedWriter({
      agent: "claude",
      root: repo,
      file: join(repo, "x.json"),
      script,
    });
    assert.ok(pid !== undefined);
    const deadline = Date.now() + 15_000;
    while (!existsSync(seen) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(JSON.parse(readFileSync(seen, "utf8")), [SEMI_SPACE_FLAG]);
  } finally {
    removeDir(repo);
  }
});

/**
 * A hook (a child process here) that starts a turn's writer ahead, saves its input at the
 * writer's path or not, says whether the writer had started while it still ran, and exits.
 */
function hookWithWriterAhead(
  repo: string,
  script: string,
  save: boolean,
): { pid: number; file: string; early: boolean } {
  const module = new URL("../../src/hooks/detached-write.js", import.meta.url).href;
  const code = `
    import { existsSync, mkdirSync, writeFileSync } from "node:fs";
    import { dirname } from "node:path";
    const { pendingInputPath, prestartDetachedWriter } = await import(${JSON.stringify(module)});
    const root = ${JSON.stringify(repo)};
    const file = pendingInputPath(root);
    const pid = prestartDetachedWriter({ agent: "claude", root, file, script: ${JSON.stringify(script)} });
    if (${save}) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, "{}\\n");
    }
    await new Promise((r) => setTimeout(r, 400));
    console.log(JSON.stringify({ pid, file, early: existsSync(${JSON.stringify(join(repo, "argv.json"))}) }));
  `;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd: repo,
    encoding: "utf8",
  });
  return JSON.parse(out) as { pid: number; file: string; early: boolean };
}

test("a writer started ahead writes only once its hook has exited, on the input saved at its path; with none saved it ends", async () => {
  const repo = repoWithWork();
  // A stand-in for the CLI that records the arguments it was started with.
  const script = join(repo, "stand-in-writer.mjs");
  const seen = join(repo, "argv.json");
  writeFileSync(
    script,
    `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(seen)}, JSON.stringify(process.argv.slice(2)));\n`,
  );
  mkdirSync(join(repo, ".handoff"), { recursive: true });
  try {
    const saved = hookWithWriterAhead(repo, script, true);
    assert.equal(saved.early, false, "the writer started while its hook ran");
    const deadline = Date.now() + 15_000;
    while (!existsSync(seen) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const argv = JSON.parse(readFileSync(seen, "utf8")) as string[];
    assert.equal(argv[argv.indexOf("--from-file") + 1], saved.file);

    rmSync(seen);
    const unsaved = hookWithWriterAhead(repo, script, false);
    const gone = Date.now() + 15_000;
    while (isProcessAlive(unsaved.pid) && Date.now() < gone)
      await new Promise((r) => setTimeout(r, 50));
    assert.equal(isProcessAlive(unsaved.pid), false, "the writer ahead still waits");
    assert.equal(existsSync(seen), false, "a writer ran with no input saved");
  } finally {
    removeDir(repo);
  }
});
