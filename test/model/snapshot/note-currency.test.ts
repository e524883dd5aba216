/**
 * Whether an open note still holds: a `next` the last packet handed over, a `proof` whose files
 * or checks changed after it. Plain objects.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  pathsNamedIn,
  staleProofReason,
  wasHandedOver,
} from "../../../src/model/snapshot/note-currency.js";

test("a next note is handed over when it was recorded before the packet the write builds on", () => {
  const previous = { id: "p2", next_action: "npm test" };
  const note = { id: "n-1", text: "npm test" };
  assert.equal(wasHandedOver({ ...note, after: "p1" }, previous), true);
  assert.equal(wasHandedOver({ ...note, after: null }, previous), true);
  assert.equal(wasHandedOver({ ...note, after: "p2" }, previous), false, "recorded since p2");
  assert.equal(wasHandedOver({ ...note, after: null }, null), false, "no packet yet");
  // A note of an older version (no `after`): handed over when that packet carried its text.
  assert.equal(wasHandedOver(note, previous), true);
  assert.equal(wasHandedOver(note, { id: "p2", next_action: "npm run lint" }), false);
});

test("a proof is stale when a file it hashed changed or is gone, or a check it quotes fails now", () => {
  const proof = {
    id: "n-2",
    text: "limiter: 3 pass (npm test, test/limiter.test.js)",
    files: { "test/limiter.test.js": "aaaa" },
  };
  assert.equal(staleProofReason(proof, { "test/limiter.test.js": "aaaa" }, []), null);
  assert.equal(
    staleProofReason(proof, { "test/limiter.test.js": "bbbb" }, []),
    "test/limiter.test.js changed since it was recorded",
  );
  assert.equal(
    staleProofReason(proof, { "test/limiter.test.js": null }, []),
    "test/limiter.test.js is gone since it was recorded",
  );
  assert.equal(
    staleProofReason(proof, { "test/limiter.test.js": "aaaa" }, ["npm test"]),
    "npm test fails now",
  );
  // A check is quoted whole: `npm test` is not named by `npm test:e2e` nor by `pnpm test`.
  for (const text of ["e2e: npm test:e2e passed", "pnpm test passed 48/48"]) {
    assert.equal(staleProofReason({ id: "n-3", text }, {}, ["npm test"]), null, text);
  }
  // Not hashed now (no proof named it at collect): no verdict from it.
  assert.equal(staleProofReason(proof, {}, []), null);
});

test("paths named in a proof's text: words with a slash or an extension, without quotes, brackets or :line", () => {
  const cases: [string, string[]][] = [
    ["3 pass (test/limiter.test.js)", ["test/limiter.test.js"]],
    ["`src/limiter.ts:12` fixed; README.md updated.", ["src/limiter.ts", "README.md"]],
    ["see https://example.com/x and ../outside and /etc/passwd", []],
    ["npm test passed 48/48", ["48/48"]],
    ["all 3 pass", []],
  ];
  for (const [text, paths] of cases) assert.deepEqual(pathsNamedIn(text), paths, text);
});
