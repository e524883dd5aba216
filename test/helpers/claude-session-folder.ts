/**
 * A Claude Code project folder of its own for one test (`<repo>-sessions/`), holding the
 * recorded 2.1.332 session as `<session id>.jsonl`, the way Claude Code names its transcripts;
 * and the lines of one more turn, to grow it as a session that goes on (or is killed) would.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transcriptFixture } from "./hook-process.js";
import { git, makeRepo } from "./temp-repo.js";

export const PREVIOUS_SESSION = "7c0e2d4a-5b1f-4e8a-9d3c-2f6b8a1e4c90";
export const NEW_SESSION = "0b9d6e1f-2c3a-4d5e-8f90-123456789abc";

/** The folder and the previous session's transcript in it. */
export function placeSessionFolder(repo: string): { folder: string; transcript: string } {
  const folder = `${repo}-sessions`;
  mkdirSync(folder, { recursive: true });
  const text = readFileSync(transcriptFixture("claude", "hook-session-2.1.332.jsonl"), "utf8");
  const transcript = join(folder, `${PREVIOUS_SESSION}.jsonl`);
  writeFileSync(transcript, text.replaceAll("__REPO__", JSON.stringify(repo).slice(1, -1)));
  return { folder, transcript };
}

/**
 * Append one more user prompt and the agent's answer to a Claude transcript, dated `at` (the
 * prompt; the answer four seconds later).
 */
export function appendClaudeTurn(
  transcript: string,
  prompt: string,
  answer: string,
  at = Date.parse("2026-11-28T09:20:01.000Z"),
): void {
  const common = {
    isSidechain: false,
    userType: "external",
    entrypoint: "cli",
    sessionId: PREVIOUS_SESSION,
    version: "2.1.332",
    gitBranch: "main",
  };
  const lines = [
    {
      ...common,
      parentUuid: "a-0004",
      type: "user",
      message: { role: "user", content: prompt },
      uuid: "u-0100",
      timestamp: new Date(at).toISOString(),
      promptId: "p-9",
      permissionMode: "default",
      origin: { kind: "human" },
    },
    {
      ...common,
      parentUuid: "u-0100",
      type: "assistant",
      message: {
        id: "msg_100",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: answer }],
        stop_reason: "end_turn",
        usage: { input_tokens: 8, output_tokens: 20 },
      },
      uuid: "a-0100",
      timestamp: new Date(at + 4_000).toISOString(),
    },
  ];
  appendFileSync(transcript, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
}

/** A repo whose one commit adds `app.ts`: the work the hook tests' sessions stand on. */
export function makeRepoWithApp(prefix: string): string {
  const repo = makeRepo(prefix);
  writeFileSync(join(repo, "app.ts"), "export const answer = 42;\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "Add app");
  return repo;
}
