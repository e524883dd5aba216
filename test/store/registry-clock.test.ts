/**
 * The registry reads no clock of its own (STYLE §6): the time a packet was written, the log's
 * `at`, is the one its caller passes, so the same inputs give the same log bytes.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const writtenAt = (root: string) =>
  readFileSync(join(root, ".handoff", "log.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { event: string; at?: string })
    .filter((event) => event.event === "written")
    .map((event) => event.at);

test("storePacket logs the time it is given, not the clock's", async () => {
  const root = makeRepo();
  try {
    const packet = makePacket({ summary: "clocked" });
    const now = new Date("2026-01-02T03:04:05.000Z");
    await storePacket(root, { ...withJson(packet), markdown: "# p\n", history: null, now });
    assert.deepEqual(writtenAt(root), ["2026-01-02T03:04:05.000Z"]);
  } finally {
    removeDir(root);
  }
});

test("writeHandoff passes its clock down to the registry", async () => {
  const root = makeRepo();
  try {
    writeRepoFile(root, "a.txt", "a\n");
    git(root, "add", "-A");
    git(root, "commit", "-q", "-m", "base");
    await writeHandoff({
      cwd: root,
      root,
      next: "Ship it",
      allow_dirty: true,
      now: () => new Date("2025-12-31T23:59:59.000Z"),
    });
    assert.deepEqual(writtenAt(root), ["2025-12-31T23:59:59.000Z"]);
  } finally {
    removeDir(root);
  }
});
