import assert from "node:assert/strict";
import { test } from "node:test";
import { code, codeBlock, escapeInline } from "../../src/render/md-escape.js";

test("inline text keeps balanced code spans and escapes the rest", () => {
  assert.equal(escapeInline("run `npm test` now"), "run `npm test` now");
  assert.equal(escapeInline("a_b *c* <script>"), "a_b *c\\* \\<script>");
  assert.equal(escapeInline("# title"), "\\# title");
  assert.equal(escapeInline("- item"), "\\- item");
  assert.equal(escapeInline("1. first"), "1\\. first");
  assert.equal(escapeInline("one\ntwo\r\nthree"), "one two three");
  assert.equal(escapeInline("stray ` tick"), "stray \\` tick");
});

test("code spans survive backticks, newlines and control characters", () => {
  assert.equal(code("a.ts"), "`a.ts`");
  assert.equal(code("a`b.ts"), "``a`b.ts``");
  assert.equal(code("`x"), "`` `x ``");
  assert.equal(code("a\nb\tc\u0001"), "`a\\nb\\tc\\x01`");
  assert.ok(!code("x\ny").includes("\n"));
});

test("code blocks use a fence longer than any backtick run inside", () => {
  assert.deepEqual(codeBlock("echo ```", "sh"), ["````sh", "echo ```", "````"]);
  assert.deepEqual(codeBlock("npm test", "sh"), ["```sh", "npm test", "```"]);
});

test("plain text stays raw where Markdown would not change its meaning", () => {
  for (const raw of [
    "soft_fail in agent_state and feedback_record.jsonl",
    "a < b && c > d",
    "[REDACTED:openai] and T-002 [W001]",
    "~/src/app.ts and *args",
    "C:\\Users\\x",
    "#42 is the issue, 3 * 4 = 12",
    "-v flag",
  ]) {
    assert.equal(escapeInline(raw), raw, raw);
  }
  assert.ok(!escapeInline("npm test && npm run lint").includes("&amp;"));
});

test("text that would change meaning is escaped, and only there", () => {
  assert.equal(escapeInline("&amp; is an entity"), "\\&amp; is an entity");
  assert.equal(escapeInline("see [docs](http://x)"), "see [docs\\](http://x)");
  assert.equal(escapeInline("__init__.py"), "__init\\_\\_.py");
  assert.equal(escapeInline("~~gone~~"), "~~gone\\~\\~");
  assert.equal(escapeInline("<!-- hidden -->"), "\\<!-- hidden -->");
  assert.equal(escapeInline("> quoted"), "\\> quoted");
  assert.equal(escapeInline("[ ] task"), "\\[ ] task");
  assert.equal(escapeInline("---"), "\\---");
  assert.equal(escapeInline("a \\* b"), "a \\\\\\* b");
  assert.equal(escapeInline("in `a && b` code"), "in `a && b` code");
});
