/**
 * Gemini CLI's hook protocol (`.gemini/settings.json`, checked against 0.61.0). Its input
 * carries `session_id`, `transcript_path` (the session's JSONL under `~/.gemini/tmp/<project>/
 * chats/`), `cwd`, `hook_event_name` and `timestamp`, plus `source` (SessionStart: startup,
 * resume, clear), `reason` (SessionEnd: exit, clear, logout, …), `trigger` (PreCompress:
 * manual, auto), `prompt` (BeforeAgent) and `tool_name`/`tool_input`/`tool_response`
 * (AfterTool). SessionStart, BeforeAgent and AfterTool read
 * `{"hookSpecificOutput": {"additionalContext": "…"}}` from stdout (the shape Claude Code
 * reads); Gemini wraps it in `<hook_context>` and, in a `-p` run, puts the SessionStart context
 * in front of the prompt.
 *
 * SessionEnd writes. PreCompress fires with `trigger: auto` before EVERY model turn (0.61.0
 * fires it before checking whether compression is due), so writing there would cost a blocking
 * write per turn: an `auto` PreCompress writes only when the context has reached Gemini's
 * compression threshold (half the window by default), a `manual` one (`/compress`) always.
 * BeforeAgent and AfterTool run the context-budget trigger. Gemini has no Stop gate here.
 * AfterAgent (after every turn) writes ahead, through a detached writer started at once: the
 * turn does not wait for the write. Gemini CLI does not
 * wait for SessionEnd hooks (best effort): that write goes to a detached writer at once.
 */
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import { findWorkTreeTop } from "../../platform/locate-repo.js";
import type { HookAction, HookAdapter } from "./adapter.js";
import { readHookConfig } from "../config.js";
import type { HookInput } from "./read-hook-input.js";
import { measureContextFill } from "../wrap-up/wrap-up.js";
import { findLatestGeminiUsage } from "../wrap-up/gemini-usage.js";

/** Gemini CLI compresses once the prompt reaches this fraction of the window (its default). */
export const GEMINI_COMPRESSION_THRESHOLD = 0.5;

export const geminiAdapter: HookAdapter = {
  agent: "gemini",
  displayName: "Gemini CLI",
  transcriptAgent: "gemini",
  writeEvents: ["PreCompress", "SessionEnd"],
  resumeEvents: ["SessionStart"],
  budgetEvents: ["BeforeAgent", "AfterTool"],
  gateEvents: [],
  defaultGate: "off",
  // The hookSpecificOutput.additionalContext JSON Claude Code reads, with no `<`/`>` in the text:
  // Gemini CLI escapes them as HTML entities (briefing.ts `withoutAngleBrackets`).
  briefingFormat: "gemini-hook",
  decide: decidePreCompress,
  turnWriteEvents: ["AfterAgent"],
  writeBudgetMs: { SessionEnd: 0, AfterAgent: 0 },
  findLatestUsage: findLatestGeminiUsage,
  // BeforeTool: write_file, replace, run_shell_command name the paths they write.
  editEvents: ["BeforeTool"],
  install: {
    settingsFile: ".gemini/settings.json",
    // JSON with comments; no matcher anywhere: Gemini compares a SessionStart matcher to the
    // source as an exact string (0.61.0), so `startup|resume|clear` would match nothing, and
    // every source should resume anyway.
    comments: true,
  },
};

/** An automatic PreCompress below the compression threshold is not a compression: ignore it. */
function decidePreCompress(input: HookInput): HookAction | undefined {
  if (input.hook_event_name !== "PreCompress" || input.trigger === "manual") return undefined;
  return compressionDue(input)
    ? undefined
    : { kind: "ignore", why: "PreCompress(auto) below Gemini's compression threshold" };
}

/** Whether the session's last prompt filled at least the compression threshold of its window. */
function compressionDue(input: HookInput): boolean {
  if (input.transcript_path === null) return false;
  // The wrap-up trigger's own reader of the transcript's tail: no git, a few kilobytes.
  try {
    const start = resolve(process.cwd(), input.cwd ?? ".");
    const root = findWorkTreeTop(realpathSync(start))?.top ?? start;
    const fill = measureContextFill(
      input.transcript_path,
      findLatestGeminiUsage,
      readHookConfig(root).config,
    );
    return fill !== null && fill.fill >= GEMINI_COMPRESSION_THRESHOLD;
  } catch {
    return false;
  }
}
