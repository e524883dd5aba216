/**
 * A finding of the agent stated under a rule of the user that a later session replaced, the
 * code following: "a reminder longer than 160 characters loses the surname" under "at most 160
 * characters", then (another agent, another language, the number in words) "now the limit is a
 * hundred and forty characters" and `SMS_LIMIT` 160 → 140, or the constant taken out. The finding
 * names the old value of the rule the diff replaced, not the constant: it is no longer stated as
 * in force. A finding of another value, or of a rule that stands, stays.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { committedValueChanges, scriptedHop } from "../helpers/scripted-hop.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-rule-bound-"));
const repo = makeRepo("handoff-rule-bound-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/sms.ts";
const hop = scriptedHop(dir, repo);
const LIMIT = "export const SMS_LIMIT = 160;";
const TRIES = "export const SEND_TRIES = 5;";
const V1 = [
  LIMIT,
  TRIES,
  "export function reminder(name: string, text: string): string {",
  "  return (name + \": \" + text).slice(0, SMS_LIMIT);",
  "}",
].join("\n");
const TASK =
  "Write the reminders in src/sms.ts. A reminder is at most 160 characters; a send is tried 5 times.";
const FOUND = "A reminder longer than 160 characters loses the surname, so the name goes first.";
const KEPT = "Five tries cover the gateway's night restarts.";
// Spanish, the new limit in words: "Now the limit is a hundred and forty characters."
const NEWER = "Ahora el límite es de ciento cuarenta caracteres por recordatorio.";
// "Now a reminder may take two messages."
const PARTS = "Ahora un recordatorio puede ocupar dos mensajes.";
const V_PARTS = V1.replace(LIMIT, "export const MAX_PARTS = 2;").replace(
  ".slice(0, SMS_LIMIT)",
  ".slice(0, 153 * MAX_PARTS)",
);

async function relay(
  agents: readonly ScriptedSession["agent"][],
  v2: string,
  newer = NEWER,
): Promise<Packet> {
  const diffOf = committedValueChanges(repo, `src/sms-${agents.join("-")}-${v2.length}.ts`);
  const p1 = await hop(
    {
      agent: agents[0] as ScriptedSession["agent"],
      day: "2026-12-01",
      user: [TASK],
      writes: [{ path: FILE, content: V1 }],
      commands: ["npm test"],
      report: `${FOUND} ${KEPT}`,
    },
    null,
    diffOf("", V1),
  );
  return hop(
    {
      agent: agents[1] as ScriptedSession["agent"],
      day: "2026-12-02",
      user: [newer],
      edits: [{ after: 0, path: FILE, old: V1, new: v2 }],
      commands: ["npm test"],
      report: "src/sms.ts cuts at the new limit; tests pass.",
    },
    p1,
    diffOf(V1, v2),
  );
}

const stated = (packet: Packet, text: string) =>
  packet.conclusions.filter((c) => c.text.startsWith(text.slice(0, 40)));

for (const [how, v2, newer] of [
  ["changed", V1.replace("SMS_LIMIT = 160", "SMS_LIMIT = 140"), NEWER],
  ["taken out", V_PARTS, PARTS],
] as const)
  for (const agents of [
    ["claude", "codex"],
    ["gemini", "claude"],
  ] as const)
    test(`a finding under a rule the code later replaced is no longer in force (${how}, ${agents.join(" → ")})`, async () => {
      const p2 = await relay(agents, v2, newer);
      const found = stated(p2, FOUND);
      assert.ok(
        found.every((c) => c.kind === "dead_end" && c.text.includes("superseded")),
        JSON.stringify(p2.conclusions, null, 1),
      );
      const kept = stated(p2, KEPT);
      assert.ok(kept.length === 1 && kept[0]?.kind !== "dead_end", JSON.stringify(p2.conclusions));
    });

test("a finding stays when the rule it states stands, though the code changed the value on its own", async () => {
  // A question, then the agent's own change: no rule replaced, the finding is the agent's to redo.
  const p2 = await relay(
    ["codex", "gemini"],
    V1.replace("SMS_LIMIT = 160", "SMS_LIMIT = 150"),
    "¿Cuántas pruebas hay?",
  );
  assert.ok(stated(p2, FOUND).every((c) => !c.text.includes('superseded by "')));
});
