/**
 * A hook's first move on the CLI's path, made by bin.ts before the CLI loads: when the input
 * (read by `early-input.ts`) is an event whose Stop gate reads the repository (the adapter's
 * answer, as the runner decides it: `decideHookAction`), the work tree's `git status` started
 * (`startStatusEarly`). In a repository of 100,000 files the status takes longer than the whole
 * hook's loading; started here it runs beside that loading (about 40 ms earlier on Node 20 than
 * from the runner). The runner takes it as its own, through `runGit`. Anything that fails here
 * is left to the runner, which reports as before.
 */
import { realpathSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { startStatusEarly } from "../collect/git/early-status.js";
import { findGitDirs } from "../platform/git-files.js";
import { readHookConfig } from "./config.js";
import { decideHookAction } from "./protocol/adapter.js";
import { optionOf } from "./early-input.js";
import { parseHookInput } from "./protocol/read-hook-input.js";
import { HOOK_ADAPTERS, loadHookAdapter } from "./protocol/registry.js";

/**
 * For `handoff hook AGENT …` (`args` after `hook`) and its `input`: start the gate's status once
 * the input says the event gates. Nothing for an agent it does not know (a test's fake one
 * included), a detached writer (`--from-file`) or a request for help. Settles (never rejects)
 * once the status is started or known not to be needed.
 */
export function startHookEarly(
  args: readonly string[],
  input: Promise<string>,
  io: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<void> {
  const agent = args[0] ?? "";
  const other = ["--from-file", "--edit", "--help", "-h", "--version"];
  if (!Object.hasOwn(HOOK_ADAPTERS, agent) || args.some((arg) => other.includes(arg))) {
    return Promise.resolve();
  }
  const gate = optionOf(args, "gate");
  if (gate === "off") return Promise.resolve();
  return Promise.all([input, loadHookAdapter(agent, HOOK_ADAPTERS)])
    .then(([text, adapter]) => {
      if (adapter === null) return;
      const env = io.env;
      const home = env["HOME"] ?? homedir();
      const read = adapter.readInput;
      const parsed = parseHookInput(text, {
        event: optionOf(args, "event"),
        ...(read === undefined ? {} : { translate: (record) => read(record, { env, home }) }),
      });
      const action = decideHookAction(adapter, parsed);
      const gates = action.kind === "gate" || (action.kind === "write" && action.gate);
      if (!gates) return;
      const dirs = findGitDirs(
        realpathSync(resolve(io.cwd, optionOf(args, "root") ?? parsed.cwd ?? ".")),
      );
      if (dirs === null) return;
      const mode = gate ?? readHookConfig(dirs.top).config.gate ?? adapter.defaultGate;
      if (mode !== "off") startStatusEarly(dirs.top);
    })
    .catch(() => undefined);
}
