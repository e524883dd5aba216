/**
 * GitHub Copilot CLI's hook protocol (checked against 1.0.102, run for real in `test:agents`).
 * Copilot loads every `.github/hooks/*.json` of a trusted repo (and `$COPILOT_HOME/hooks/`):
 * `hooks install copilot` writes `.github/hooks/handoff.json` whole (`copilot-hooks-file.ts`).
 * Its stdin is camelCase JSON that names no event: `sessionId`, `timestamp`, `cwd`, plus
 * `source` (sessionStart: new, startup, resume) and `initialPrompt`, `reason` (sessionEnd:
 * complete, error, abort, timeout, user_exit), `transcriptPath`, `stopReason` and
 * `stop_hook_active` (agentStop). Each installed command names its event (`--event`), and
 * `readCopilotInput` gives the shared field names; only agentStop names the transcript, so the
 * others get the session's own file, `<session-state>/<sessionId>/events.jsonl`. The input's
 * `timestamp` (ms) is when Copilot fired the event, the time it stamps the event's `hook.start`
 * line with: it becomes the shared `event_at`.
 *
 * Copilot appends `events.jsonl` in order but behind the session, sometimes a second late: at
 * agentStop or sessionEnd the turn's final answer may not be on disk yet. Every line is dated,
 * so a write reads the file once it holds a line dated at or after its event (that event's own
 * `hook.start`, at the latest): `transcriptBehind`, hooks/transcript-lag.ts.
 *
 * - sessionStart resumes: `{"additionalContext": "…"}` at the top of its output (not in
 *   `hookSpecificOutput`) reaches the model as a message before the prompt.
 * - agentStop (the end of every turn; Copilot waits for it) writes ahead through a detached
 *   writer started at once, so the turn does not wait.
 * - sessionEnd (Copilot waits for it too) and preCompact (before a compaction) write.
 * - userPromptSubmitted, postToolUse and postToolUseFailure run the context-budget trigger
 *   from the usage Copilot records per model call (`copilot-usage.ts`); their
 *   `additionalContext`, at the top of the output as for sessionStart, reaches the model.
 *
 * - preToolUse runs the point-of-edit hook (`--edit`): `toolName` and `toolArgs` (`create`,
 *   `edit`: `path`; `bash`: `command`) name what the tool writes, and the recall comes back at
 *   the top of the output (`hooks/recall/edit-output.ts`).
 *
 * - agentStop also runs the Stop gate, off unless the config's `gate` (or `--gate`) turns it on:
 *   Copilot reads Claude Code's `{"decision": "block", "reason"}` and sends the reason on as
 *   the next user message (the session file records it so; the parser leaves it out of the
 *   user's words), then fires agentStop again with `stop_hook_active`. A warning
 *   (`systemMessage`) is dropped by Copilot: `warn` shows nothing.
 */
import { join } from "node:path";
import { copilotSessionState } from "../../collect/transcripts/agents/copilot/locate.js";
import { jsonLineTime } from "../../collect/transcripts/line-time.js";
import type { HookAdapter } from "./adapter.js";
import { COPILOT_HOOKS_MARKER, renderCopilotHooks } from "./copilot-hooks-file.js";
import { findLatestCopilotUsage } from "../wrap-up/copilot-usage.js";

const RESUME = ["sessionStart"];
const WRITE = ["sessionEnd", "preCompact"];
const TURN_WRITE = ["agentStop"];
/** After the context grew: a prompt, a tool call (a failed one fires only the latter). */
const BUDGET = ["userPromptSubmitted", "postToolUse", "postToolUseFailure"];
/** Before a tool runs: the point-of-edit hook. */
const EDIT = ["preToolUse"];
/** Copilot's per-hook `timeoutSec`: room for a closing write under load. */
const TIMEOUTS = { sessionStart: 30, sessionEnd: 30, preCompact: 30 };

/** A session id as Copilot makes them (a UUID): nothing that could leave its folder. */
const SESSION_ID = /^[A-Za-z0-9][\w-]{0,127}$/;

/**
 * Copilot's hook input in the shared field names (pure but for the folder it names): its
 * `sessionId`, its `transcriptPath` or the session's own events file, `stopHookActive`.
 * Fields already in the shared names (an input handed to a detached writer) are kept.
 */
export function readCopilotInput(
  record: Record<string, unknown>,
  where: { env: NodeJS.ProcessEnv; home: string },
): Record<string, unknown> {
  const session = record["sessionId"];
  const own =
    typeof session === "string" && SESSION_ID.test(session)
      ? join(copilotSessionState(where.env, where.home), session, "events.jsonl")
      : undefined;
  return {
    ...record,
    session_id: record["session_id"] ?? session,
    transcript_path: record["transcript_path"] ?? record["transcriptPath"] ?? own,
    stop_hook_active: record["stop_hook_active"] ?? record["stopHookActive"],
    event_at: record["event_at"] ?? record["timestamp"],
  };
}

export const copilotAdapter: HookAdapter = {
  agent: "copilot",
  displayName: "GitHub Copilot CLI",
  transcriptAgent: "copilot",
  writeEvents: WRITE,
  resumeEvents: RESUME,
  budgetEvents: BUDGET,
  gateEvents: ["agentStop"],
  // Copilot drops a warning's `systemMessage`: only `block` says anything, and it is opt-in.
  defaultGate: "off",
  briefingFormat: "copilot-hook",
  readInput: readCopilotInput,
  turnWriteEvents: TURN_WRITE,
  // A turn's write would hold the turn: a detached writer at once. The closing write runs in
  // the hook (Copilot waits for it) for up to 10 s, then is handed over too.
  writeBudgetMs: { agentStop: 0, sessionEnd: 10_000 },
  transcriptBehind: { lineTime: jsonLineTime },
  findLatestUsage: findLatestCopilotUsage,
  editEvents: EDIT,
  install: {
    settingsFile: ".github/hooks/handoff.json",
    plugin: {
      render: (command, { wrapUp, edit }) =>
        renderCopilotHooks(
          command,
          [...RESUME, ...TURN_WRITE, ...WRITE, ...(wrapUp ? BUDGET : [])],
          TIMEOUTS,
          { command: edit, events: EDIT },
        ),
      isOurs: (text) => text.startsWith(COPILOT_HOOKS_MARKER),
      userFile: (env, home) =>
        join(env["COPILOT_HOME"] || join(home, ".copilot"), "hooks", "handoff.json"),
    },
    notes: [
      "GitHub Copilot CLI runs a repo's hooks once the folder is trusted (its trust prompt, or COPILOT_ALLOW_ALL); the session after this one is briefed at its start",
    ],
  },
};
