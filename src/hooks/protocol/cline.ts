/**
 * Cline CLI's hook protocol (checked against 3.0.65). Cline has no hook settings: it runs the
 * files of `.clinerules/hooks/` and `.cline/hooks/` in the workspace (and of `~/.cline/hooks/`,
 * `--hooks-dir`) named after an event: `TaskStart`, `TaskResume`, `TaskComplete`, `TaskCancel`,
 * `TaskError`, `PreToolUse`, `PostToolUse`, `UserPromptSubmit`, `PreCompact`,
 * `SessionShutdown`, with any script extension (no extension: run with bash). `hooks install
 * cline` writes one such file, `TaskComplete` (`cline-hook-file.ts`), that runs `handoff hook
 * cline`.
 *
 * Its stdin is Cline's own JSON, not Claude Code's: `hookName` (`agent_end` for TaskComplete,
 * `agent_start`, `tool_result`, …), `sessionContext.rootSessionId` (the session id, the name of
 * its folder under `~/.cline/data/sessions/`), `workspaceRoots`, `workspaceInfo`, and for
 * `agent_end` `turn.outputText` (the task's last answer). `readClineHookInput` turns it into
 * the fields every adapter reads; the transcript is the session's `<id>.messages.json`
 * (`clineSessionsDir`).
 *
 * TaskComplete (a task finished: a `cline "…"` run ends with it) writes, through a detached
 * writer started at once. No briefing: Cline runs a task's start hooks detached with their
 * output ignored (3.0.65: `blockingRunStartHooks` off), so nothing a start hook prints reaches
 * the model; `handoff continue --to cline` briefs instead. No gate, no wrap-up.
 */
import { join } from "node:path";
import type { HookAdapter } from "./adapter.js";
import { CLINE_HOOK_MARKER, renderClineHookFile } from "./cline-hook-file.js";

/** Cline's hook names, as its hook files are named. */
const EVENTS: Readonly<Record<string, string>> = {
  agent_start: "TaskStart",
  agent_resume: "TaskResume",
  agent_abort: "TaskCancel",
  agent_end: "TaskComplete",
  agent_error: "TaskError",
  tool_call: "PreToolUse",
  tool_result: "PostToolUse",
  prompt_submit: "UserPromptSubmit",
  session_shutdown: "SessionShutdown",
};

/** Cline's own folder: `$CLINE_DIR`, else `~/.cline` (3.0.65). */
export function clineDir(env: NodeJS.ProcessEnv, home: string): string {
  return env["CLINE_DIR"]?.trim() || join(home, ".cline");
}

/**
 * Where Cline keeps its sessions: `$CLINE_SESSION_DATA_DIR`, else `sessions/` of its data folder
 * (`$CLINE_DATA_DIR`, else `data/` of its own folder), as 3.0.65 resolves them.
 */
export function clineSessionsDir(env: NodeJS.ProcessEnv, home: string): string {
  const sessions = env["CLINE_SESSION_DATA_DIR"]?.trim();
  if (sessions) return sessions;
  const data = env["CLINE_DATA_DIR"]?.trim() || join(clineDir(env, home), "data");
  return join(data, "sessions");
}

/**
 * Cline's hook payload as the fields every adapter's input has (pure but for where its data
 * folder is). An input that already has them (a detached writer's saved one) is kept as it is.
 */
export function readClineHookInput(
  value: Record<string, unknown>,
  where: { env: NodeJS.ProcessEnv; home: string },
): Record<string, unknown> {
  if (typeof value["hook_event_name"] === "string") return value;
  const hook = typeof value["hookName"] === "string" ? value["hookName"] : "";
  const context = value["sessionContext"];
  const id =
    typeof context === "object" && context !== null
      ? (context as Record<string, unknown>)["rootSessionId"]
      : undefined;
  const roots = value["workspaceRoots"];
  const cwd = Array.isArray(roots) && typeof roots[0] === "string" ? roots[0] : null;
  const turn = value["turn"];
  const output =
    typeof turn === "object" && turn !== null
      ? (turn as Record<string, unknown>)["outputText"]
      : undefined;
  const session = typeof id === "string" && /^[\w.-]+$/.test(id) ? id : null;
  return {
    hook_event_name: EVENTS[hook] ?? (hook || "unknown"),
    session_id: session,
    cwd,
    transcript_path:
      session === null
        ? null
        : join(clineSessionsDir(where.env, where.home), session, `${session}.messages.json`),
    ...(typeof output === "string" ? { last_assistant_message: output } : {}),
  };
}

export const clineAdapter: HookAdapter = {
  agent: "cline",
  displayName: "Cline",
  transcriptAgent: "cline",
  writeEvents: [],
  resumeEvents: [],
  budgetEvents: [],
  gateEvents: [],
  defaultGate: "off",
  briefingFormat: "cline-hook",
  turnWriteEvents: ["TaskComplete"],
  writeBudgetMs: { TaskComplete: 0 },
  findLatestUsage: () => null,
  readInput: readClineHookInput,
  install: {
    settingsFile: ".clinerules/hooks/TaskComplete",
    plugin: {
      render: renderClineHookFile,
      isOurs: (text) => text.startsWith(CLINE_HOOK_MARKER),
      // Cline's own hooks folder (`--config` moves it; `--hooks-dir` adds another).
      userFile: (env, home) => join(clineDir(env, home), "hooks", "TaskComplete"),
    },
    notes: [
      "Cline runs the hook when a task completes (it writes a packet); it takes no context from a hook at a task's start, so brief a new session with 'handoff continue --to cline'",
    ],
  },
};
