/**
 * A resumed scan keeps what an edit put in for the decision said before it (`put-in.ts`) as a
 * full scan does, wherever the transcript was cut: saved as the edit's source and the names'
 * hashes, read back from the edit. The same session's own later edit that drops the declaration
 * makes the decision a dead end in its own reading. The cache holds none of the names as text.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";

const { fresh, assertAppendEqualsFull } = transcriptReads("claude", { errors: true });

const ROUND = "Fares go up to the next whole ten: the counters keep no coins.";
const AIRPORT = "Airport rides pay a flat fee on top, so the taxi rank stays staffed.";
const NIGHT = "Night fares cost a fifth more, since the late drivers are paid extra.";
const STATION = "Station pick-ups add forty more: the rank there charges the drivers.";

/** A Claude Code session: three decisions, each said right before its edit; one taken out later. */
function sessionLines(root: string): string {
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u${++n}`,
      cwd: root,
      sessionId: "s",
      timestamp: `2026-12-01T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const edit = (id: string, oldString: string, newString: string, text?: string) => [
    line("assistant", {
      role: "assistant",
      content: [
        ...(text === undefined ? [] : [{ type: "text", text }]),
        {
          type: "tool_use",
          id,
          name: "Edit",
          input: { file_path: `${root}/fares.py`, old_string: oldString, new_string: newString },
        },
      ],
    }),
    line("user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "updated" }],
    }),
  ];
  const round = "def _round_up_ten(x):\n    return -(-x // 10) * 10\n\n";
  return `${[
    line("user", { role: "user", content: "Write the fare calculation in fares.py." }),
    ...edit("e1", "def fare(km):", `${round}def fare(km):`, ROUND),
    ...edit(
      "e2",
      "def fare(km):",
      "def airport_fee(total):\n    return total + 50\n\ndef fare(km):",
      AIRPORT,
    ),
    ...edit("e3", "NIGHT_RATE = 1.1", "NIGHT_RATE = 1.2", NIGHT),
    // A line that declares nothing: the behaviour is that line.
    ...edit(
      "e5",
      "    return total",
      "    if ride.station: total += 40\n    return total",
      STATION,
    ),
    line("assistant", {
      role: "assistant",
      content: [{ type: "text", text: "The fare tests pass." }],
    }),
    line("user", { role: "user", content: "The counters take coins now." }),
    ...edit("e4", `${round}def fare(km):`, "def fare(km):"),
    line("assistant", {
      role: "assistant",
      content: [{ type: "text", text: "Fares are exact now." }],
    }),
  ].join("\n")}\n`;
}

test("append-then-read equals a full scan for what an edit put in", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-put-in-resume-"));
  try {
    const path = join(root, "session.jsonl");
    const bytes = Buffer.from(sessionLines(root));
    writeFileSync(path, bytes);
    const full = JSON.parse(await fresh(root, path)) as {
      conclusions: {
        kind: string;
        text: string;
        put_in?: { names: string[]; path: string; line?: string };
      }[];
    };
    const byText = (text: string) => full.conclusions.find((c) => c.text === text);
    // Taken out by the session's own later edit: a dead end in its own reading.
    assert.deepEqual(byText(ROUND), {
      kind: "dead_end",
      text: ROUND,
      put_in: { names: ["_round_up_ten"], path: "fares.py" },
    });
    assert.deepEqual(byText(AIRPORT), {
      kind: "decision",
      text: AIRPORT,
      put_in: { names: ["airport_fee"], path: "fares.py" },
    });
    // A value change puts nothing in.
    assert.deepEqual(byText(NIGHT), { kind: "decision", text: NIGHT });
    assert.deepEqual(byText(STATION), {
      kind: "decision",
      text: STATION,
      put_in: { names: [], path: "fares.py", line: "if ride.station: total += 40" },
    });
    await assertAppendEqualsFull(root, { path, bytes }, 25);
    const cache = readFileSync(join(root, TRANSCRIPT_CACHE), "utf8");
    assert.doesNotMatch(cache, /_round_up_ten|airport_fee|ride\.station/i);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
