import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { HandoffError } from "../../src/errors.js";
import { readProcessStart } from "../../src/platform/lock.js";
import { withLock } from "../../src/store/registry-lock.js";

function setUp(content: string | null): { root: string; lock: string } {
  const root = mkdtempSync(join(tmpdir(), "handoff-lock-"));
  mkdirSync(join(root, ".handoff"));
  const lock = join(root, ".handoff", "lock");
  if (content !== null) writeFileSync(lock, content);
  return { root, lock };
}

/** A pid that existed and is gone: a child that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", "0"]).pid ?? 999_999;
}

const holder = (pid: number, extra: object = {}) =>
  JSON.stringify({ pid, start: null, nonce: "n", acquired_at: Date.now(), ...extra });

test("a lock whose holder is dead is taken over, and released after", async () => {
  const { root, lock } = setUp(holder(deadPid()));
  try {
    assert.equal(await withLock(root, async () => existsSync(lock), { timeoutMs: 2000 }), true);
    assert.equal(existsSync(lock), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a live holder is waited for, then the wait gives up with a clear message", async () => {
  const { root, lock } = setUp(holder(process.pid, { start: readProcessStart(process.pid) }));
  try {
    await assert.rejects(
      withLock(root, async () => 1, { timeoutMs: 300 }),
      (error: unknown) => error instanceof HandoffError && /locked by pid \d+/.test(error.message),
    );
    assert.ok(existsSync(lock), "a live holder's lock was removed");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a reused pid, an old lock or a lock never written is stale", async () => {
  const live = process.pid;
  const start = readProcessStart(live);
  const cases = [
    ...(start === null ? [] : [holder(live, { start: start + 1 })]),
    holder(live, { acquired_at: Date.now() - 60_000 }),
    "",
  ];
  for (const content of cases) {
    const { root, lock } = setUp(content);
    try {
      const old = new Date(Date.now() - 60_000);
      utimesSync(lock, old, old);
      assert.equal(
        await withLock(root, async () => "ran", { timeoutMs: 2000, staleMs: 10_000 }),
        "ran",
        content,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
});

test("the lock is released when the work throws", async () => {
  const { root, lock } = setUp(null);
  try {
    await assert.rejects(
      withLock(root, async () => {
        throw new Error("boom");
      }),
      /boom/,
    );
    assert.equal(existsSync(lock), false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a live holder keeps the lock past the stale limit: a waiter does not break it", async () => {
  const { root } = setUp(null);
  try {
    // Long enough that a loaded machine (a refresh timer late by hundreds of ms) does not break it.
    const staleMs = 1000;
    const events: string[] = [];
    let entered: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const first = withLock(
      root,
      async () => {
        events.push("first in");
        entered();
        // hold it for four stale periods, as a slow write on a loaded machine would
        await new Promise((resolve) => setTimeout(resolve, 4 * staleMs));
        events.push("first out");
      },
      { staleMs },
    );
    await holding;
    const second = withLock(
      root,
      async () => {
        events.push("second in");
      },
      { staleMs, timeoutMs: 10_000 },
    );
    await Promise.all([first, second]);
    assert.deepEqual(events, ["first in", "first out", "second in"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
