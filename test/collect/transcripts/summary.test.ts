/**
 * `ingestTranscript` skips decoding the output tails of passing Claude commands (a passing record
 * keeps its command only, SPEC §4): its summary must equal the one folded from the full events,
 * where every record has its tails, on every Claude fixture and on a session of every outcome.
 */
import assert from "node:assert/strict";
import { readdirSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import {
  displayPath,
  ingestTranscript,
  readTranscriptEvents,
} from "../../../src/collect/transcripts/index.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { packageRoot } from "../../../src/platform/package-root.js";

const DIR = join(packageRoot(), "test", "fixtures", "transcripts", "claude");
const HOME = "/nonexistent-home";

function fixtureFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...fixtureFiles(path));
    else if (name.endsWith(".jsonl")) files.push(path);
  }
  return files;
}

/** The summary folded from every event, tails included; an error's message when it throws. */
async function fullSummary(path: string, k: number, root: string): Promise<unknown> {
  try {
    const summary = new TranscriptAccumulator(k);
    const source = displayPath(path, root, HOME);
    for await (const event of readTranscriptEvents(path, "claude", source)) summary.add(event);
    return summary.result("claude", source, resolve(root));
  } catch (error) {
    return (error as Error).message;
  }
}

async function fastSummary(path: string, k: number, root: string): Promise<unknown> {
  try {
    return await ingestTranscript(path, { agent: "claude", k, root, home: HOME });
  } catch (error) {
    return (error as Error).message;
  }
}

async function assertSame(path: string, root: string): Promise<void> {
  for (const k of [1, 5, 30]) {
    const full = await fullSummary(path, k, root);
    const fast = await fastSummary(path, k, root);
    assert.deepEqual(fast, full, path);
  }
}

test("every Claude fixture: the summary without passing tails is the full one", async () => {
  const files = fixtureFiles(DIR);
  assert.ok(files.length > 0);
  for (const path of files) await assertSame(path, DIR);
});

test("a session of every outcome: the summary without passing tails is the full one", async () => {
  const dir = await mkdtemp(join(tmpdir(), "handoff-passing-"));
  try {
    const lines: unknown[] = [];
    const outcomes = [
      { content: "ok ✓\n".repeat(900), result: { stdout: "ok ✓\n".repeat(900), stderr: "warn" } },
      { content: "plain output only", result: {} },
      { content: "Exit code 2\nboom", is_error: true, result: "Error: Exit code 2\nboom" },
      { content: "Exit code 0\nfine", is_error: true, result: {} },
      {
        content: "Exit code 1\nbad",
        is_error: true,
        result: { stdout: "out ✓\n".repeat(500), stderr: "bad thing" },
      },
      {
        content: "",
        result: { stdout: "", stderr: "No matches", returnCodeInterpretation: "No matches found" },
      },
      {
        content: "partial",
        result: { stdout: "partial ✓".repeat(400), stderr: "", interrupted: true },
      },
    ];
    let n = 0;
    for (let round = 0; round < 8; round++) {
      for (const outcome of outcomes) {
        n++;
        const id = `toolu_${n}`;
        const time = new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString();
        lines.push({
          type: "assistant",
          uuid: `a-${n}`,
          timestamp: time,
          cwd: dir,
          message: {
            content: [
              { type: "tool_use", id, name: "Bash", input: { command: `npm test -- ${n % 3}` } },
            ],
          },
        });
        lines.push({
          type: "user",
          uuid: `u-${n}`,
          timestamp: time,
          message: {
            content: [
              {
                type: "tool_result",
                tool_use_id: id,
                content: outcome.content,
                is_error: outcome.is_error ?? false,
              },
            ],
          },
          toolUseResult: outcome.result,
        });
      }
    }
    const path = join(dir, "session.jsonl");
    await writeFile(path, lines.map((line) => JSON.stringify(line)).join("\n"));
    await assertSame(path, dir);
    // The full events do carry passing tails: the shortcut has something to skip.
    let passingTails = 0;
    for await (const event of readTranscriptEvents(path, "claude", "s"))
      if (event.kind === "command" && event.record.exit_code === 0 && event.record.stdout_tail)
        passingTails++;
    assert.ok(passingTails > 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("a transcript's failure passed later as the same command with a setting, kept across a saved scan", () => {
  const events: TranscriptEvent[] = [
    { kind: "user", text: "Run the db tests against the docker postgres" },
    {
      kind: "command",
      record: { command: "make db-test", exit_code: 2, stderr_tail: "Connection refused" },
    },
    { kind: "report", text: "Postgres in docker listens on 5433, not 5432." },
    { kind: "command", record: { command: "PGPORT=5433 make db-test2", exit_code: 0 } },
    { kind: "command", record: { command: "PGPORT=5433 make db-test", exit_code: 0 } },
    { kind: "command", record: { command: "make db-test", exit_code: 0 } },
    { kind: "report", text: "db tests pass with PGPORT=5433." },
  ].map((event, i) => ({ ...event, from: i }) as TranscriptEvent);
  const whole = new TranscriptAccumulator(3);
  for (const event of events) whole.add(event);
  const result = whole.result("codex", "t.jsonl", "/repo");
  assert.deepEqual(result.feedback.passed_later, ["make db-test"]);
  // The first run that passed after the failure is the one named.
  assert.deepEqual(result.feedback.passed_later_as, [
    { command: "make db-test", as: "PGPORT=5433 make db-test" },
  ]);
  // Saved after the passing run, restored from its sources: the same summary.
  const part = new TranscriptAccumulator(3);
  for (const event of events.slice(0, 5)) part.add(event);
  const saved = part.saveState();
  const passed = part.passedLaterProofs();
  assert.ok(saved !== null && passed !== null);
  const restored = TranscriptAccumulator.restore(
    3,
    JSON.parse(JSON.stringify(saved)),
    (from) => events[from as number] as TranscriptEvent,
    passed,
  );
  for (const event of events.slice(5)) restored.add(event);
  assert.deepEqual(restored.result("codex", "t.jsonl", "/repo"), result);
});
