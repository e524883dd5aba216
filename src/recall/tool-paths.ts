/**
 * Pure: the paths a tool call is about to write, from the tool's name and input as each host's
 * pre-tool hook passes them — Claude Code (Edit, Write, MultiEdit: `file_path`; NotebookEdit:
 * `notebook_path`; Bash: `command`), Codex CLI (`apply_patch`'s patch, a shell call's `command`
 * or `cmd`), Gemini CLI (`write_file`, `replace`: `file_path`; `run_shell_command`: `command`),
 * Qwen Code (`write_file`, `edit`: `file_path`; `notebook_edit`: `notebook_path`;
 * `run_shell_command`), GitHub Copilot CLI (`create`, `edit`: `path`; `bash`: `command`).
 * A tool that writes nothing (a read, a search) gives no path, so the hook prints nothing.
 */
import { patchFiles } from "../util/patch-files.js";
import { shellWrites } from "./shell-writes.js";

/** Tools whose input names the one file they write, and the field that names it. */
const FILE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  Edit: ["file_path"],
  Write: ["file_path"],
  MultiEdit: ["file_path"],
  NotebookEdit: ["notebook_path"],
  notebook_edit: ["notebook_path"],
  create: ["path"],
  write_file: ["file_path", "path"],
  replace: ["file_path", "path"],
  edit: ["file_path", "filePath", "path"],
  write: ["file_path", "filePath", "path"],
};

/** Tools that run a shell command line. */
const SHELL_TOOLS = new Set([
  "Bash",
  "shell",
  "shell_command",
  "exec_command",
  "local_shell",
  "run_shell_command",
  "bash",
]);

/** Tools that apply a patch (`*** Update File: …`). */
const PATCH_TOOLS = new Set(["apply_patch", "patch"]);

/** The paths the call writes (as the tool names them: absolute or relative to its cwd). */
export function toolWritePaths(toolName: string, input: unknown): string[] {
  const fields =
    typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  if (Object.hasOwn(FILE_TOOLS, toolName)) {
    for (const field of FILE_TOOLS[toolName] ?? []) {
      const value = fields[field];
      if (typeof value === "string" && value !== "") return [value];
    }
    return [];
  }
  if (SHELL_TOOLS.has(toolName)) {
    const command = fields["command"] ?? fields["cmd"];
    if (typeof command === "string") return shellWrites(command);
    // An argv (`["bash", "-lc", "…"]`): the script a shell runs, else the words as one line.
    if (Array.isArray(command) && command.every((w) => typeof w === "string")) {
      const words = command as string[];
      const script = words.findIndex((w) => w === "-c" || w === "-lc");
      return shellWrites(script !== -1 ? (words[script + 1] ?? "") : words.join(" "));
    }
    return [];
  }
  if (PATCH_TOOLS.has(toolName)) {
    const patch = fields["input"] ?? fields["patch"] ?? fields["command"];
    const text = Array.isArray(patch)
      ? patch.filter((w) => typeof w === "string").join("\n")
      : patch;
    return typeof text === "string" ? patchFiles(text) : [];
  }
  return [];
}

/** One pre-tool hook call, read from its input whatever the host's spelling. */
export interface PreToolCall {
  /** The event the input names, else the one the installed command named (`--event`). */
  event: string | null;
  toolName: string | null;
  toolInput: unknown;
}

/**
 * The event, tool name and tool input of a pre-tool hook's input: Claude Code's names
 * (`hook_event_name`, `tool_name`, `tool_input`; Codex CLI, Gemini CLI and Qwen Code use them
 * too) or GitHub Copilot CLI's (`toolName`, `toolArgs`: an object, or its JSON text as the
 * documentation shows it), whose input names no event.
 */
export function readPreToolCall(
  input: Record<string, unknown>,
  namedEvent: string | null,
): PreToolCall {
  const event = input["hook_event_name"];
  const name = input["tool_name"] ?? input["toolName"];
  let toolInput = input["tool_input"] ?? input["toolArgs"];
  if (typeof toolInput === "string") {
    try {
      toolInput = JSON.parse(toolInput) as unknown;
    } catch {
      toolInput = undefined;
    }
  }
  return {
    event: typeof event === "string" ? event : namedEvent,
    toolName: typeof name === "string" ? name : null,
    toolInput,
  };
}
