/**
 * A hook's first moves from bin.ts on the CLI's path (`early-input.ts`, `start-early.ts`): its
 * stdin read once and handed to the runner whole, and the work tree's status started at a gating
 * Stop only.
 */
import assert from "node:assert/strict";
import { Readable } from "node:stream";
import { test } from "node:test";
import { STATUS_ARGS } from "../../src/collect/git/early-status.js";
import { readHookInputEarly } from "../../src/hooks/early-input.js";
import { startHookEarly } from "../../src/hooks/start-early.js";
import { isStartedEarly, runGit } from "../../src/platform/run-git.js";
import { makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

/** Run `startHookEarly` on `input` until it has decided; the input the runner takes. */
async function startWith(args: string[], input: object, cwd: string): Promise<string | null> {
  const taken = readHookInputEarly(args, {
    stdin: Readable.from([JSON.stringify(input)]),
    env: {},
  });
  if (taken !== null) await startHookEarly(args, taken, { env: {}, cwd });
  return taken === null ? null : await taken;
}

test("a gating Stop starts the status before the runner loads; other events, --gate off and unknown agents start nothing", async () => {
  const dir = makeRepo();
  try {
    writeRepoFile(dir, "a.txt", "a\n");
    const stop = { session_id: "s", cwd: dir, hook_event_name: "Stop", stop_hook_active: false };
    const text = await startWith(["claude"], stop, dir);
    assert.deepEqual(JSON.parse(text ?? "null"), stop);
    assert.equal(isStartedEarly(dir, STATUS_ARGS), true);
    // Taken by the collection as its own status, as git gives it.
    const status = await runGit(dir, STATUS_ARGS);
    assert.equal(status.exitCode, 0);
    assert.match(status.stdout, /a\.txt/);
    assert.equal(isStartedEarly(dir, STATUS_ARGS), false);

    const tool = { ...stop, hook_event_name: "PostToolUse" };
    assert.notEqual(await startWith(["claude"], tool, dir), null);
    assert.equal(isStartedEarly(dir, STATUS_ARGS), false);
    await startWith(["claude", "--gate", "off"], stop, dir);
    assert.equal(isStartedEarly(dir, STATUS_ARGS), false);
    // Gemini CLI's AfterAgent writes ahead with no gate.
    await startWith(["gemini"], { ...stop, hook_event_name: "AfterAgent" }, dir);
    assert.equal(isStartedEarly(dir, STATUS_ARGS), false);
    // An agent it does not know, or a detached writer: its stdin is the runner's to read.
    assert.equal(await startWith(["fake"], stop, dir), null);
    assert.equal(await startWith(["claude", "--from-file", "x"], stop, dir), null);
    assert.equal(isStartedEarly(dir, STATUS_ARGS), false);
  } finally {
    removeDir(dir);
  }
});
