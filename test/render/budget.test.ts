import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { validatePacket } from "../../src/model/packet/validate.js";
import { renderMarkdown } from "../../src/render/markdown.js";
import {
  MAX_MARKDOWN_LINES,
  SECTION,
  countHistoryLine,
  overCapSection,
} from "../../src/render/sections.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";

function lineCount(markdown: string): number {
  return markdown.split("\n").length - 1;
}

/** Entries of `section` that history accounts for: lines moved, plus those counted as not kept. */
function accounted(payload: Packet, section: string): number {
  let count = 0;
  for (const block of payload.history) {
    if (block.section !== section && block.section !== overCapSection(section)) continue;
    for (const line of block.lines) count += countHistoryLine(line);
  }
  return count;
}

/** The sample with every list blown up far past the page. */
function makeHugeSnapshot(): Snapshot {
  const s = makeSampleSnapshot();
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  s.git!.changes = range(5000).map((i) => ({
    path: `src/gen/file-${String(i).padStart(5, "0")}.ts`,
    kind: "modified",
    staged: false,
    unstaged: true,
    added: i % 50,
    deleted: 1,
  }));
  s.git!.changes.push({
    path: "odd`name\nwith newline.ts",
    kind: "untracked",
    staged: false,
    unstaged: true,
    added: null,
    deleted: null,
  });
  s.git!.commits = range(300).map((i) => ({
    commit: `${String(i).padStart(7, "0")}${"a".repeat(33)}`,
    subject: `commit ${i}`,
  }));
  s.workbench.feedback!.tail = range(400).map((i) => ({
    command: `step-${i}`,
    exit_code: i % 7,
    count: 1,
  }));
  s.workbench.verifications[1]!.findings = range(1000).map((i) => ({
    severity: "warn",
    detail: `finding ${i}`,
  }));
  s.notes.push(
    ...range(200).map((i) => ({
      id: `n-d${i}`,
      kind: "decision" as const,
      text: `decision ${i}?`,
      options: [
        { choice: "a", implies: "x" },
        { choice: "b", implies: "y" },
      ],
    })),
    ...range(300).map((i) => ({ id: `n-r${i}`, kind: "risk" as const, text: `risk ${i}` })),
  );
  s.transcript!.objective = `line one\n# not a heading\n${"very long objective ".repeat(500)}`;
  s.options.next = range(200)
    .map((i) => `echo ${i}`)
    .join("\n");
  return s;
}

test("handoff.md stays within 120 lines for huge inputs, overflow moves to history", () => {
  const { payload, markdown, history } = generate(makeHugeSnapshot());
  assert.ok(
    lineCount(markdown) <= MAX_MARKDOWN_LINES,
    `handoff.md has ${lineCount(markdown)} lines`,
  );
  assert.equal(renderMarkdown(payload), markdown, "handoff.md is a render of the JSON");
  assert.deepEqual(validatePacket(payload), []);

  const moved = (section: string) =>
    payload.history.find((b) => b.section === section)?.lines ?? [];
  // Moved or counted, never silently dropped: body + history account for every entry.
  assert.equal(payload.changed_files.length + accounted(payload, SECTION.changedFiles), 5004);
  assert.equal(payload.state.landed.length + accounted(payload, SECTION.landed), 300);
  // The packet's own caps bound the JSON whatever the input.
  assert.ok(payload.changed_files.length <= 200);
  assert.ok(moved(overCapSection(SECTION.changedFiles)).length <= 200);
  // Newest entries stay: landed keeps the first (newest) commits; still-failing attempts first.
  assert.equal(payload.state.landed[0]?.subject, "commit 0");
  assert.equal(payload.feedback_tail.length, 30);
  assert.equal(payload.failed_attempts[0], "step-370 -> exit 6");
  assert.ok(payload.changed_files.length > 0, "every section keeps some entries");
  assert.ok(
    markdown.includes(
      `- … ${accounted(payload, SECTION.changedFiles)} more in [history.md](history.md)`,
    ),
  );
  assert.ok(history.includes("## Changed files\n- src/gen/file-"));
  const defects = "Verdict trail: T-002 verification";
  assert.ok(accounted(payload, defects) > 900, "defects beyond the cap are moved or counted");
  assert.ok(JSON.stringify(payload).length < 300_000, "the packet stays small");
});

test("carried sections keep their newest entries whole in the JSON; only their handoff.md view is cut", () => {
  const { payload, markdown, history } = generate(makeHugeSnapshot());
  // 200 decision notes + the sample's own + 2 carried: the newest 50 stay in the JSON (the
  // next packet carries them), the older ones move to history beyond the packet's cap.
  assert.equal(payload.open_decisions.length, 50);
  assert.equal(payload.open_decisions.at(-1)?.question, "decision 199?");
  const overCap = payload.history.find(
    (b) => b.section === overCapSection(SECTION.openDecisions),
  )?.lines;
  assert.equal(overCap?.length, 153);
  const moved = payload.history.find((b) => b.section === SECTION.openDecisions)?.lines ?? [];
  assert.ok(moved.length > 20, "the page shows fewer than the JSON holds");
  assert.ok(markdown.includes("decision 199?"), "the newest decision is on the page");
  assert.ok(!markdown.includes("decision 0?"), "the oldest is not");
  assert.ok(history.includes("- decision 0? (n-d0) — options: a → x; b → y"));
  assert.ok(markdown.includes(`- … ${moved.length + 153} more in [history.md](history.md)`));
});

test("hostile scalars cannot break the page", () => {
  const { markdown } = generate(makeHugeSnapshot());
  assert.ok(
    !/^# not a heading/m.test(markdown),
    "a newline in the objective does not start a heading",
  );
  assert.ok(markdown.includes("``odd`name\\nwith newline.ts``") || !markdown.includes("odd`name"));
  const fences = markdown.split("\n").filter((line) => line.startsWith("```"));
  assert.equal(fences.length % 2, 0, "code fences are balanced");
  assert.ok(
    markdown.includes("\necho 0 echo 1 echo 2"),
    "a multi-line next action is folded to one line",
  );
});

test("a small packet keeps everything in handoff.md and history is empty", () => {
  const { payload, markdown, history } = generate(makeSampleSnapshot());
  assert.deepEqual(payload.history, []);
  assert.ok(lineCount(markdown) <= MAX_MARKDOWN_LINES);
  assert.ok(!markdown.includes("history.md"));
  assert.match(history, /Nothing overflowed/);
});

test("an empty snapshot collapses the sections with nothing to say into one line", () => {
  const s = makeSampleSnapshot();
  s.workbench = {
    agent_state: null,
    task_board: null,
    feature_list: null,
    verifications: [],
    reviews: [],
    feedback: null,
    diff_summary: null,
  };
  s.git = null;
  s.transcript = null;
  s.notes = [];
  s.previous = null;
  s.options.next = "npm test";
  const { markdown, payload } = generate(s);
  const titles = markdown
    .split("\n")
    .filter((l) => l.startsWith("## "))
    .map((l) => l.slice(3));
  assert.deepEqual(titles, [
    "Summary",
    "Next action",
    "Where the work lives",
    // The clean-state check always runs (generate derives it): its verdict is the one entry.
    "Verdict trail",
    "Next-session preloads",
    "Receipts",
  ]);
  assert.ok(
    markdown.includes("\n## Verdict trail\n- clean-state: clean (`.handoff/clean_state.json`)\n"),
  );
  assert.ok(
    markdown.includes(
      "\nNothing recorded: objective, what the user said, what the agent concluded, the agent's last report, how the conversation ended, plan, state, changed files, failed attempts, open risks, open decisions, unmet contracts, pitfalls, assumptions to validate, suggested skills, concurrent work.\n",
    ),
  );
  assert.ok(!markdown.includes("- none"));
  assert.equal(
    payload.summary,
    "Worked in a workbench without git: 0 files changed, 0 commits landed. No blocking risks.",
  );
  assert.deepEqual(validatePacket(payload), []);
});
