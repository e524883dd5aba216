import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type GitStateClaim,
  gitStateClaimOf,
  withoutClaims,
} from "../../src/util/git-state-claims.js";

const CASES: [string, GitStateClaim | null][] = [
  ["Nothing is committed yet.", "uncommitted"],
  ["The changes to src/split.js are not committed.", "uncommitted"],
  ["Los cambios de src/split.js aún no están commiteados.", "uncommitted"],
  ["Die Änderungen an lib/fees.js sind noch nicht committet.", "uncommitted"],
  ["Rien n'est encore commité.", "uncommitted"],
  ["src/split.js has uncommitted changes.", "uncommitted"],
  ["The branch is still unpushed.", "unpushed"],
  ["The two commits are not pushed yet.", "unpushed"],
  ["No test covers refundShares yet.", "untested"],
  ["Kein Test deckt refundShares ab.", "untested"],
  ["Ningún test cubre src/split.js todavía.", "untested"],
  ["src/split.js has no tests yet.", "untested"],
  // A reason or a choice beside the state: that part may still hold.
  ["Nothing is committed yet because the user wants to review the diff first.", null],
  ["I left the refund path untested rather than mock the bank, so the test stays honest.", null],
  // Findings and decisions about the code, not the repository's state.
  ["refundShares works in integer cents so that the shares add up.", null],
  ["Committed as 4f2a9c1.", null],
  ["The test of refundShares covers two halves of 10.00.", null],
  ["Non-numeric shares are rejected by parseShares.", null],
];

test("what a sentence claims was still missing in the repository", () => {
  for (const [sentence, claim] of CASES) assert.equal(gitStateClaimOf(sentence), claim, sentence);
});

const CUTS: [string, string | null][] = [
  ["Nothing is committed yet.", null],
  [
    "refundShares in src/split.js rounds down each share; nothing is committed yet and no test covers it.",
    "refundShares in src/split.js rounds down each share.",
  ],
  [
    "src/split.js: refundShares rounds each share down. Los cambios aún no están commiteados.",
    "src/split.js: refundShares rounds each share down.",
  ],
  [
    "refundShares in src/split.js rounds each share down, nothing committed yet.",
    "refundShares in src/split.js rounds each share down.",
  ],
  [
    "Nothing is committed yet because the user reviews the diff first.",
    "Nothing is committed yet because the user reviews the diff first.",
  ],
  ["refundShares rounds each share down.", "refundShares rounds each share down."],
  // A cut clause takes its ", and" along: what is left never opens on the conjunction.
  [
    "Nothing is committed yet, and golden/report.txt still holds the old report.",
    "golden/report.txt still holds the old report.",
  ],
  [
    "Noch nicht committet, und golden/report.txt enthält noch den alten Bericht.",
    "golden/report.txt enthält noch den alten Bericht.",
  ],
  [
    "Chưa commit gì cả, và golden/report.txt vẫn giữ báo cáo cũ; nothing is pushed yet.",
    "Chưa commit gì cả, và golden/report.txt vẫn giữ báo cáo cũ.",
  ],
];

test("the clauses of a claim no longer true are cut from their sentence", () => {
  for (const [text, left] of CUTS)
    assert.equal(
      withoutClaims(text, () => true),
      left,
      text,
    );
  const kept = "refundShares rounds down; the branch is still unpushed.";
  assert.equal(
    withoutClaims(kept, (claim) => claim !== "unpushed"),
    kept,
  );
});
