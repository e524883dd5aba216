/**
 * A transcript that records no working directory (and no git branch) names no project: one a
 * hook handed over or the tool found is used only from its agent's own folder for this repo
 * (Claude Code: `~/.claude/projects/<slug of the repo>/`); from another project's folder it is
 * refused, so its words never reach this repo's packet.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import {
  claudeProjectSlug,
  isClaudeProjectFile,
} from "../../../src/collect/transcripts/agents/claude/locate.js";
import { ForeignTranscriptError } from "../../../src/errors.js";
import { writeHandoff } from "../../../src/pipeline/write-handoff.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../../helpers/temp-repo.js";

const WORDS = "Rotate the other project's signing keys before Friday";

/** A Claude Code session with neither `cwd` nor `gitBranch` on any line. */
function cwdlessSession(): string {
  const base = { sessionId: "0f0f0f0f-1111-4222-8333-444444444444", version: "2.1.332" };
  return [
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
  ]
    .map((line) => JSON.stringify(line))
    .join("\n")
    .concat("\n");
}

let repo: string;
let home: string;
before(() => {
  repo = makeRepo("handoff-own-folder-");
  writeRepoFile(repo, "a.ts", "export {};\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "start");
  home = realpathSync(mkdtempSync(join(tmpdir(), "handoff-own-folder-home-")));
});
after(() => {
  removeDir(repo);
  removeDir(home);
});

function sessionIn(slug: string): string {
  const folder = join(home, ".claude", "projects", slug);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, "0f0f0f0f-1111-4222-8333-444444444444.jsonl");
  writeFileSync(path, cwdlessSession());
  return path;
}

function write(transcript: string) {
  return writeHandoff({
    cwd: repo,
    root: repo,
    transcript,
    agent: "claude",
    next: "Run the tests",
    allow_dirty: true,
    allow_unverified: true,
    transcriptFound: { home },
  });
}

test("isClaudeProjectFile: this repo's own slug folder only", () => {
  const projects = join(home, ".claude", "projects");
  const own = join(projects, claudeProjectSlug(repo));
  assert.equal(isClaudeProjectFile(join(own, "s.jsonl"), repo, home), true);
  assert.equal(isClaudeProjectFile(join(own, "s", "subagents", "x.jsonl"), repo, home), true);
  assert.equal(isClaudeProjectFile(join(`${own}-other`, "s.jsonl"), repo, home), false);
  assert.equal(isClaudeProjectFile(join(projects, "-elsewhere", "s.jsonl"), repo, home), false);
  assert.equal(isClaudeProjectFile(join(tmpdir(), "s.jsonl"), repo, home), false);
  assert.equal(isClaudeProjectFile(own, repo, home), false);
});

test("a cwd-less transcript from another project's folder is refused, its words kept out", async () => {
  const foreign = sessionIn("-somewhere-else-entirely");
  await assert.rejects(write(foreign), (error: unknown) => {
    assert.ok(error instanceof ForeignTranscriptError);
    assert.match(error.message, /records no working directory/);
    assert.ok(!error.message.includes(WORDS));
    return true;
  });
});

test("the same transcript in this repo's own Claude Code folder is used", async () => {
  const own = sessionIn(claudeProjectSlug(repo));
  const result = await write(own);
  assert.match(readFileSync(result.json, "utf8"), /signing keys/);
});
