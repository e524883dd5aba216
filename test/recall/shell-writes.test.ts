/**
 * The conservative parse of the paths a shell command writes: what it names, and what it leaves
 * out (reads, expansions, descriptors, a heredoc's body).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { shellWrites } from "../../src/recall/shell-writes.js";
import { toolWritePaths } from "../../src/recall/tool-paths.js";

test("writes: redirections, tee, rm, mv, cp's destination, sed -i, git rm", () => {
  const cases: [string, string[]][] = [
    ["echo x > legacy/a.txt", ["legacy/a.txt"]],
    ["printf y >>legacy/log.txt 2>&1", ["legacy/log.txt"]],
    ["npm test 2> err.txt", []],
    ["cat a | tee -a out/b.txt", ["out/b.txt"]],
    ["rm -rf migrations/ && mkdir -p build", ["migrations/", "build"]],
    ["mv src/a.ts src/b.ts", ["src/a.ts", "src/b.ts"]],
    ["cp -r templates/x dist/x", ["dist/x"]],
    ["sed -i 's/a/b/' src/db.ts", ["src/db.ts"]],
    ["sed -n 1,10p src/db.ts", []],
    ["git rm -q old.ts; git checkout -- src/db.ts", ["old.ts", "src/db.ts"]],
    ["touch 'docs/a b.md'", ["docs/a b.md"]],
    ['echo x > "$OUT"', []],
    ["rm -f *.log", []],
    ["cat > notes/plan.md <<'EOF'\nrm -rf important/\nEOF", ["notes/plan.md"]],
    ["cat src/db.ts && grep -r x src", []],
    ["echo ok > /dev/null", []],
  ];
  for (const [command, paths] of cases) assert.deepEqual(shellWrites(command), paths, command);
});

test("tool calls of every host name the paths they write; reads name none", () => {
  assert.deepEqual(toolWritePaths("Edit", { file_path: "/r/src/a.ts" }), ["/r/src/a.ts"]);
  assert.deepEqual(toolWritePaths("NotebookEdit", { notebook_path: "n.ipynb" }), ["n.ipynb"]);
  assert.deepEqual(toolWritePaths("Read", { file_path: "src/a.ts" }), []);
  assert.deepEqual(toolWritePaths("Bash", { command: "echo > a/b.txt" }), ["a/b.txt"]);
  assert.deepEqual(
    toolWritePaths("apply_patch", {
      input: "*** Begin Patch\n*** Update File: src/a.ts\n@@\n-x\n+y\n*** End Patch",
    }),
    ["src/a.ts"],
  );
  assert.deepEqual(toolWritePaths("shell", { command: ["bash", "-lc", "rm x/y"] }), ["x/y"]);
  assert.deepEqual(toolWritePaths("write_file", { file_path: "/r/a.md", content: "x" }), [
    "/r/a.md",
  ]);
  assert.deepEqual(toolWritePaths("run_shell_command", { command: "touch z" }), ["z"]);
  assert.deepEqual(toolWritePaths("Edit", "not an object"), []);
});
