/**
 * A realistic session for the generate/render tests of the session's own words: a user who
 * corrects the agent, pastes a secret, a command that failed and then passed, files read again
 * and again, a plan and a final report that states the next step — and no next action recorded
 * anywhere else (no note, no `--next`, no agent_state, no in-progress to-do, no earlier packet).
 */
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { fakeToken } from "./fake-secrets.js";
import { SAMPLE_ROOT, makeSampleSnapshot } from "./sample-snapshot.js";

/** The GitHub token the user pastes in a message: it must never reach the packet. */
export const PASTED_TOKEN = `ghp_${fakeToken(4242, 36)}`;

/** The user's words, in order: the objective, then directives and corrections. */
export const USER_MESSAGES = [
  "Add retries with exponential backoff to the HTTP client in src/client.ts",
  "No, do not retry POST requests",
  "Never change the public signature of createClient",
  `Use this token for the integration test: ${PASTED_TOKEN}`,
  "Keep the max delay at 30 seconds",
];

export const AGENT_REPORT =
  "Retries now cover GET and HEAD with exponential backoff capped at 30 s; `pnpm test` passes.\n\n" +
  "Next step: add full jitter to the backoff and a unit test for it.";

/** The sample, turned into a transcript-only session as described in the module comment. */
export function makeSessionSnapshot(): Snapshot {
  const s = makeSampleSnapshot();
  s.workbench.agent_state = null;
  s.workbench.task_board = null;
  s.workbench.feature_list = null;
  s.workbench.verifications = [];
  s.workbench.reviews = [];
  s.workbench.feedback = null;
  s.previous = null;
  s.notes = [];
  const transcript = s.transcript;
  if (transcript === null) throw new Error("the sample has a transcript");
  transcript.objective = USER_MESSAGES[0] ?? null;
  transcript.todos = [
    { content: "Add retries", status: "completed" },
    { content: "Add full jitter", status: "pending" },
  ];
  transcript.user_messages = [...USER_MESSAGES];
  transcript.agent_report = AGENT_REPORT;
  transcript.reads = [
    { path: `${SAMPLE_ROOT}/src/retry.ts`, count: 3, last: 41 },
    { path: `${SAMPLE_ROOT}/src/client.ts`, count: 7, last: 40 },
    { path: "/etc/hosts", count: 9, last: 12 },
    { path: "test/client.test.ts", count: 3, last: 44 },
  ];
  transcript.plan = {
    title: "Retries for the HTTP client",
    steps: [
      { text: "Add the backoff helper", status: "completed" },
      { text: "Retry idempotent methods only", status: "in_progress" },
      { text: "Add full jitter", status: "pending" },
    ],
  };
  transcript.feedback = {
    files: [],
    total: 6,
    failures: 3,
    tail: [
      {
        command: "pnpm test",
        exit_code: 1,
        count: 2,
        first_exit_code: 1,
        last_error_line: "expected 3 retries, got 4",
        tail: "expected 3 retries, got 4",
      },
      {
        command: "pnpm lint",
        exit_code: 1,
        count: 1,
        first_exit_code: 1,
        last_error_line: "no-unused-vars",
        tail: "no-unused-vars",
      },
      { command: "pnpm test", exit_code: 0 },
    ],
    commands: ["pnpm install", "pnpm test", "pnpm lint"],
    skipped: [],
    skipped_count: 0,
    last_test: { command: "pnpm test", exit_code: 0 },
    passed_later: ["pnpm test"],
  };
  return s;
}
