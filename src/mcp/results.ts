/**
 * Tool results for the MCP server: every string that leaves through MCP passes the redactor and
 * is made inert for the agent that reads it (`neutraliseForAgent`: no harness tag closes its
 * context, no invisible or bidi character hides text, no control character reaches its
 * terminal), and every failure becomes a tool error (`isError: true`) so the server itself never
 * dies.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { HandoffError } from "../errors.js";
import { redact } from "../redact/index.js";
import { mapStrings } from "../redact/walk-strings.js";
import { neutraliseForAgent } from "../render/inert-text.js";

/** What every string leaving through MCP passes: the redactor, then the agent-channel neutraliser. */
function safeForAgent(text: string): string {
  return neutraliseForAgent(redact(text).text);
}

/**
 * A structured success: the redacted object, also as JSON text for clients that read text.
 * Keys named in `exempt` keep their string value: the tool's own absolute paths (`packet_dir`,
 * `md`, `json`) are exempt from the home-path rule, as for `handoff write --json` (SPEC §10).
 * Object keys are redacted like values (a result can be keyed by a file name).
 */
export function toolResult(
  structured: Record<string, unknown>,
  exempt?: ReadonlySet<string>,
): CallToolResult {
  const safe = mapStrings(structured, safeForAgent, exempt ? { exempt } : {});
  return {
    content: [{ type: "text", text: JSON.stringify(safe, null, 2) }],
    structuredContent: safe,
  };
}

/**
 * A failure as a tool error: typed errors keep their message (and exit code, so a client can
 * tell a refusal from bad input); anything else is reported as an internal error.
 */
export function toolError(error: unknown): CallToolResult {
  const message =
    error instanceof HandoffError
      ? `${error.message} (exit code ${error.exitCode})`
      : `internal error: ${error instanceof Error ? error.message : String(error)}`;
  return { content: [{ type: "text", text: safeForAgent(message) }], isError: true };
}

/** Run a tool body; any throw becomes a tool error. */
export async function guardTool(body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    return toolError(error);
  }
}
