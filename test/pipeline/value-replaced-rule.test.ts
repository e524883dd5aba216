/**
 * A rule replaced in another language with no shared word and no unit (a Portuguese "a rajada
 * fica em 10", then an English "Burst goes up to 25"): the second session's commit changes
 * `BURST 10` to `BURST 25`, and that line marks the older rule superseded, in a real repo
 * written to by a Codex session, then a Claude Code session.
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

const dir = mkdtempSync(join(tmpdir(), "handoff-value-rule-"));
after(() => removeDir(dir));

const OLD_RULE = "Escreva o limitador em src/bucket.c. A rajada fica em 10, sem exceção.";
const NEW_RULE = "Burst goes up to 25.";

/** One hop: the session's transcript, then `handoff write` on the repo. */
const hop = (repo: string, session: ScriptedSession): Promise<Packet> =>
  writeScriptedHop(dir, repo, session);

async function relay(newValue: string, commit = true): Promise<Packet> {
  const repo = makeRepo("handoff-value-rule-repo-");
  try {
    writeRepoFile(repo, "src/bucket.h", "#define BURST 10\n#define RATE 5\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "bucket: burst 10");
    await hop(repo, {
      agent: "codex",
      day: "2026-11-24",
      user: [OLD_RULE],
      commands: ["make test"],
      report: "The limiter is in src/bucket.c; make test passes. Next step: run make soak.",
    });
    writeRepoFile(repo, "src/bucket.h", `#define BURST ${newValue}\n#define RATE 5\n`);
    if (commit) git(repo, "commit", "-q", "-am", "bucket: new burst");
    return await hop(repo, {
      agent: "claude",
      day: "2026-11-25",
      user: ["pick up where the other agent stopped", NEW_RULE],
      commands: ["make test"],
      report: "BURST is 25 in src/bucket.h; make test passes. Next step: run make soak.",
    });
  } finally {
    removeDir(repo);
  }
}

test("a line of the session's diff from the old value to the new marks the older rule superseded, in another language", async () => {
  const packet = await relay("25");
  const old = packet.user_messages.find((m) => m.text === OLD_RULE);
  assert.equal(old?.superseded_by?.text, NEW_RULE);
  assert.equal(old?.superseded_by?.part, "A rajada fica em 10, sem exceção");
  assert.equal(old?.superseded_by?.agent, "claude");
});

test("without such a line both rules stay, the newer last", async () => {
  const packet = await relay("30");
  const old = packet.user_messages.find((m) => m.text === OLD_RULE);
  assert.equal(old?.superseded_by, undefined);
  const texts = packet.user_messages.map((m) => m.text);
  assert.ok(texts.indexOf(OLD_RULE) < texts.indexOf(NEW_RULE));
});

test("the value changed in the work tree, not committed yet, grounds it too", async () => {
  const packet = await relay("25", false);
  const old = packet.user_messages.find((m) => m.text === OLD_RULE);
  assert.equal(old?.superseded_by?.part, "A rajada fica em 10, sem exceção");
});

test("the value changed by a later session than the one told: the change still ties the two rules", async () => {
  const repo = makeRepo("handoff-value-rule-repo-");
  try {
    writeRepoFile(repo, "src/bucket.h", "#define BURST 10\n#define RATE 5\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "bucket: burst 10");
    await hop(repo, {
      agent: "codex",
      day: "2026-11-24",
      user: [OLD_RULE],
      commands: ["make test"],
      report: "The limiter is in src/bucket.c; make test passes. Next step: run make soak.",
    });
    // Told, not done yet.
    await hop(repo, {
      agent: "claude",
      day: "2026-11-25",
      user: [NEW_RULE],
      commands: ["make test"],
      report: "Noted; src/bucket.h still says 10. Next step: raise BURST in src/bucket.h.",
    });
    writeRepoFile(repo, "src/bucket.h", "#define BURST 25\n#define RATE 5\n");
    git(repo, "commit", "-q", "-am", "bucket: burst 25");
    const packet = await hop(repo, {
      agent: "codex",
      day: "2026-11-26",
      user: ["continue"],
      commands: ["make test"],
      report: "BURST is 25 in src/bucket.h. Next step: run make soak.",
    });
    const old = packet.user_messages.find((m) => m.text === OLD_RULE);
    assert.equal(old?.superseded_by?.text, NEW_RULE);
    assert.equal(old?.superseded_by?.agent, "claude");
  } finally {
    removeDir(repo);
  }
});
