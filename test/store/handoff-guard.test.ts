/**
 * Every `.handoff/` path goes through the one symlink guard (SPEC §7): `hook-state/` and
 * `config.json` pointing outside the repository are refused, never read or written through.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { readHookConfig } from "../../src/hooks/config.js";
import { readHookState, updateHookState } from "../../src/hooks/hook-state.js";
import { InputError } from "../../src/errors.js";
import { readDefaultBranchSetting } from "../../src/store/config-file.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

function setUp(): { dir: string; outside: string } {
  const dir = makeRepo("handoff-guard-");
  const outside = makeRepo("handoff-outside-");
  dirs.push(dir, outside);
  writeRepoFile(dir, "README.md", "# p\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "init");
  mkdirSync(join(dir, ".handoff"), { recursive: true });
  return { dir, outside };
}

test("hook-state/ symlinked outside: never read, never written", async () => {
  const { dir, outside } = setUp();
  writeFileSync(join(outside, "s1.json"), '{"gate_blocks": 7}\n');
  symlinkSync(outside, join(dir, ".handoff", "hook-state"));
  assert.equal(readHookState(dir, "s1").gate_blocks, 0, "the outside file is not read");
  await assert.rejects(
    updateHookState(dir, "s1", (state) => ({ state: { ...state, gate_blocks: 1 }, result: 1 })),
    (error: unknown) =>
      error instanceof InputError &&
      /hook-state.*points outside the repository/.test(error.message),
  );
  assert.deepEqual(
    readdirSync(outside).filter((n) => n.endsWith(".json")),
    ["s1.json"],
  );
});

test("config.json symlinked outside: hooks fall back to defaults, write refuses (exit 2)", async () => {
  const { dir, outside } = setUp();
  writeFileSync(join(outside, "config.json"), '{"wrap_up_at": 0.1, "default_branch": "x"}\n');
  symlinkSync(join(outside, "config.json"), join(dir, ".handoff", "config.json"));
  const hooks = readHookConfig(dir);
  assert.equal(hooks.config.wrap_up_at, 0.6);
  assert.equal(hooks.problems.length, 1);
  assert.throws(() => readDefaultBranchSetting(dir), /config\.json: points outside the repository/);
  const write = await runCli(["write", "--next", "npm test"], { cwd: dir });
  assert.equal(write.code, 2);
  assert.match(write.stderr, /\.handoff\/config\.json: points outside the repository/);
  assert.ok(!existsSync(join(dir, ".handoff", "packets")), "nothing written");
});
