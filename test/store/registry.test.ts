import assert from "node:assert/strict";
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { NotFoundError, UsageError } from "../../src/errors.js";
import { deriveStatus, type LogEvent } from "../../src/store/log.js";
import {
  archivePacket,
  findActivePacket,
  listPackets,
  readPacket,
  storePacket,
  storePacketOnBase,
  toPreviousView,
} from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const store = (root: string, packet = makePacket()) =>
  storePacket(root, {
    ...withJson(packet),
    markdown: `# ${packet.summary}\n`,
    history: "# History\n",
  });

const logLines = (root: string) =>
  readFileSync(join(root, ".handoff", "log.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean);

test("storePacket writes the json bytes it is handed, never a re-serialisation of the packet", async () => {
  const root = makeRepo();
  try {
    const packet = makePacket({ summary: "scanned" });
    // Other bytes than renderPacketJson's for the same packet: what was scanned is what lands.
    const json = `${JSON.stringify(packet)}\n`;
    const result = await storePacket(root, {
      packet,
      json,
      markdown: "# p\n",
      history: null,
      now: new Date(),
    });
    assert.equal(readFileSync(result.json, "utf8"), json);
  } finally {
    removeDir(root);
  }
});

test("a write supersedes the active packet; an identical write is a no-op", async () => {
  const root = makeRepo();
  try {
    const a = makePacket({ summary: "first" });
    const first = await store(root, a);
    assert.equal(first.status, "written");
    assert.equal(first.superseded, null);
    assert.ok(existsSync(join(first.packet_dir, "history.md")));
    assert.deepEqual(JSON.parse(readFileSync(first.json, "utf8")), a);
    const before = logLines(root);

    const again = await store(root, a);
    assert.equal(again.status, "unchanged");
    assert.deepEqual(logLines(root), before, "an identical write appended to the log");

    const b = makePacket({ summary: "second", previous: a.id });
    const second = await store(root, b);
    assert.deepEqual([second.status, second.superseded], ["written", a.id]);
    assert.equal((await findActivePacket(root, "main", "default"))?.id, b.id);

    const other = await store(root, makePacket({ summary: "other topic", topic: "docs" }));
    assert.equal(other.superseded, null, "topics are independent");

    const active = (await listPackets(root)).packets;
    assert.deepEqual(
      active.map((p) => p.id),
      [other.id, b.id],
    );
    const all = (await listPackets(root, { all: true })).packets;
    assert.deepEqual(
      all.map((p) => [p.id, p.status]),
      [
        [other.id, "active"],
        [b.id, "active"],
        [a.id, "superseded"],
      ],
    );
    assert.deepEqual(
      logLines(root).map((l) => (JSON.parse(l) as LogEvent).seq),
      [1, 2, 3, 4],
    );
  } finally {
    removeDir(root);
  }
});

test("archive retires a packet, once; unknown and malformed ids are refused", async () => {
  const root = makeRepo();
  try {
    const { id } = await store(root);
    assert.deepEqual(await archivePacket(root, id), { id, status: "archived", was: "active" });
    assert.equal((await archivePacket(root, id)).status, "unchanged");
    assert.equal(await findActivePacket(root, "main", "default"), null);
    assert.equal((await listPackets(root)).packets.length, 0);
    await assert.rejects(archivePacket(root, "0".repeat(16)), NotFoundError);
    await assert.rejects(archivePacket(root, "../../etc"), UsageError);
    await assert.rejects(readPacket(root, "f".repeat(16)), NotFoundError);
  } finally {
    removeDir(root);
  }
});

test("a corrupted or torn log line is skipped and reported, and appends still work", async () => {
  const root = makeRepo();
  try {
    const { id } = await store(root, makePacket({ summary: "one" }));
    appendFileSync(
      join(root, ".handoff", "log.jsonl"),
      'not json\n{"event":"written","id":"x"}\n{"event":"wri',
    );
    const listing = await listPackets(root, { all: true });
    assert.deepEqual(
      listing.skipped.map((s) => s.line),
      [2, 3, 4],
    );
    const next = await store(root, makePacket({ summary: "two" }));
    assert.equal(next.superseded, id, "the torn line swallowed the next event");
    const after = await listPackets(root, { all: true });
    assert.deepEqual(
      after.packets.map((p) => p.status),
      ["active", "superseded"],
    );
    assert.equal(after.skipped.length, 3);
  } finally {
    removeDir(root);
  }
});

test("hostile branch and topic names never put a file outside .handoff/", async () => {
  const root = makeRepo();
  try {
    const names = ["../../x", "feat/a", "a b", "n".repeat(300), "é/日本"];
    for (const name of names) await store(root, makePacket({ branch: name, topic: name }));
    for (const name of names) {
      assert.equal((await findActivePacket(root, name, name))?.branch, name);
    }
    const files = walk(root).filter((f) => !f.startsWith(".git/"));
    for (const file of files)
      assert.ok(file.startsWith(".handoff/"), `${file} is outside .handoff/`);
    assert.deepEqual(readdirSync(root).sort(), [".git", ".handoff"]);
  } finally {
    removeDir(root);
  }
});

test("deriveStatus keeps one active packet per pair even without superseded events", () => {
  const event = (seq: number, id: string, name: LogEvent["event"], topic = "t"): LogEvent => ({
    event: name,
    id: id.repeat(16),
    branch: "b",
    topic,
    head_commit: null,
    task_id: null,
    seq,
  });
  const status = deriveStatus([
    event(3, "c", "written"),
    event(1, "a", "written"),
    event(2, "b", "written"),
    event(4, "c", "archived"),
    event(5, "d", "written", "u"),
  ]);
  assert.deepEqual([...status.values()].map((e) => [e.id[0], e.status]).sort(), [
    ["a", "superseded"],
    ["b", "superseded"],
    ["c", "archived"],
    ["d", "active"],
  ]);
});

test("toPreviousView carries decisions, pitfalls, assumptions and the landed base", () => {
  const packet = makePacket({
    head_commit: "a".repeat(40),
    state: { landed: [], landed_since: "b".repeat(40), in_progress: [], queued: [] },
    open_decisions: [
      { id: "n-00000001", question: "Which?", options: [{ choice: "x", implies: "y" }] },
    ],
    pitfalls: [{ id: "n-00000002", text: "careful" }],
  });
  const view = toPreviousView(packet);
  assert.equal(view.landed_since, "b".repeat(40));
  assert.equal(view.head_commit, "a".repeat(40));
  assert.deepEqual(view.open_decisions, packet.open_decisions);
  assert.deepEqual(view.pitfalls, packet.pitfalls);
});

function walk(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(root, full) : [relative(root, full)];
  });
}

test("a packet file that is not a packet is an input error naming the file", async () => {
  const root = makeRepo();
  try {
    const { json, id } = await store(root);
    writeFileSync(json, "{}");
    await assert.rejects(
      readPacket(root, id),
      /handoff\.json: not a valid handoff packet \(schema_version is not 1\); recover with .handoff archive /,
    );
  } finally {
    removeDir(root);
  }
});

test("a packet built on a base that another writer replaced is not stored: the caller is told which packet to rebuild on, and the folder it made is gone", async () => {
  const root = makeRepo();
  try {
    const other = await store(root, makePacket({ summary: "the other session's" }));
    const late = makePacket({ summary: "built on nothing" });
    const stored = await storePacketOnBase(
      root,
      { ...withJson(late), markdown: "# late\n", history: null },
      null,
    );
    assert.deepEqual(stored, { status: "moved", active: other.id });
    assert.equal(existsSync(join(root, ".handoff", "packets", late.id)), false);
    assert.equal(logLines(root).length, 1);
    // Rebuilt on the packet now active, it is stored and supersedes it.
    const rebuilt = makePacket({ summary: "built on the other's" });
    const again = await storePacketOnBase(
      root,
      { ...withJson(rebuilt), markdown: "# rebuilt\n", history: null },
      other.id,
    );
    assert.equal(again.status, "written");
    assert.equal((await findActivePacket(root, "main", "default"))?.id, rebuilt.id);
    // A base archived meanwhile leaves nothing active: no reason to rebuild.
    await archivePacket(root, rebuilt.id);
    const after = makePacket({ summary: "after the archive" });
    const stored3 = await storePacketOnBase(
      root,
      { ...withJson(after), markdown: "# after\n", history: null },
      rebuilt.id,
    );
    assert.equal(stored3.status, "written");
  } finally {
    removeDir(root);
  }
});
