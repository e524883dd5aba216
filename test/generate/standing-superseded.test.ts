/**
 * A rule the user reverses later in a relay of real-shaped Claude Code, Codex CLI and Gemini CLI
 * sessions is marked `superseded by "<newer>" (agent, date)`, and handoff.md, the briefing and
 * the MCP resume list the rules in force before it; a rule nothing reverses stays as it was.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import { toResumeView } from "../../src/mcp/resume-view.js";
import type { Packet, UserMessage } from "../../src/model/packet/types.js";
import { renderMarkdown } from "../../src/render/markdown.js";
import { renderBriefing } from "../../src/resume/briefing.js";
import { toPreviousView } from "../../src/store/registry.js";
import { resultFor } from "../helpers/briefing-packets.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-"));
after(() => removeDir(dir));

async function hop(session: ScriptedSession, previous: Packet | null): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

const TASK = "Add a --json flag to the report command in src/report.ts";
const OLD_RULE = "Support Node 18 and newer.";
const SORTED = "Keep the output sorted by date.";
const NEW_RULE = "Drop Node 18, require Node 20 in package.json.";
const DELAY_OLD = "Cap the retry delay of the uploader at 30 s.";
const DELAY_NEW = "Cap the retry delay of the uploader at 5 s.";

async function relay(): Promise<Packet> {
  const p1 = await hop(
    {
      agent: "claude",
      day: "2026-11-28",
      user: [TASK, OLD_RULE, SORTED, DELAY_OLD],
      commands: ["npm test -- report"],
      report: "The flag prints the report as JSON.",
    },
    null,
  );
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-11-29",
      user: ["continue", "Name the flag --json, not --format=json."],
      commands: ["npm test"],
      report: "Renamed.",
    },
    p1,
  );
  return hop(
    {
      agent: "gemini",
      day: "2026-11-30",
      user: ["sigue donde lo dejaste", NEW_RULE, DELAY_NEW],
      commands: ["npm test"],
      report: "engines updated.",
    },
    p2,
  );
}

test("a reversed rule of the first hop is marked superseded by the third hop's, with its agent and date", async () => {
  const p3 = await relay();
  const by = (text: string) => p3.user_messages.find((m) => m.text === text)?.superseded_by;
  assert.deepEqual(by(OLD_RULE), { text: NEW_RULE, agent: "gemini", date: "2026-11-30" });
  assert.deepEqual(by(DELAY_OLD), { text: DELAY_NEW, agent: "gemini", date: "2026-11-30" });
  for (const text of [TASK, SORTED, NEW_RULE, DELAY_NEW]) assert.equal(by(text), undefined, text);
  // The packet keeps its order, oldest first.
  assert.equal(p3.user_messages[0]?.text, TASK);
});

test("handoff.md, the briefing and the MCP resume list the rules in force first", async () => {
  const p3 = await relay();
  const mark = `${OLD_RULE} (Claude Code, 2026-11-28) — superseded by "${NEW_RULE}" (Gemini CLI, 2026-11-30)`;
  const md = renderMarkdown(p3);
  assert.ok(md.includes(`- ${mark}`), md);
  assert.ok(md.indexOf(`- ${NEW_RULE}`) < md.indexOf(`- ${OLD_RULE}`));
  assert.ok(md.indexOf(`- ${SORTED}`) < md.indexOf(`- ${OLD_RULE}`));

  const context = (
    JSON.parse(renderBriefing(resultFor(p3), "claude-hook")) as {
      hookSpecificOutput: { additionalContext: string };
    }
  ).hookSpecificOutput.additionalContext;
  assert.ok(context.includes(`- ${mark}`), context);
  assert.ok(context.indexOf(`- ${DELAY_NEW}`) < context.indexOf(`- ${DELAY_OLD}`));
  assert.ok(context.indexOf(`- ${TASK}`) < context.indexOf(`- ${OLD_RULE}`));

  const view = toResumeView(resultFor(p3)) as unknown as { user_messages: UserMessage[] };
  const listed = view.user_messages.map((m) => m.text);
  assert.deepEqual(listed.slice(-2), [OLD_RULE, DELAY_OLD]);
  assert.equal(view.user_messages.at(-2)?.superseded_by?.text, NEW_RULE);
});
