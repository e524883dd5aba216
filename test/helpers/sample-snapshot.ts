/**
 * A complete, hand-built Snapshot for the generate/render tests: every part filled (workbench,
 * feedback, git, transcript, notes, previous packet), telling the same story as
 * examples/workbench (rate limiting for a small API). Tests copy it and change one thing.
 *
 * The work is uncommitted (a modified and a staged file), so the clean-state check generate runs
 * on it is not clean: the sample is written with `allow_dirty`, as a mid-work handoff is.
 * `makeCleanSampleSnapshot` is the same work committed.
 */
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { makePacket } from "./make-packet.js";

export const SAMPLE_ROOT = "/tmp/handoff-sample-root";
export const HEAD = "4f9c2e1b7a3d5c6e8f0a1b2c3d4e5f6a7b8c9d0e";
export const PARENT = "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d";

/** A fresh deep copy of the sample snapshot. */
export function makeSampleSnapshot(): Snapshot {
  return structuredClone(SAMPLE);
}

/**
 * The sample with its work committed: no uncommitted change in the work tree, so the clean-state
 * check passes (its warnings stay: a named stash, an unmerged branch, an unpushed commit), and
 * written without `allow_dirty`.
 */
export function makeCleanSampleSnapshot(): Snapshot {
  const s = makeSampleSnapshot();
  s.git!.changes = [];
  s.options.allow_dirty = false;
  return s;
}

const SAMPLE: Snapshot = {
  root: SAMPLE_ROOT,
  options: {
    topic: "default",
    task_id: null,
    k: 5,
    next: null,
    allow_dirty: true,
    allow_unverified: false,
    allow_missing_next: false,
    writer: null,
    agent_report: null,
  },
  workbench: {
    agent_state: {
      schema_version: 1,
      active_task_id: "T-002",
      touched_files: ["src/limiter.ts", "test/limiter.test.ts"],
      assumptions: ["Clients send X-Api-Key on every request"],
      blockers: [],
      next_action: "Wire the limiter into `src/server.ts` and run `npm test`",
    },
    task_board: [
      {
        id: "T-001",
        goal: "Add request logging",
        owner: "builder",
        acceptance: ["each request logged once"],
        status: "done",
      },
      {
        id: "T-002",
        goal: "Add per-key rate limiting",
        owner: "builder",
        acceptance: ["429 after 100 requests/minute per key", "Retry-After header set"],
        status: "in_progress",
      },
      {
        id: "T-003",
        goal: "Document the limits",
        owner: "human",
        acceptance: ["README section"],
        status: "todo",
      },
    ],
    feature_list: {
      project: "tiny-api",
      active: "F-2",
      features: [
        { id: "F-1", status: "done", goal: "Request logging", done_when: "logs show each request" },
        {
          id: "F-2",
          status: "in_progress",
          goal: "Rate limiting",
          done_when: "429 with Retry-After",
        },
      ],
    },
    verifications: [
      {
        task_id: "T-001",
        passed: true,
        head_commit: PARENT,
        findings: [],
        path: "outputs/verification/T-001.json",
      },
      {
        task_id: "T-002",
        passed: true,
        strict: true,
        head_commit: HEAD,
        coverage: { current: 91.5, previous: 90.2 },
        findings: [
          {
            code: "W001",
            severity: "warn",
            detail: "Retry-After is computed from a fixed window, not the bucket refill",
          },
          { severity: "info", detail: "coverage rose from 90.2 to 91.5" },
        ],
        path: "outputs/verification/T-002.json",
      },
    ],
    reviews: [
      {
        task_id: "T-002",
        total: 6,
        verdict: "soft_fail",
        dimensions: [
          { name: "correctness", score: 2, note: "limits hold under the load test" },
          { name: "tests", score: 1, note: "no test for two keys sharing one IP" },
          { name: "assumptions", score: 1, note: "assumes every client sends X-Api-Key" },
        ],
        path: "outputs/review/T-002.json",
      },
    ],
    feedback: {
      files: ["feedback_record.jsonl"],
      total: 40,
      failures: 4,
      tail: [
        {
          command: "npm test",
          exit_code: 1,
          count: 3,
          first_exit_code: 1,
          last_error_line: "expected 429, got 200",
          tail: "expected 429, got 200",
        },
        {
          command: "node scripts/load.js",
          exit_code: null,
          count: 1,
          first_exit_code: null,
          last_error_line: "killed",
          tail: "killed",
        },
        { command: "npx tsc --noEmit", exit_code: 0 },
        { command: "npm test", exit_code: 0 },
      ],
      commands: ["npm install", "npm test", "node scripts/load.js", "npx tsc --noEmit"],
      skipped: [{ file: "feedback_record.jsonl", line: 17, reason: "not valid JSON" }],
      skipped_count: 1,
      last_test: { command: "npm test", exit_code: 0 },
      passed_later: [],
    },
    diff_summary: { touched: ["src/limiter.ts", "src/server.ts"] },
  },
  git: {
    branch: "feat/rate-limit",
    detached: false,
    head: HEAD,
    upstream: "origin/feat/rate-limit",
    ahead: 1,
    behind: 0,
    changes: [
      {
        path: "src/server.ts",
        kind: "modified",
        staged: false,
        unstaged: true,
        added: 12,
        deleted: 3,
      },
      {
        path: "src/limiter.ts",
        kind: "added",
        staged: true,
        unstaged: false,
        added: 80,
        deleted: 0,
      },
    ],
    operation: null,
    commits: [
      { commit: HEAD, subject: "Add token-bucket limiter" },
      { commit: PARENT, subject: "Log each request once" },
    ],
    commits_since: null,
    worktrees: [
      { path: SAMPLE_ROOT, branch: "feat/rate-limit", head: HEAD, dirty: true, current: true },
      {
        path: "/tmp/handoff-sample-docs",
        branch: "docs/limits",
        head: PARENT,
        dirty: false,
        current: false,
      },
    ],
    stashes: [{ ref: "stash@{0}", message: "WIP: sliding window experiment" }],
    unmerged_branches: ["docs/limits"],
    shallow: false,
    added_lines: [],
  },
  transcript: {
    agent: "claude",
    source: "~/.claude/projects/tiny-api/session.jsonl",
    objective: "Add rate limiting to the API so one key cannot starve the others",
    edited_files: [`${SAMPLE_ROOT}/src/limiter.ts`, `${SAMPLE_ROOT}/test/limiter.test.ts`],
    todos: [
      { content: "Write the token bucket", status: "completed" },
      { content: "Wire the limiter into the server", status: "in_progress" },
      { content: "Add Retry-After header", status: "pending" },
    ],
    todos_stale: false,
    compactions: 1,
    skipped: 0,
    interrupted: 0,
    feedback: {
      files: [],
      total: 0,
      failures: 0,
      tail: [],
      commands: [],
      skipped: [],
      skipped_count: 0,
      last_test: null,
      passed_later: [],
    },
    duration_ms: 42 * 60 * 1000,
    cwd: null,
    user_messages: [],
    agent_report: null,
    date: null,
    conclusions: [],
    tail: { user: null, agent: [] },
    reads: [],
    plan: null,
    unknown_lines: 0,
  },
  notes: [
    {
      id: "n-0000000a",
      kind: "decision",
      text: "Token bucket or sliding window?",
      options: [
        { choice: "token bucket", implies: "bursts allowed up to the bucket size" },
        { choice: "sliding window", implies: "smoother, but one Redis call per request" },
      ],
    },
    {
      id: "n-0000000b",
      kind: "pitfall",
      text: "The test server reuses one port: run tests serially",
    },
    {
      id: "n-0000000c",
      kind: "proof",
      text: `T-001: request log checked on staging at ${PARENT.slice(0, 8)}`,
    },
    { id: "n-0000000d", kind: "skill", text: "docs/skills/rate-limits.md" },
    {
      id: "n-0000000e",
      kind: "risk",
      text: "The limiter state is in memory: a restart resets every bucket",
      severity: "warn",
    },
  ],
  previous: {
    id: "0123456789abcdef",
    previous: null,
    head_commit: PARENT,
    last_known_good_commit: PARENT,
    landed_since: null,
    open_decisions: [
      { id: "n-00000001", question: "Where do limits live: config file or env?", options: [] },
      { id: "n-00000002", question: "Return 429 or 503 when Redis is down?", options: [] },
    ],
    pitfalls: [{ id: "n-00000003", text: "npm test needs PORT unset" }],
    assumptions_to_validate: [
      { id: "n-00000004", text: "One instance only in production", source: "note" },
    ],
    packet: makePacket({
      id: "0123456789abcdef",
      branch: "feat/rate-limit",
      head_commit: PARENT,
      last_known_good_commit: PARENT,
      open_decisions: [
        { id: "n-00000001", question: "Where do limits live: config file or env?", options: [] },
        { id: "n-00000002", question: "Return 429 or 503 when Redis is down?", options: [] },
      ],
      pitfalls: [{ id: "n-00000003", text: "npm test needs PORT unset" }],
      assumptions_to_validate: [
        { id: "n-00000004", text: "One instance only in production", source: "note" },
      ],
    }),
  },
};
