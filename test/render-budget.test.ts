import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../src/generate/index.js";
import { validatePacket } from "../src/packet/validate.js";
import { renderMarkdown } from "../src/render/markdown.js";
import { MAX_MARKDOWN_LINES, SECTION } from "../src/render/sections.js";
import type { Snapshot } from "../src/snapshot/types.js";
import { makeSampleSnapshot } from "./support/sample-snapshot.js";

function lineCount(markdown: string): number {
  return markdown.split("\n").length - 1;
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
  // Moved, never deleted: body + history hold every entry.
  assert.equal(payload.changed_files.length + moved(SECTION.changedFiles).length, 5004);
  assert.equal(payload.state.landed.length + moved(SECTION.landed).length, 300);
  // Newest entries stay: landed keeps the first (newest) commits, failed attempts the last.
  assert.equal(payload.state.landed[0]?.subject, "commit 0");
  assert.equal(payload.feedback_tail.length, 30);
  assert.equal(payload.failed_attempts.at(-1), "step-398 -> exit 6");
  assert.ok(payload.changed_files.length > 0, "every section keeps some entries");
  assert.ok(
    markdown.includes(`- … ${moved(SECTION.changedFiles).length} more in [history.md](history.md)`),
  );
  assert.ok(history.includes("## Changed files\n- src/gen/file-"));
  const defects = payload.history.find((b) => b.section === "Verdict trail: T-002 verification");
  assert.ok((defects?.lines.length ?? 0) > 900, "defects beyond the cap move to history");
});

test("carried sections stay whole in the JSON; only their handoff.md view is cut", () => {
  const { payload, markdown, history } = generate(makeHugeSnapshot());
  // 200 decision notes + the sample's own + 2 carried from the previous packet: the next packet needs them all.
  assert.equal(payload.open_decisions.length, 203);
  const moved = payload.history.find((b) => b.section === SECTION.openDecisions)?.lines ?? [];
  assert.ok(moved.length > 150);
  assert.ok(markdown.includes("decision 199?"), "the newest decision is on the page");
  assert.ok(!markdown.includes("decision 0?"), "the oldest is not");
  assert.ok(history.includes("- decision 0? (n-d0) — options: a → x; b → y"));
  assert.ok(markdown.includes(`- … ${moved.length} more in [history.md](history.md)`));
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

test("an empty snapshot renders every section with - none", () => {
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
  s.clean_state = null;
  s.options.next = "npm test";
  const { markdown, payload } = generate(s);
  const titles = markdown
    .split("\n")
    .filter((l) => l.startsWith("## "))
    .map((l) => l.slice(3));
  assert.deepEqual(titles, [
    "Summary",
    "Objective",
    "Next action",
    "State",
    "Where the work lives",
    "Changed files",
    "Failed attempts",
    "Verdict trail",
    "Open risks",
    "Open decisions",
    "Unmet contracts",
    "Pitfalls",
    "Assumptions to validate",
    "Next-session preloads",
    "Suggested skills",
    "Concurrent work",
    "Receipts",
  ]);
  assert.ok(markdown.includes("## Changed files\n- none\n"));
  assert.ok(markdown.includes("## Concurrent work\n- none\n"));
  assert.equal(
    payload.summary,
    "Worked in a workbench without git: 0 files changed, 0 commits landed. No blocking risks.",
  );
  assert.deepEqual(validatePacket(payload), []);
});
