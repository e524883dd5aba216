/**
 * The hook file `hooks install cline` writes (`.clinerules/hooks/TaskComplete`, or with
 * `--global` `~/.cline/hooks/TaskComplete`): a whole file of handoff's, recognised by its first
 * line. Cline 3.0.65 runs a hook file with no extension and no `#!` line with bash, its payload
 * on stdin. Pure text.
 */
import { HOOK_PLUGIN_FILES } from "../../model/agents.js";

/** The first line of the hook file: how install and uninstall know it is ours. */
export const CLINE_HOOK_MARKER: string = (() => {
  const file = HOOK_PLUGIN_FILES.find((f) => f.path === ".clinerules/hooks/TaskComplete");
  if (file === undefined) throw new Error("no Cline hook file in model/agents.ts");
  return file.marker;
})();

/** The hook file, running `command` (e.g. `handoff hook cline`) with Cline's payload. */
export function renderClineHookFile(command: string): string {
  return `${CLINE_HOOK_MARKER}; 'handoff hooks uninstall cline' removes it.
# Cline runs it when a task completes: it writes a handoff packet (handed to a detached writer,
# so Cline never waits on it). A failure is logged to .handoff/hook.log, and never stops Cline.
exec ${command}
`;
}
