import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { assertInsideRoot } from "../../src/platform/inside-root.js";

function withRoot(fn: (root: string) => void): void {
  const root = mkdtempSync(join(tmpdir(), "handoff-inside-root-"));
  try {
    mkdirSync(join(root, ".handoff"));
    fn(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test("a file, a path not written yet and a symlink inside the repo pass the guard", () => {
  withRoot((root) => {
    writeFileSync(join(root, ".handoff", "lock"), "x");
    symlinkSync(join(root, ".handoff", "lock"), join(root, ".handoff", "inside"));
    for (const name of ["lock", "inside", "not-yet/deeper"]) {
      assert.doesNotThrow(() => assertInsideRoot(root, join(root, ".handoff", name), name));
    }
  });
});

test("a dangling symlink, a loop and a symlink leaving the repo are refused, each by name", () => {
  withRoot((root) => {
    const dir = join(root, ".handoff");
    symlinkSync(join(root, "missing"), join(dir, "dangling"));
    symlinkSync(join(dir, "loop"), join(dir, "loop"));
    symlinkSync(tmpdir(), join(dir, "outside"));
    assert.throws(() => assertInsideRoot(root, join(dir, "dangling"), "dangling"), {
      message: "dangling: is a broken symlink",
    });
    assert.throws(() => assertInsideRoot(root, join(dir, "loop"), "loop"), {
      message: "loop: symlink loop",
    });
    assert.throws(() => assertInsideRoot(root, join(dir, "outside", "f"), "outside/f"), {
      message: /^outside\/f: points outside the repository/,
    });
  });
});
