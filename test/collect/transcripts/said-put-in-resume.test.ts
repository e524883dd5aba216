/**
 * The report that ends a turn ties itself to what the turn's edits put in when it says a
 * declared name in words ("goes to a club account" of `CLUB_ACCOUNT`): the agent wrote the code
 * first and said what it does at the end, naming no identifier. A resumed scan, cut anywhere,
 * reads the same as a full one (the turn's edits saved as their sources and the names' hashes).
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";

const { fresh, assertAppendEqualsFull } = transcriptReads("claude", { errors: true });

const SAID =
  "A night nobody played goes to the club account: the hall bills a booked court anyway.";
const OTHER = "Shares are whole sen, rounded down, and the rest goes to the captain.";

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
  const call = (id: string, name: string, input: unknown) => [
    line("assistant", { role: "assistant", content: [{ type: "tool_use", id, name, input }] }),
    line("user", {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: "ok" }],
    }),
  ];
  const code = [
    "CLUB_ACCOUNT = 'club'",
    "PEAK_FROM_H = 18",
    "",
    "def shares(nights):",
    "    owed = {}",
    "    for night in nights:",
    "        if not night.players:",
    "            owed[CLUB_ACCOUNT] = owed.get(CLUB_ACCOUNT, 0) + night.cost",
    "    return owed",
    "",
  ].join("\n");
  return `${[
    line("user", { role: "user", content: "Work out who owes what in shares.py." }),
    ...call("w1", "Write", { file_path: `${root}/shares.py`, content: code }),
    ...call("b1", "Bash", { command: "python3 -m pytest -q" }),
    line("assistant", {
      role: "assistant",
      content: [{ type: "text", text: `shares.py adds up each night. ${SAID} ${OTHER}` }],
    }),
    line("user", { role: "user", content: "Thanks, carry on tomorrow." }),
  ].join("\n")}\n`;
}

test("the turn's last words say a name its edit put in: tied to it, as a resumed scan reads it too", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-said-put-in-"));
  try {
    const path = join(root, "session.jsonl");
    const bytes = Buffer.from(sessionLines(root));
    writeFileSync(path, bytes);
    const full = JSON.parse(await fresh(root, path)) as {
      conclusions: { kind: string; text: string; put_in?: { names: string[]; path: string } }[];
    };
    const said = full.conclusions.find((c) => c.text.includes("club account"));
    assert.deepEqual(said?.put_in, { names: ["CLUB_ACCOUNT"], path: "shares.py" });
    // A sentence that says none of the names is tied to nothing.
    const other = full.conclusions.find((c) => c.text.includes("whole sen"));
    assert.equal(other?.put_in, undefined);
    await assertAppendEqualsFull(root, { path, bytes }, 20);
    const cache = readFileSync(join(root, TRANSCRIPT_CACHE), "utf8");
    // (The numeric constants are kept by name for the rules they hold: value-writes.ts.)
    assert.doesNotMatch(cache, /CLUB_ACCOUNT|club_account/i);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
