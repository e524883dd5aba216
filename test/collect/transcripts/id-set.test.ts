/**
 * The seen-id set of a resumable scan: read back from its saved form, it answers as a plain set
 * of the same ids would, for ids seen in any earlier scan or in this one.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { IdSet } from "../../../src/collect/transcripts/id-set.js";

test("a set saved and read back, scan after scan, answers as a plain set of its ids", () => {
  const all = new Set<string>();
  let ids = new IdSet();
  for (let scan = 0; scan < 5; scan++) {
    for (let i = 0; i < 2_000; i++) {
      const id = i % 7 === 0 ? `msg-${scan}-${i}` : randomUUID();
      assert.equal(ids.has(id), false);
      ids.add(id);
      all.add(id);
      assert.equal(ids.has(id), true);
    }
    ids = IdSet.restore(ids.save());
    for (const id of all) assert.equal(ids.has(id), true, id);
    for (let i = 0; i < 500; i++) assert.equal(ids.has(randomUUID()), false);
  }
  // 8 bytes an id: a tenth of the JSON list it replaces.
  assert.equal(Buffer.from(ids.save(), "base64").length, all.size * 8);
});

test("the saved form does not depend on the order the ids came in, nor on a repeat", () => {
  const ids = Array.from({ length: 300 }, () => randomUUID());
  const forward = new IdSet();
  for (const id of ids) forward.add(id);
  const backward = new IdSet();
  for (const id of [...ids].reverse()) backward.add(id);
  backward.add(ids[0] as string);
  assert.equal(forward.save(), backward.save());
  assert.equal(new IdSet().save(), "");
  assert.equal(IdSet.restore("").has("x"), false);
});

test("a saved form that is not one is refused (the scan then runs in full)", () => {
  const set = new IdSet();
  set.add("a");
  set.add("b");
  const saved = set.save();
  const bytes = Buffer.from(saved, "base64");
  assert.throws(() => IdSet.restore("not base64!"));
  assert.throws(() => IdSet.restore(bytes.subarray(0, 12).toString("base64")));
  const swapped = Buffer.concat([bytes.subarray(8, 16), bytes.subarray(0, 8)]);
  assert.throws(() => IdSet.restore(swapped.toString("base64")), /out of order/);
  const repeated = Buffer.concat([bytes.subarray(0, 8), bytes.subarray(0, 8)]);
  assert.throws(() => IdSet.restore(repeated.toString("base64")), /out of order/);
});
