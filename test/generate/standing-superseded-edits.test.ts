/**
 * A rule replaced in a language no word list reads ("pymtheg munud", "vienu dienu", "სამი
 * საათით"), or counted another way, is marked superseded when the session's own record ties
 * them: the newer message came, then the agent's edit in that session changed the constant that
 * held the older rule's value, and the diff of a real repo keeps the change. A change the agent
 * made on its own (no user message after the older rule but "go on") marks nothing, nor does a
 * question, nor a rule whose value a constant of another thing held.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { resultFor } from "../helpers/briefing-packets.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-edits-"));
const repo = makeRepo("handoff-superseded-edits-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const CONFIG = "src/config.ts";

const diffOf = committedValueChanges(repo, CONFIG);

const hop = scriptedHop(dir, repo);

const V1 = [
  "export const QUEUE_WAIT_MIN = 20;",
  "export const NOTICE_HOURS = 12;",
  "export const PAYMENT_RETRIES = 3;",
  "export const UPLOAD_MB = 5;",
].join("\n");
const TASK = "Build the queue page in src/queue.ts with the settings in src/config.ts.";
const QUEUE = "A customer waits in the queue 20 minutes at most.";
const NOTICE = "Send the notice 12 hours ahead.";
const RETRIES = "Retry a payment 3 times.";
const UPLOADS = "Uploads stay under 5 MB.";
const QUEUE_NEW = "Dylai cwsmer aros yn y ciw pymtheg munud ar y mwyaf.";
const NOTICE_NEW = "Paziņojumu sūta vienu dienu iepriekš.";
const QUESTION = "Cik testu tagad ir?";

const edit = (after: number, old: string, now: string) => ({
  after,
  path: CONFIG,
  old,
  new: now,
});

async function relay(agents: [ScriptedSession["agent"], ScriptedSession["agent"]]) {
  const p1 = await hop(
    {
      agent: "claude",
      day: "2026-11-10",
      user: [TASK, QUEUE, NOTICE, RETRIES, UPLOADS],
      commands: ["npm test"],
      report: "The queue page reads src/config.ts.",
    },
    null,
    diffOf("", V1),
  );
  const V2 = V1.replace("QUEUE_WAIT_MIN = 20", "QUEUE_WAIT_MIN = 15");
  const p2 = await hop(
    {
      agent: agents[0],
      day: "2026-11-11",
      user: ["ewch ymlaen", QUEUE_NEW],
      edits: [
        // The agent's own change before any rule of this session: another thing's 5 → 3.
        edit(0, "export const UPLOAD_MB = 5;", "export const UPLOAD_MB = 3;"),
        edit(1, "export const QUEUE_WAIT_MIN = 20;", "export const QUEUE_WAIT_MIN = 15;"),
      ],
      commands: [],
      report: "The queue wait is shorter now.",
    },
    p1,
    diffOf(V1, V2.replace("UPLOAD_MB = 5", "UPLOAD_MB = 3")),
  );
  const V3 = V2.replace("UPLOAD_MB = 5", "UPLOAD_MB = 3");
  const p3 = await hop(
    {
      agent: agents[1],
      day: "2026-11-12",
      user: ["turpini", NOTICE_NEW, QUESTION],
      edits: [
        edit(1, "export const NOTICE_HOURS = 12;", "export const NOTICE_HOURS = 24;"),
        // After a question only: the change answers the rule before it, not a new one.
        edit(2, "export const PAYMENT_RETRIES = 3;", "export const PAYMENT_RETRIES = 4;"),
      ],
      commands: [],
      report: "Notices go out a day ahead.",
    },
    p2,
    diffOf(
      V3,
      V3.replace("NOTICE_HOURS = 12", "NOTICE_HOURS = 24").replace(
        "PAYMENT_RETRIES = 3",
        "PAYMENT_RETRIES = 4",
      ),
    ),
  );
  return p3;
}

for (const agents of [
  ["gemini", "codex"],
  ["codex", "claude"],
  ["claude", "gemini"],
] as const) {
  test(`rules replaced in unread languages are superseded by the message before the edit (${agents.join(" → ")})`, async () => {
    const p3 = await relay([...agents]);
    const by = (text: string) => p3.user_messages.find((m) => m.text === text)?.superseded_by;
    assert.equal(by(QUEUE)?.text, QUEUE_NEW);
    assert.equal(by(NOTICE)?.text, NOTICE_NEW);
    // The agent's own change, and one made after a question: the older rules stay in force.
    assert.equal(by(UPLOADS), undefined);
    for (const text of [TASK, QUEUE_NEW, NOTICE_NEW, QUESTION])
      assert.equal(by(text), undefined, text);
    // PAYMENT_RETRIES 3 → 4 came after the question: the latest rule before it is the Latvian
    // notice, whose edit changed another constant; "Retry a payment 3 times" names the payment.
    assert.equal(by(RETRIES)?.text, undefined);
    // The briefing states the replaced rules as superseded, after the rules in force.
    const context = (
      JSON.parse(renderBriefing(resultFor(p3), "claude-hook")) as {
        hookSpecificOutput: { additionalContext: string };
      }
    ).hookSpecificOutput.additionalContext;
    assert.ok(context.includes(`superseded by "${QUEUE_NEW}"`), context);
    assert.ok(context.indexOf(`- ${RETRIES}`) < context.indexOf(`- ${QUEUE}`), context);
  });
}
