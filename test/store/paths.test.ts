import assert from "node:assert/strict";
import { relative, sep } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { UsageError } from "../../src/errors.js";
import {
  assertPacketId,
  checkTopic,
  handoffDir,
  handoffPath,
  packetDir,
  safeSegment,
} from "../../src/store/paths.js";
import { propertyRuns } from "../helpers/property-runs.js";

const SHAPE = /^[a-z0-9._-]{1,80}$/;
const HOSTILE = [
  "../../x",
  "..",
  ".",
  "feat/a",
  "feat-a",
  "FEAT/A",
  "a b",
  "x".repeat(300),
  "é/ß/日本語",
  "",
  "/etc/passwd",
  "-rf",
  "a\u0000b",
  "..\\..\\x",
];

test("safeSegment maps hostile names to one safe, distinct segment", () => {
  const seen = new Set<string>();
  for (const name of HOSTILE) {
    const segment = safeSegment(name);
    assert.match(segment, SHAPE, name);
    assert.notEqual(segment, ".");
    assert.notEqual(segment, "..");
    assert.ok(!segment.startsWith("."), `${segment} is hidden`);
    seen.add(segment);
  }
  assert.equal(seen.size, HOSTILE.length, "two names mapped to the same segment");
  assert.match(safeSegment("feat/a"), /^feat-a-[0-9a-f]{8}$/);
  assert.equal(safeSegment("feat/a"), safeSegment("feat/a"), "the mapping is stable");
});

test("property: no mapped name escapes .handoff/", () => {
  const root = "/repo";
  const base = handoffDir(root);
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 400 }), (name) => {
      const segment = safeSegment(name);
      assert.match(segment, SHAPE);
      const full = handoffPath(root, "topics", segment);
      const rel = relative(base, full);
      assert.ok(rel !== "" && !rel.startsWith("..") && !rel.includes(`..${sep}`), full);
      assert.equal(rel, `topics${sep}${segment}`);
    }),
    { numRuns: propertyRuns(2000) },
  );
});

test("packet ids are validated before any path is built", () => {
  for (const bad of [
    "../../x",
    "0123456789abcdeg",
    "0123456789ABCDEF",
    "0123456789abcde",
    "/tmp",
    "",
  ]) {
    assert.throws(() => assertPacketId(bad), UsageError, bad);
    assert.throws(() => packetDir("/repo", bad), UsageError, bad);
  }
  assert.equal(
    packetDir("/repo", "0123456789abcdef"),
    `/repo${sep}.handoff${sep}packets${sep}0123456789abcdef`,
  );
});

test("handoffPath refuses anything outside .handoff/", () => {
  assert.throws(() => handoffPath("/repo", "..", "x"), UsageError);
  assert.throws(() => handoffPath("/repo", "/etc/passwd"), UsageError);
  assert.throws(() => handoffPath("/repo", "."), UsageError);
  assert.equal(handoffPath("/repo", "log.jsonl"), `/repo${sep}.handoff${sep}log.jsonl`);
});

test("checkTopic accepts any printable name and refuses empty or control characters", () => {
  assert.equal(checkTopic(undefined), "default");
  assert.equal(checkTopic("../../x"), "../../x");
  assert.throws(() => checkTopic(" "), UsageError);
  assert.throws(() => checkTopic("a\nb"), UsageError);
});
