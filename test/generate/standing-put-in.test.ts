/**
 * A decision said in words of the domain right before the edit that carries it out ("Fares go
 * up to the next whole ten: the counters keep no coins." then `def _round_up_ten`) names no
 * identifier; the packet shows it with the code its edit put in, so a later session of another
 * agent that takes that code out (its edit drops the declaration, saying nothing of it) makes it
 * a dead end marked " — taken out since". A decision before an edit that only changes a value,
 * and one whose code is still declared, stay decided; so does one whose code a later session
 * put back.
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
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-put-in-"));
const repo = makeRepo("handoff-put-in-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FARES = "fares.py";
const ROUND = "Fares go up to the next whole ten: the counters keep no coins.";
const NIGHT = "Night fares cost a fifth more, since the late drivers are paid extra.";
const SURCHARGE = "Airport rides pay a flat fee on top, so the taxi rank stays staffed.";
const BASE = "NIGHT_RATE = 1.1\n\ndef fare(km, night):\n    total = km * 30\n    return total";
const ROUNDED =
  "NIGHT_RATE = 1.1\n\ndef _round_up_ten(x):\n    return -(-x // 10) * 10\n\ndef fare(km, night):\n    total = km * 30\n    return _round_up_ten(total)";

async function hop(session: ScriptedSession, previous: Packet | null): Promise<Packet> {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, repo, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  return generate(s).payload;
}

const briefingOf = (packet: Packet): string =>
  (
    JSON.parse(renderBriefing(resultFor(packet), "claude-hook")) as {
      hookSpecificOutput: { additionalContext: string };
    }
  ).hookSpecificOutput.additionalContext;

async function relay(agents: readonly ScriptedSession["agent"][]): Promise<Packet[]> {
  const p1 = await hop(
    {
      agent: agents[0] ?? "claude",
      day: "2026-11-10",
      user: ["Write the fare calculation in fares.py for the taxi counters."],
      edits: [
        { after: 0, path: FARES, old: BASE, new: ROUNDED, said: ROUND },
        // Only a value changes: nothing is put in for the decision to go with.
        {
          after: 0,
          path: FARES,
          old: "NIGHT_RATE = 1.1",
          new: "NIGHT_RATE = 1.2",
          said: NIGHT,
        },
        {
          after: 0,
          path: FARES,
          old: "def fare(km, night):",
          new: "def _airport_fee(total):\n    return total + 50\n\ndef fare(km, night):",
          said: SURCHARGE,
        },
      ],
      commands: ["python -m pytest -q"],
      report: "The fare tests pass.",
    },
    null,
  );
  const p2 = await hop(
    {
      agent: agents[1] ?? "codex",
      day: "2026-11-11",
      user: ["Carry on: add the receipt printout in receipt.py."],
      edits: [
        {
          after: 0,
          path: "receipt.py",
          old: "",
          new: "def print_receipt(fare):\n    print(fare)",
        },
      ],
      commands: ["python -m pytest -q"],
      report: "The receipt prints the fare.",
    },
    p1,
  );
  const p3 = await hop(
    {
      agent: agents[2] ?? "gemini",
      day: "2026-11-12",
      user: ["The counters take coins now; the fares are exact to the cent."],
      edits: [
        {
          after: 0,
          path: FARES,
          old: "def _round_up_ten(x):\n    return -(-x // 10) * 10\n\ndef fare(km, night):\n    total = km * 30\n    return _round_up_ten(total)",
          new: "def fare(km, night):\n    total = km * 30\n    return total",
        },
      ],
      commands: ["python -m pytest -q"],
      report: "Fares are exact now and the tests pass.",
    },
    p2,
  );
  return [p1, p2, p3];
}

const find = (packet: Packet, start: string) =>
  packet.conclusions.find((c) => c.text.startsWith(start));

for (const agents of [
  ["claude", "codex", "gemini"],
  ["codex", "gemini", "claude"],
  ["gemini", "claude", "codex"],
] as const) {
  test(`a decision whose code a later session took out is abandoned (${agents.join(" → ")})`, async () => {
    const [p1, p2, p3] = (await relay(agents)) as [Packet, Packet, Packet];
    // Shown with the code its edit put in, decided while that code stands.
    const first = find(p1, ROUND);
    assert.equal(first?.kind, "decision", JSON.stringify(p1.conclusions));
    assert.equal(first?.text, `${ROUND} (wrote \`_round_up_ten\` in ${FARES})`);
    assert.equal(find(p2, ROUND)?.kind, "decision", JSON.stringify(p2.conclusions));
    // The third session's edit dropped the declaration: abandoned, whatever its words.
    const last = find(p3, ROUND);
    assert.equal(last?.kind, "dead_end", JSON.stringify(p3.conclusions));
    assert.ok(last?.text.endsWith(" — taken out since: `_round_up_ten`"), last?.text);
    // A value change puts nothing in; code still declared keeps its decision.
    assert.equal(find(p3, NIGHT)?.kind, "decision", JSON.stringify(p3.conclusions));
    assert.equal(find(p3, NIGHT)?.text, NIGHT);
    assert.equal(find(p3, SURCHARGE)?.kind, "decision", JSON.stringify(p3.conclusions));
    const context = briefingOf(p3);
    assert.ok(context.includes(`abandoned: ${ROUND}`), context);
    assert.ok(!context.includes(`decided: ${ROUND}`), context);
  });
}
