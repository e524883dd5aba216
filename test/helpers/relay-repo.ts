/**
 * A real repo with a relay of sessions behind it, for `handoff search` and `handoff view`: each
 * session a small Claude Code transcript (the user's words, one Bash call that passes or fails)
 * and a note, written as a packet through the CLI, one commit between sessions.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "./run-cli.js";
import { git, makeRepo, removeDir } from "./temp-repo.js";

export interface RelaySession {
  /** What the user said in the session. */
  user: string;
  /** The Bash call the agent made, and whether it failed (with its error line). */
  command: string;
  error?: string;
  /** The agent's closing report (its conclusions come from it). */
  report?: string;
  /** A note recorded before the write: `[kind, text]`. */
  note?: [string, string];
  /** The next action. */
  next: string;
  /** A file the session changed and committed. */
  file: string;
}

export interface RelayRepo {
  repo: string;
  /** Packet ids, oldest first. */
  ids: string[];
  cleanup: () => void;
}

/** A small, real-shaped Claude Code session run in `cwd` on `day` (`2026-01-1N`). */
export function claudeSession(cwd: string, session: RelaySession, day: string): string {
  let n = 0;
  const line = (type: string, extra: Record<string, unknown>) =>
    JSON.stringify({
      type,
      uuid: `u-${day}-${++n}`,
      cwd,
      sessionId: `s-${day}`,
      timestamp: `${day}T10:00:${String(n).padStart(2, "0")}.000Z`,
      ...extra,
    });
  const result =
    session.error === undefined
      ? { type: "tool_result", tool_use_id: "t1", content: "ok" }
      : {
          type: "tool_result",
          tool_use_id: "t1",
          content: `Exit code 1\n${session.error}`,
          is_error: true,
        };
  return [
    line("user", { message: { role: "user", content: session.user } }),
    line("assistant", {
      message: {
        role: "assistant",
        content: [
          { type: "tool_use", id: "t1", name: "Bash", input: { command: session.command } },
        ],
      },
    }),
    line("user", { message: { role: "user", content: [result] } }),
    ...(session.report === undefined
      ? []
      : [
          line("assistant", {
            message: { role: "assistant", content: [{ type: "text", text: session.report }] },
          }),
        ]),
  ].join("\n");
}

/** Write one packet per session, in order, in a new repo. */
export async function makeRelayRepo(sessions: readonly RelaySession[]): Promise<RelayRepo> {
  const repo = makeRepo("handoff-relay-");
  const outside = mkdtempSync(join(tmpdir(), "handoff-relay-sessions-"));
  const cleanup = () => {
    removeDir(repo);
    removeDir(outside);
  };
  try {
    writeFileSync(join(repo, "README.md"), "# relay\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "start");
    const ids: string[] = [];
    for (const [k, session] of sessions.entries()) {
      const day = `2026-01-${String(11 + k).padStart(2, "0")}`;
      writeFileSync(join(repo, session.file), `export const step = ${k};\n`);
      git(repo, "add", "-A");
      git(repo, "commit", "-q", "-m", `session ${k + 1}`);
      if (session.note !== undefined) {
        const noted = await runCli(["note", ...session.note], { cwd: repo });
        if (noted.code !== 0) throw new Error(noted.stderr);
      }
      const transcript = join(outside, `session-${k + 1}.jsonl`);
      writeFileSync(transcript, `${claudeSession(repo, session, day)}\n`);
      const written = await runCli(
        ["write", "--json", "--transcript", transcript, "--next", session.next],
        { cwd: repo },
      );
      if (written.code !== 0) throw new Error(written.stderr);
      ids.push((JSON.parse(written.stdout) as { id: string }).id);
    }
    return { repo, ids, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** Four sessions of one line of work: the first one's directive is three packets back. */
export const FOUR_SESSIONS: readonly RelaySession[] = [
  {
    user: "Always keep the parser streaming: never buffer a whole file in memory.",
    command: "npm test",
    error: "parse.test.ts: expected 3 tokens, got 2",
    report: "I went with a streaming tokenizer because buffering broke the 2 GB fixture.",
    note: ["pitfall", "the tokenizer drops a trailing newline"],
    next: "make the tokenizer keep the trailing newline",
    file: "parse.ts",
  },
  {
    user: "Now add a --strict flag that rejects unknown keys.",
    command: "npm test",
    note: ["decision", "strict mode is opt-in, not the default"],
    next: "wire --strict into the CLI",
    file: "cli.ts",
  },
  {
    user: "Document the flag in the README, one paragraph.",
    command: "npm run lint",
    error: "README.md: line too long",
    report: "The root cause is the README linter's 80-column rule, not the flag text.",
    next: "shorten the README line",
    file: "docs.ts",
  },
  {
    user: "Ship it: bump the version and tag the release.",
    command: "npm version patch",
    note: ["proof", "npm test passes on Node 20 and 24"],
    next: "push the tag",
    file: "version.ts",
  },
];
