import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type GitFactsSince,
  withoutOutdatedGitClaims,
} from "../../src/generate/git-state-conclusions.js";

const facts = (over: Partial<GitFactsSince>): GitFactsSince => ({
  committedSince: false,
  treeClean: false,
  pushed: false,
  testChanged: false,
  ...over,
});

const LIST = [
  { text: "Los cambios de src/split.js aún no están commiteados.", packet: "p1" },
  { text: "The branch is still unpushed.", packet: "p1" },
  { text: "No test covers refundShares yet.", packet: "p1" },
  { text: "refundShares works in integer cents so that the shares add up.", packet: "p1" },
  { text: "Nothing is committed yet.", packet: null },
];
const earlier = (c: { packet: string | null }) => c.packet !== null;
const kept = (f: GitFactsSince) => withoutOutdatedGitClaims(LIST, f, earlier).map((c) => c.text);

test("nothing changed since: every claim stays", () => {
  assert.deepEqual(
    kept(facts({})),
    LIST.map((c) => c.text),
  );
});

test("commits landed since, a test among them: the earlier claims leave, this session's stays", () => {
  assert.deepEqual(kept(facts({ committedSince: true, testChanged: true })), [
    "refundShares works in integer cents so that the shares add up.",
    "Nothing is committed yet.",
  ]);
});

test("a clean tree retires 'not committed' only; pushed retires 'unpushed' only", () => {
  assert.deepEqual(
    kept(facts({ treeClean: true })),
    LIST.slice(1).map((c) => c.text),
  );
  assert.deepEqual(
    kept(facts({ pushed: true })),
    LIST.filter((_, i) => i !== 1).map((c) => c.text),
  );
});

test("a test file in the range but no commit since: 'no test covers' stays", () => {
  assert.ok(kept(facts({ testChanged: true })).includes("No test covers refundShares yet."));
});
