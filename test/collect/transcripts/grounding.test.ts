/**
 * The names some code gives (`codeNames`): identifiers shaped like code, never the words of its
 * comments or of prose in its strings; and its uses — calls, includes, imports — which an edit
 * that drops them takes back.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { codeNames, heredocWrites } from "../../../src/collect/transcripts/grounding.js";

test("identifiers shaped like code name things; comment and string prose does not", () => {
  const { names, uses } = codeNames(
    [
      "// keep the banner sharp on every screen",
      "export const MAX_WIDTH = 1200;",
      "export function cropBanner(image) {",
      "  const width = Math.min(image.width, MAX_WIDTH) & ~1; /* even widths only */",
      '  logLine("cropped the banner for the screen");',
      "}",
    ].join("\n"),
  );
  for (const name of ["max_width", "width", "cropbanner", "logline", "min"])
    assert.ok(names.includes(name), name);
  for (const word of ["banner", "sharp", "screen", "even", "cropped", "const", "return"])
    assert.ok(!names.includes(word), word);
  assert.ok(uses.includes("logline") && uses.includes("cropbanner"));
  assert.ok(!uses.includes("width"), "a variable is no use");
});

test("includes and imports of several languages are uses", () => {
  assert.ok(codeNames("#include <search.h>\nint main(void) { return 0; }").uses.includes("search"));
  assert.ok(codeNames("import yaml\n").uses.includes("yaml"));
  assert.ok(codeNames('import { z } from "zod";').uses.includes("zod"));
  assert.ok(codeNames('const lru = require("lru-cache");').uses.includes("lru-cache"));
  assert.ok(codeNames("use serde_json::Value;").uses.includes("serde_json"));
  // A comment is not code: `# note` in Python, `-- note` in SQL.
  assert.deepEqual(codeNames("# call retry_later() here\n-- and drop_index()").names, []);
});

test("a heredoc writes its whole body, every line of it, into its file", () => {
  const body = "ZWJ = '\\u200d'\ndef keeps_zwj(text, i):\n    return text[i] == ZWJ";
  for (const end of ["\nEOF", "\nEOF\necho done", ""])
    assert.deepEqual(
      heredocWrites(`cat > tok/tokenizer.py <<'EOF'\n${body}${end}`).map(({ path, body }) => ({
        path,
        body,
      })),
      [{ path: "tok/tokenizer.py", body }],
    );
});
