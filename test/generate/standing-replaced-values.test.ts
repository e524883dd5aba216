/**
 * An earlier session's conclusion whose value this session's diff replaced is marked superseded
 * by the line, whether or not a message of the user asked for the change: the diff's value
 * changes are read whole, not only those an edit link ties to a user message (those say which
 * rule of the user's a change replaced, a question about the user's words).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { buildConclusions } from "../../src/generate/standing.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";

const OLD = "Slots are 90 minutes long, so the last one starts at 21:30.";

test("a value the diff replaced, with no user message asking, supersedes the earlier conclusion", () => {
  const s = makeSessionSnapshot();
  // The packet before: a whole one, holding the earlier session's conclusion.
  s.previous = toPreviousView({
    ...generate(makeSessionSnapshot()).payload,
    id: "0123456789abcdef",
    conclusions: [
      { kind: "decision", text: OLD, agent: "gemini", date: "2026-12-01", packet: null },
    ],
  });
  assert.ok(s.git !== null && s.transcript !== null);
  // No named code and no replaced lines: only the value change ties the conclusion to the diff.
  s.git = {
    ...s.git,
    value_changes: [
      { path: "lib/slots.js", before: "90", after: "120", line: "const SLOT_MINUTES = 120;" },
    ],
    named_code: [],
    replaced_lines: [],
  };
  s.transcript = { ...s.transcript, value_edits: [], value_writes: [], line_writes: [] };
  const old = buildConclusions(s).find((c) => c.text.startsWith(OLD));
  assert.equal(old?.kind, "dead_end");
  assert.equal(old?.text, `${OLD} — superseded by \`const SLOT_MINUTES = 120;\` (lib/slots.js)`);
});
