/**
 * A count the user set in one hop and replaced in a later one with another noun, another unit
 * or another script ("two nights" → "3晩", "three attempts" → "five tries", "2 days" → "72
 * hours") is marked superseded in the relay's last briefing, with no diff tying them; a count of
 * another thing stays in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { toPreviousView } from "../../src/store/registry.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-counts-"));
after(() => removeDir(dir));

async function hop(session: ScriptedSession, previous: Packet | null): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  // No value change in the diff: the messages alone must tie each rule to its new value.
  if (s.git !== null) s.git = { ...s.git, value_changes: [] };
  return generate(s).payload;
}

const TASK = "Build the booking form in src/booking.ts";
const NIGHTS = "A booking holds two nights at most.";
const NIGHTS_NEW = "予約は最大3晩まで。";
const TRIES = "Give up a payment after three attempts.";
const TRIES_NEW = "Give up a payment after five tries.";
const KEEP = "Keep the audit logs for 2 days.";
const KEEP_NEW = "Keep the audit logs for 72 hours.";
const GUESTS = "Retry the confirmation email three times.";

async function relay(): Promise<Packet> {
  const p1 = await hop(
    {
      agent: "claude",
      day: "2026-11-20",
      user: [TASK, NIGHTS, TRIES, KEEP, GUESTS],
      commands: ["npm test"],
      report: "The form takes dates and guests.",
    },
    null,
  );
  const p2 = await hop(
    {
      agent: "gemini",
      day: "2026-11-21",
      user: ["continue", NIGHTS_NEW],
      commands: ["npm test"],
      report: "Stays are capped.",
    },
    p1,
  );
  return hop(
    {
      agent: "codex",
      day: "2026-11-22",
      user: ["same drill, go on", TRIES_NEW, KEEP_NEW],
      commands: ["npm test"],
      report: "Payment retries and log retention updated.",
    },
    p2,
  );
}

test("a count replaced by another noun, unit or script is superseded in the last briefing; another count stays", async () => {
  const p3 = await relay();
  const by = (text: string) => p3.user_messages.find((m) => m.text === text)?.superseded_by;
  assert.equal(by(NIGHTS)?.text, NIGHTS_NEW);
  assert.equal(by(TRIES)?.text, TRIES_NEW);
  assert.equal(by(KEEP)?.text, KEEP_NEW);
  for (const text of [TASK, GUESTS, NIGHTS_NEW, TRIES_NEW, KEEP_NEW])
    assert.equal(by(text), undefined, text);
  const context = (
    JSON.parse(renderBriefing(resultFor(p3), "claude-hook")) as {
      hookSpecificOutput: { additionalContext: string };
    }
  ).hookSpecificOutput.additionalContext;
  assert.ok(context.includes(`superseded by "${NIGHTS_NEW}"`), context);
  assert.ok(context.indexOf(`- ${TRIES_NEW}`) < context.indexOf(`- ${TRIES}`), context);
  assert.ok(context.indexOf(`- ${GUESTS}`) < context.indexOf(`- ${NIGHTS}`), context);
});

test("a newer count tied by subject alone to two older rules of its kind marks neither", async () => {
  const UPLOADS = "Uploads give up after three attempts.";
  const EXPORTS = "Exports give up after two attempts.";
  const NEWER = "最多重试5次。";
  const p1 = await hop(
    {
      agent: "claude",
      day: "2026-10-20",
      user: ["Build the uploader in src/upload.ts", UPLOADS, EXPORTS],
      commands: ["npm test"],
      report: "The uploader retries.",
    },
    null,
  );
  const p2 = await hop(
    {
      agent: "gemini",
      day: "2026-10-21",
      user: ["continue", NEWER],
      commands: ["npm test"],
      report: "Retries changed.",
    },
    p1,
  );
  const by = (text: string) => p2.user_messages.find((m) => m.text === text)?.superseded_by;
  assert.equal(by(UPLOADS), undefined);
  assert.equal(by(EXPORTS), undefined);
});
