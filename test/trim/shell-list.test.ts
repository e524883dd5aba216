import assert from "node:assert/strict";
import { test } from "node:test";
import { parseShellList } from "../../src/trim/shell-list.js";

/** The list in a compact form: items of `ops` and pipelines of stages of words. */
function shape(line: string): unknown {
  return parseShellList(line).map((item) => ({
    pipelines: item.pipelines.map((p) => (p.negated ? ["!", ...p.stages] : p.stages)),
    ops: item.ops,
    ...(item.background ? { background: true } : {}),
  }));
}

test("items, and-or lists and pipelines, as the shell groups them", () => {
  assert.deepEqual(shape("git status --short && npm test 2>&1 | tail -3"), [
    {
      pipelines: [
        [["git", "status", "--short"]],
        [
          ["npm", "test"],
          ["tail", "-3"],
        ],
      ],
      ops: ["&&"],
    },
  ]);
  assert.deepEqual(shape("a; b || c & d\ne |& f"), [
    { pipelines: [[["a"]]], ops: [] },
    { pipelines: [[["b"]], [["c"]]], ops: ["||"], background: true },
    { pipelines: [[["d"]]], ops: [] },
    { pipelines: [[["e"], ["f"]]], ops: [] },
  ]);
});

test("quotes hold operators; redirections and their targets are dropped", () => {
  assert.deepEqual(shape(`npm test -- --grep 'a | b && c' > out.log 2>&1 <in "x;y"`), [
    { pipelines: [[["npm", "test", "--", "--grep", "a | b && c", "x;y"]]], ops: [] },
  ]);
  assert.deepEqual(shape("cmd &> all.log; other >| f 2>&- <<< word"), [
    { pipelines: [[["cmd"]]], ops: [] },
    { pipelines: [[["other"]]], ops: [] },
  ]);
});

test("subshells and braces are flattened; `!` negates; a heredoc's body is data", () => {
  assert.deepEqual(shape("(cd api && go test ./...)"), [
    { pipelines: [[["cd", "api"]], [["go", "test", "./..."]]], ops: ["&&"] },
  ]);
  assert.deepEqual(shape("{ npm test; } | tail"), [
    { pipelines: [[["npm", "test"]]], ops: [] },
    { pipelines: [[["tail"]]], ops: [] },
  ]);
  assert.deepEqual(shape("! npm test"), [{ pipelines: [["!", ["npm", "test"]]], ops: [] }]);
  assert.deepEqual(shape("cat <<'EOF' > f\nnpm test | tail\nEOF\nls"), [
    { pipelines: [[["cat"]]], ops: [] },
    { pipelines: [[["ls"]]], ops: [] },
  ]);
});

test("substitutions stay in their word; comments, continuations and a cut line", () => {
  assert.deepEqual(shape("echo $(npm test | tail -1) `a | b` # c && d\nnpm \\\n  test"), [
    { pipelines: [[["echo", "$(npm test | tail -1)", "`a | b`"]]], ops: [] },
    { pipelines: [[["npm", "test"]]], ops: [] },
  ]);
  assert.deepEqual(shape("npm test && "), [{ pipelines: [[["npm", "test"]]], ops: [] }]);
  assert.deepEqual(shape("npm test 'unclosed | tail"), [
    { pipelines: [[["npm", "test"]]], ops: [] },
  ]);
  assert.deepEqual(shape(""), []);
});
