/**
 * The session's own words reach the packet (issue 15, generate/render half): the user's
 * messages, the agent's last report and the next step it states, `(passed later)`, the files the
 * session read, the plan — redacted, cut, budgeted, and byte-identical on a rerun.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { findMarkedNextStep, findNextStep } from "../../src/generate/session-words.js";
import { validatePacket } from "../../src/model/packet/validate.js";
import { MAX_MARKDOWN_LINES } from "../../src/render/sections.js";
import { toPreviousView } from "../../src/store/registry.js";
import { makeSampleSnapshot } from "../helpers/sample-snapshot.js";
import {
  AGENT_REPORT,
  PASTED_TOKEN,
  USER_MESSAGES,
  makeSessionSnapshot,
} from "../helpers/session-snapshot.js";

const FROM_REPORT = "(from the agent's last report — verify)";

test("handoff.md holds every user directive verbatim, the report, (passed later) and the most-read file", () => {
  const { payload, markdown, json, history } = generate(makeSessionSnapshot());
  for (const message of USER_MESSAGES.filter((m) => !m.includes(PASTED_TOKEN))) {
    assert.ok(markdown.includes(`- ${message} (Claude Code)\n`), `handoff.md lacks "${message}"`);
  }
  assert.ok(markdown.includes("## What the user said\n- Add retries with exponential backoff"));
  assert.ok(markdown.includes("## The agent's last report\nRetries now cover GET and HEAD"));
  assert.ok(markdown.includes("- `pnpm test` -> exit 1 (x2) (passed later)\n"));
  assert.deepEqual(payload.failed_attempts, [
    "pnpm lint -> exit 1",
    "pnpm test -> exit 1 (x2) (passed later)",
  ]);
  // The most-read file first, then the next by count and recency; never a file outside the repo.
  assert.deepEqual(payload.preloads.slice(-3), [
    "src/client.ts",
    "test/client.test.ts",
    "src/retry.ts",
  ]);
  assert.ok(!payload.preloads.some((p) => p.includes("/etc/hosts")));
  // The pasted secret is redacted everywhere, and counted.
  for (const output of [json, markdown, history]) assert.ok(!output.includes(PASTED_TOKEN));
  assert.match(
    payload.user_messages[3]?.text ?? "",
    /^Use this token for the integration test: \[REDACTED:/,
  );
  assert.ok((payload.redactions["github"] ?? 0) >= 1);
  assert.deepEqual(validatePacket(payload), []);
});

test("with no next action recorded, the report's next step becomes it, marked to verify", () => {
  const { payload, markdown } = generate(makeSessionSnapshot());
  assert.equal(
    payload.next_action,
    `add full jitter to the backoff and a unit test for it. ${FROM_REPORT}`,
  );
  assert.ok(markdown.includes(`## Next action\nadd full jitter to the backoff`));
  assert.ok(!payload.open_risks.some((r) => r.detail.includes("no next action")));
});

test("a recorded next action always wins over the report", () => {
  const s = makeSessionSnapshot();
  s.options.next = "pnpm test";
  const { payload } = generate(s);
  assert.equal(payload.next_action, "pnpm test");
  assert.equal(payload.next_command, "pnpm test");
  s.options.next = null;
  s.transcript!.todos = [{ content: "Retry idempotent methods only", status: "in_progress" }];
  // The report's explicit next step is the agent's last word: it beats a (possibly stale) to-do.
  assert.match(
    generate(s).payload.next_action,
    /^add full jitter .*\(from the agent's last report — verify\)$/,
  );
  // A report that names no next step: the in-progress to-do comes before its last sentence.
  s.options.agent_report = "Retries are in place.";
  s.transcript!.agent_report = "Retries are in place.";
  assert.equal(generate(s).payload.next_action, "Retry idempotent methods only");
});

test("the next step of a report: after a marker, the list under it, else the last sentence", () => {
  assert.equal(findNextStep("Done.\nNext: run the migration. Then deploy."), "run the migration.");
  assert.equal(
    findNextStep("All green.\n\n**Remaining:**\n- wire the CLI\n- docs"),
    "wire the CLI; docs",
  );
  assert.equal(
    findNextStep("Fixed it. TODO: add a test for the empty case"),
    "add a test for the empty case",
  );
  assert.equal(findNextStep("## Next steps\n1. Ship it"), "Ship it");
  assert.equal(findNextStep("I fixed the parser. The tests pass now."), "The tests pass now.");
  assert.equal(findNextStep("The next-gen parser is done."), "The next-gen parser is done.");
  assert.equal(findNextStep("   "), null);
});

test("a report's next-step marker is read in the languages the sentence table knows, not English only", () => {
  const marked: [string, string][] = [
    ["Listo, npm test pasa. Siguiente paso: probar con 200 filas.", "probar con 200 filas."],
    [
      "Tests grün.\nNächster Schritt: den Index in db/schema.sql anlegen",
      "den Index in db/schema.sql anlegen",
    ],
    ["La CI passe. Prochaine étape : relancer `npm run e2e`", "relancer `npm run e2e`"],
    ["Feito. Próximo passo: publicar a versão 2.1", "publicar a versão 2.1"],
    ["测试通过。\n下一步：运行 npm run build", "运行 npm run build"],
  ];
  for (const [report, step] of marked) assert.equal(findMarkedNextStep(report), step, report);
  // No marker: a word of the list inside a sentence is none.
  for (const report of [
    "Los siguientes pasos del script ya corren en CI.",
    "The next release drops Node 18.",
    "Remaining rows go to the second file.",
  ])
    assert.equal(findMarkedNextStep(report), null, report);
});

test("a last sentence saying what is not done yet becomes the action it calls for", () => {
  // The last report of a recorded four-hop relay (test/fixtures/relays/redis-sessions).
  assert.equal(
    findNextStep("The integration test and the server wiring are not committed yet."),
    "Commit the integration test and the server wiring",
  );
  assert.equal(
    findNextStep("I fixed the parser. The docs still need to be updated."),
    "Update the docs",
  );
  assert.equal(findNextStep("All green. The branch hasn't been pushed yet."), "Push the branch");
  assert.equal(findNextStep("Migration 0042 has not been run yet."), "Run Migration 0042");
  // Anything else stays as written: an unknown participle, a pronoun, a marked step.
  assert.equal(findNextStep("The tests are not green yet."), "The tests are not green yet.");
  assert.equal(findNextStep("It is not committed yet."), "It is not committed yet.");
  assert.equal(
    findNextStep("Next: review the diff. The fix is not committed yet."),
    "review the diff.",
  );
});

test("the hook's last_assistant_message is the report when present", () => {
  const s = makeSessionSnapshot();
  s.options.agent_report = "Stopped early. Next step: rerun the flaky test.";
  const { payload } = generate(s);
  assert.equal(payload.agent_report, "Stopped early. Next step: rerun the flaky test.");
  assert.equal(payload.next_action, `rerun the flaky test. ${FROM_REPORT}`);
});

test("user messages stay whole to 2,000 characters; a longer one is cut at a sentence and kept whole in history.md; the report at ~600", () => {
  const s = makeSessionSnapshot();
  const sentence = (i: number) =>
    `Directive ${i} says to keep the retry budget at thirty seconds. `;
  const long = `${Array.from({ length: 40 }, (_, i) => sentence(i)).join("")}Never localize them.`;
  const withSecret = `${"x ".repeat(990)} ${PASTED_TOKEN} ${"y".repeat(400)}`;
  const whole = `${"w".repeat(1990)} end.`;
  s.transcript!.user_messages = [long, withSecret, whole];
  s.transcript!.agent_report = `Wire src/retry.ts ${"r".repeat(1982)}`;
  const { payload, json, history } = generate(s);
  const [cut, secretCut, kept] = payload.user_messages.map((m) => m.text);
  assert.ok(long.length > 2000 && cut !== undefined && cut.length <= 2000);
  assert.match(
    cut,
    /thirty seconds\. \[… \d+ more characters: history\.md\]$/,
    "cut after a sentence",
  );
  const more = Number(/\[… (\d+) more/.exec(cut)?.[1]);
  assert.equal(cut.indexOf(" [… ") + more, long.length, "the count is what was cut");
  assert.ok(history.includes("Never localize them."), "history.md keeps the whole message");
  assert.ok(
    !payload.user_messages.some(
      (m) => m.text.includes("[REDACTED:") && /\[REDACTED:[a-z]*$/.test(m.text.split(" [… ")[0]!),
    ),
    "never a half marker",
  );
  assert.ok(secretCut?.includes("[REDACTED:") || !secretCut?.includes(PASTED_TOKEN.slice(0, 12)));
  assert.equal(kept, whole, "2,000 characters and less stay whole");
  assert.ok(!json.includes(PASTED_TOKEN.slice(0, 12)));
  assert.ok(!history.includes(PASTED_TOKEN.slice(0, 12)));
  assert.equal(payload.agent_report?.length, 600);
  assert.ok(payload.next_action.length <= 600);
  assert.ok(payload.next_action.endsWith(FROM_REPORT));
});

test("the plan shows its title and each step with its status", () => {
  const { markdown } = generate(makeSessionSnapshot());
  assert.ok(
    markdown.includes(
      "## Plan\n**Retries for the HTTP client**\n- [x] Add the backoff helper\n- [ ] Retry idempotent methods only (in progress)\n- [ ] Add full jitter\n",
    ),
  );
});

test("a 40-message session keeps handoff.md ≤ 120 lines: the newest on the page, the oldest in history.md, all in the JSON", () => {
  // The whole sample workbench around it, so 40 messages cannot fit on the page.
  const s = makeSampleSnapshot();
  const messages = Array.from(
    { length: 40 },
    (_, i) => `Message ${String(i).padStart(2, "0")}: ${"keep the retry budget small ".repeat(8)}`,
  );
  s.transcript!.user_messages = messages;
  const { payload, markdown, history } = generate(s);
  const lines = markdown.split("\n").length - 1;
  assert.ok(lines <= MAX_MARKDOWN_LINES, `handoff.md has ${lines} lines`);
  assert.ok(markdown.includes("- Message 39:"), "the newest message stays");
  assert.equal(payload.user_messages.length, 40, "the JSON keeps every message");
  const onPage = messages.filter((m) => markdown.includes(`- ${m.slice(0, 10)}`));
  const moved = messages.filter((m) => history.includes(`- ${m.slice(0, 10)}`));
  assert.ok(onPage.length > 0 && moved.length > 0);
  // The oldest move, the newest stay: each message on exactly one of the two pages.
  assert.deepEqual([...moved, ...onPage], messages);
  assert.ok(markdown.includes(`- … ${moved.length} more in [history.md](history.md)`));
  assert.deepEqual(validatePacket(payload), []);
});

test("a rerun over the same session is byte-identical", () => {
  const first = generate(makeSessionSnapshot());
  const rerun = generate({ ...makeSessionSnapshot(), previous: toPreviousView(first.payload) });
  assert.equal(rerun.json, first.json);
  assert.equal(rerun.markdown, first.markdown);
  assert.equal(rerun.history, first.history);
});

test("the report's words stay verbatim apart from folding to one line", () => {
  const { markdown } = generate(makeSessionSnapshot());
  assert.ok(markdown.includes(AGENT_REPORT.replace(/\s*\n+\s*/g, " ")));
});

test("a file the session read that is gone from the repo now is not a preload", () => {
  const s = makeSessionSnapshot();
  s.absent_paths = ["src/retry.ts"];
  const { payload } = generate(s);
  assert.ok(payload.preloads.includes("src/client.ts"));
  assert.ok(!payload.preloads.includes("src/retry.ts"));
});

test("a plan as presented (no step done or in progress) is a list of steps, not unticked boxes, on the page and in the briefing", async () => {
  const snapshot = makeSessionSnapshot();
  const transcript = snapshot.transcript;
  assert.ok(transcript?.plan);
  transcript.plan = {
    title: "Retry plan",
    steps: [
      { text: "Wrap request() in a retry loop", status: "pending" },
      { text: "Cap the delay at 30 seconds", status: "pending" },
    ],
  };
  const { markdown, payload } = generate(snapshot);
  assert.ok(
    markdown.includes(
      "## Plan\n**Retry plan**\n- Wrap request() in a retry loop\n- Cap the delay at 30 seconds\n",
    ),
    markdown,
  );
  const { renderBriefing } = await import("../../src/resume/briefing.js");
  const { resultFor } = await import("../helpers/briefing-packets.js");
  const briefing = renderBriefing(resultFor(payload), "text");
  assert.match(briefing, /^- Wrap request\(\) in a retry loop$/m);
  assert.doesNotMatch(briefing, /\[ \] Wrap request/);
});
