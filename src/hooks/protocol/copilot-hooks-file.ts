/**
 * The hooks file `hooks install copilot` writes (`.github/hooks/handoff.json`, or with `--global`
 * `$COPILOT_HOME/hooks/handoff.json`): a whole file of handoff's, since GitHub Copilot CLI
 * (1.0.102) loads every `*.json` of those folders; an uninstall removes it only while its first
 * line still says it is handoff's. Copilot's hook input names no event, so each event's command
 * names its own (`--event`). Pure text.
 */
import { HOOK_PLUGIN_FILES } from "../../model/agents.js";

/** The first line's start of every hooks file handoff writes for Copilot. */
export const COPILOT_HOOKS_MARKER: string = markerOf(".github/hooks/handoff.json");

function markerOf(path: string): string {
  const file = HOOK_PLUGIN_FILES.find((f) => f.path === path);
  if (file === undefined) throw new Error(`no hook file at ${path} in model/agents.ts`);
  return file.marker;
}

/** Copilot's own key for how long a hook may run, in seconds, per event. */
export type CopilotTimeouts = Readonly<Record<string, number>>;

/**
 * The file's text: `{"//": …, "version": 1, "hooks": {<event>: [{type, bash, powershell}]}}`,
 * one entry per event running `<command> --event <event>` (the same line in either shell), and
 * one per `edit.events` running the point-of-edit hook's command the same way.
 */
export function renderCopilotHooks(
  command: string,
  events: readonly string[],
  timeouts: CopilotTimeouts = {},
  edit: { command: string; events: readonly string[] } = { command, events: [] },
): string {
  const lines: [string, string][] = [
    ...events.map((event): [string, string] => [event, command]),
    ...edit.events.map((event): [string, string] => [event, edit.command]),
  ];
  const hooks = Object.fromEntries(
    lines.map(([event, run]) => {
      const line = `${run} --event ${event}`;
      const timeout = timeouts[event];
      return [
        event,
        [
          {
            type: "command",
            bash: line,
            powershell: line,
            ...(timeout === undefined ? {} : { timeoutSec: timeout }),
          },
        ],
      ];
    }),
  );
  const note = `${COPILOT_HOOKS_MARKER.slice('{"//": "'.length)}; 'handoff hooks uninstall copilot' removes this file`;
  const body = JSON.stringify({ version: 1, hooks }, null, 2);
  // The note first, on the first line: the marker install, uninstall and `check` know it by.
  return `{"//": ${JSON.stringify(note)},${body.slice(1)}\n`;
}
