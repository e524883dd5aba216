/**
 * The briefing carries what the packet knows (issue 21): by priority within the budget, each
 * section saying what it left out and where, the same facts in every format, and no value that
 * can forge a section (issue 18 item 12).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { HOOK_LIMIT, renderBriefing } from "../../src/resume/briefing.js";
import {
  everyFactResult,
  FACT_MARKERS,
  realisticPacket,
  resultFor,
} from "../helpers/briefing-packets.js";

const SECTION_OF: Record<keyof typeof FACT_MARKERS, string> = {
  drift: "Drift",
  next_action: "Next action",
  next_command: "Next action",
  user_first: "The user's words",
  user_newest: "The user's words",
  agent_report: "The agent's last report",
  failed_still: "Failed attempts (still failing first)",
  failed_passed: "Failed attempts (still failing first)",
  decision: "Open decisions",
  pitfall: "Pitfalls",
  assumption: "Assumptions to validate",
  risk_block: "Blocking risks",
  risk_warn: "Other risks",
  unmet: "Unmet contracts",
  landed: "Landed commits (since fork point with main)",
  changed_file: "Changed files",
  edited_elsewhere: "Changed files",
  plan: "Plan: PLAN-MARK",
  in_progress: "State",
  queued: "State",
  item: "State",
  verdict: "State",
  proof: "Proofs",
  preload: "Load first",
  read_first: "Load first",
  skill: "Concurrent work and skills",
  worktree: "Concurrent work and skills",
  stash: "Concurrent work and skills",
  unmerged: "Concurrent work and skills",
};

const LABEL_OF: Record<string, string> = {
  Drift: "drift",
  "Next action": "next action",
  "The user's words": "the user's words",
  "The agent's last report": "the agent's last report",
  "Failed attempts (still failing first)": "failed attempts",
  "Passing now": "passing commands",
  "Open decisions": "open decisions",
  Pitfalls: "pitfalls",
  "Assumptions to validate": "assumptions",
  "Blocking risks": "blocking risks",
  "Other risks": "other risks",
  "Unmet contracts": "unmet contracts",
  "Landed commits (since fork point with main)": "landed commits",
  "Changed files": "changed files",
  "Plan: PLAN-MARK": "plan",
  State: "state",
  Proofs: "proofs",
  "Load first": "preloads",
  "Concurrent work and skills": "concurrent work and skills",
};

/** The text of each `## ` section of a briefing, by heading. */
function sectionsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const chunk of text.split("\n## ").slice(1)) {
    const [heading = "", ...body] = chunk.split("\n");
    out.set(heading, (body.join("\n").split("\n\n")[0] ?? "").replace(/\n+$/, ""));
  }
  return out;
}

const contextOf = (hook: string) =>
  (JSON.parse(hook) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
    .additionalContext;

/** Every kind of fact is in `text`, or its section says how many it left out and where. */
function assertComplete(text: string, id: string): void {
  const sections = sectionsOf(text);
  const leftOutLine = text.split("\n").find((l) => l.startsWith("Not shown for space: ")) ?? "";
  for (const [kind, marker] of Object.entries(FACT_MARKERS)) {
    if (text.includes(marker)) continue;
    const heading = SECTION_OF[kind as keyof typeof FACT_MARKERS];
    const body = sections.get(heading);
    if (body !== undefined) {
      assert.match(
        body,
        new RegExp(`- … \\d+ more in 'handoff show ${id}'`),
        `${kind}: not shown, and "${heading}" does not count it`,
      );
      continue;
    }
    const label = LABEL_OF[heading]!;
    assert.ok(
      leftOutLine.includes(`${label} (`) && leftOutLine.includes(`'handoff show ${id}'`),
      `${kind}: neither shown nor counted as left out (${leftOutLine})`,
    );
  }
}

test("every kind of fact reaches the briefing or is counted with a pointer, at 10,000 and 2,000", () => {
  const result = everyFactResult();
  const id = result.packet!.id;
  const full = renderBriefing(result, "text");
  assert.ok(full.length <= HOOK_LIMIT, `${full.length} characters`);
  assertComplete(full, id);
  // At the default budget every section is there: the user's words first, then the next
  // action (issue 28: standing directives, next action and conclusions lead).
  const headings = [...sectionsOf(full).keys()];
  assert.deepEqual(headings.slice(0, 3), ["The user's words", "Next action", "Drift"]);
  assert.equal(headings.length, Object.keys(LABEL_OF).length);
  // The packet's own overflow is pointed at too.
  assert.match(full, new RegExp(`7 older in \\.handoff/packets/${id}/history\\.md`));
  for (const format of ["claude-hook", "codex-hook", "gemini-hook"] as const) {
    const hook = renderBriefing(result, format);
    assert.ok(hook.length <= HOOK_LIMIT, `${format}: ${hook.length} characters`);
    assertComplete(contextOf(hook), id);
  }

  const small = renderBriefing(result, "text", { maxChars: 2000 });
  assert.ok(small.length <= 2000, `${small.length} characters`);
  assertComplete(small, id);
  assert.match(small, /^## Drift$/m);
  assert.match(small, /^## Next action$/m);
  const smallHook = renderBriefing(result, "claude-hook", { maxChars: 2000 });
  assert.ok(smallHook.length <= 2000, `${smallHook.length} characters`);
  assertComplete(contextOf(smallHook), id);
});

test("verified claims take one line and never push out a fact", () => {
  const result = everyFactResult();
  const many = Array.from({ length: 200 }, (_, i) => ({
    kind: "file" as const,
    subject: `src/verified-${i}.ts`,
    claim: "modified",
    verdict: "VERIFIED" as const,
    evidence: "still modified",
  }));
  const text = renderBriefing({ ...result, claims: [...result.claims, ...many] }, "text");
  const verified = text.split("\n").filter((l) => l.includes("verified-"));
  assert.equal(verified.length, 1);
  assert.match(
    verified[0]!,
    /^205 claims verified: HEAD, branch, worktree \., file src\/limiter\.ts, working tree, file src\/verified-0\.ts, .*…/,
  );
  assert.doesNotMatch(text, /^## Verified/m);
  assert.ok(verified[0]!.length < 400);
  assertComplete(text, result.packet!.id);
});

test("live risk verdicts: a resolved blocking risk leaves Blocking risks", () => {
  const text = renderBriefing(everyFactResult(), "text");
  const sections = sectionsOf(text);
  assert.doesNotMatch(sections.get("Blocking risks")!, /RISK-BLOCK-MARK 0\b/);
  assert.match(sections.get("Blocking risks")!, /^- \[block, STILL\] RISK-BLOCK-MARK 1$/m);

  const packet = realisticPacket();
  const resolved = renderBriefing(
    resultFor(packet, {
      risks: [
        { ...packet.open_risks[0]!, verdict: "resolved" },
        { ...packet.open_risks[1]!, verdict: "unchecked" },
      ],
    }),
    "text",
  );
  assert.doesNotMatch(resolved, /^## Blocking risks$/m);
  assert.match(resolved, /^Nothing recorded: .*blocking risks/m);
  assert.equal(
    sectionsOf(resolved).get("Other risks"),
    "- [warn, unchecked] the bucket is per process: two replicas double the limit\n" +
      "- [block, RESOLVED] lint fails: src/limiter.ts:12 noExplicitAny",
  );
});

test("user words: oldest first, the session's task and the newest kept first; failed attempts still failing first", () => {
  const text = renderBriefing(everyFactResult(), "text");
  const words = sectionsOf(text).get("The user's words")!.split("\n");
  assert.equal(words[0], "- USER-FIRST-MARK");
  assert.equal(words[1], "- middle message 0");
  assert.equal(words.at(-1), "- USER-NEWEST-MARK");
  assert.equal(words.length, 32, "all 32 fit 10,000 characters");
  const small = renderBriefing(everyFactResult(), "text", { maxChars: 2000 });
  const few = sectionsOf(small).get("The user's words")!.split("\n");
  assert.equal(few[0], "- USER-FIRST-MARK");
  assert.ok(few.includes("- USER-NEWEST-MARK") && few.length < 32);
  const failed = sectionsOf(text).get("Failed attempts (still failing first)")!.split("\n");
  assert.match(failed[0]!, /^- npm run check-19 FAIL-STILL-MARK -> exit 1$/);
  assert.ok(
    !failed.some((l) => l.includes("FAIL-PASSED-MARK")) ||
      failed.at(-1)!.includes("(passed later)"),
  );
});

test("sections with nothing to say collapse into one line", () => {
  const text = renderBriefing(resultFor(realisticPacket()), "text");
  assert.match(
    text,
    /^Nothing recorded: the agent's conclusions, drift, the conversation's end, assumptions, unmet contracts, plan, proofs, concurrent work and skills\.$/m,
  );
  assert.doesNotMatch(text, /- none/);
});

test("a realistic session: task, constraints, next step, what passes, what fails, files to open", () => {
  const packet = realisticPacket();
  const text = renderBriefing(resultFor(packet), "text");
  const s = sectionsOf(text);
  assert.match(text, /^Objective: Add per-client rate limiting to the public API/m);
  assert.match(s.get("The user's words")!, /No new dependency please/);
  assert.match(s.get("The user's words")!, /Key the bucket by API key, not by IP/);
  assert.match(s.get("Next action")!, /^```sh\nnpm run lint\n```$/m);
  assert.match(s.get("Passing now")!, /^- npm test$/m);
  assert.match(
    s.get("Failed attempts (still failing first)")!,
    /^- npm run lint -> exit 1 \(x2\) — src\/limiter\.ts:12:7 noExplicitAny/,
  );
  assert.match(
    s.get("Failed attempts (still failing first)")!,
    /^- npm test -> exit 1 \(passed later\)$/m,
  );
  assert.match(s.get("Load first")!, /^- src\/limiter\.ts$/m);
  assert.match(s.get("Changed files")!, /^- src\/limiter\.ts \(unstaged\)$/m);
  assert.match(text, /written on laptop-a at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});

test("the JSON format carries the same facts as fields", () => {
  const result = everyFactResult();
  const json = JSON.parse(renderBriefing(result, "json")) as {
    packet: { written_at: string; host: string };
    briefing: Record<string, unknown>;
  };
  assert.equal(json.packet.written_at, "2026-11-30T17:42:00.000Z");
  const b = json.briefing;
  assert.equal((b["user_messages"] as string[]).length, 32);
  assert.equal(b["agent_report"], "REPORT-MARK");
  const failed = b["failed_attempts"] as { passed_later: boolean; command: string }[];
  assert.equal(failed.at(-1)!.passed_later, true);
  assert.equal(failed[0]!.passed_later, false);
  const risks = b["risks"] as { verdict: string }[];
  assert.equal(risks.at(-1)!.verdict, "resolved");
  assert.equal((b["changed_files"] as unknown[]).length, 40);
  assert.equal((b["landed"] as unknown[]).length, 25);
  assert.equal((b["proofs"] as unknown[]).length, 12);
  assert.match(String(b["verified"]), /^5 claims verified: HEAD/);
});
