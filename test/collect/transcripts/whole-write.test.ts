/**
 * A whole-file write read against the file's old text: the lines it put in and took out (a line
 * moved or reformatted is neither), a new file's write left whole, and the session's own earlier
 * write of the file as the old text when the transcript records none (OpenCode's `write`).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { OpenCodeParser } from "../../../src/collect/transcripts/agents/opencode/parser.js";
import { addedLine, putInNames } from "../../../src/collect/transcripts/put-in.js";
import { TranscriptAccumulator } from "../../../src/collect/transcripts/summary.js";
import {
  againstOldText,
  FileTexts,
  wholeWriteDiff,
} from "../../../src/collect/transcripts/whole-write.js";

const OLD = "RATE = 3\n\ndef fee(bag):\n    total = bag.kg * RATE\n    return total\n";
const WITH =
  "RATE = 3\n\ndef fee(bag):\n    total = bag.kg * RATE\n    if bag.fragile: total += 5\n    return total\n";

test("a whole write puts in the lines its old text lacked, and takes out those it dropped", () => {
  assert.deepEqual(wholeWriteDiff(OLD, WITH), {
    added: "    if bag.fragile: total += 5",
    dropped: "",
  });
  assert.deepEqual(wholeWriteDiff(WITH, OLD), { dropped: "    if bag.fragile: total += 5" });
  // Moved below a comment and spaced otherwise: neither put in nor taken out.
  const moved = WITH.replace("    if bag.fragile: total += 5\n", "").replace(
    "    return",
    "    # fragile\n    if bag.fragile:  total  += 5\n    return",
  );
  assert.deepEqual(wholeWriteDiff(WITH, moved), { added: "    # fragile", dropped: "" });
});

test("read against its old text, a whole write marks its one line and declares only new names", () => {
  const write = { added: WITH, whole: true as const };
  assert.equal(addedLine(write), null);
  assert.equal(addedLine(againstOldText(write, OLD)), "if bag.fragile: total += 5");
  const constant = { added: `LIMIT_KG = 23\n${OLD}`, whole: true as const };
  // Without it every declaration of the file reads as new.
  assert.deepEqual(putInNames(constant), ["LIMIT_KG", "RATE"]);
  assert.deepEqual(putInNames(againstOldText(constant, OLD)), ["LIMIT_KG"]);
  // A new file, or an old text unknown or cut: everything is new, as before.
  assert.equal(againstOldText(write, ""), write);
  assert.equal(againstOldText(write, undefined), write);
  assert.equal(againstOldText(write, "x\n".repeat(9_000)), write);
});

test("the session's own writes keep the file's text, through its small edits; one not applied forgets it", () => {
  const texts = new FileTexts();
  texts.record({ path: "fee.py", added: OLD, whole: true });
  texts.record({ path: "fee.py", added: "RATE = 4", dropped: "RATE = 3" });
  assert.equal(texts.before("fee.py"), OLD.replace("RATE = 3", "RATE = 4"));
  texts.record({ path: "fee.py", added: "x", dropped: "not there" });
  assert.equal(texts.before("fee.py"), undefined);
});

/** An OpenCode `write` tool part of `path`, completed. */
const writePart = (id: string, path: string, content: string) => ({
  id,
  type: "tool",
  tool: "write",
  state: {
    status: "completed",
    input: { filePath: path, content },
    metadata: { filepath: path, exists: true },
  },
});
const text = (id: string, words: string) => ({ id, type: "text", text: words });

test("OpenCode: a second write of a file is read against the session's first (no old text recorded)", () => {
  const said = "Fragile bags pay five more: they are packed by hand.";
  const parser = new OpenCodeParser();
  const acc = new TranscriptAccumulator(5);
  const origin = { file: "s.json", line: 1 };
  const parts: [unknown, string][] = [
    [text("u1", "Price the bags in fee.py."), "user"],
    [writePart("p1", "/repo/fee.py", OLD), "assistant"],
    [text("a1", said), "assistant"],
    [writePart("p2", "/repo/fee.py", WITH), "assistant"],
    [text("a2", "Done."), "assistant"],
  ];
  for (const [part, role] of parts)
    for (const event of parser.handlePart(part, role, origin)) acc.add(event);
  const summary = acc.result("opencode", "s.json", "/repo");
  const found = summary.conclusions?.find((c) => c.text.startsWith(said));
  assert.deepEqual(found?.put_in, {
    names: [],
    path: "fee.py",
    line: "if bag.fragile: total += 5",
  });
});
