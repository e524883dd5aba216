import assert from "node:assert/strict";
import { test } from "node:test";
import { code, codeBlock, escapeInline } from "../src/render/md-escape.js";

test("inline text keeps balanced code spans and escapes the rest", () => {
  assert.equal(escapeInline("run `npm test` now"), "run `npm test` now");
  assert.equal(
    escapeInline("a_b *c* <script>"),
    "a\\_b \\*c\\* &lt;script&gt;".replace("&gt;", "\\>"),
  );
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
