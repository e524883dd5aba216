/**
 * The `handoff` executable of the package (`bin`: `dist/bin/handoff.cjs`; the plugin's hooks run
 * its copy, `plugin/dist/handoff.cjs`): a small CommonJS
 * launcher in front of the ES module CLI (`bin.ts`, `dist/bin/handoff.mjs`). On Node 20 an ES
 * module entry costs ~12 ms more than a CommonJS one before its first line runs (the ES module
 * loader's start-up, then a turn of the event loop for each import); a turn's end, the hook
 * every turn of an agent waits for, pays that at every turn. So the launcher does what a turn's
 * end needs first in CommonJS (the hook's input read, the status its gate takes started, the
 * Stop path's flat entry loaded through its code cache: `turn-entry.ts`) and imports the CLI
 * (`run-cli.mjs`) only for the rest, with what it read. The point-of-edit hook takes its own
 * entry (`edit-hook.mjs`) as from bin.ts. Only the input's first question (`early-input.ts`,
 * the agents' list) loads with the launcher; a command that is not a hook then loads the CLI.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readHookInputEarly, turnEndOf } from "../hooks/early-input.js";
import { compileCacheRoot, enableCompileCache } from "./compile-cache.js";

/** A file of the bundle beside this one, as an import specifier. */
function beside(name: string): string {
  return pathToFileURL(join(__dirname, name)).href;
}

async function launch(args: string[]): Promise<void> {
  enableCompileCache();
  if (args[0] === "hook" && args.includes("--edit")) {
    const { runEditHookProcess } = (await import(
      beside("edit-hook.mjs")
    )) as typeof import("../hooks/recall/edit-hook.js");
    process.exitCode = await runEditHookProcess(args[1] ?? "", args.slice(2), {
      stdin: process.stdin,
      stdout: process.stdout,
      cwd: process.cwd(),
    }).catch(() => 0);
    return;
  }
  const hook = args.slice(1);
  const input =
    args[0] === "hook"
      ? readHookInputEarly(hook, { stdin: process.stdin, env: process.env })
      : null;
  const text = input === null ? null : await input.catch(() => null);
  const turnEnd = text === null ? null : turnEndOf(text, hook, process.env);
  const cli = (): Promise<typeof import("./run-cli.js")> => import(beside("run-cli.mjs"));
  let status: import("../platform/run-git.js").StartedGit | undefined;
  if (turnEnd !== null && text !== null) {
    const [{ runTurnEntry }, early] = await Promise.all([
      import("./turn-entry.js"),
      import("../collect/git/early-status.js"),
    ]);
    const ended = await runTurnEntry({
      hook,
      text,
      turnEnd,
      startStatus: early.startStatusForHandOff,
      script: join(__dirname, "turn-hook.cjs"),
      cacheRoot: compileCacheRoot(),
      writeHere: async (ctx) => (await cli()).writeHere(ctx),
    });
    if (typeof ended === "number") {
      process.exitCode = ended;
      return;
    }
    status = ended.declined;
  }
  const { runCli } = await cli();
  await runCli(args, {
    ...(input === null ? {} : { hookInput: input }),
    ...(status === undefined ? {} : { status }),
  });
}

void launch(process.argv.slice(2));
