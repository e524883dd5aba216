/**
 * Pure helpers for Codex CLI rollouts: which line types carry what, the command line of a shell
 * call, the exit code inside a tool output (the format changed across releases), and the files
 * an `apply_patch` touches.
 */
import { joinArgv } from "../../../../util/shell-quote.js";
import { exitCodeOf, isObject, str } from "../../events.js";

/** Item types (of a `response_item` payload, or a flat line of the older format). */
export const ITEM_TYPES = new Set([
  "message",
  "function_call",
  "function_call_output",
  "custom_tool_call",
  "custom_tool_call_output",
  "local_shell_call",
  "local_shell_call_output",
  "reasoning",
]);
/** Envelope types whose payload must be an object (else the line is broken, not unknown). */
export const PAYLOAD_TYPES = new Set([
  "session_meta",
  "turn_context",
  "response_item",
  "event_msg",
]);
/** Wrappers Codex puts around context it injects as "user" messages. */
export const INJECTED =
  /^\s*(<environment_context>|<user_instructions>|<user_shell_command>|<turn_aborted>|# AGENTS\.md instructions)/;

const SHELL = /(^|\/)(ba|z|da|k)?sh$/;
const SHELL_FLAG = /^-l?c$|^-cl$/;

/**
 * A command from a shell call's arguments: `["bash","-lc","X"]` is shown as `X`, other argv lists
 * are joined with shell quoting, strings are kept.
 */
export function commandLine(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (!Array.isArray(value) || !value.every((part) => typeof part === "string")) return undefined;
  const argv = value as string[];
  if (argv.length === 3 && SHELL.test(argv[0] ?? "") && SHELL_FLAG.test(argv[1] ?? "")) {
    return argv[2];
  }
  return argv.length > 0 ? joinArgv(argv) : undefined;
}

/** The arguments of a call: a JSON string (function_call) or an object. */
export function callArguments(value: unknown): Record<string, unknown> | undefined {
  if (isObject(value)) return value;
  if (typeof value !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A tool output as text plus any structured exit code it carried. */
export interface OutputInfo {
  text: string;
  exit: number | undefined;
}

/**
 * Read a `function_call_output` payload: a string (maybe JSON `{output, metadata:{exit_code}}`),
 * an object `{type:"input_text", text}`, or a list of such blocks.
 */
export function outputInfo(output: unknown): OutputInfo {
  if (typeof output === "string") {
    if (output.startsWith("{")) {
      try {
        const parsed: unknown = JSON.parse(output);
        if (isObject(parsed) && ("output" in parsed || "metadata" in parsed)) {
          const metadata = parsed["metadata"];
          return {
            text: str(parsed["output"]) ?? "",
            exit: isObject(metadata) ? exitCodeOf(metadata["exit_code"]) : undefined,
          };
        }
      } catch {
        // Not JSON after all: plain output that starts with a brace.
      }
    }
    return { text: output, exit: undefined };
  }
  if (isObject(output)) {
    const text = str(output["text"]) ?? str(output["content"]) ?? "";
    return { text, exit: undefined };
  }
  if (Array.isArray(output)) {
    const parts = output.map((block) => (isObject(block) ? (str(block["text"]) ?? "") : ""));
    return { text: parts.join("\n"), exit: undefined };
  }
  return { text: "", exit: undefined };
}

const HEADER_CHARS = 600;
const EXIT_LINE = /(?:^|\n)(?:Exit code: |Process exited with code )(-?\d+)/;
const RUNNING = /(?:^|\n)Process running with session ID (\d+)/;

/** The exit code printed in an output's header ("Exit code: N", "Process exited with code N"). */
export function exitFromText(text: string): number | undefined {
  const header = headerOf(text);
  const match = EXIT_LINE.exec(header);
  return match ? Number(match[1]) : undefined;
}

/** The session id of a still-running `exec_command` ("Process running with session ID N"). */
export function runningSession(text: string): string | undefined {
  return RUNNING.exec(headerOf(text))?.[1];
}

/** The command's own output, without the header Codex puts before `Output:`. */
export function bodyOf(text: string): string {
  const at = text.indexOf("\nOutput:\n");
  if (at !== -1 && at < HEADER_CHARS) return text.slice(at + "\nOutput:\n".length);
  return text;
}

function headerOf(text: string): string {
  const head = text.slice(0, HEADER_CHARS);
  const at = head.indexOf("\nOutput:");
  return at === -1 ? head : head.slice(0, at);
}
