/**
 * The shapes the transcript scan cache's schemas share (`schema-kit.ts`): each refuses what the
 * hand-written checks it replaced refused.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod/mini";
import { schemaKit } from "../../../src/collect/transcripts/schema-kit.js";

const kit = schemaKit(z);
const ok = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

test("ids: an array of strings, checked in one pass", () => {
  assert.ok(ok(kit.ids, []) && ok(kit.ids, ["a", "b"]));
  for (const bad of [["a", 1], [null], "a", { 0: "a" }, null])
    assert.equal(ok(kit.ids, bad), false);
});

test("count, span and exit code refuse what no scan saves", () => {
  assert.ok(ok(kit.count(), 0) && ok(kit.count(1), 1) && ok(kit.count(), 2 ** 53 - 1));
  for (const bad of [-1, 1.5, 2 ** 53, "1", null]) assert.equal(ok(kit.count(), bad), false);
  assert.equal(ok(kit.count(1), 0), false);
  assert.ok(ok(kit.span, null) && ok(kit.span, [1, 1]) && ok(kit.span, [1, 2]));
  for (const bad of [[2, 1], [1], [1, 2, 3], ["1", "2"]]) assert.equal(ok(kit.span, bad), false);
  assert.ok(ok(kit.exitCode, null) && ok(kit.exitCode, -9) && ok(kit.exitCode, 0));
  assert.equal(ok(kit.exitCode, 1.5), false);
});
