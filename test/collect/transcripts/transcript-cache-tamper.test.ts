/**
 * A tampered transcript scan cache does not change the summary (issue 29, item 12): each field
 * that holds no text, set to a value the transcript does not support, makes the read scan in
 * full, so its summary equals a full scan's. The untampered cache is used (a line far before the
 * resume point, changed, goes unseen), so each tamper is what turns it away. Values no cheap
 * check can refute (a count lowered, or raised within its bounds) are not among them: see
 * transcript-cache-verify.ts.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { SavedTranscriptScan } from "../../../src/collect/transcripts/transcript-cache-types.js";
import { makeGrowingSession } from "../../helpers/claude-growing-session.js";
import { TRANSCRIPT_CACHE, transcriptReads } from "../../helpers/transcript-cache-reads.js";

const { cached, fresh, grown } = transcriptReads("claude");
type Saved = SavedTranscriptScan<{ span: [number, number] | null }>;
type Summary = Saved["summary"];

/**
 * The read after a cache `tamper` made (null: none), with a user line far before the resume
 * point made a line of no known type (a full scan drops its message; a resumed one read it
 * before); and the full scan's.
 */
async function afterTamper(tamper: ((saved: Saved) => void) | null) {
  const root = mkdtempSync(join(tmpdir(), "handoff-tamper-"));
  const session = await makeGrowingSession(root);
  try {
    const { path, bytes } = session;
    await grown(root, session, bytes.length - 200);
    let before: Saved | undefined;
    if (tamper) {
      const saved = JSON.parse(readFileSync(join(root, TRANSCRIPT_CACHE), "utf8")) as Saved;
      before = JSON.parse(JSON.stringify(saved)) as Saved;
      tamper(saved);
      assert.notDeepEqual(saved, before, "the tamper changed the cache");
      writeFileSync(join(root, TRANSCRIPT_CACHE), JSON.stringify(saved));
    }
    const text = readFileSync(path, "utf8");
    const at = text.indexOf("Now run the tests again.");
    const type = text.indexOf('"type":"user"', text.lastIndexOf("\n", at) + 1);
    writeFileSync(path, `${text.slice(0, type)}"type":"usex"${text.slice(type + 13)}`);
    const resumed = await cached(root, path);
    return { resumed, full: await fresh(root, path), before };
  } finally {
    await session.cleanup();
    rmSync(root, { recursive: true, force: true });
  }
}

const group = (s: Summary, i: number) => s.groups[i] as Summary["groups"][number];
const HUGE = Number.MAX_SAFE_INTEGER;

test("the untampered transcript cache is used: the change before its resume point goes unseen", async () => {
  const { resumed, full } = await afterTamper(null);
  assert.notEqual(resumed.json, full);
  assert.deepEqual(resumed.warnings, []);
  // The saved state the tampers below edit: two groups, both passed later, the first once.
  await afterTamper((saved) => {
    const s = saved.summary;
    assert.deepEqual(
      s.groups.map((g) => [g.count, g.passed_later]),
      [
        [1, true],
        [2, true],
      ],
    );
    assert.equal(saved.passed.length, 2);
    assert.ok(s.last_test !== null && s.recent.length === 3 && s.plan !== null);
    assert.ok(s.reads.length > 1 && s.read_no > 0 && s.skipped_count === 0);
    saved.counts.used += 0.5; // changed, so the check above holds; turned away as any tamper
  });
});

const TAMPERS: [string, (saved: Saved) => void][] = [
  [
    "position + 1",
    (s) => {
      s.summary.position += 1;
    },
  ],
  [
    "position huge",
    (s) => {
      s.summary.position = HUGE;
    },
  ],
  [
    "failures + 1",
    (s) => {
      s.summary.failures += 1;
    },
  ],
  [
    "failures huge",
    (s) => {
      s.summary.failures = HUGE;
    },
  ],
  [
    "a group's count + 1",
    (s) => {
      group(s.summary, 0).count += 1;
    },
  ],
  [
    "a group's count huge",
    (s) => {
      group(s.summary, 1).count = HUGE;
    },
  ],
  [
    "the first exit code of a single failure",
    (s) => {
      group(s.summary, 0).first_exit_code = 77;
    },
  ],
  [
    "a first exit code of 0",
    (s) => {
      group(s.summary, 1).first_exit_code = 0;
    },
  ],
  [
    "a group's position out of order",
    (s) => {
      group(s.summary, 0).position = 5;
    },
  ],
  [
    "a group's position past the end",
    (s) => {
      group(s.summary, 1).position = s.summary.position;
    },
  ],
  [
    "passed_later cleared",
    (s) => {
      group(s.summary, 1).passed_later = false;
    },
  ],
  [
    "a passing run before its failure",
    (s) => {
      (s.passed[0] as Saved["passed"][number]).position = 0;
    },
  ],
  [
    "a passing run that is a failure",
    (s) => {
      (s.passed[1] as Saved["passed"][number]).from = group(s.summary, 1).from;
    },
  ],
  [
    "the passing runs dropped",
    (s) => {
      s.passed = [];
    },
  ],
  [
    "a recent record's position + 1",
    (s) => {
      (s.summary.recent[0] as Summary["recent"][number]).position += 1;
    },
  ],
  [
    "a recent record dropped",
    (s) => {
      s.summary.recent.shift();
    },
  ],
  [
    "the latest test run moved back",
    (s) => {
      (s.summary.last_test as { position: number }).position = 5;
    },
  ],
  [
    "the latest test run dropped",
    (s) => {
      s.summary.last_test = null;
    },
  ],
  [
    "skipped_count + 1",
    (s) => {
      s.summary.skipped_count += 1;
    },
  ],
  [
    "skipped_count huge",
    (s) => {
      s.summary.skipped_count = HUGE;
    },
  ],
  [
    "compactions huge",
    (s) => {
      s.summary.compactions = HUGE;
    },
  ],
  [
    "interrupted beyond the commands",
    (s) => {
      s.summary.interrupted = s.summary.position + 1;
    },
  ],
  [
    "unknown huge",
    (s) => {
      s.summary.unknown = HUGE;
    },
  ],
  [
    "read_no + 1",
    (s) => {
      s.summary.read_no += 1;
    },
  ],
  [
    "a read's count + 1",
    (s) => {
      (s.summary.reads[0] as Summary["reads"][number]).count += 1;
    },
  ],
  [
    "two reads the latest",
    (s) => {
      (s.summary.reads[1] as Summary["reads"][number]).last = s.summary.read_no;
    },
  ],
  [
    "the plan's order",
    (s) => {
      (s.summary.plan as { order: number }).order = 1;
    },
  ],
  [
    "plan_no + 1",
    (s) => {
      s.summary.plan_no += 1;
    },
  ],
  [
    "a report after the to-do list, with no report",
    (s) => {
      s.summary.after_todos.report = true;
      s.summary.report = null;
    },
  ],
  [
    "used lines huge",
    (s) => {
      s.counts.used = HUGE;
    },
  ],
  [
    "unused lines huge",
    (s) => {
      s.counts.unused = HUGE;
    },
  ],
  [
    "the resume line number huge",
    (s) => {
      s.resume.line_no = HUGE;
    },
  ],
  [
    "the span backwards",
    (s) => {
      s.parser.span = [2, 1];
    },
  ],
];

for (const [name, tamper] of TAMPERS) {
  test(`a tampered transcript scan cache (${name}) gives the full scan's summary`, async () => {
    const { resumed, full } = await afterTamper(tamper);
    assert.equal(resumed.json, full);
  });
}
