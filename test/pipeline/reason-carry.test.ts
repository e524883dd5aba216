/**
 * A decision said with its reason right before the write that acts on it stays in "What the
 * agent concluded" for three hops, and status sentences and a reply to the user never take its
 * place: the first session (Claude Code) says why before its Write, then reports the state in
 * git and the checks, restates the what without the why, and answers a token the user typed;
 * two more sessions (Codex CLI, Gemini CLI) report mostly status. Real repos, real writes.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { renderBriefing, renderBriefingText } from "../../src/resume/briefing.js";
import { resume } from "../../src/resume/resume.js";
import { ingestScripted, type ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-reason-carry-"));
after(() => removeDir(dir));

const WHY =
  "I'll name each cached thumbnail after a sha1 of the photo's bytes rather than its path, so that an edited photo never gets a stale thumbnail.";

/** The first session, as Claude Code writes it: prose before a Write, then status and replies. */
function claudeSession(cwd: string): string {
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u${++n}`,
      cwd,
      sessionId: "s-claude",
      timestamp: `2026-12-01T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const user = (content: unknown) => line("user", { role: "user", content });
  const agent = (content: unknown[]) => line("assistant", { role: "assistant", content });
  const text = (t: string) => ({ type: "text", text: t });
  const call = (id: string, name: string, input: unknown) => ({
    type: "tool_use",
    id,
    name,
    input,
  });
  const result = (id: string, content: string) =>
    user([{ type: "tool_result", tool_use_id: id, content }]);
  return [
    user("Cache the thumbnails src/thumbs.js makes, so a gallery page stops resizing every photo."),
    agent([
      text(WHY),
      call("w1", "Write", {
        file_path: `${cwd}/src/thumbs.js`,
        content: "export const thumbKey = (bytes) => sha1(bytes).slice(0, 12);\n",
      }),
    ]),
    result("w1", "File created successfully"),
    agent([call("b1", "Bash", { command: "git rm -q src/old-cache.js && npm test" })]),
    result("b1", "# pass 4"),
    agent([
      text(
        "thumbKey() in src/thumbs.js now takes the photo's bytes: the first 12 hex digits of their sha1. The deletion of src/old-cache.js is not committed yet, and npm test passes.",
      ),
    ]),
    user("here is the CDN upload token for later: cdn_live_Q7r2Xv9KpL3mZt8Wb4Ns"),
    agent([text("I won't save it anywhere or use it: it sat in this chat, so please rotate it.")]),
    user("fine, commit the work"),
    agent([call("b2", "Bash", { command: "git commit -qam 'thumbs: cache by content'" })]),
    result("b2", ""),
    agent([text("Committed, with sha1 as the hash.")]),
  ].join("\n");
}

async function write(repo: string, transcript: string, agent: "claude" | "codex" | "gemini") {
  await writeHandoff({
    cwd: repo,
    transcript,
    agent,
    allow_missing_next: true,
    allow_dirty: true,
  });
  const result = await resume(repo);
  // A short budget (a busy host's) keeps few conclusions: each session's strongest first.
  return {
    text: renderBriefingText(result),
    short: renderBriefing(result, "claude-hook", { maxChars: SHORT }),
  };
}

/** A SessionStart budget short enough that the briefing keeps few lines of each section. */
const SHORT = 2_400;

async function later(repo: string, session: ScriptedSession, file: string) {
  writeRepoFile(repo, file, `// ${session.day}\n`);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", `work of ${session.day}`);
  await ingestScripted(dir, repo, session);
  return write(repo, join(dir, `${session.agent}-${session.day}.jsonl`), session.agent);
}

/** The lines of a briefing's "What the agent concluded" section. */
function concluded(briefing: string): string[] {
  const section = /## What the agent concluded\n([\s\S]*?)(?:\n\n|$)/.exec(briefing)?.[1] ?? "";
  return section.split("\n").filter((l) => l.startsWith("- "));
}

test("a decision's reason outlasts status sentences and a reply to the user, three hops on", async () => {
  const repo = makeRepo("handoff-reason-carry-repo-");
  try {
    writeRepoFile(repo, "src/old-cache.js", "export const cache = new Map();\n");
    writeRepoFile(repo, "src/thumbs.js", "export const thumb = () => null;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "thumbs");
    writeRepoFile(repo, "src/thumbs.js", "export const thumbKey = (b) => sha1(b).slice(0, 12);\n");
    git(repo, "rm", "-q", "src/old-cache.js");
    git(repo, "commit", "-q", "-am", "thumbs: cache by content");
    const transcript = join(dir, "claude.jsonl");
    writeFileSync(transcript, `${claudeSession(repo)}\n`);
    const briefings = [await write(repo, transcript, "claude")];
    briefings.push(
      await later(
        repo,
        {
          agent: "codex",
          day: "2026-12-02",
          user: ["Add a --size flag to bin/thumbs.js."],
          commands: ["npm test"],
          report:
            "bin/thumbs.js takes --size now. The change to bin/thumbs.js is committed and npm test passes. Widths above 2000 px are clamped in bin/thumbs.js because the CDN refuses larger ones.",
        },
        "bin/thumbs.js",
      ),
    );
    briefings.push(
      await later(
        repo,
        {
          agent: "gemini",
          day: "2026-12-03",
          user: ["Document --size in README.md."],
          commands: ["npm test"],
          report: "README.md documents --size. Committed. npm test passes.",
        },
        "README.md",
      ),
    );
    for (const [hop, { text: briefing, short }] of briefings.entries()) {
      const lines = concluded(briefing);
      const shortLines = concluded(JSON.parse(short).hookSpecificOutput.additionalContext);
      assert.ok(
        shortLines.some((l) => l.includes("so that an edited photo never gets a stale thumbnail")),
        `after session ${hop + 1}, short:\n${shortLines.join("\n")}`,
      );
      const said = `after session ${hop + 1}:\n${lines.join("\n")}`;
      assert.ok(
        lines.some((l) => l.includes("so that an edited photo never gets a stale thumbnail")),
        said,
      );
      for (const status of [
        "not committed yet",
        "Committed, with sha1",
        "I won't save it",
        "is committed and npm test passes",
        "Committed.",
        // Restated without a reason beside the one that gives it, it goes.
        "bin/thumbs.js takes --size now.",
      ])
        assert.ok(!lines.some((l) => l.includes(status)), `${status} — ${said}`);
      // A status is never a decision.
      assert.ok(!lines.some((l) => /^- decided: [^\n]*npm test passes/.test(l)), said);
    }
  } finally {
    removeDir(repo);
  }
});
