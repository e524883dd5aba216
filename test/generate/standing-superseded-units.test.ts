/**
 * Rules with a quantity the user replaced in a later hop, in another unit, language or digits
 * ("two nights in a row" → "3晩まで", "four digits" → "six places", "Java 11" → "جافا ١٧"), the
 * session's diff moving the constant: the older rule is marked superseded in the relay's last
 * briefing, even when it is one sentence of a first message of background and task; a rule of
 * another quantity stays in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { ValueChange } from "../../src/model/snapshot/types.js";
import { renderMarkdown } from "../../src/render/markdown.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-units-"));
after(() => removeDir(dir));

async function hop(
  session: ScriptedSession,
  previous: Packet | null,
  changes: ValueChange[],
): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  if (s.git !== null) s.git = { ...s.git, value_changes: changes };
  return generate(s).payload;
}

const line = (path: string, before: string, after: string, text: string): ValueChange => ({
  path,
  before,
  after,
  line: text,
});

/** The mark of each user message of `packet`, by its text's start. */
function marks(packet: Packet): Map<string, string | undefined> {
  return new Map(
    packet.user_messages.map((m) => [
      m.text.slice(0, 40),
      m.superseded_by === undefined ? undefined : (m.superseded_by.part ?? "(whole)"),
    ]),
  );
}

test("probe", async () => {
  const first =
    "Some background first. We plan night shifts for a small clinic in Leeds, eight nurses on three wards. HR exports leave in tests/fixtures/hr.csv every Monday. Until now the rota was done by hand in a spreadsheet. What I need: a planner in rota/plan.py that fills a month of night shifts. Nobody works more than two nights in a row.";
  const p1 = await hop(
    { agent: "gemini", day: "2026-11-02", user: [first, "Keep tests/fixtures/hr.csv as it is."], commands: ["make test"], report: "rota/plan.py fills a month; make test passes." },
    null,
    [],
  );
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-11-03",
      user: ["続きをお願いします。", "病棟と相談しました。連続の夜勤は3晩までにしてください。テストもそれに合わせて。"],
      commands: ["make test"],
      report: "MAX_NIGHTS_IN_A_ROW is 3 now; make test passes.",
    },
    p1,
    [],
  );
  const p3 = await hop(
    { agent: "codex", day: "2026-11-04", user: ["continue"], commands: ["make test"], report: "All green." },
    p2,
    [],
  );
  console.log(marks(p2), marks(p3));
  console.log(renderMarkdown(p3));
});
