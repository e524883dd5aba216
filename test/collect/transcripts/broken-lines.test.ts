/**
 * Broken transcript lines cost what valid ones do (issue 29, item 11): skipped lines are counted,
 * not kept (only the first MAX_SKIPPED_LISTED are listed, and a reader hands the rest on folded
 * into counted events, not an event per line), a line is not kept per line by the resumable
 * scan either, and a long line nested deeper than MAX_NESTING levels is skipped, not parsed.
 * The memory checks run `write` in a child process with a 64 MB heap: before, a million broken
 * lines (2 MB) or a 3 MB nested line each needed well over that.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  ingestTranscript,
  readTranscriptEvents,
  type TranscriptEvent,
} from "../../../src/collect/transcripts/index.js";
import { MAX_NESTING, parseJsonObject } from "../../../src/collect/transcripts/events.js";
import { nestedDeeper } from "../../../src/json/json-shape.js";
import type { AgentKind } from "../../../src/model/snapshot/types.js";
import { MAX_SKIPPED_LISTED } from "../../../src/model/snapshot/types.js";
import { packageRoot } from "../../../src/platform/package-root.js";
import { cliPath, git, makeRepo, removeDir } from "../../helpers/temp-repo.js";

const FIXTURES = join(packageRoot(), "test", "fixtures");

/** A real first line of each agent's session, re-rooted at `repo`: it tells the agent. */
function header(agent: "claude" | "codex" | "gemini", repo: string): string {
  const [file, index, recorded] = {
    claude: ["transcripts/claude/hook-session-2.1.332.jsonl", 2, "__REPO__"],
    codex: ["transcripts/codex/hook-rollout-0.171.0.jsonl", 0, "__REPO__"],
    gemini: ["agents/gemini-0.61.0/session.jsonl", 0, "/tmp/handoff-agents-repo"],
  }[agent] as [string, number, string];
  const lines = readFileSync(join(FIXTURES, file), "utf8").split("\n");
  return `${(lines[index] as string).replaceAll(recorded, repo)}\n`;
}

/** Broken lines of several kinds, `count` in all. */
function brokenLines(count: number): string {
  const kinds = ["x", "{x}", "[1", '{"a":', "nul", "  ", "{}}"];
  let text = "";
  for (let i = 0; i < count; i++)
    text += `${kinds[i % kinds.length] === "  " ? "x " : kinds[i % kinds.length]}\n`;
  return text;
}

const BROKEN = 100_000;

for (const agent of ["claude", "codex", "gemini"] as const) {
  test(`${agent}: ${BROKEN} broken lines are all counted, ${MAX_SKIPPED_LISTED} listed, and not handed on one event each`, async () => {
    const repo = makeRepo();
    try {
      const path = join(repo, "session.jsonl");
      writeFileSync(path, header(agent, repo) + brokenLines(BROKEN));
      let skippedEvents = 0;
      let counted = 0;
      for await (const event of readTranscriptEvents(path, agent, "session.jsonl")) {
        if (event.kind !== "skipped") continue;
        skippedEvents++;
        counted += (event as Extract<TranscriptEvent, { kind: "skipped" }>).count ?? 1;
      }
      assert.equal(counted, BROKEN);
      // One event for each listed line, then at most one a batch (a read of the file).
      assert.ok(skippedEvents < 1_000, `${skippedEvents} skipped events`);
      for (const cache of [undefined, { warn: () => {} }]) {
        const summary = await ingestTranscript(path, { agent, k: 5, root: repo, cache });
        assert.equal(summary.skipped, BROKEN);
        assert.equal(summary.feedback.skipped_count, BROKEN);
        assert.deepEqual(
          summary.feedback.skipped.map((s) => s.line),
          Array.from({ length: MAX_SKIPPED_LISTED }, (_, i) => i + 2),
        );
      }
    } finally {
      removeDir(repo);
    }
  });
}

test("a broken line's reason is the one JSON.parse gives, without asking it when the first or last character tells", () => {
  for (const line of [
    "x",
    "{x}",
    "[1",
    '{"a":',
    "nul",
    "x ",
    "{}}",
    " {} ",
    "[1]",
    '"s"',
    "1",
    "null",
    '{"a":1}',
    "\uFEFF{}",
    "{\u00a0}",
  ]) {
    let want: string | undefined;
    try {
      const value: unknown = JSON.parse(line);
      want =
        value !== null && typeof value === "object" && !Array.isArray(value)
          ? undefined
          : "not a JSON object";
    } catch {
      want = "not valid JSON";
    }
    const got = parseJsonObject(line);
    assert.equal(typeof got === "string" ? got : undefined, want, JSON.stringify(line));
  }
});

test(`a line longer than 64 KB nested deeper than ${MAX_NESTING} levels is skipped; strings and escaped quotes do not count`, () => {
  const deep = `{"a":${"[".repeat(MAX_NESTING)}${"]".repeat(MAX_NESTING)}, "pad": "${"p".repeat(70_000)}"}`;
  assert.equal(parseJsonObject(deep), `nested deeper than ${MAX_NESTING} levels`);
  const inStrings = `{"a":"${"[".repeat(100)}\\"[[[", "pad": "${"p".repeat(70_000)}", "b":[[1]]}`;
  assert.equal(nestedDeeper(inStrings, MAX_NESTING), false);
  assert.equal(typeof parseJsonObject(inStrings), "object");
  const atLimit = `{"a":${"[".repeat(MAX_NESTING - 1)}${"]".repeat(MAX_NESTING - 1)}, "pad": "${"p".repeat(70_000)}"}`;
  assert.equal(typeof parseJsonObject(atLimit), "object");
  // A short line is parsed whatever its nesting: it cannot cost much.
  const short = `{"a":${"[".repeat(200)}${"]".repeat(200)}}`;
  assert.equal(typeof parseJsonObject(short), "object");
});

/** `write` of `transcript` in `repo`, in a child process with a 64 MB heap. */
function writeWithSmallHeap(repo: string, transcript: string, agent: AgentKind) {
  return spawnSync(
    process.execPath,
    [
      "--max-old-space-size=64",
      cliPath(),
      "write",
      "--agent",
      agent,
      "--transcript",
      transcript,
      "--allow-dirty",
      "--allow-missing-next",
    ],
    { cwd: repo, encoding: "utf8" },
  );
}

const MILLION = 1_000_000;
const CASES: {
  name: string;
  agent: "claude" | "codex" | "gemini";
  body: () => string;
  skipped: number;
}[] = [
  {
    name: "a million broken lines",
    agent: "claude",
    body: () => "x\n".repeat(MILLION),
    skipped: MILLION,
  },
  {
    name: "a million broken lines",
    agent: "codex",
    body: () => "x\n".repeat(MILLION),
    skipped: MILLION,
  },
  {
    name: "a million broken lines",
    agent: "gemini",
    body: () => "x\n".repeat(MILLION),
    skipped: MILLION,
  },

  {
    name: "a 3 MB line nested 1.6 million levels deep",
    agent: "claude",
    body: () => `{"a":${"[".repeat(1_600_000)}${"]".repeat(1_600_000)}}\n`,
    skipped: 1,
  },
  {
    name: "a 3 MB line nested 1.6 million levels deep",
    agent: "gemini",
    body: () => `{"a":${"[".repeat(1_600_000)}${"]".repeat(1_600_000)}}\n`,
    skipped: 1,
  },
];

for (const { name, agent, body, skipped } of CASES) {
  test(`${agent}: write reads ${name} within a 64 MB heap`, () => {
    const repo = makeRepo();
    try {
      git(repo, "commit", "-q", "--allow-empty", "-m", "start");
      const path = join(repo, "..", `${repo.split("/").pop()}-session.jsonl`);
      writeFileSync(path, header(agent, repo) + body());
      try {
        const run = writeWithSmallHeap(repo, path, agent);
        assert.equal(run.status, 0, run.stderr.slice(-2000));
        const packets = join(repo, ".handoff", "packets");
        const [id] = readdirSync(packets);
        const packet = readFileSync(join(packets, id as string, "handoff.md"), "utf8");
        const says = packet.match(/(\d+) unreadable transcript entries skipped/);
        assert.equal(Number(says?.[1] ?? 0), skipped);
      } finally {
        removeDir(path);
      }
    } finally {
      removeDir(repo);
    }
  });
}
