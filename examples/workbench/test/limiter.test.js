import assert from "node:assert/strict";
import { test } from "node:test";
import { createLimiter } from "../src/limiter.js";

test("the 101st request in a minute is refused", () => {
  let t = 0;
  const limiter = createLimiter({ capacity: 100, refillPerSecond: 100 / 60, now: () => t });
  for (let i = 0; i < 100; i++) assert.equal(limiter.take("k").allowed, true);
  assert.equal(limiter.take("k").allowed, false);
  t += 60_000;
  assert.equal(limiter.take("k").allowed, true);
});

test("keys do not share a bucket", () => {
  const limiter = createLimiter({ capacity: 1, refillPerSecond: 0, now: () => 0 });
  assert.equal(limiter.take("a").allowed, true);
  assert.equal(limiter.take("b").allowed, true);
  assert.equal(limiter.take("a").allowed, false);
});
