import assert from "node:assert/strict";
import { test } from "node:test";
import { HOOK_LIMIT, renderBriefing } from "../../src/resume/briefing.js";
import { compareClaims } from "../../src/resume/compare-claims.js";
import {
  choosePacket,
  listBranchTopics,
  listOtherBranches,
  type ResumeResult,
} from "../../src/resume/resume.js";
import type { LiveFacts } from "../../src/resume/verify-claims.js";
import { parseStatus } from "../../src/collect/git/parse-status.js";
import { parseWorktrees } from "../../src/collect/git/parse-worktrees.js";
import { dirtyPaths, relativeWorktrees } from "../../src/resume/repo-state.js";
import type { PacketEntry } from "../../src/store/log.js";
import { makePacket } from "../helpers/make-packet.js";

const A = "a".repeat(40);
const B = "b".repeat(40);

const live = (overrides: Partial<LiveFacts> = {}): LiveFacts => ({
  branch: "main",
  head: A,
  packet_head_known: true,
  packet_head_is_ancestor: true,
  commits_since: [],
  commits_since_count: 0,
  changed_since: [],
  dirty: [],
  worktrees: [{ path: ".", branch: "main", head: A }],
  reports: {},
  ...overrides,
});

test("a packet commit that is no longer an ancestor is reported as such", () => {
  const packet = makePacket({ head_commit: B });
  const [head] = compareClaims(
    packet,
    live({
      packet_head_is_ancestor: false,
      commits_since: [{ commit: A, subject: "rewritten" }],
      commits_since_count: 1,
    }),
  );
  assert.equal(head!.verdict, "DRIFTED");
  assert.match(head!.evidence, /no longer an ancestor of HEAD aaaaaaaaaaaa/);
  const [unknown] = compareClaims(
    packet,
    live({ packet_head_known: false, packet_head_is_ancestor: null }),
  );
  assert.match(unknown!.evidence, /not in this repository/);
});

test("verification goes stale when HEAD moves; absence claims are re-checked", () => {
  const packet = makePacket({
    head_commit: B,
    verdict_trail: [
      { task_id: "T-001", source: "verification", verdict: "passed", defects: [], path: "v.json" },
    ],
    state: {
      landed: [],
      landed_since: null,
      in_progress: ["T-004 wire resume"],
      queued: ["T-005"],
    },
    items: [{ name: "T-004", status: "STILL-BUILDING", missing_proof: "proof" }],
  });
  const claims = compareClaims(
    packet,
    live({
      commits_since: [{ commit: A, subject: "T-004: wire resume" }],
      commits_since_count: 1,
      reports: {
        "v.json": { state: "present", passed: true, head_commit: B },
        "outputs/verification/T-004.json": { state: "present", passed: true, head_commit: A },
      },
    }),
  );
  const by = (kind: string, subject: string) =>
    claims.filter((c) => c.kind === kind && c.subject === subject).map((c) => c.verdict);
  assert.deepEqual(by("verification", "T-001"), ["DRIFTED"]);
  assert.deepEqual(by("absence", "T-004"), ["DRIFTED", "DRIFTED"]);
  assert.deepEqual(by("absence", "T-005"), ["VERIFIED"]);
  const gone = compareClaims(
    packet,
    live({ head: B, reports: { "v.json": { state: "missing" } } }),
  );
  assert.match(gone.find((c) => c.kind === "verification")!.evidence, /v\.json is gone/);
});

test("files inside an untracked directory count as still modified, and not as new work", () => {
  const packet = makePacket({
    head_commit: A,
    where: { branch: "main", worktrees: [], modified_files: ["src/new/x.ts"], read_first: [] },
  });
  const claims = compareClaims(packet, live({ dirty: ["src/new/"] }));
  assert.deepEqual(
    claims.filter((c) => c.verdict === "DRIFTED"),
    [],
  );
});

test("an untracked file is claimed as untracked; deleted since, it is removed, not reverted", () => {
  const packet = makePacket({
    head_commit: A,
    changed_files: ["notes.tmp", "src/a.ts"],
    where: {
      branch: "main",
      worktrees: [],
      modified_files: ["notes.tmp", "src/a.ts"],
      read_first: [],
    },
    work_range: {
      base: null,
      base_label: null,
      files: [
        { path: "notes.tmp", status: "untracked" },
        { path: "src/a.ts", status: "unstaged" },
      ],
      edited_not_in_repo: [],
    },
  });
  const claims = compareClaims(packet, live({ present: { "notes.tmp": false, "src/a.ts": true } }));
  const byPath = new Map(claims.filter((c) => c.kind === "file").map((c) => [c.subject, c]));
  assert.equal(byPath.get("notes.tmp")?.claim, "untracked, not committed");
  assert.equal(byPath.get("notes.tmp")?.evidence, "removed: no longer exists, never committed");
  assert.equal(byPath.get("src/a.ts")?.claim, "modified, not committed");
  assert.match(byPath.get("src/a.ts")?.evidence ?? "", /^reverted/);
  assert.equal(claims.filter((c) => c.kind === "file").length, 2, "one claim per file");
});

/** What resume reads of a `git status --porcelain=v2 --branch -z` output. */
function readStatus(stdout: string) {
  const { branch, changes } = parseStatus(stdout);
  return { branch: branch.head, head: branch.oid, paths: dirtyPaths(changes) };
}

test("status and worktree parsers keep renames and spaces, and drop .handoff/", () => {
  const status = [
    `# branch.oid ${A}`,
    "# branch.head feat/a b",
    `1 .M N... 100644 100644 100644 ${A} ${A} a b.ts`,
    `2 R. N... 100644 100644 100644 ${A} ${A} R100 new name.ts`,
    "old name.ts",
    `u UU N... 100644 100644 100644 100644 ${A} ${A} ${A} conflict.ts`,
    "? .handoff/",
    "? dir/",
    "",
  ].join("\0");
  assert.deepEqual(readStatus(status), {
    branch: "feat/a b",
    head: A,
    paths: ["a b.ts", "new name.ts", "old name.ts", "conflict.ts", "dir/"],
  });
  assert.deepEqual(readStatus("# branch.oid (initial)\0# branch.head (detached)\0"), {
    branch: null,
    head: null,
    paths: [],
  });
  // `-z` (git 2.36+): a worktree path may hold a newline.
  const worktrees = relativeWorktrees(
    parseWorktrees(
      `worktree /r\0HEAD ${A}\0branch refs/heads/feat/a\0\0worktree /w\nx\0HEAD ${B}\0detached\0\0`,
    ),
    "/r",
  );
  assert.deepEqual(worktrees, [
    { path: ".", branch: "feat/a", head: A },
    { path: "../w\nx", branch: null, head: B },
  ]);
  // The line format of older git reads the same.
  const lines = relativeWorktrees(
    parseWorktrees(
      `worktree /r\nHEAD ${A}\nbranch refs/heads/feat/a\n\nworktree /w\nHEAD ${B}\ndetached\n\n`,
      "\n",
    ),
    "/r",
  );
  assert.deepEqual(lines, [
    { path: ".", branch: "feat/a", head: A },
    { path: "../w", branch: null, head: B },
  ]);
});

test("choosePacket: the active one, else (default topic only) the branch's newest, never another branch's; never archived", () => {
  const entry = (
    id: string,
    branch: string,
    topic: string,
    status: PacketEntry["status"],
    seq: number,
  ): PacketEntry => ({ id, branch, topic, status, seq, head_commit: null, task_id: null });
  const entries = [
    entry("1", "main", "default", "superseded", 1),
    entry("2", "main", "default", "active", 2),
    entry("3", "main", "docs", "active", 3),
    entry("4", "dev", "default", "archived", 4),
  ];
  assert.equal(choosePacket(entries, "main", "default")?.entry.id, "2");
  // Only the default topic falls back to the branch's newest; a named topic never takes another's.
  assert.equal(choosePacket(entries.slice(2), "main", "default")?.found, "branch");
  assert.equal(choosePacket(entries.slice(2), "main", "default")?.entry.id, "3");
  assert.equal(choosePacket(entries, "main", "other"), null);
  assert.deepEqual(listBranchTopics(entries, "main"), ["default", "docs"]);
  assert.equal(choosePacket(entries, "dev", "default"), null);
  assert.deepEqual(listOtherBranches(entries, "dev"), ["main"]);
  assert.deepEqual(listOtherBranches(entries, "main"), []);
  assert.equal(choosePacket([entries[3]!], "dev", "default"), null);
});

test("hook briefings stay within 10,000 characters whatever the packet holds", () => {
  const long = "x".repeat(3000);
  const packet = makePacket({
    next_action: long,
    open_decisions: Array.from({ length: 300 }, (_, i) => ({
      id: `n-${i}`,
      question: `${long} "quoted"\n`,
      options: [{ choice: long, implies: long }],
    })),
    pitfalls: Array.from({ length: 300 }, (_, i) => ({ id: `p-${i}`, text: long })),
  });
  const result: ResumeResult = {
    outcome: "drifted",
    found: "active",
    note: "Active packet.",
    branch: "main",
    topic: "default",
    entry: null,
    packet,
    claims: Array.from({ length: 500 }, () => ({
      kind: "file",
      subject: long,
      claim: long,
      verdict: "DRIFTED",
      evidence: long,
    })),
    risks: [],
  };
  for (const format of ["claude-hook", "codex-hook", "gemini-hook"] as const) {
    const out = renderBriefing(result, format);
    assert.ok(out.length <= HOOK_LIMIT, `${out.length} characters`);
    const context = (JSON.parse(out) as { hookSpecificOutput: { additionalContext: string } })
      .hookSpecificOutput.additionalContext;
    assert.match(context, /^# Handoff /);
    assert.match(context, /## Drift/);
    assert.match(context, /^## Open decisions$/m);
    assert.match(context, /^## Pitfalls$/m);
  }
  const text = renderBriefing(result, "text");
  assert.ok(text.length <= HOOK_LIMIT, `${text.length} characters`);
  assert.match(text, new RegExp(`^- … \\d+ more in 'handoff show ${packet.id}'$`, "m"));
});

test("handoff's own hook settings among the dirty paths are no one's new work; other paths still are", () => {
  const packet = makePacket({
    head_commit: A,
    where: { ...makePacket().where, modified_files: [] },
  });
  const newWork = (facts: LiveFacts) =>
    compareClaims(packet, facts).find((c) => c.subject === "working tree");
  const own = newWork(
    live({
      dirty: [".codex/", ".gemini/settings.json"],
      own_config: [".codex/", ".gemini/settings.json"],
    }),
  );
  assert.equal(own?.verdict, "VERIFIED");
  const mixed = newWork(live({ dirty: [".codex/", "notes.md"], own_config: [".codex/"] }));
  assert.equal(mixed?.verdict, "DRIFTED");
  assert.equal(mixed?.evidence, "new dirty file: notes.md");
});
