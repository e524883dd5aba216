import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { deriveNextCommand, resolveNextAction } from "../../src/generate/next-action.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { HEAD, PARENT, SAMPLE_ROOT, makeSampleSnapshot } from "../helpers/sample-snapshot.js";

function generateFrom(change: (s: Snapshot) => void) {
  const snapshot = makeSampleSnapshot();
  change(snapshot);
  return generate(snapshot);
}

test("the seven lesson fields are filled from every part of the snapshot", () => {
  const { payload } = generate(makeSampleSnapshot());
  assert.match(
    payload.summary,
    /^Worked on T-002 \(Add per-key rate limiting\) on branch feat\/rate-limit: 3 files changed, 2 commits landed, 4 of 40 commands failed\. /,
  );
  assert.ok(payload.summary.split(". ").length <= 3);
  // git ∪ diff_summary ∪ agent_state ∪ transcript (absolute → relative), never .handoff/.
  assert.deepEqual(payload.changed_files, [
    "src/limiter.ts",
    "src/server.ts",
    "test/limiter.test.ts",
  ]);
  assert.deepEqual(payload.commands_run, [
    "npm install",
    "npm test",
    "node scripts/load.js",
    "npx tsc --noEmit",
  ]);
  assert.deepEqual(payload.failed_attempts, [
    "npm test -> exit 1 (x3)",
    "node scripts/load.js -> exit null",
  ]);
  assert.equal(payload.next_action, "Wire the limiter into `src/server.ts` and run `npm test`");
  assert.equal(payload.next_command, "npm test");
  assert.deepEqual(payload.verdict_pointer, {
    verdict: "outputs/verification/T-002.json",
    review: "outputs/review/T-002.json",
    clean_state: ".handoff/clean_state.json",
  });
  const details = payload.open_risks.map((r) => `${r.severity} ${r.detail}`);
  assert.ok(
    details.includes(
      "warn T-002 [W001]: Retry-After is computed from a fixed window, not the bucket refill",
    ),
  );
  assert.ok(
    details.includes("warn T-002: review scored 6/10 (soft_fail) in outputs/review/T-002.json"),
  );
  assert.ok(details.includes("warn feedback_record.jsonl: 1 unreadable line skipped (line 17)"));
  assert.ok(
    details.includes(
      "warn the session's context was compacted once: details from before may be missing",
    ),
  );
  assert.ok(details.includes("warn The limiter state is in memory: a restart resets every bucket"));
  assert.ok(!details.some((d) => d.includes("coverage rose")), "info findings are not risks");
});

test("the skill's sections are filled", () => {
  const { payload } = generate(makeSampleSnapshot());
  // The task board's active task wins over the session's opening message.
  assert.equal(payload.objective, "Add per-key rate limiting");
  assert.deepEqual(
    payload.state.landed.map((c) => c.subject),
    ["Add token-bucket limiter", "Log each request once"],
  );
  assert.deepEqual(payload.state.queued, [
    "T-003: Document the limits",
    "to-do: Add Retry-After header",
  ]);
  assert.deepEqual(
    payload.where.worktrees.map((w) => w.path),
    [".", "../handoff-sample-docs"],
  );
  assert.deepEqual(payload.where.read_first.slice(0, 3), [
    "outputs/verification/T-002.json",
    "outputs/review/T-002.json",
    "src/limiter.ts",
  ]);
  const review = payload.verdict_trail.find((e) => e.source === "review");
  assert.deepEqual(review?.defects, [
    "tests (1/2): no test for two keys sharing one IP",
    "assumptions (1/2): assumes every client sends X-Api-Key",
  ]);
  assert.deepEqual(payload.concurrent_work.stashes, [
    { ref: "stash@{0}", message: "WIP: sliding window experiment" },
  ]);
  assert.deepEqual(payload.concurrent_work.unmerged_branches, ["docs/limits"]);
  assert.deepEqual(payload.suggested_skills, ["docs/skills/rate-limits.md"]);
  assert.ok(payload.preloads.includes("skill: docs/skills/rate-limits.md"));
  assert.ok(payload.preloads.includes("outputs/verification/T-002.json"));
  assert.equal(payload.last_known_good_commit, HEAD);
  assert.deepEqual(payload.unmet_contracts, [
    "T-001 is marked done but is not proven: verification passed at 1a2b3c4, not at HEAD 4f9c2e1: re-run it",
    'F-1 is marked done but is not proven: no verification report (outputs/verification/F-1.json); no proof note naming F-1 (record one: handoff note proof "F-1: …")',
  ]);
  assert.ok(payload.sources.includes("outputs/verification/T-002.json"));
  assert.deepEqual(payload.sources, [...payload.sources].sort());
});

test("next_action priority: --next > next note > agent_state > in-progress to-do", () => {
  const s = makeSampleSnapshot();
  s.options.next = "`npm run lint`";
  s.notes.push({ id: "n-1", kind: "next", text: "pnpm test --filter api" });
  assert.equal(resolveNextAction(s).text, "`npm run lint`");
  assert.equal(deriveNextCommand(resolveNextAction(s)), "npm run lint");
  s.options.next = null;
  assert.equal(resolveNextAction(s).text, "pnpm test --filter api");
  assert.equal(deriveNextCommand(resolveNextAction(s)), "pnpm test --filter api");
  s.notes.push({ id: "n-2", kind: "resolve", text: "done", target: "n-1" });
  assert.equal(resolveNextAction(s).source, "agent_state");
  s.workbench.agent_state = null;
  assert.deepEqual(resolveNextAction(s), {
    text: "Wire the limiter into the server",
    source: "transcript",
  });
  assert.equal(deriveNextCommand(resolveNextAction(s)), null);
});

test("next_command heuristic keeps prose out", () => {
  const cmd = (text: string, source: "option" | "agent_state" = "option") =>
    deriveNextCommand({ text, source });
  assert.equal(cmd("make sure the tests pass"), null);
  assert.equal(cmd("make test"), "make test");
  assert.equal(cmd("CI=1 npm test"), "CI=1 npm test");
  assert.equal(cmd("$ ./scripts/verify.sh T-002"), "./scripts/verify.sh T-002");
  assert.equal(cmd("Open `src/limiter.ts` and fix the refill", "agent_state"), null);
  assert.equal(cmd("Fix `src/a.ts`, then run `go test ./...`", "agent_state"), "go test ./...");
  assert.equal(
    cmd("npm test", "agent_state"),
    null,
    "agent_state prose is only searched for backticks",
  );
});

test("items are PROVEN only with a passing verification at HEAD and a proof note", () => {
  const proven = generateFrom((s) => {
    s.notes.push({
      id: "n-p",
      kind: "proof",
      text: "T-002: curl shows 429 with Retry-After on staging",
    });
  }).payload.items.find((i) => i.name.startsWith("T-002"));
  assert.deepEqual(proven, { name: "T-002: Add per-key rate limiting", status: "PROVEN" });

  const stale = generateFrom((s) => {
    s.notes.push({ id: "n-p", kind: "proof", text: "T-002: curl shows 429" });
    s.git!.head = PARENT;
  }).payload.items.find((i) => i.name.startsWith("T-002"));
  assert.equal(stale?.status, "STILL-BUILDING");
  assert.equal(
    stale?.missing_proof,
    "verification passed at 4f9c2e1, not at HEAD 1a2b3c4: re-run it",
  );

  const red = generateFrom((s) => {
    s.workbench.verifications[1]!.passed = false;
    // The work committed: the red verification is then the one blocking item (kept by allow_dirty)
    // and the packet stays within its budget, so every unmet contract stays in handoff.json.
    s.git!.changes = [];
    s.options.allow_dirty = true;
  }).payload;
  assert.match(
    red.items[1]?.missing_proof ?? "",
    /^verification failed \(outputs\/verification\/T-002\.json\); no proof note naming T-002/,
  );
  assert.ok(
    red.unmet_contracts.includes(
      "T-002 acceptance not covered (its verification failed): Retry-After header set",
    ),
  );

  const noGit = generateFrom((s) => {
    s.git = null;
    s.notes.push({ id: "n-p", kind: "proof", text: "checked T-001 by hand" });
  }).payload.items[0];
  assert.deepEqual(noGit, { name: "T-001: Add request logging", status: "PROVEN" });
});

test("decisions, pitfalls and assumptions carry forward until resolved", () => {
  const { payload } = generateFrom((s) => {
    s.notes.push({ id: "n-r", kind: "resolve", text: "env it is", target: "n-00000001" });
    s.notes.push({ id: "n-r2", kind: "resolve", text: "fixed", target: "n-00000003" });
    s.previous!.open_decisions.push({
      id: "n-0000000a",
      question: "Token bucket or sliding window?",
      options: [],
    });
  });
  assert.deepEqual(
    payload.open_decisions.map((d) => d.id),
    ["n-00000002", "n-0000000a"],
  );
  assert.deepEqual(
    payload.pitfalls.map((p) => p.id),
    ["n-0000000b"],
  );
  assert.deepEqual(
    payload.assumptions_to_validate.map((a) => a.source),
    ["note", "agent_state", "review"],
  );
});

test("risks: blockers, red tests, skipped rules, wedged sessions", () => {
  const { payload } = generateFrom((s) => {
    s.workbench.agent_state!.blockers = ["staging is down"];
    s.workbench.feedback!.last_test = { command: "npm test", exit_code: 1 };
    s.workbench.diff_summary = null;
    s.workbench.agent_state!.touched_files = [];
    s.transcript!.edited_files = [];
    s.git!.changes = [];
    s.options.allow_dirty = true;
  });
  const risks = payload.open_risks.map((r) => `${r.severity} ${r.detail}`);
  assert.equal(payload.open_risks[0]?.severity, "block", "block risks come first");
  assert.ok(risks.includes("block blocker: staging is down"));
  assert.ok(risks.includes("block the last test command failed: npm test -> exit 1"));
  assert.ok(
    risks.includes(
      "block the clean-state check is not clean (1 blocking item); written with --allow-dirty",
    ),
  );
  assert.ok(
    risks.includes(
      'block not clean, tests: latest test command `npm test` exited 1 and no open risk names it: make it pass, or record it with `handoff note risk "<command> fails: <why>"`',
    ),
  );
  assert.ok(
    risks.includes("warn the session ran 42 min but changed no files: suspect a wedged session"),
  );
});

test("commands come from the transcript when there is no feedback log", () => {
  const { payload } = generateFrom((s) => {
    s.workbench.feedback = null;
    s.transcript!.feedback = {
      ...s.transcript!.feedback,
      total: 2,
      failures: 1,
      commands: ["ls", "make"],
      tail: [{ command: "make", exit_code: 2 }],
    };
  });
  assert.deepEqual(payload.commands_run, ["ls", "make"]);
  assert.deepEqual(payload.failed_attempts, ["make -> exit 2"]);
});

test("last_known_good falls back to a proof note's commit, then the previous packet's", () => {
  const fromProof = generateFrom((s) => {
    s.workbench.verifications = [];
    s.options.allow_unverified = true;
  }).payload;
  assert.equal(fromProof.last_known_good_commit, PARENT.slice(0, 8));
  const fromPrevious = generateFrom((s) => {
    s.workbench.verifications = [];
    s.options.allow_unverified = true;
    s.notes = s.notes.filter((n) => n.kind !== "proof");
  }).payload;
  assert.equal(fromPrevious.last_known_good_commit, PARENT);
});

test("determinism: same snapshot, same bytes; no absolute root; previous does not change the id", () => {
  const a = generate(makeSampleSnapshot());
  const b = generate(makeSampleSnapshot());
  assert.equal(a.json, b.json);
  assert.equal(a.markdown, b.markdown);
  assert.equal(a.history, b.history);
  for (const text of [a.json, a.markdown, a.history]) assert.ok(!text.includes(SAMPLE_ROOT));
  assert.match(a.payload.id, /^[0-9a-f]{16}$/);
  const other = generateFrom((s) => {
    s.previous!.id = "fedcba9876543210";
  });
  assert.equal(other.payload.id, a.payload.id);
  assert.equal(other.payload.previous, "fedcba9876543210");
  const changed = generateFrom((s) => {
    s.options.topic = "perf";
  });
  assert.notEqual(changed.payload.id, a.payload.id);
});

test("object key order of the input does not change the output", () => {
  const reverseKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(reverseKeys);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([k, v]) => [k, reverseKeys(v)]),
      );
    }
    return value;
  };
  const a = generate(makeSampleSnapshot());
  const b = generate(reverseKeys(makeSampleSnapshot()) as Snapshot);
  assert.equal(b.json, a.json);
  assert.equal(b.markdown, a.markdown);
});

test("absolute paths under the root in commands become repo-relative", () => {
  const { json } = generateFrom((s) => {
    s.workbench.feedback!.commands.push(`cd ${SAMPLE_ROOT} && node ${SAMPLE_ROOT}/scripts/x.js`);
  });
  assert.ok(json.includes('"cd . && node scripts/x.js"'));
});
