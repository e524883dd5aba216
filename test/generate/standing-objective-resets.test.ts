/**
 * A message that only sets a standing rule to a new value is no new task (SPEC §2.3): it shares
 * its subject with an earlier rule of the user and carries a new value for it (a number, a number
 * word, a unit, a version), and names nothing of the work that the rule and the task do not
 * already name. The objective stays the task of the line of work at every hop, in any language;
 * the message stays among the user's words.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type ScriptedSession, ingestScripted } from "../helpers/relay-transcripts.js";
import { SAMPLE_ROOT } from "../helpers/sample-snapshot.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-objective-resets-"));
after(() => removeDir(dir));

async function hop(session: ScriptedSession, previous: Packet | null): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, SAMPLE_ROOT, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

const TASK = "Send an SMS reminder before each booking, from src/remind/sms.ts.";
const RULE = "The lead time lives in config/lead.json: fifteen minutes before the slot.";

async function first(): Promise<Packet> {
  return hop(
    {
      agent: "claude",
      day: "2026-12-01",
      user: [TASK, RULE],
      writes: [{ path: "src/remind/sms.ts", content: "export const LEAD_MINUTES = 15;\n" }],
      commands: ["npm test"],
      report: "Reminders go out fifteen minutes before each booking.",
    },
    null,
  );
}

// Each holds its value early and names the rule's file, so no sentence reads as a rule alone.
const OPENERS: [string, string][] = [
  ["English words", "Ten minutes of lead in config/lead.json is plenty."],
  ["English digits", "10 minutes of lead. Put that in config/lead.json."],
  ["Spanish", "Diez minutos de antelación en config/lead.json bastan."],
  ["German", "Zehn Minuten Vorlauf in config/lead.json reichen."],
  ["Polish", "Dziesięć minut wyprzedzenia w config/lead.json wystarczy."],
  ["another unit", "Half an hour of lead is better. Set it in config/lead.json."],
];

for (const [language, opener] of OPENERS)
  test(`Claude Code → Codex, ${language}: a new lead time only re-sets the rule; the objective stays the task`, async () => {
    const p1 = await first();
    assert.equal(p1.objective, TASK);
    const p2 = await hop(
      {
        agent: "codex",
        day: "2026-12-02",
        user: [opener],
        commands: ["npm test"],
        report: "The lead time changed.",
      },
      p1,
    );
    assert.equal(p2.objective, `${TASK} (from packet ${p1.id})`);
    assert.ok(p2.user_messages.some((m) => m.text === opener));
    // The rule it re-set is marked, never stated as in force; "Half an hour … is better" names
    // more of its own than it shares with the rule, and a tie by subject that weak marks nothing.
    if (language !== "another unit")
      assert.equal(p2.user_messages.find((m) => m.text === RULE)?.superseded_by?.text, opener);
  });

test("Gemini → Claude Code: a new version for a rule of its own message is no new task", async () => {
  const task = "Port the build of the CLI to esbuild in scripts/build.mjs.";
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-12-03",
      user: [task, "Keep Node 18 in the engines field of package.json."],
      commands: ["node scripts/build.mjs"],
      report: "The build runs on esbuild.",
    },
    null,
  );
  assert.equal(p1.objective, task);
  const opener = "Node 22 in package.json from now on.";
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-12-04",
      user: [opener],
      commands: ["node scripts/build.mjs"],
      report: "Bumped.",
    },
    p1,
  );
  assert.equal(p2.objective, `${task} (from packet ${p1.id})`);
});

test("a new task that carries a value of the rule's kind still replaces the objective when it names a thing of its own", async () => {
  const p1 = await first();
  const opener = "Ten minutes after a cancel, send a cancellation SMS from src/remind/cancel.ts.";
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-12-02",
      user: [opener],
      commands: ["npm test"],
      report: "Cancellation SMS added.",
    },
    p1,
  );
  assert.equal(p2.objective, opener);
});
