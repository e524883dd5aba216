/**
 * The executable's entry for `handoff hook` (bin.ts picks it by the first argument): a hook runs
 * at every turn's end and after every tool call, and the agent waits for it, so it skips what
 * `main.ts` loads to choose among all commands (the command table, their summaries, the version
 * reader). It does for `hook` what `main` does: the launcher named from the script, stderr made
 * neutral for a terminal, stdout left raw (the agent reads it), and a command that throws
 * reported by `main.ts`'s `reportFailure`. Help and version requests go to `main`.
 */
import { resolve } from "node:path";
import { launcherFor, setHandoffCli } from "../util/cli-launcher.js";
import type { CliIO } from "./io.js";
import { neutralOutput } from "./neutral-output.js";

/** `main` for an argv that starts with `hook`; anything else is handed to `main` itself. */
export async function main(argv: string[], given: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  const asksForText = rest.some((arg) => arg === "--help" || arg === "-h" || arg === "--version");
  if (name !== "hook" || asksForText) return (await import("./main.js")).main(argv, given);
  const script = process.argv[1];
  setHandoffCli(launcherFor(script === undefined ? undefined : resolve(script)));
  const io: CliIO = { ...given, stderr: neutralOutput(given.stderr) };
  try {
    const { run } = await import("./commands/hook.js");
    return await run(rest, io);
  } catch (error) {
    return (await import("./main.js")).reportFailure(name, error, io);
  }
}
