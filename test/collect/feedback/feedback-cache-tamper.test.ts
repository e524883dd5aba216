/**
 * A tampered feedback-log scan cache does not change the summary (issue 29, item 12): each field
 * that holds no text, set to a value the log does not support, makes the write scan in full, so
 * its summary equals a full scan's. The untampered cache is used (a change far before its resume
 * point goes unseen), so each tamper is what turns it away. Values a cheap check cannot refute
 * (a count lowered, a "passed later" cleared) are not among them: see feedback-cache-verify.ts.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { SavedScan } from "../../../src/collect/feedback/feedback-cache.js";
import { findFeedbackFiles, readFeedbackLog } from "../../../src/collect/feedback/feedback.js";

const LOG = "feedback_record.jsonl";
const CACHE = join(".handoff", "cache", "feedback-scan.json");
const K = 3;

const record = (command: string, exit_code: number | null) =>
  `${JSON.stringify({ command, exit_code, stdout_tail: "x".repeat(120) })}\n`;

/** Failures of every kind: once and fixed, twice, once and never fixed; a broken line. */
function log(): string {
  let text = "";
  for (let i = 0; i < 40; i++) text += record(`step ${i}`, 0);
  text += record("npm test", 1) + record("npm run build", 2) + record("npm test", 0);
  text += "{not json\n";
  for (let i = 40; i < 70; i++) text += record(`step ${i}`, 0);
  text += record("npm run lint", 2) + record("npm run build", 3) + record("step 70", 0);
  return text;
}

const read = (dir: string, cache: boolean) =>
  readFeedbackLog(
    dir,
    findFeedbackFiles(dir),
    K,
    undefined,
    cache ? { warn: () => {} } : undefined,
  );

/**
 * The summary of a write after a cache `tamper` made (null: none), with a passing line far
 * before the resume point flipped to a failure (a resumed scan does not see it) and lines
 * appended; and the full scan's.
 */
async function afterTamper(tamper: ((saved: SavedScan) => void) | null) {
  const dir = mkdtempSync(join(tmpdir(), "handoff-tamper-"));
  try {
    writeFileSync(join(dir, LOG), log());
    await read(dir, true);
    if (tamper) {
      const saved = JSON.parse(readFileSync(join(dir, CACHE), "utf8")) as SavedScan;
      tamper(saved);
      writeFileSync(join(dir, CACHE), JSON.stringify(saved));
    }
    const text = readFileSync(join(dir, LOG), "utf8").replace(
      '"step 5","exit_code":0',
      '"step 5","exit_code":9',
    );
    writeFileSync(join(dir, LOG), text);
    appendFileSync(join(dir, LOG), record("step 71", 0) + record("npm run lint", 0));
    const resumed = await read(dir, true);
    return { resumed, full: await read(dir, false) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const group = (saved: SavedScan, command: string) => {
  const index = { "npm test": 0, "npm run lint": 1, "npm run build": 2 }[command] as number;
  return saved.groups[index] as SavedScan["groups"][number];
};
const HUGE = Number.MAX_SAFE_INTEGER;
type Location = NonNullable<SavedScan["groups"][number]["passed_at"]>;
/** The place of `npm test`'s passing run, as the scan saved it. */
const proofOfTest = (saved: SavedScan): Location => group(saved, "npm test").passed_at as Location;

test("the untampered cache is used: the flip before its resume point goes unseen", async () => {
  const { resumed, full } = await afterTamper(null);
  assert.equal(full.failures, resumed.failures + 1);
  // The cache as the scan saved it: the groups in the order the tampers below name them.
  await afterTamper((saved) => {
    assert.equal(saved.groups.length, 3);
    assert.equal(group(saved, "npm test").passed_later, true);
    // Where the passing run is, to be re-read rather than searched for.
    assert.equal(group(saved, "npm test").passed_at?.lineNo, 43);
    assert.equal(group(saved, "npm run build").count, 2);
    assert.equal(group(saved, "npm run lint").count, 1);
  });
});

const TAMPERS: [string, (saved: SavedScan) => void][] = [
  [
    "position + 1",
    (s) => {
      s.position += 1;
    },
  ],
  [
    "position huge",
    (s) => {
      s.position = HUGE;
    },
  ],
  [
    "failures + 1",
    (s) => {
      s.failures += 1;
    },
  ],
  [
    "failures huge",
    (s) => {
      s.failures = HUGE;
    },
  ],
  [
    "a group's count + 1",
    (s) => {
      group(s, "npm run build").count += 1;
    },
  ],
  [
    "a group's count huge",
    (s) => {
      group(s, "npm test").count = HUGE;
    },
  ],
  [
    "the first exit code of a single failure",
    (s) => {
      group(s, "npm run lint").first_exit_code = 77;
    },
  ],
  [
    "a first exit code of 0",
    (s) => {
      group(s, "npm run build").first_exit_code = 0;
    },
  ],
  [
    "a group's position out of order",
    (s) => {
      group(s, "npm run lint").position = 0;
    },
  ],
  [
    "a group's position past the end",
    (s) => {
      group(s, "npm run build").position = s.position;
    },
  ],
  [
    "passed_later on a failure never fixed",
    (s) => {
      group(s, "npm run lint").passed_later = true;
    },
  ],
  [
    "passed_later on a failure fixed before it failed again",
    (s) => {
      group(s, "npm run build").passed_later = true;
    },
  ],
  [
    "passed_later on a failure never fixed, with another command's passing run as proof",
    (s) => {
      group(s, "npm run lint").passed_later = true;
      group(s, "npm run lint").passed_at = { ...proofOfTest(s) };
    },
  ],
  [
    "a passing run's place on a group that did not pass later",
    (s) => {
      group(s, "npm run build").passed_at = { ...proofOfTest(s) };
    },
  ],
  [
    "a passing run placed at the failure itself",
    (s) => {
      group(s, "npm test").passed_at = { ...group(s, "npm test").at };
    },
  ],
  [
    "a passing run placed past the resume point",
    (s) => {
      proofOfTest(s).offset = s.resume.offset;
    },
  ],
  [
    "a window position + 1",
    (s) => {
      (s.window[0] as SavedScan["window"][number]).position += 1;
    },
  ],
  [
    "a window line made a failure",
    (s) => {
      (s.window[2] as SavedScan["window"][number]).failed_exit = 1;
    },
  ],
  [
    "a window failure's exit code",
    (s) => {
      (s.window[1] as SavedScan["window"][number]).failed_exit = 5;
    },
  ],
  [
    "a window failure made a pass",
    (s) => void delete (s.window[1] as SavedScan["window"][number]).failed_exit,
  ],
  [
    "a location's line number huge",
    (s) => {
      group(s, "npm test").at.lineNo = HUGE;
    },
  ],
  [
    "a location past the resume point",
    (s) => {
      group(s, "npm test").at.offset = s.resume.offset;
    },
  ],
  [
    "skipped_count + 1",
    (s) => {
      s.skipped_count += 1;
    },
  ],
  [
    "skipped_count huge",
    (s) => {
      s.skipped_count = HUGE;
    },
  ],
  [
    "a skipped line number huge",
    (s) => {
      (s.skipped[0] as SavedScan["skipped"][number]).line = HUGE;
    },
  ],
  [
    "the resume line number huge",
    (s) => {
      s.resume.line_no = HUGE;
    },
  ],
];

for (const [name, tamper] of TAMPERS) {
  test(`a tampered feedback scan cache (${name}) gives the full scan's summary`, async () => {
    const { resumed, full } = await afterTamper(tamper);
    assert.deepEqual(resumed, full);
  });
}

test("a cache without the passing run's place still resumes: the run is searched for", async () => {
  const { resumed, full } = await afterTamper((saved) => {
    delete group(saved, "npm test").passed_at;
  });
  // The cache was used (the flip before its resume point unseen) and said the same otherwise.
  assert.equal(full.failures, resumed.failures + 1);
  assert.deepEqual(resumed.passed_later, full.passed_later);
});
