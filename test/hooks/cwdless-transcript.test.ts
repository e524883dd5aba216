/**
 * The SessionEnd hook handed a transcript that records no working directory, from another
 * project's Claude Code folder: the packet is written without it (its words never reach this
 * repo's packet) and the hook log says why; from this repo's own folder the same file is used.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { claudeProjectSlug } from "../../src/collect/transcripts/agents/claude/locate.js";
import { hookInput, hookLogLines, packetIds, runBin } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const WORDS = "Rotate the other project's signing keys before Friday";

function cwdlessSession(): string {
  const base = { sessionId: "3f1c2a9e-0000-4000-8000-000000000001", version: "2.1.332" };
  const lines = [
    {
      ...base,
      type: "user",
      uuid: "u1",
      timestamp: "2026-11-01T09:00:00.000Z",
      message: { role: "user", content: [{ type: "text", text: WORDS }] },
    },
    {
      ...base,
      type: "assistant",
      uuid: "a1",
      parentUuid: "u1",
      timestamp: "2026-11-01T09:01:00.000Z",
      message: { role: "assistant", content: [{ type: "text", text: "Keys rotated." }] },
    },
  ];
  return `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`;
}

async function sessionEnd(
  slugOf: (repo: string) => string,
): Promise<{ repo: string; home: string; packet: string }> {
  const repo = makeRepo("handoff-cwdless-");
  writeRepoFile(repo, "a.ts", "export {};\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "start");
  const home = realpathSync(mkdtempSync(join(tmpdir(), "handoff-cwdless-home-")));
  const folder = join(home, ".claude", "projects", slugOf(repo));
  mkdirSync(folder, { recursive: true });
  const transcript = join(folder, "3f1c2a9e-0000-4000-8000-000000000001.jsonl");
  writeFileSync(transcript, cwdlessSession());
  const run = await runBin(["hook", "claude"], {
    cwd: repo,
    env: { HOME: home },
    stdin: hookInput({
      hook_event_name: "SessionEnd",
      reason: "exit",
      transcript_path: transcript,
      cwd: repo,
    }),
  });
  assert.equal(run.code, 0, run.stderr);
  const [id] = packetIds(repo);
  assert.ok(id !== undefined, hookLogLines(repo).join("\n"));
  const packet = readFileSync(join(repo, ".handoff", "packets", id, "handoff.json"), "utf8");
  return { repo, home, packet };
}

test("SessionEnd: a cwd-less transcript from another project's folder stays out of the packet", async () => {
  const { repo, home, packet } = await sessionEnd(() => "-somewhere-else-entirely");
  try {
    assert.ok(!packet.includes("signing keys"), packet);
    assert.match(hookLogLines(repo).join("\n"), /records no working directory/);
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});

test("SessionEnd: the same transcript in this repo's own Claude Code folder is used", async () => {
  const { repo, home, packet } = await sessionEnd((r) => claudeProjectSlug(r));
  try {
    assert.match(packet, /signing keys/);
  } finally {
    removeDir(repo);
    removeDir(home);
  }
});
