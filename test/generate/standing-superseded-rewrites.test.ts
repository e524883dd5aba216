/**
 * Rules tied through constants an agent wrote whole, as agents often write files (Claude Code's
 * Write, Gemini CLI's write_file, a Codex shell heredoc): no old text says what a value was. An
 * Estonian message of two rules is answered by a file holding one constant each; the next hop's
 * session never commits the first's file, so its diff shows the file as new. The old value
 * comes from the session's own earlier write of the constant, or, when it writes the file once,
 * from the rule the earlier turn tied it to, carried in the packet. Only the replaced rule is
 * marked; its neighbour stays in force.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { ingestScripted, type ScriptedSession } from "../helpers/relay-transcripts.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { toPreviousView } from "../../src/store/registry.js";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { readValueChanges } from "../../src/collect/git/value-changes.js";
import { splitPartlySuperseded } from "../../src/render/labels.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-superseded-rewrites-"));
const repo = makeRepo("handoff-superseded-rewrites-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const FILE = "src/stack.py";
const code = (cents: number, stack: number) =>
  [
    `MIN_PRICE_CENTS = ${cents}  # the lowest price of a crate`,
    `MAX_STACK = ${stack}`,
    "",
    "def price(cents):",
    "    return max(cents, MIN_PRICE_CENTS)",
  ].join("\n");

// Estonian: the task, then two rules, each with a value.
const R_PRICE = "ühegi kasti hind ei ole alla 4 euro";
const R_STACK = "virn on kõige rohkem 6 kasti kõrge";
const RULES = `Kirjuta hinnad faili src/stack.py. Reeglid: ${R_PRICE}; ${R_STACK}.`;
// German, the new price in words: "From now on no crate under four and a half euros."
const PRICE_NEW = "Ab jetzt keine Kiste unter viereinhalb Euro, der Lieferant hat erhöht.";

/** A hop's packet: the scripted session, its diff against an empty file, the packet before. */
async function hop(session: ScriptedSession, previous: Packet | null, text: string) {
  const s = makeSessionSnapshot();
  s.transcript = await ingestScripted(dir, repo, session);
  s.options.agent_report = null;
  s.options.allow_missing_next = true;
  s.previous = previous === null ? null : toPreviousView(previous);
  // The first hop never committed: the file is new to every later hop's diff.
  const patch = [
    `diff --git a/${FILE} b/${FILE}`,
    "new file mode 100644",
    "--- /dev/null",
    `+++ b/${FILE}`,
    `@@ -0,0 +1,${text.split("\n").length} @@`,
    ...text.split("\n").map((l) => `+${l}`),
  ].join("\n");
  const read = readValueChanges(patch);
  if (s.git !== null)
    s.git = { ...s.git, value_changes: read.changes, added_constants: read.added };
  return generate(s).payload;
}

const first = (agent: ScriptedSession["agent"]) =>
  hop(
    {
      agent,
      day: "2026-11-01",
      user: [RULES],
      writes: [{ path: FILE, content: code(400, 6) }],
      commands: [],
      report: "src/stack.py holds both rules.",
    },
    null,
    code(400, 6),
  );

function marks(packet: Packet): (text: string) => string | undefined {
  const said = splitPartlySuperseded(packet.user_messages);
  return (text) => said.find((m) => m.text.includes(text))?.superseded_by?.text;
}

for (const [a, b] of [
  ["claude", "gemini"],
  ["gemini", "codex"],
  ["codex", "claude"],
] as const) {
  test(`a constant written whole twice in one session replaces the rule it held (${a} → ${b})`, async () => {
    const p1 = await first(a);
    const p2 = await hop(
      {
        agent: b,
        day: "2026-11-02",
        user: ["jätka", PRICE_NEW],
        writes: [{ path: FILE, content: code(400, 6) }],
        rewrites: [{ after: 1, path: FILE, content: code(450, 6) }],
        commands: [],
        report: "The lowest price is 450 cents now.",
      },
      p1,
      code(450, 6),
    );
    const by = marks(p2);
    assert.equal(by(R_PRICE), PRICE_NEW);
    assert.equal(by(R_STACK), undefined);
  });

  test(`a constant new to the diff, written once with another value, replaces the rule an earlier turn wrote it for (${a} → ${b})`, async () => {
    const p1 = await first(a);
    const p2 = await hop(
      {
        agent: b,
        day: "2026-11-03",
        user: ["jätka", PRICE_NEW],
        rewrites: [{ after: 1, path: FILE, content: code(450, 6) }],
        commands: [],
        report: "The lowest price is 450 cents now.",
      },
      p1,
      code(450, 6),
    );
    const by = marks(p2);
    assert.equal(by(R_PRICE), PRICE_NEW);
    assert.equal(by(R_STACK), undefined);
  });
}

test("a rewrite after only 'go on', or one that keeps every value, replaces no rule", async () => {
  const p1 = await first("claude");
  const p2 = await hop(
    {
      agent: "codex",
      day: "2026-11-04",
      user: ["jätka", "Lisa testid faili tests/test_stack.py."],
      writes: [{ path: FILE, content: code(400, 6) }],
      rewrites: [{ after: 1, path: FILE, content: code(400, 6) }],
      commands: [],
      report: "Tests added.",
    },
    p1,
    code(400, 6),
  );
  const by = marks(p2);
  assert.equal(by(R_PRICE), undefined);
  assert.equal(by(R_STACK), undefined);
});

test("of a message that is one sentence of two rules, only the clause holding the replaced value is marked", async () => {
  const priceOnly = (cents: number) =>
    `MIN_PRICE_CENTS = ${cents}\n\ndef price(cents):\n    return max(cents, MIN_PRICE_CENTS)`;
  const clauses =
    "Veel kaks reeglit: ühegi kasti hind ei ole alla 4 euro, ja iga arve rida ümardatakse täiseuroni.";
  const p1 = await hop(
    {
      agent: "gemini",
      day: "2026-11-05",
      user: ["Kirjuta hinnad faili src/stack.py.", clauses],
      rewrites: [{ after: 1, path: FILE, content: priceOnly(400) }],
      commands: [],
      report: "src/stack.py holds the rule.",
    },
    null,
    priceOnly(400),
  );
  const p2 = await hop(
    {
      agent: "claude",
      day: "2026-11-06",
      user: ["jätka", PRICE_NEW],
      writes: [{ path: FILE, content: priceOnly(400) }],
      rewrites: [{ after: 1, path: FILE, content: priceOnly(450) }],
      commands: [],
      report: "The lowest price is 450 cents now.",
    },
    p1,
    priceOnly(450),
  );
  const by = marks(p2);
  assert.equal(by("ühegi kasti hind ei ole alla 4 euro"), PRICE_NEW);
  assert.equal(by("täiseuroni"), undefined);
});
