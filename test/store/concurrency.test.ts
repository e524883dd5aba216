import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { isTempFileName } from "../../src/platform/atomic-write.js";
import { readLog } from "../../src/store/log.js";
import { listPackets, readPacket, storePacket } from "../../src/store/registry.js";
import { makePacket, withJson } from "../helpers/make-packet.js";

const WRITER = fileURLToPath(new URL("../helpers/store-writer.js", import.meta.url));

function startWriter(root: string, tag: string, count = 1): ChildProcess {
  return spawn(process.execPath, [WRITER, root, "main", "default", tag, String(count)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Kill `child` with SIGKILL a random 0-`spread` ms after it says it started writing. */
function killWhileWriting(child: ChildProcess, spread: number): void {
  child.stdout?.once("data", () => {
    setTimeout(() => child.kill("SIGKILL"), Math.random() * spread);
  });
}

function finish(
  child: ChildProcess,
): Promise<{ code: number | null; signal: string | null; out: string; err: string }> {
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal, out, err })),
  );
}

/** Every file under `.handoff/` except in-flight temp files: parses completely. */
function assertNoTornFile(root: string): void {
  const dir = join(root, ".handoff");
  if (!existsSync(dir)) return;
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) =>
      statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)],
    );
  for (const file of walk(dir)) {
    const name = file.slice(file.lastIndexOf("/") + 1);
    if (isTempFileName(name)) continue;
    const text = readFileSync(file, "utf8");
    if (name === "handoff.json") JSON.parse(text);
    else if (name === "log.jsonl")
      for (const line of text.split("\n").filter(Boolean)) JSON.parse(line);
    else if (name === "handoff.md")
      assert.ok(text.endsWith("line of the packet\n"), `${file} is torn`);
    else if (name === "history.md") assert.match(text, /^# history [\d-]+\n$/, `${file} is torn`);
  }
}

test("32 writers at once on one branch+topic: one active packet, none lost", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-conc-"));
  try {
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) => finish(startWriter(root, String(i)))),
    );
    for (const r of results) assert.equal(r.code, 0, r.err);
    const stored = results.map(
      (r) => JSON.parse(r.out) as { id: string; status: string; superseded: string | null },
    );
    assert.ok(stored.every((s) => s.status === "written"));
    const { packets, skipped } = await listPackets(root, { all: true });
    assert.deepEqual(skipped, [], "the log has an unreadable line");
    assert.equal(packets.length, 32);
    assert.equal(packets.filter((p) => p.status === "active").length, 1);
    for (const s of stored) assert.equal((await readPacket(root, s.id)).id, s.id);
    // Each writer superseded exactly the one active before it: a single chain, no fork.
    const superseded = stored.map((s) => s.superseded).filter((s) => s !== null);
    assert.equal(new Set(superseded).size, 31);
    const seqs = (await readLog(root)).records.map((e) => e.seq);
    assert.deepEqual(
      seqs,
      Array.from({ length: seqs.length }, (_, i) => i + 1),
    );
    assertNoTornFile(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("writers killed with SIGKILL at random instants leave no torn file; the registry still reads and writes", async () => {
  const root = mkdtempSync(join(tmpdir(), "handoff-kill-"));
  try {
    let killed = 0;
    for (let round = 0; round < 6; round++) {
      // Each writer stores packets in a loop: a kill lands in a file write, a rename, the lock
      // or the log append, wherever the writer happens to be.
      const children = Array.from({ length: 3 }, (_, i) => startWriter(root, `${round}-${i}`, 40));
      const done = children.map(finish);
      for (const child of children) killWhileWriting(child, 120);
      const results = await Promise.all(done);
      killed += results.filter((r) => r.signal === "SIGKILL").length;
      for (const r of results) if (r.signal === null) assert.equal(r.code, 0, r.err);
      assertNoTornFile(root);
      const { packets, skipped } = await listPackets(root, { all: true });
      assert.deepEqual(skipped, []);
      assert.ok(packets.filter((p) => p.status === "active").length <= 1);
      for (const p of packets) await readPacket(root, p.id);
    }
    assert.ok(killed > 0, "no writer was killed: the test did not test anything");
    // A lock left by a killed writer is recovered; a new write completes.
    const last = makePacket({ summary: "after the kills" });
    const result = await storePacket(root, {
      ...withJson(last),
      markdown: "# after\n",
      history: null,
    });
    assert.equal(result.status, "written");
    const { packets } = await listPackets(root);
    assert.deepEqual(
      packets.map((p) => p.id),
      [last.id],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
