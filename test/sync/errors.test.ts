/**
 * Sync's failure modes end with exit 2 and a message that says what to do: a missing remote, a
 * remote that refuses custom refs, a push that loses a race twice. A push that loses it once
 * merges the winner's registry and retries by itself. A remote without a registry is no error.
 */
import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { HandoffError } from "../../src/errors.js";
import { listPackets, storePacket } from "../../src/store/registry.js";
import { pushRegistry } from "../../src/sync/push.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

/** A bare remote and two clones of it, each with one stored packet. */
async function setUp(): Promise<{ dir: string; a: string; b: string; remote: string }> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "handoff-sync-err-")));
  const remote = join(dir, "remote.git");
  git(dir, "init", "-q", "--bare", "-b", "main", remote);
  const roots: string[] = [];
  for (const name of ["a", "b"]) {
    const root = join(dir, name);
    git(dir, "clone", "-q", remote, root);
    git(root, "config", "user.name", "Test");
    git(root, "config", "user.email", "test@example.invalid");
    await storePacket(root, {
      ...withJson(makePacket({ summary: `packet of ${name}` })),
      markdown: "# p\n",
      history: null,
    });
    roots.push(root);
  }
  return { dir, a: roots[0]!, b: roots[1]!, remote };
}

test("a missing remote is exit 2 naming it", async () => {
  const root = makeRepo("handoff-sync-noremote-");
  try {
    for (const command of ["push", "pull"]) {
      const run = await runCli([command, "upstream"], { cwd: root });
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /remote 'upstream' not found or not reachable/);
      assert.doesNotMatch(run.stderr, /\n\s+at /, "no stack trace");
    }
  } finally {
    removeDir(root);
  }
});

test("pull from a remote without a registry is exit 0 and says so", async () => {
  const m = await setUp();
  try {
    const run = await runCli(["pull"], { cwd: m.a });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /has no handoff registry yet/);
  } finally {
    removeDir(m.dir);
  }
});

test("a remote that refuses refs/handoff/* is exit 2 pointing at the branch alternative", async () => {
  const m = await setUp();
  try {
    const hook = join(m.remote, "hooks", "pre-receive");
    writeFileSync(
      hook,
      '#!/bin/sh\nwhile read old new ref; do case "$ref" in refs/heads/*|refs/tags/*) ;; *) echo "only branches and tags" >&2; exit 1;; esac; done\n',
    );
    chmodSync(hook, 0o755);
    const run = await runCli(["push"], { cwd: m.a });
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /refused refs\/handoff\/registry/);
    assert.match(run.stderr, /commit \.handoff\/ on your branch/);
  } finally {
    removeDir(m.dir);
  }
});

test("a push that loses a race merges the winner's registry and retries once", async () => {
  const m = await setUp();
  try {
    const result = await pushRegistry(m.a, {
      beforePush: async (attempt) => {
        if (attempt === 0) assert.equal((await runCli(["push"], { cwd: m.b })).code, 0);
      },
    });
    assert.equal(result.status, "pushed");
    assert.equal(result.retries, 1);
    assert.equal(result.packets_received.length, 1);
    const run = await runCli(["pull"], { cwd: m.b });
    assert.equal(run.code, 0, run.stderr);
    for (const root of [m.a, m.b]) {
      const { packets } = await listPackets(root, { all: true });
      assert.equal(packets.length, 2);
      assert.equal(packets.filter((p) => p.status === "active").length, 1);
    }
  } finally {
    removeDir(m.dir);
  }
});

test("a push that loses the race twice is exit 2 asking to run it again", async () => {
  const m = await setUp();
  try {
    let extra = 0;
    await assert.rejects(
      pushRegistry(m.a, {
        beforePush: async () => {
          // Someone else publishes a new packet before each of our attempts.
          await storePacket(m.b, {
            ...withJson(makePacket({ summary: `rival ${extra++}` })),
            markdown: "# r\n",
            history: null,
          });
          assert.equal((await runCli(["push"], { cwd: m.b })).code, 0);
        },
      }),
      (error: unknown) =>
        error instanceof HandoffError &&
        error.exitCode === 2 &&
        /rejected twice.*run 'handoff push' again/.test(error.message),
    );
  } finally {
    removeDir(m.dir);
  }
});
