import assert from "node:assert/strict";
import { test } from "node:test";
import {
  assembleModule,
  FunctionBuilder,
  I32,
  instantiate,
  OP,
  sleb,
  uleb,
} from "../../src/json/wasm-assembler.js";

test("LEB128: the encodings the WebAssembly spec gives", () => {
  assert.deepEqual(uleb(0), [0]);
  assert.deepEqual(uleb(127), [0x7f]);
  assert.deepEqual(uleb(128), [0x80, 0x01]);
  assert.deepEqual(uleb(624485), [0xe5, 0x8e, 0x26]);
  assert.deepEqual(sleb(0), [0]);
  assert.deepEqual(sleb(-1), [0x7f]);
  assert.deepEqual(sleb(63), [0x3f]);
  assert.deepEqual(sleb(64), [0xc0, 0x00]);
  assert.deepEqual(sleb(-64), [0x40]);
  assert.deepEqual(sleb(-123456), [0xc0, 0xbb, 0x78]);
  assert.deepEqual(sleb(-(2 ** 31)), [0x80, 0x80, 0x80, 0x80, 0x78]);
});

test("an assembled module runs: loops, named labels, memory, an exported function", () => {
  // sum(from, to): the sum of the bytes of memory[from, to), 7 skipped (br to an outer label).
  const f = new FunctionBuilder(
    [
      ["i", I32],
      ["to", I32],
    ],
    [I32],
  );
  f.local("sum").local("b");
  f.block("done", () => {
    f.loop("next", () => {
      f.get("i").get("to").op(OP.i32GeU).brIf("done");
      f.block("skip", () => {
        f.get("i").op(OP.i32Load8u, 0, 0).tee("b").i32(7).op(OP.i32Eq).brIf("skip");
        f.get("sum").get("b").op(OP.i32Add).set("sum");
      });
      f.get("i").i32(1).op(OP.i32Add).set("i");
      f.br("next");
    });
  });
  f.get("sum");
  const bytes = assembleModule([f], { sum: 0 }, 1);
  const exports = instantiate(bytes);
  assert.ok(exports);
  const memory = new Uint8Array((exports["memory"] as { buffer: ArrayBuffer }).buffer);
  memory.set([1, 2, 7, 3, 250], 10);
  const sum = exports["sum"] as (from: number, to: number) => number;
  assert.equal(sum(10, 15), 1 + 2 + 3 + 250);
  assert.equal(sum(10, 10), 0);
  assert.throws(() => f.br("nowhere"), /no label nowhere/);
});

test("bytes a runtime refuses give null, not an exception", () => {
  assert.equal(instantiate(Uint8Array.from([0, 0x61, 0x73, 0x6d, 9, 0, 0, 0])), null);
});
