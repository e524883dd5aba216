/** Small writers for planting broken inputs, big ones streamed so memory stays flat. */
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Write `content` at `repo/rel`, creating folders. */
export function put(repo: string, rel: string, content: string | Uint8Array): void {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  writeFileSync(join(repo, rel), content);
}

/** A named pipe at `repo/rel` (nobody ever writes to it: reading it would block forever). */
export function fifo(repo: string, rel: string): void {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  execFileSync("mkfifo", [join(repo, rel)]);
}

/** A symlink at `repo/rel` pointing to `target`. */
export function link(repo: string, rel: string, target: string): void {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  symlinkSync(target, join(repo, rel));
}

/** Stream `head`, then `repeat` × `count`, then `tail` into `path`, in 1 MiB writes. */
export async function streamFile(
  path: string,
  {
    head = "",
    repeat,
    count,
    tail = "",
  }: { head?: string; repeat: string; count: number; tail?: string },
): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  const out = createWriteStream(path);
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / repeat.length));
  const chunk = repeat.repeat(perChunk);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text, (error) => (error ? reject(error) : resolve())),
    );
  await write(head);
  let left = count;
  while (left >= perChunk) {
    await write(chunk);
    left -= perChunk;
  }
  if (left > 0) await write(repeat.repeat(left));
  await write(tail);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** A valid agent_state.json body with `next_action` replaced. */
export function agentState(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    schema_version: 1,
    active_task_id: null,
    touched_files: [],
    next_action: "run the tests",
    ...fields,
  });
}

/** Real-shaped transcript lines of each agent, for truncation and mixing. */
export const TRANSCRIPT_LINES = {
  claude: [
    JSON.stringify({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      sessionId: "s-1",
      uuid: "u-1",
      type: "assistant",
      message: {
        role: "assistant",
        content: [
          { type: "tool_use", id: "toolu_1", name: "Bash", input: { command: "npm test" } },
        ],
      },
    }),
    JSON.stringify({
      parentUuid: "u-1",
      isSidechain: false,
      userType: "external",
      sessionId: "s-1",
      uuid: "u-2",
      type: "user",
      message: {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: "toolu_1",
            content: "Exit code 1\nfailed",
            is_error: true,
          },
        ],
      },
    }),
  ],
  codex: [
    JSON.stringify({
      timestamp: "2026-01-15T10:00:00Z",
      type: "session_meta",
      payload: { id: "s-1", originator: "codex_cli_rs" },
    }),
    JSON.stringify({
      timestamp: "2026-01-15T10:00:01Z",
      type: "response_item",
      payload: {
        type: "function_call",
        name: "shell",
        arguments: JSON.stringify({ command: ["npm", "test"] }),
        call_id: "call_1",
      },
    }),
    JSON.stringify({
      timestamp: "2026-01-15T10:00:02Z",
      type: "response_item",
      payload: {
        type: "function_call_output",
        call_id: "call_1",
        output: JSON.stringify({ output: "failed", metadata: { exit_code: 1 } }),
      },
    }),
  ],
  opencode: [
    JSON.stringify({
      type: "tool_use",
      timestamp: 1,
      sessionID: "ses_1",
      part: {
        id: "prt_1",
        sessionID: "ses_1",
        messageID: "msg_1",
        type: "tool",
        tool: "bash",
        callID: "call_1",
        state: {
          status: "completed",
          input: { command: "npm test" },
          output: "failed",
          metadata: { exit: 1 },
        },
      },
    }),
  ],
};
