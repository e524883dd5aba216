/**
 * Pure: the point-of-edit hook per host — which event each agent fires before a tool runs, and
 * what it reads back. Claude Code and Codex CLI (`PreToolUse`) read
 * `{"hookSpecificOutput": {"hookEventName": "PreToolUse", "additionalContext": "…"}}`, and deny
 * with `"permissionDecision": "deny"` and a `permissionDecisionReason` (Codex requires the
 * reason, and accepts neither `allow` nor `ask`; checked against Claude Code 2.1.332 and Codex
 * 0.171.0). Gemini CLI's `BeforeTool` denies with a top-level `{"decision": "deny", "reason": …}`
 * and, in 0.6x, shows a BeforeTool hook's `additionalContext` to no one: a warning there is
 * written in the shape its other events read, for a release that reads it. Every text passes
 * `neutraliseForAgent` (the one neutraliser of the channels an agent reads).
 */
import { neutraliseForAgent } from "../../render/inert-text.js";

/** How a host reads a pre-tool hook's answer. */
export type EditHookFormat = "pre-tool-use" | "before-tool";

/** Each agent's pre-tool event and answer format; agents without one have no entry. */
export const EDIT_HOSTS: Readonly<Record<string, { event: string; format: EditHookFormat }>> = {
  claude: { event: "PreToolUse", format: "pre-tool-use" },
  codex: { event: "PreToolUse", format: "pre-tool-use" },
  gemini: { event: "BeforeTool", format: "before-tool" },
};

/** What the hook answers: add the recall to the context, or deny the edit with it. */
export interface EditAnswer {
  text: string;
  deny: boolean;
}

/** The hook's stdout for `answer` in `format` (one JSON line). */
export function renderEditOutput(format: EditHookFormat, answer: EditAnswer): string {
  const text = neutraliseForAgent(answer.text);
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
