/**
 * Pure: the point-of-edit hook per host — which event each agent fires before a tool runs, and
 * what it reads back. Claude Code and Codex CLI (`PreToolUse`) read
 * `{"hookSpecificOutput": {"hookEventName": "PreToolUse", "additionalContext": "…"}}`, and deny
 * with `"permissionDecision": "deny"` and a `permissionDecisionReason` (Codex requires the
 * reason, and accepts neither `allow` nor `ask`; checked against Claude Code 2.1.332 and Codex
 * 0.171.0). Gemini CLI's `BeforeTool` denies with a top-level `{"decision": "deny", "reason": …}`
 * and, in 0.6x, shows a BeforeTool hook's `additionalContext` to no one: a warning there is
 * written in the shape its other events read, for a release that reads it. Qwen Code's
 * `PreToolUse` reads Claude Code's shape; 0.24.4 sends a denial's reason to the model as the
 * tool's result and drops the `additionalContext` of one that lets the tool run (a warning is
 * kept for a release that reads it). GitHub Copilot CLI's `preToolUse` (1.0.102) reads both at
 * the top of the output: `{"additionalContext": …}`, which reaches the model as a user message
 * before the tool's result, and `{"permissionDecision": "deny", "permissionDecisionReason": …}`.
 * Every text passes `neutraliseForAgent` (the one neutraliser of the channels an agent reads).
 */
import { neutraliseForAgent } from "../../render/inert-text.js";

/** How a host reads a pre-tool hook's answer. */
export type EditHookFormat = "pre-tool-use" | "before-tool" | "top-level";

/** Each agent's pre-tool event and answer format; agents without one have no entry. */
export const EDIT_HOSTS: Readonly<Record<string, { event: string; format: EditHookFormat }>> = {
  claude: { event: "PreToolUse", format: "pre-tool-use" },
  codex: { event: "PreToolUse", format: "pre-tool-use" },
  gemini: { event: "BeforeTool", format: "before-tool" },
  qwen: { event: "PreToolUse", format: "pre-tool-use" },
  copilot: { event: "preToolUse", format: "top-level" },
};

/** What the hook answers: add the recall to the context, or deny the edit with it. */
export interface EditAnswer {
  text: string;
  deny: boolean;
}

/** The hook's stdout for `answer` in `format` (one JSON line). */
export function renderEditOutput(format: EditHookFormat, answer: EditAnswer): string {
  const text = neutraliseForAgent(answer.text);
  if (format === "top-level") {
    const value = answer.deny
      ? { permissionDecision: "deny", permissionDecisionReason: text }
      : { additionalContext: text };
    return `${JSON.stringify(value)}\n`;
  }
  if (format === "before-tool") {
    const value = answer.deny
      ? { decision: "deny", reason: text }
      : { hookSpecificOutput: { hookEventName: "BeforeTool", additionalContext: text } };
    return `${JSON.stringify(value)}\n`;
  }
  const specific = answer.deny
    ? { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: text }
    : { hookEventName: "PreToolUse", additionalContext: text };
  return `${JSON.stringify({ hookSpecificOutput: specific })}\n`;
}

/**
 * The words that close a denial: why it was denied and how to lift the guard — the user says so
 * (a newer message reversing the rule), or `handoff note resolve <id>`.
 */
export function renderLiftHint(ids: readonly string[]): string {
  const resolve = ids.map((id) => `handoff note resolve ${id}`).join("; ");
  return `Denied by handoff: a rule of the user forbids this path (.handoff/config.json "guards": "block"). Leave it alone, or ask the user: the guard lifts when the user reverses the rule, or with \`${resolve}\`.`;
}
