/**
 * How the texts handoff prints for an agent (the briefing, the Stop gate's fix lines, the
 * PreCompact instructions, the wrap-up) name handoff itself, so that every command they suggest
 * runs on the route handoff was installed by (issue 31). On the npm route (`npm install -g`,
 * a clone's `npm install -g .`) that is `handoff`. The Claude Code plugin puts no `handoff` on
 * PATH, and its `${CLAUDE_PLUGIN_ROOT}` is expanded in hook commands but is not set in the
 * agent's shell, so there the texts name the bundle by its absolute path:
 * `node "/…/plugin/dist/handoff.cjs" note next "…"`, a command that runs in any shell.
 *
 * The route is told by the script this process runs: the plugin's hooks and slash commands run
 * `<plugin root>/dist/handoff.cjs` (before it `handoff.mjs`, which older settings may still
 * name), the npm package's bin is `dist/bin/handoff.cjs`. The entry
 * point sets it once per invocation; the text builders read it (a process-wide fact, like argv).
 */

let launcher = "handoff";

/** The command prefix that runs handoff: `handoff`, or `node "/…/dist/handoff.cjs"`. */
export function handoffCli(): string {
  return launcher;
}

/** `handoff <args>` as the agent should type it on this route. */
export function handoffCommand(args: string): string {
  return `${launcher} ${args}`;
}

/** Set by the CLI entry point from `launcherFor(process.argv[1])`. */
export function setHandoffCli(command: string): void {
  launcher = command;
}

/**
 * The launcher for a process started as `node <script>` (absolute path). Pure: the plugin
 * bundle's shape (`…/dist/handoff.cjs` or `…/dist/handoff.mjs`) gives its own absolute
 * launcher, anything else `handoff`.
 */
export function launcherFor(script: string | undefined): string {
  if (script === undefined) return "handoff";
  const parts = script.split(/[\\/]/);
  const file = parts.at(-1);
  if ((file !== "handoff.cjs" && file !== "handoff.mjs") || parts.at(-2) !== "dist") {
    return "handoff";
  }
  return `node ${quotePath(script)}`;
}

/**
 * A path in double quotes, as in the plugin's own hook commands, so that a text can still wrap
 * the whole command in single quotes; in single quotes when it holds a character that double
 * quotes do not protect.
 */
function quotePath(path: string): string {
  if (!/["$`\\!]/.test(path)) return `"${path}"`;
  return `'${path.replaceAll("'", `'\\''`)}'`;
}

/**
 * `text` with each backticked `` `handoff <command>`` renamed to this route's launcher: for
 * texts written elsewhere with the npm name (the clean-state rules' details, which also reach
 * packets and so keep one spelling there).
 */
export function onRoute(text: string): string {
  if (launcher === "handoff") return text;
  return text.replace(/`handoff (?=[a-z])/g, () => `\`${launcher} `);
}
