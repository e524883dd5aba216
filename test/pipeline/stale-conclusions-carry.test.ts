/**
 * A conclusion whose value a later session's code replaced is never carried as decided: the
 * first session concludes with a value ("Slots are 90 minutes long, so …"), the next one's diff
 * changes the line of that thing (`SLOT_MINUTES = 90` → `120`). Marked superseded by the line as
 * it reads now when no newer conclusion says the new value, left out when one does. In real
 * repos written to by Gemini CLI, Codex CLI and Claude Code sessions, in English and Spanish.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-stale-conclusion-"));
after(() => removeDir(dir));

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

const SLOTS = (minutes: number) =>
  `const SLOT_MINUTES = ${minutes};\nconst CLOSING = "22:00";\nmodule.exports = { SLOT_MINUTES, CLOSING };\n`;
const OLD = "Slots are 90 minutes long, so the last one starts at 21:30 in lib/slots.js.";

/** Three hops: the value concluded, the value changed by the code, then a reader's session. */
async function relay(secondReport: string): Promise<Packet[]> {
  const repo = makeRepo("handoff-stale-conclusion-repo-");
  try {
    writeRepoFile(repo, "lib/slots.js", SLOTS(90));
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "slots");
    const first = await hop(repo, {
      agent: "gemini",
      day: "2026-12-01",
      user: ["Write the booking slots in lib/slots.js, closing at 22:00."],
      writes: [{ path: "lib/slots.js", content: SLOTS(90) }],
      commands: ["npm test"],
      report: OLD,
    });
    writeRepoFile(repo, "lib/slots.js", SLOTS(120));
    git(repo, "commit", "-q", "-am", "slots: two hours");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["A party keeps its table two hours now; change lib/slots.js."],
      writes: [{ path: "lib/slots.js", content: SLOTS(120) }],
      commands: ["npm test"],
      report: secondReport,
    });
    const third = await hop(repo, {
      agent: "claude",
      day: "2026-12-03",
      user: ["continue"],
      commands: ["npm test"],
      report: "test/slots.test.js covers the close at 22:00 from lib/slots.js now.",
    });
    return [first, second, third];
  } finally {
    removeDir(repo);
  }
}

test("a conclusion whose value the next session's diff replaced is marked superseded, never decided", async () => {
  const [first, second, third] = await relay(
    "lib/slots.js reads CLOSING once, so the tablet needs no restart for new hours.",
  );
  assert.deepEqual(
    first?.conclusions.map((c) => [c.kind, c.text]),
    [["decision", OLD]],
  );
  for (const packet of [second, third]) {
    const old = packet?.conclusions.find((c) => c.text.startsWith(OLD));
    assert.equal(old?.kind, "dead_end");
    assert.equal(old?.text, `${OLD} — superseded by \`const SLOT_MINUTES = 120;\` (lib/slots.js)`);
    assert.equal(old?.agent, "gemini");
  }
});

test("a newer conclusion stating the new value leaves the older out", async () => {
  // Another subject first: only the changed line ties the two.
  const newer = "The last booking starts at 20:00 now, since SLOT_MINUTES is 120 in lib/slots.js.";
  const [, second, third] = await relay(newer);
  for (const packet of [second, third]) {
    const texts = packet?.conclusions.map((c) => c.text) ?? [];
    assert.ok(!texts.some((t) => t.startsWith(OLD)), texts.join("\n"));
    assert.ok(texts.includes(newer), texts.join("\n"));
  }
});

test("the identifier named whole ties a conclusion in another language to its line", async () => {
  const repo = makeRepo("handoff-stale-conclusion-repo-");
  const client = (retries: number) =>
    `MAX_RETRIES = ${retries}\nBACKOFF_S = 2\n\ndef send(req):\n    return req\n`;
  const old = "MAX_RETRIES es 3 en pay/client.py: la pasarela bloquea al cliente tras cuatro.";
  try {
    writeRepoFile(repo, "pay/client.py", client(3));
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "client");
    await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: ["Reintenta los pagos en pay/client.py."],
      writes: [{ path: "pay/client.py", content: client(3) }],
      commands: ["pytest -q"],
      report: old,
    });
    writeRepoFile(repo, "pay/client.py", client(5));
    git(repo, "commit", "-q", "-am", "client: five retries");
    const packet = await hop(repo, {
      agent: "gemini",
      day: "2026-12-02",
      user: ["The gateway allows more attempts now, raise the retries in pay/client.py."],
      writes: [{ path: "pay/client.py", content: client(5) }],
      commands: ["pytest -q"],
      report: "pay/client.py waits BACKOFF_S between tries, so the gateway never sees a burst.",
    });
    const found = packet.conclusions.find((c) => c.text.startsWith(old));
    assert.equal(found?.kind, "dead_end");
    assert.match(found?.text ?? "", / — superseded by `MAX_RETRIES = 5` \(pay\/client\.py\)$/);
  } finally {
    removeDir(repo);
  }
});
