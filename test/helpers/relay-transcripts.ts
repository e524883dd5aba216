/**
 * Small real-shaped sessions of three agents — Claude Code, Codex CLI and Gemini CLI — for the
 * relay tests of the user's words: each session is the user's messages, in order, and the shell
 * commands the agent ran after the first, written in the agent's own transcript format. Read
 * back with `ingestTranscript`, they give the summaries the packets of a relay are built from.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ingestTranscript } from "../../src/collect/transcripts/index.js";
import type { TranscriptSummary } from "../../src/model/snapshot/types.js";

export type RelayAgent = "claude" | "codex" | "gemini";

export interface ScriptedSession {
  agent: RelayAgent;
  /** `YYYY-MM-DD`, the session's date. */
  day: string;
  /** The user's messages, in order. */
  user: string[];
  /** Shell commands the agent ran after the first message: a line passes with "ok". */
  commands: (string | ScriptedRun)[];
  /** The agent's closing words; null: the session ends on its tool calls, with no prose after. */
  report: string | null;
  /** The agent's prose before its writes and commands, at the start of its work (none when not given). */
  said?: string;
  /**
   * Files the agent wrote before its commands (repo-relative): Claude Code's Write, Gemini
   * CLI's write_file, Codex CLI's shell (`cat > path <<'EOF'`).
   */
  writes?: { path: string; content: string }[];
  /** More closing messages after `report`, in the same turn (a reply written as several). */
  more?: string[];
  /** The agent's message before each later user message, in order ("Noted." when not given). */
  replies?: string[];
  /**
   * Edits of a file's text the agent made right after user message `after` (0-based), before
   * its reply: Claude Code's Edit, Codex CLI's apply_patch, Gemini CLI's replace.
   */
  edits?: ScriptedEdit[];
  /**
   * Files the agent wrote whole again right after user message `after` (1 or later): Claude
   * Code's Write, Gemini CLI's write_file, Codex CLI's shell (`cat > path <<'EOF'`).
   */
  rewrites?: { after: number; path: string; content: string }[];
}

/** One replacement in a file, made after the user message `after`. */
export interface ScriptedEdit {
  after: number;
  path: string;
  old: string;
  new: string;
  /** The agent's prose right before the edit, in the same message (none when not given). */
  said?: string;
  /**
   * The edit writes the whole file (`new` over `old`) as the agent's write tool records it:
   * Claude Code's Write with its result's `originalFile`, Gemini CLI's write_file with its
   * result's `originalContent`, Codex CLI's shell (`cat > path <<'EOF'`, no old text).
   */
  whole?: true;
}

/** The files written whole again right after user message `i`. */
const rewritesAfter = (s: ScriptedSession, i: number) =>
  (s.rewrites ?? []).filter((w) => w.after === i);

/** The edits made right after user message `i`. */
const editsAfter = (s: ScriptedSession, i: number): ScriptedEdit[] =>
  (s.edits ?? []).filter((e) => e.after === i);

/** The agent's reply before the user's later message `i` (0 for the second message). */
const replyBefore = (s: ScriptedSession, i: number): string => s.replies?.[i] ?? "Noted.";

/** A command that ran with its exit code and output. */
export interface ScriptedRun {
  command: string;
  exit: number;
  output: string;
}

/** The agent's closing messages: its report (when it has one) and those after it. */
const closing = (s: ScriptedSession): string[] => [
  ...(s.report === null ? [] : [s.report]),
  ...(s.more ?? []),
];

function runOf(entry: string | ScriptedRun): ScriptedRun {
  return typeof entry === "string" ? { command: entry, exit: 0, output: "ok" } : entry;
}

function claudeLines(cwd: string, s: ScriptedSession): string[] {
  let n = 0;
  const line = (type: string, message: unknown) =>
    JSON.stringify({
      type,
      uuid: `u-${s.day}-${++n}`,
      cwd,
      sessionId: `s-${s.day}`,
      timestamp: `${s.day}T10:00:${String(n).padStart(2, "0")}.000Z`,
      message,
    });
  const lines = [line("user", { role: "user", content: s.user[0] })];
  if (s.said !== undefined)
    lines.push(line("assistant", { role: "assistant", content: [{ type: "text", text: s.said }] }));
  for (const [i, write] of (s.writes ?? []).entries()) {
    const id = `w${i}`;
    lines.push(
      line("assistant", {
        role: "assistant",
        content: [
          {
            type: "tool_use",
            id,
            name: "Write",
            input: { file_path: join(cwd, write.path), content: write.content },
          },
        ],
      }),
      line("user", {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: id, content: "File created" }],
      }),
    );
  }
  for (const [i, entry] of s.commands.entries()) {
    const id = `t${i}`;
    const { command, exit, output } = runOf(entry);
    const result =
      exit === 0
        ? { type: "tool_result", tool_use_id: id, content: output }
        : {
            type: "tool_result",
            tool_use_id: id,
            content: `Exit code ${exit}\n${output}`,
            is_error: true,
          };
    lines.push(
      line("assistant", {
        role: "assistant",
        content: [{ type: "tool_use", id, name: "Bash", input: { command } }],
      }),
      line("user", { role: "user", content: [result] }),
    );
  }
  const edit = (e: ScriptedEdit, id: string) => {
    const file_path = join(cwd, e.path);
    const input = e.whole
      ? { file_path, content: e.new }
      : { file_path, old_string: e.old, new_string: e.new };
    const written = { type: "update", filePath: file_path, content: e.new, originalFile: e.old };
    lines.push(
      line("assistant", {
        role: "assistant",
        content: [
          ...(e.said === undefined ? [] : [{ type: "text", text: e.said }]),
          { type: "tool_use", id, name: e.whole ? "Write" : "Edit", input },
        ],
      }),
      JSON.stringify({
        ...JSON.parse(
          line("user", {
            role: "user",
            content: [
              { type: "tool_result", tool_use_id: id, content: "The file has been updated." },
            ],
          }),
        ),
        ...(e.whole ? { toolUseResult: written } : {}),
      }),
    );
  };
  for (const [k, e] of editsAfter(s, 0).entries()) edit(e, `e0-${k}`);
  for (const [i, text] of s.user.slice(1).entries()) {
    lines.push(
      line("assistant", {
        role: "assistant",
        content: [{ type: "text", text: replyBefore(s, i) }],
      }),
    );
    lines.push(line("user", { role: "user", content: text }));
    for (const [k, w] of rewritesAfter(s, i + 1).entries()) {
      const id = `rw${i + 1}-${k}`;
      lines.push(
        line("assistant", {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id,
              name: "Write",
              input: { file_path: join(cwd, w.path), content: w.content },
            },
          ],
        }),
        line("user", {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: id, content: "File written" }],
        }),
      );
    }
    for (const [k, e] of editsAfter(s, i + 1).entries()) edit(e, `e${i + 1}-${k}`);
  }
  for (const text of closing(s))
    lines.push(line("assistant", { role: "assistant", content: [{ type: "text", text }] }));
  return lines;
}

function codexLines(cwd: string, s: ScriptedSession): string[] {
  let n = 0;
  const line = (type: string, payload: unknown) =>
    JSON.stringify({
      timestamp: `${s.day}T10:00:${String(++n).padStart(2, "0")}.000Z`,
      type,
      payload,
    });
  const user = (text: string) => [
    line("response_item", {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text }],
    }),
    line("event_msg", { type: "user_message", message: text, images: [] }),
  ];
  const agent = (text: string) =>
    line("response_item", {
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text }],
    });
  const lines = [
    line("session_meta", {
      id: `codex-${s.day}`,
      timestamp: `${s.day}T10:00:00.000Z`,
      cwd,
      cli_version: "0.171.0",
    }),
    line("turn_context", { cwd, model: "gpt-5-codex" }),
    ...user(s.user[0] ?? ""),
    ...(s.said === undefined ? [] : [agent(s.said)]),
  ];
  const writes = (s.writes ?? []).map((w) => `cat > ${w.path} <<'EOF'\n${w.content}\nEOF`);
  for (const [i, entry] of [...writes, ...s.commands].entries()) {
    const call = `call_${i}`;
    const { command, exit, output } = runOf(entry);
    lines.push(
      line("response_item", {
        type: "function_call",
        name: "exec_command",
        arguments: JSON.stringify({ cmd: command, workdir: cwd }),
        call_id: call,
      }),
      line("event_msg", {
        type: "exec_command_end",
        call_id: call,
        stdout: `${output}\n`,
        stderr: "",
        exit_code: exit,
        formatted_output: `${output}\n`,
      }),
    );
  }
  const patch = (e: ScriptedEdit, call: string) => {
    if (e.whole) {
      if (e.said !== undefined) lines.push(agent(e.said));
      lines.push(
        line("response_item", {
          type: "function_call",
          name: "exec_command",
          arguments: JSON.stringify({
            cmd: `cat > ${e.path} <<'EOF'\n${e.new}\nEOF`,
            workdir: cwd,
          }),
          call_id: call,
        }),
        line("event_msg", {
          type: "exec_command_end",
          call_id: call,
          stdout: "",
          stderr: "",
          exit_code: 0,
          formatted_output: "",
        }),
      );
      return;
    }
    const body = [
      "*** Begin Patch",
      `*** Update File: ${e.path}`,
      "@@",
      ...e.old.split("\n").map((l) => `-${l}`),
      ...e.new.split("\n").map((l) => `+${l}`),
      "*** End Patch",
    ].join("\n");
    if (e.said !== undefined) lines.push(agent(e.said));
    lines.push(
      line("response_item", {
        type: "custom_tool_call",
        name: "apply_patch",
        input: body,
        call_id: call,
      }),
      line("response_item", {
        type: "custom_tool_call_output",
        call_id: call,
        output: JSON.stringify({
          output: `Success. Updated the following files:\nM ${e.path}\n`,
          metadata: { exit_code: 0 },
        }),
      }),
    );
  };
  for (const [k, e] of editsAfter(s, 0).entries()) patch(e, `patch_0_${k}`);
  for (const [i, text] of s.user.slice(1).entries()) {
    lines.push(agent(replyBefore(s, i)), ...user(text));
    for (const [k, w] of rewritesAfter(s, i + 1).entries()) {
      const call = `rewrite_${i + 1}_${k}`;
      lines.push(
        line("response_item", {
          type: "function_call",
          name: "exec_command",
          arguments: JSON.stringify({
            cmd: `cat > ${w.path} <<'EOF'\n${w.content}\nEOF`,
            workdir: cwd,
          }),
          call_id: call,
        }),
        line("event_msg", {
          type: "exec_command_end",
          call_id: call,
          stdout: "",
          stderr: "",
          exit_code: 0,
          formatted_output: "",
        }),
      );
    }
    for (const [k, e] of editsAfter(s, i + 1).entries()) patch(e, `patch_${i + 1}_${k}`);
  }
  for (const text of closing(s)) lines.push(agent(text));
  return lines;
}

function geminiLines(root: string, s: ScriptedSession): string[] {
  let n = 0;
  const at = () => `${s.day}T11:00:${String(++n).padStart(2, "0")}.000Z`;
  const gemini = (content: string, toolCalls: unknown[] = []) =>
    JSON.stringify({
      id: `g${n}`,
      timestamp: at(),
      type: "gemini",
      content,
      thoughts: [],
      toolCalls,
    });
  const user = (text: string) =>
    JSON.stringify({ id: `u${n}`, timestamp: at(), type: "user", content: [{ text }] });
  const lines = [
    JSON.stringify({
      sessionId: `gemini-${s.day}`,
      projectHash: "0".repeat(64),
      startTime: `${s.day}T11:00:00.000Z`,
      lastUpdated: `${s.day}T11:00:00.000Z`,
      kind: "main",
    }),
    user(s.user[0] ?? ""),
  ];
  if (s.said !== undefined) lines.push(gemini(s.said));
  for (const [i, write] of (s.writes ?? []).entries()) {
    const id = `write_file__${i}`;
    const args = { file_path: join(root, write.path), content: write.content };
    lines.push(
      gemini("", [
        {
          id,
          name: "write_file",
          args,
          result: [{ functionResponse: { id, name: "write_file", response: { output: "ok" } } }],
          status: "success",
          timestamp: at(),
        },
      ]),
    );
  }
  for (const [i, entry] of s.commands.entries()) {
    const id = `run_shell_command__${i}`;
    const { command, exit, output } = runOf(entry);
    lines.push(
      gemini("", [
        {
          id,
          name: "run_shell_command",
          args: { command },
          result: [
            {
              functionResponse: {
                id,
                name: "run_shell_command",
                response: {
                  output:
                    exit === 0
                      ? `Output: ${output}\nProcess Group PGID: 100`
                      : `Command: ${command}\nDirectory: (root)\nOutput: ${output}\nError: (none)\nExit Code: ${exit}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 100`,
                },
              },
            },
          ],
          status: "success",
          timestamp: at(),
        },
      ]),
    );
  }
  const replace = (e: ScriptedEdit, id: string) => {
    const file_path = join(root, e.path);
    const args = e.whole
      ? { file_path, content: e.new }
      : { file_path, old_string: e.old, new_string: e.new };
    const name = e.whole ? "write_file" : "replace";
    const display = e.whole
      ? { resultDisplay: { originalContent: e.old, newContent: e.new, isNewFile: e.old === "" } }
      : {};
    lines.push(
      gemini(e.said ?? "", [
        {
          id,
          name,
          args,
          result: [{ functionResponse: { id, name, response: { output: "ok" } } }],
          status: "success",
          timestamp: at(),
          ...display,
        },
      ]),
    );
  };
  for (const [k, e] of editsAfter(s, 0).entries()) replace(e, `replace__0_${k}`);
  for (const [i, text] of s.user.slice(1).entries()) {
    lines.push(gemini(replyBefore(s, i)), user(text));
    for (const [k, w] of rewritesAfter(s, i + 1).entries()) {
      const id = `write_file__${i + 1}_${k}`;
      const args = { file_path: join(root, w.path), content: w.content };
      lines.push(
        gemini("", [
          {
            id,
            name: "write_file",
            args,
            result: [{ functionResponse: { id, name: "write_file", response: { output: "ok" } } }],
            status: "success",
            timestamp: at(),
          },
        ]),
      );
    }
    for (const [k, e] of editsAfter(s, i + 1).entries()) replace(e, `replace__${i + 1}_${k}`);
  }
  for (const text of closing(s)) lines.push(gemini(text));
  return lines;
}

/** Write `session` in its agent's format under `dir` and read it back as a summary. */
export async function ingestScripted(
  dir: string,
  root: string,
  session: ScriptedSession,
): Promise<TranscriptSummary> {
  const lines =
    session.agent === "claude"
      ? claudeLines(root, session)
      : session.agent === "codex"
        ? codexLines(root, session)
        : geminiLines(root, session);
  const path = join(dir, `${session.agent}-${session.day}.jsonl`);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return ingestTranscript(path, { agent: session.agent, k: 5, root, home: dir });
}
