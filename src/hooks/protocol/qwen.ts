/**
 * Qwen Code's hook protocol (`.qwen/settings.json`, checked against 0.24.4): Claude Code's, with
 * Qwen's own events and limits. Its input carries `session_id`, `transcript_path` (the session's
 * JSONL under `~/.qwen/projects/<slug>/chats/`), `cwd`, `hook_event_name`, `timestamp`,
 * `permission_mode`, plus `source` (SessionStart), `reason` (SessionEnd), `trigger`
 * (PreCompact), `prompt` (UserPromptSubmit), `tool_name`/`tool_input`/`tool_response`
 * (PostToolUse; PostToolUseFailure has `error`), and `stop_hook_active`,
 * `last_assistant_message`, `context_usage` (Stop). `hookSpecificOutput.additionalContext`
 * reaches the model: SessionStart's in the system prompt (`<qwen:session-start-context>`),
 * UserPromptSubmit's as a part after the prompt, a tool hook's after the tool's output.
 *
 * A `qwen -p` run fires no SessionEnd (only the interactive UI does, at exit, in a cleanup
 * that waits at most 2 s for it), so Stop, after every turn, writes ahead through a detached
 * writer started at once, and SessionEnd writes within 1 s before handing the rest to one.
 * PreCompact writes before a compression. UserPromptSubmit, PostToolUse and PostToolUseFailure
 * run the context-budget trigger from the `usageMetadata` Qwen records. Stop also runs the
 * gate, whose `systemMessage` Qwen shows the user. PreToolUse runs the point-of-edit hook
 * (`tool_name` `write_file`, `edit`, `notebook_edit`, `run_shell_command`, with Claude Code's
 * `tool_input` fields): 0.24.4 sends a denial's reason to the model and drops a warning's
 * `additionalContext`, so only `"guards": "block"` reaches it there. With folder trust on,
 * project hooks run only in a trusted folder.
 */
import type { HookAdapter } from "./adapter.js";
import { findLatestQwenUsage } from "../wrap-up/qwen-usage.js";

export const qwenAdapter: HookAdapter = {
  agent: "qwen",
  displayName: "Qwen Code",
  transcriptAgent: "qwen",
  writeEvents: ["PreCompact", "SessionEnd"],
  resumeEvents: ["SessionStart"],
  budgetEvents: ["UserPromptSubmit", "PostToolUse", "PostToolUseFailure"],
  gateEvents: ["Stop"],
  defaultGate: "warn",
  briefingFormat: "qwen-hook",
  turnWriteEvents: ["Stop"],
  // The interactive UI's exit cleanup waits 2 s for the SessionEnd hooks (0.24.4).
  writeBudgetMs: { SessionEnd: 1_000, Stop: 0 },
  findLatestUsage: findLatestQwenUsage,
  editEvents: ["PreToolUse"],
  install: {
    settingsFile: ".qwen/settings.json",
    // The tools that write a file, and the shell for commands that write to a path.
    matchers: { PreToolUse: "write_file|edit|notebook_edit|run_shell_command" },
    // Qwen matches a SessionStart or SessionEnd matcher against the source or reason; without
    // one every source resumes.
    notes: [
      "with folder trust on (security.folderTrust.enabled in ~/.qwen/settings.json), Qwen Code runs project hooks only in a folder you trusted",
    ],
  },
};
