/**
 * Something a session added and a later turn took back out is abandoned, whatever the words
 * said when it went in: a constant, a function or an option whose declaration the session's own
 * edits put in and a later edit dropped makes the earlier sentence about it a dead end; one put
 * back, or only moved, does not. The names a session took the declaration of out, whoever
 * wrote them, are handed on as hashes (`taken_out`). Sessions in Claude Code's and Codex CLI's
 * shapes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ClaudeParser } from "../../../src/collect/transcripts/agents/claude/parser.js";
import { CodexParser } from "../../../src/collect/transcripts/agents/codex/parser.js";
import type { TranscriptEvent } from "../../../src/collect/transcripts/events.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import { decodeHashes, hashWord } from "../../../src/util/name-hash.js";
import { claudeLine } from "../../helpers/fold-conclusions.js";

/** The fold of Claude Code lines: the summary's conclusions and its `taken_out`. */
function foldClaude(lines: unknown[]) {
  const parser = new ClaudeParser();
  const acc = new TranscriptAccumulator(3);
  const events: TranscriptEvent[] = [
    ...lines.flatMap((line, i) => parser.handleLine(JSON.stringify(line), i + 1, "f", false)),
    ...parser.finish(),
  ];
  for (const event of events) acc.add(event);
  return acc.result("claude", "t", "/w");
}

const edit = (n: number, id: string, file: string, before: string, after: string) =>
  claudeLine(n, "assistant", {
    role: "assistant",
    content: [
      {
        type: "tool_use",
        id,
        name: "Edit",
        input: { file_path: `/w/${file}`, old_string: before, new_string: after },
      },
    ],
  });
const done = (n: number, id: string) =>
  claudeLine(n, "user", {
    role: "user",
    content: [{ type: "tool_result", tool_use_id: id, content: "updated" }],
  });
const say = (n: number, text: string) =>
  claudeLine(n, "assistant", { role: "assistant", content: [{ type: "text", text }] });
const user = (n: number, text: string) => claudeLine(n, "user", { role: "user", content: text });

const ADDED =
  "Clearing a table takes a quarter of an hour: CLEANUP_MIN = 15 sits between two bookings in lib/slots.js.";
const LINE = "const SLOT_MINUTES = 120;";
const WITH = `${LINE}\nconst CLEANUP_MIN = 15;`;

test("Claude Code: a constant the session added, then took out in a later turn, makes what it said of it abandoned", () => {
  const summary = foldClaude([
    user(1, "Tables need time to be cleared between bookings in lib/slots.js."),
    edit(2, "e1", "lib/slots.js", LINE, WITH),
    done(3, "e1"),
    say(4, ADDED),
    user(5, "The two hours already include clearing. Drop it."),
    edit(6, "e2", "lib/slots.js", WITH, LINE),
    done(7, "e2"),
    say(8, "lib/slots.js keeps SLOT_MINUTES alone between two bookings of one table."),
  ]);
  assert.deepEqual(
    summary.conclusions.find((c) => c.text === ADDED),
    { kind: "dead_end", text: ADDED },
  );
  assert.ok(decodeHashes(summary.taken_out ?? "").has(hashWord("cleanup_min")));
});

test("Claude Code: one moved to another file, or put back, stays decided", () => {
  const moved = foldClaude([
    user(1, "Tables need time to be cleared between bookings in lib/slots.js."),
    edit(2, "e1", "lib/slots.js", LINE, WITH),
    done(3, "e1"),
    say(4, ADDED),
    user(5, "Keep the timings in lib/hours.js."),
    edit(6, "e2", "lib/slots.js", WITH, LINE),
    done(7, "e2"),
    edit(8, "e3", "lib/hours.js", "const OPEN = 18;", "const OPEN = 18;\nconst CLEANUP_MIN = 15;"),
    done(9, "e3"),
    say(10, "lib/hours.js holds every timing of the evening now."),
  ]);
  assert.deepEqual(
    moved.conclusions.find((c) => c.text === ADDED),
    { kind: "decision", text: ADDED },
  );
  assert.equal(moved.taken_out, undefined);
});

test("Codex CLI: an option a patch added and a later patch took out leaves its sentence abandoned", () => {
  const parser = new CodexParser();
  const line = (type: string, payload: Record<string, unknown>) => ({
    timestamp: "2026-12-01T10:00:00.000Z",
    type,
    payload,
  });
  const patch = (id: string, body: string) => [
    line("response_item", {
      type: "custom_tool_call",
      name: "apply_patch",
      call_id: id,
      input: body,
    }),
    line("response_item", {
      type: "custom_tool_call_output",
      call_id: id,
      output: JSON.stringify({ output: "Success", metadata: { exit_code: 0 } }),
    }),
  ];
  const message = (role: string, text: string) =>
    line("response_item", {
      type: "message",
      role,
      content: [{ type: role === "user" ? "input_text" : "output_text", text }],
    });
  const said =
    "prune.py takes --dry-run now: it lists the snapshots it would delete, so a cron typo costs nothing.";
  const rollout = [
    line("session_meta", { id: "x", cwd: "/w" }),
    message("user", "Add a safe way to try prune.py."),
    ...patch(
      "p1",
      '*** Begin Patch\n*** Update File: prune.py\n@@\n parser = argparse.ArgumentParser()\n+parser.add_argument("--dry-run", action="store_true")\n*** End Patch',
    ),
    message("assistant", said),
    message("user", "Nobody will use that flag; the listing is in the log anyway. Take it out."),
    ...patch(
      "p2",
      '*** Begin Patch\n*** Update File: prune.py\n@@\n parser = argparse.ArgumentParser()\n-parser.add_argument("--dry-run", action="store_true")\n*** End Patch',
    ),
    message("assistant", "prune.py logs each snapshot before it goes, as before."),
  ];
  const acc = new TranscriptAccumulator(3);
  for (const event of [
    ...rollout.flatMap((l, i) => parser.handleLine(JSON.stringify(l), i + 1, "f")),
    ...parser.finish(),
  ])
    acc.add(event);
  const summary = acc.result("codex", "t", "/w");
  assert.deepEqual(
    summary.conclusions.find((c) => c.text === said),
    { kind: "dead_end", text: said },
  );
});
