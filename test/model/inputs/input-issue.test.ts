import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { locateJsonPath } from "../../../src/json/position.js";
import { formatInputIssue, renderFieldPath } from "../../../src/model/inputs/input-issue.js";
import { propertyRuns } from "../../helpers/property-runs.js";

/** Every path to a value inside `value`, the root included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...paths(v, [...prefix, i]));
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  }
  return out;
}

function at(value: unknown, path: (string | number)[]): unknown {
  let v = value;
  for (const step of path) v = (v as Record<string | number, unknown>)[step];
  return v;
}

/** The offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf("\n", offset) + 1;
  return offset + column - 1;
}

/** The JSON value that starts at `offset` (the longest prefix that parses). */
function valueAt(text: string, offset: number): unknown {
  for (let end = text.length; end > offset; end--) {
    try {
      return JSON.parse(text.slice(offset, end));
    } catch {}
  }
  throw new Error(`no value at ${offset}`);
}

test("locateJsonPath: every value of any document, compact or indented, is found where it starts", () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2, "\t"), (value, indent) => {
      const text = JSON.stringify(value, null, indent);
      const doc = JSON.parse(text) as unknown;
      for (const path of paths(doc)) {
        const { line, column } = locateJsonPath(text, path);
        assert.deepEqual(valueAt(text, offsetOf(text, line, column)), at(doc, path));
      }
    }),
    { numRuns: propertyRuns(150) },
  );
});

test("locateJsonPath: escapes and brackets inside strings, duplicate keys, CRLF, paths that leave the document", () => {
  const text = '{"a\\"]}": "[{\\\\", "k": 1,\r\n "k": [10, {"x": "}"}, 30]}';
  assert.deepEqual(locateJsonPath(text, ['a"]}']), { line: 1, column: 11 });
  // JSON.parse keeps the last "k": so does the locator.
  assert.deepEqual(locateJsonPath(text, ["k", 2]), { line: 2, column: 24 });
  assert.deepEqual(locateJsonPath(text, ["k", 1, "x"]), { line: 2, column: 18 });
  // A missing key or index: the deepest value that exists.
  assert.deepEqual(locateJsonPath(text, ["k", 7, "y"]), { line: 2, column: 7 });
  assert.deepEqual(locateJsonPath(text, ["nope"]), { line: 1, column: 1 });
  assert.deepEqual(locateJsonPath("  [1]", []), { line: 1, column: 3 });
});

test("formatInputIssue: file:line:column field: message, JSONL lines numbered by the caller", () => {
  assert.equal(renderFieldPath(["assumptions", 3, "text"]), "assumptions[3].text");
  assert.equal(renderFieldPath([2, "status"]), "[2].status");
  const text = '{\n  "assumptions": ["a", "b", "c", {"text": 5}]\n}';
  assert.equal(
    formatInputIssue("agent_state.json", text, {
      path: ["assumptions", 3, "text"],
      message: "must be a string, got number 5",
    }).message,
    "agent_state.json:2:43 assumptions[3].text: must be a string, got number 5",
  );
  assert.equal(
    formatInputIssue("task_board.json", "{}", { path: [], message: "must be an array" }).message,
    "task_board.json:1:1: must be an array",
  );
  const line = '{"command": "ls", "exit_code": "1"}';
  assert.deepEqual(
    formatInputIssue(
      "feedback_record.jsonl",
      line,
      { path: ["exit_code"], message: "bad" },
      { line: 40 },
    ),
    { message: "feedback_record.jsonl:40:32 exit_code: bad", line: 40, column: 32 },
  );
});
