/**
 * Packets and resume results for the briefing tests: one realistic Claude Code session (user
 * corrections, a failed-then-passed test run, a still-failing lint, a final report with a next
 * step) and one packet holding every kind of fact the briefing renders.
 */
import type { Packet } from "../../src/model/packet/types.js";
import type { Claim } from "../../src/resume/compare-claims.js";
import type { ResumeResult } from "../../src/resume/resume.js";
import { makePacket, userMessage } from "./make-packet.js";

const HEAD = "4f1c2a9b7e3d5c6a8b9f0e1d2c3b4a5f6e7d8c9b";

/** The claims resume checks on an untouched repo, all VERIFIED. */
export function verifiedClaims(): Claim[] {
  const claim = (kind: Claim["kind"], subject: string, text: string): Claim => ({
    kind,
    subject,
    claim: text,
    verdict: "VERIFIED",
    evidence: "as recorded",
  });
  return [
    claim("head", "HEAD", `HEAD at ${HEAD.slice(0, 12)}`),
    claim("branch", "branch", "on feat/rate-limit"),
    claim("worktree", ".", "worktree . on feat/rate-limit"),
    claim("file", "src/limiter.ts", "modified"),
    claim("new-work", "working tree", "no new dirty files"),
  ];
}

/** A resume result around `packet`, with its risks unchecked unless given. */
export function resultFor(packet: Packet, extra: Partial<ResumeResult> = {}): ResumeResult {
  return {
    outcome: "fresh",
    found: "active",
    note: `Active packet for branch ${packet.branch}, topic ${packet.topic}.`,
    branch: packet.branch,
    topic: packet.topic,
    entry: {
      id: packet.id,
      branch: packet.branch,
      topic: packet.topic,
      status: "active",
      head_commit: packet.head_commit,
      task_id: packet.task_id,
      seq: 3,
      host: "laptop-a",
      at: "2026-11-30T17:42:00.000Z",
    },
    packet,
    claims: verifiedClaims(),
    risks: packet.open_risks.map((r) => ({ ...r, verdict: "unchecked" as const })),
    ...extra,
  };
}

/** A realistic session: rate limiting for the API, corrected twice by the user. */
export function realisticPacket(): Packet {
  return makePacket({
    task_id: "T-014",
    branch: "feat/rate-limit",
    head_commit: HEAD,
    summary: "Rate limiting for the public API: token bucket in place, lint still failing.",
    objective: "Add per-client rate limiting to the public API (429 with Retry-After)",
    changed_files: ["src/limiter.ts", "src/server.ts", "test/limiter.test.ts"],
    commands_run: ["npm test", "npm run lint"],
    failed_attempts: ["npm test -> exit 1", "npm run lint -> exit 1 (x2)"],
    feedback_tail: [
      {
        command: "npm test",
        exit_code: 1,
        last_error_line: "limiter.test.ts:41 expected 429, got 200",
      },
      {
        command: "npm run lint",
        exit_code: 1,
        count: 2,
        last_error_line: "src/limiter.ts:12:7 noExplicitAny: Unexpected any",
      },
      { command: "npm test", exit_code: 0 },
    ],
    open_risks: [
      { severity: "block", detail: "lint fails: src/limiter.ts:12 noExplicitAny" },
      { severity: "warn", detail: "the bucket is per process: two replicas double the limit" },
    ],
    next_action: "Replace the `any` in src/limiter.ts:12 with the Bucket type, then run the lint",
    next_command: "npm run lint",
    state: {
      landed: [
        {
          commit: "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b",
          subject: "limiter: token bucket per client",
        },
        {
          commit: "1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c",
          subject: "server: answer 429 with Retry-After",
        },
      ],
      landed_since: null,
      in_progress: ["T-014: rate limiting"],
      queued: [],
    },
    where: {
      branch: "feat/rate-limit",
      worktrees: [{ path: ".", branch: "feat/rate-limit", dirty: true }],
      modified_files: ["src/limiter.ts"],
      read_first: ["src/limiter.ts", "test/limiter.test.ts"],
    },
    pitfalls: [
      { id: "p-1", text: "Do not use a global Map: the user wants one bucket per API key" },
    ],
    open_decisions: [
      {
        id: "n-2",
        question: "Where does the limit live: config file or env?",
        options: [
          { choice: "config", implies: "reload needs a restart" },
          { choice: "env", implies: "one value for every client" },
        ],
      },
    ],
    work_range: {
      base: "0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d",
      base_label: "fork point with main",
      files: [
        { path: "src/server.ts", status: "committed" },
        { path: "src/limiter.ts", status: "unstaged" },
        { path: "test/limiter.test.ts", status: "committed" },
      ],
      edited_not_in_repo: [],
    },
    user_messages: [
      "Add per-client rate limiting to the public API: 429 with a Retry-After header.",
      "No new dependency please, write the token bucket yourself.",
      "Key the bucket by API key, not by IP: we sit behind a proxy.",
    ].map((text) => userMessage(text, "claude", "2026-11-30")),
    agent_report:
      "Token bucket keyed by API key is in place and the tests pass (npm test). The lint still fails on one `any` in src/limiter.ts:12.\nNext: type the bucket map and run npm run lint.",
    preloads: ["handoff resume", "src/limiter.ts"],
  });
}

/** Each kind of fact the briefing renders, with a marker text that must reach the reader. */
export const FACT_MARKERS = {
  drift: "DRIFT-MARK",
  next_action: "NEXT-MARK",
  next_command: "COMMAND-MARK",
  user_first: "USER-FIRST-MARK",
  user_newest: "USER-NEWEST-MARK",
  agent_report: "REPORT-MARK",
  failed_still: "FAIL-STILL-MARK",
  failed_passed: "FAIL-PASSED-MARK",
  decision: "DECISION-MARK",
  pitfall: "PITFALL-MARK",
  assumption: "ASSUMPTION-MARK",
  risk_block: "RISK-BLOCK-MARK",
  risk_warn: "RISK-WARN-MARK",
  unmet: "UNMET-MARK",
  landed: "LANDED-MARK",
  changed_file: "changed-mark.ts",
  edited_elsewhere: "edited-mark.ts",
  plan: "PLAN-MARK",
  in_progress: "PROGRESS-MARK",
  queued: "QUEUED-MARK",
  item: "ITEM-MARK",
  verdict: "VERDICT-MARK",
  proof: "PROOF-MARK",
  preload: "PRELOAD-MARK",
  read_first: "read-first-mark.ts",
  skill: "SKILL-MARK",
  worktree: "WORKTREE-MARK",
  stash: "STASH-MARK",
  unmerged: "UNMERGED-MARK",
} as const;

/** A packet holding every kind of fact, each several times over, and a result with drift. */
export function everyFactResult(): ResumeResult {
  const m = FACT_MARKERS;
  const many = <T>(n: number, make: (i: number) => T): T[] =>
    Array.from({ length: n }, (_, i) => make(i));
  const packet = makePacket({
    head_commit: HEAD,
    objective: "OBJECTIVE-MARK",
    failed_attempts: [
      `pnpm build ${m.failed_passed} -> exit 2`,
      ...many(20, (i) => `npm run check-${i} ${m.failed_still} -> exit 1`),
    ],
    feedback_tail: [
      { command: `pnpm build ${m.failed_passed}`, exit_code: 2 },
      { command: `pnpm build ${m.failed_passed}`, exit_code: 0 },
    ],
    next_action: m.next_action,
    next_command: m.next_command,
    user_messages: [m.user_first, ...many(30, (i) => `middle message ${i}`), m.user_newest].map(
      (text) => userMessage(text),
    ),
    agent_report: m.agent_report,
    open_decisions: many(20, (i) => ({
      id: `n-${i}`,
      question: `${m.decision} ${i}?`,
      options: [{ choice: "a", implies: "b" }],
    })),
    pitfalls: many(20, (i) => ({ id: `p-${i}`, text: `${m.pitfall} ${i}` })),
    assumptions_to_validate: many(20, (i) => ({
      id: `a-${i}`,
      text: `${m.assumption} ${i}`,
      source: "note" as const,
    })),
    open_risks: [
      ...many(10, (i) => ({ severity: "block" as const, detail: `${m.risk_block} ${i}` })),
      ...many(10, (i) => ({ severity: "warn" as const, detail: `${m.risk_warn} ${i}` })),
    ],
    unmet_contracts: many(15, (i) => `${m.unmet} ${i}`),
    state: {
      landed: many(25, (i) => ({ commit: `${i}`.padStart(40, "a"), subject: `${m.landed} ${i}` })),
      landed_since: null,
      in_progress: [m.in_progress],
      queued: [m.queued],
    },
    items: [{ name: m.item, status: "STILL-BUILDING", missing_proof: "a live run" }],
    verdict_trail: [
      { task_id: "T-1", source: "verification", verdict: m.verdict, defects: [], path: null },
    ],
    work_range: {
      base: null,
      base_label: "fork point with main",
      files: many(40, (i) => ({
        path: `src/${i}-${m.changed_file}`,
        status: "committed" as const,
      })),
      edited_not_in_repo: [m.edited_elsewhere],
    },
    plan: {
      title: m.plan,
      steps: many(20, (i) => ({
        text: `step ${i}`,
        status: i < 5 ? ("completed" as const) : ("pending" as const),
      })),
    },
    proofs: many(12, (i) => ({ id: `f-${i}`, text: `${m.proof} ${i}` })),
    preloads: [m.preload],
    where: { branch: "main", worktrees: [], modified_files: [], read_first: [m.read_first] },
    suggested_skills: [m.skill],
    concurrent_work: {
      worktrees: [{ path: `../${m.worktree}`, branch: "side", dirty: true }],
      stashes: [{ ref: "stash@{0}", message: m.stash }],
      unmerged_branches: [m.unmerged],
    },
    history: [{ section: "Changed files", lines: many(7, (i) => `old-${i}.ts`) }],
  });
  const drift: Claim[] = many(40, (i) => ({
    kind: "file",
    subject: `src/drifted-${i}.ts`,
    claim: "modified",
    verdict: "DRIFTED",
    evidence: `${m.drift} ${i}: committed since`,
  }));
  return resultFor(packet, {
    outcome: "drifted",
    claims: [...drift, ...verifiedClaims()],
    risks: packet.open_risks.map((r, i) => ({
      ...r,
      verdict: i === 0 ? ("resolved" as const) : ("still" as const),
    })),
  });
}
