/**
 * Repeat counts across packets: a check that failed once in one session and twice in the next
 * failed three times, whether the next session's count comes from its own transcript (added to
 * the superseded packet's) or from the same feedback log read on (already counted there).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { validatePacket } from "../../src/model/packet/validate.js";
import { renderBriefingText } from "../../src/resume/briefing.js";
import type { FeedbackSummary, Snapshot, TailEntry } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const CHECK = "pytest -q tests/test_ledger.py";

function failing(count: number): TailEntry {
  return {
    command: CHECK,
    exit_code: 1,
    count,
    first_exit_code: 1,
    last_error_line: "FAILED tests/test_ledger.py::test_balance - assert 3 == 2",
  };
}

function feedbackOf(tail: TailEntry[], files: string[] = []): FeedbackSummary {
  return {
    files,
    total: tail.reduce((n, e) => n + (e.count ?? 1), 0) + 1,
    failures: tail.reduce((n, e) => n + (e.exit_code === 0 ? 0 : (e.count ?? 1)), 0),
    tail: [{ command: "git status", exit_code: 0 }, ...tail],
    commands: ["git status", ...tail.map((e) => e.command)],
    skipped: [],
    skipped_count: 0,
    last_test: { command: CHECK, exit_code: 1 },
    passed_later: [],
  };
}

/** A session of its own transcript (`source`) that failed the check `count` times. */
function session(
  source: string,
  count: number,
  previous: ReturnType<typeof generate> | null,
): Snapshot {
  const s = makeSessionSnapshot();
  const transcript = s.transcript;
  if (transcript === null) throw new Error("the sample has a transcript");
  transcript.source = source;
  transcript.feedback = feedbackOf([failing(count)]);
  s.previous = previous === null ? null : toPreviousView(previous.payload);
  return s;
}

const attemptOf = (packet: { failed_attempts: string[] }) =>
  packet.failed_attempts.filter((line) => line.startsWith(CHECK));

test("a failure carried from the last session's packet adds to the new session's count", () => {
  const first = generate(session("~/.codex/sessions/rollout-a.jsonl", 1, null));
  assert.deepEqual(attemptOf(first.payload), [`${CHECK} -> exit 1`]);
  const second = generate(session("~/.gemini/tmp/chats/session-b.json", 2, first));
  assert.deepEqual(attemptOf(second.payload), [`${CHECK} -> exit 1 (x3)`]);
  // A third session that fails it once more: 4, whatever the second carried.
  const third = generate(session("~/.claude/projects/ledger/c.jsonl", 1, second));
  assert.deepEqual(attemptOf(third.payload), [`${CHECK} -> exit 1 (x4)`]);
});

test("a rerun over the same transcript counts its failures once: byte-identical", () => {
  const first = generate(session("~/.codex/sessions/rollout-a.jsonl", 1, null));
  const second = generate(session("~/.gemini/tmp/chats/session-b.json", 2, first));
  const rerun = generate(session("~/.gemini/tmp/chats/session-b.json", 2, second));
  assert.equal(rerun.json, second.json);
  // The same session went on and failed it once more: 2 + 1 here, + 1 from the first session.
  const more = generate(session("~/.gemini/tmp/chats/session-b.json", 3, second));
  assert.deepEqual(attemptOf(more.payload), [`${CHECK} -> exit 1 (x4)`]);
});

test("the same feedback log read on already counts the earlier packet's failures", () => {
  const withLog = (count: number, previous: ReturnType<typeof generate> | null) => {
    const s = session("~/.codex/sessions/rollout-a.jsonl", 0, previous);
    s.workbench.feedback = feedbackOf([failing(count)], [".workbench/feedback.jsonl"]);
    return s;
  };
  const first = generate(withLog(1, null));
  const second = generate(withLog(3, first));
  assert.deepEqual(attemptOf(second.payload), [`${CHECK} -> exit 1 (x3)`]);
});

test("a carried count adds to a fresh failure that passed later, and keeps its mark", () => {
  const first = generate(session("~/.codex/sessions/rollout-a.jsonl", 2, null));
  const next = session("~/.gemini/tmp/chats/session-b.json", 1, first);
  const feedback = next.transcript?.feedback;
  if (!feedback) throw new Error("the session has a transcript");
  feedback.tail.push({ command: CHECK, exit_code: 0 });
  feedback.passed_later = [CHECK];
  assert.deepEqual(attemptOf(generate(next).payload), [`${CHECK} -> exit 1 (x3) (passed later)`]);
});

/** A session whose db check failed, then passed with the port the docker postgres listens on. */
function envRerunSession(previous: ReturnType<typeof generate> | null = null): Snapshot {
  const s = makeSessionSnapshot();
  const transcript = s.transcript;
  if (transcript === null) throw new Error("the sample has a transcript");
  transcript.source = "~/.codex/sessions/rollout-db.jsonl";
  transcript.feedback = {
    files: [],
    total: 5,
    failures: 2,
    tail: [
      {
        command: "make db-test",
        exit_code: 2,
        count: 2,
        first_exit_code: 2,
        last_error_line:
          "psql: error: connection to server on port 5432 failed: Connection refused",
      },
      { command: "PGPORT=5433 make db-test2", exit_code: 0 },
      { command: "PGPORT=5433 make db-test", exit_code: 0 },
    ],
    commands: ["make db-test", "PGPORT=5433 make db-test2", "PGPORT=5433 make db-test"],
    skipped: [],
    skipped_count: 0,
    last_test: { command: "PGPORT=5433 make db-test", exit_code: 0 },
    passed_later: ["make db-test"],
    passed_later_as: [{ command: "make db-test", as: "PGPORT=5433 make db-test" }],
  };
  s.previous = previous === null ? null : toPreviousView(previous.payload);
  return s;
}

test("a failure that passed with a leading setting says which run, and the briefing states the pitfall", () => {
  const { payload, markdown } = generate(envRerunSession());
  assert.deepEqual(
    payload.failed_attempts.filter((a) => a.startsWith("make db-test")),
    ["make db-test -> exit 2 (x2) (passed later as PGPORT=5433 make db-test)"],
  );
  assert.deepEqual(validatePacket(payload), []);
  assert.ok(
    markdown.includes(
      "- `make db-test` -> exit 2 (x2) — passed later as `PGPORT=5433 make db-test` (needs PGPORT=5433)",
    ),
    markdown,
  );
  const briefing = renderBriefingText(resultFor(payload));
  assert.ok(
    briefing.includes(
      "- make db-test -> exit 2 (x2) — passed later as PGPORT=5433 make db-test (needs PGPORT=5433)",
    ),
    briefing,
  );
  // Not listed as still failing, and no other command is said to have passed.
  assert.ok(!/make db-test2 -> exit/.test(briefing));
});

test("a carried failure passes later as the new session's run with a setting", () => {
  const first = makeSessionSnapshot();
  const transcript = first.transcript;
  if (transcript === null) throw new Error("the sample has a transcript");
  transcript.source = "~/.claude/projects/db/a.jsonl";
  transcript.feedback = feedbackOf([
    { command: "make db-test", exit_code: 2, count: 1, first_exit_code: 2 },
  ]);
  const carried = generate(first);
  const next = envRerunSession(carried);
  const feedback = next.transcript?.feedback;
  if (!feedback) throw new Error("the session has a transcript");
  // The new session never ran the plain command: only the run with the setting.
  feedback.tail = [{ command: "PGPORT=5433 make db-test", exit_code: 0 }];
  feedback.commands = ["PGPORT=5433 make db-test"];
  feedback.passed_later = [];
  delete feedback.passed_later_as;
  const { payload } = generate(next);
  assert.deepEqual(
    payload.failed_attempts.filter((a) => a.startsWith("make db-test")),
    [
      `make db-test -> exit 2 (passed later as PGPORT=5433 make db-test) (from packet ${carried.payload.id})`,
    ],
  );
  assert.deepEqual(validatePacket(payload), []);
});

/** A later session of its own transcript that ran `tail` (nothing of the db check, or the check again). */
function laterSession(
  source: string,
  tail: TailEntry[],
  previous: ReturnType<typeof generate>,
): Snapshot {
  const s = makeSessionSnapshot();
  const transcript = s.transcript;
  if (transcript === null) throw new Error("the sample has a transcript");
  transcript.source = source;
  transcript.feedback = feedbackOf(tail);
  transcript.feedback.last_test = null;
  s.previous = toPreviousView(previous.payload);
  return s;
}

const FIX = "passed later as PGPORT=5433 make db-test (needs PGPORT=5433)";

test("the fix of a check that passed only with a setting is stated at every later hop, and joins the plain command failing again", () => {
  const first = generate(envRerunSession());
  // Hop 2 runs nothing of the check; hop 3 neither: the fix still stands in each briefing.
  const second = generate(laterSession("~/.gemini/chats/s2.json", [], first));
  const third = generate(laterSession("~/.claude/projects/db/s3.jsonl", [], second));
  for (const packet of [second, third]) {
    const briefing = renderBriefingText(resultFor(packet.payload));
    assert.ok(briefing.includes(FIX), briefing);
    assert.deepEqual(validatePacket(packet.payload), []);
  }
  // Hop 4 runs the plain command again and it fails: the fix is known, and stated beside it.
  const fourth = generate(
    laterSession(
      "~/.codex/sessions/s4.jsonl",
      [
        {
          command: "make db-test",
          exit_code: 2,
          count: 1,
          first_exit_code: 2,
          last_error_line: "psql: error: connection to server on port 5432 failed",
        },
      ],
      third,
    ),
  );
  const lines = fourth.payload.failed_attempts.filter((a) => a.startsWith("make db-test"));
  assert.deepEqual(lines, [
    "make db-test -> exit 2 (x3) (passed later as PGPORT=5433 make db-test)",
  ]);
  const briefing = renderBriefingText(resultFor(fourth.payload));
  assert.ok(briefing.includes(FIX), briefing);
  // Hop 5: the plain command passes now; the pitfall is moot and the attempt passed.
  const fifth = generate(
    laterSession("~/.gemini/chats/s5.json", [{ command: "make db-test", exit_code: 0 }], fourth),
  );
  assert.deepEqual(
    fifth.payload.failed_attempts.filter((a) => a.startsWith("make db-test")),
    [`make db-test -> exit 2 (x3) (passed later) (from packet ${fourth.payload.id})`],
  );
});

test("a fix carried twice keeps the label of the packet that first recorded it, so a rerun reproduces the packet", () => {
  const first = generate(envRerunSession());
  const second = generate(laterSession("~/.gemini/chats/s2.json", [], first));
  const third = generate(laterSession("~/.claude/projects/db/s3.jsonl", [], second));
  const carried = `make db-test -> exit 2 (x2) (passed later as PGPORT=5433 make db-test) (from packet ${first.payload.id})`;
  for (const packet of [second, third]) {
    assert.deepEqual(
      packet.payload.failed_attempts.filter((a) => a.startsWith("make db-test")),
      [carried],
    );
  }
  // The third session's inputs again, over its own packet: the same facts, the same packet.
  const again = generate(laterSession("~/.claude/projects/db/s3.jsonl", [], third));
  assert.deepEqual(again.payload.failed_attempts, third.payload.failed_attempts);
});
