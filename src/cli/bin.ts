#!/usr/bin/env node
/**
 * The ES module executable (`dist/bin/handoff.mjs`; the package's `bin` and the plugin's hooks run
 * the CommonJS launcher, `launch.ts`, and settings written before it may still name this one). It
 * turns Node's compile cache on (`compile-cache.ts`), then loads the CLI. Two hooks take their own
 * entries instead of the CLI: the point-of-edit hook (`edit-hook.mjs`) and a turn's end
 * (`turn-hook.cjs`, one flat script run through a V8 code cache kept in the same folder, see
 * cached-script.ts).
 */
import { fileURLToPath } from "node:url";
import { compileCacheRoot, enableCompileCache } from "./compile-cache.js";

enableCompileCache();

const args = process.argv.slice(2);
const cacheRoot = compileCacheRoot();
if (args[0] === "hook" && args.includes("--edit")) {
  // The point-of-edit hook runs before every edit: its own lean entry, without the CLI's
  // dispatcher, help texts or commands (a miss must cost little more than `node -e 0`).
  const { runEditHookProcess } = await import("../hooks/recall/edit-hook.js");
  process.exitCode = await runEditHookProcess(args[1] ?? "", args.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    cwd: process.cwd(),
  }).catch(() => 0);
} else if (args[0] === "hook") {
  // A hook's input is read first thing. At a turn's end the Stop path's flat entry takes it
  // (the turn waits for this hook), with the work tree's status already started when the event
  // gates (in a big repository the status outlasts the loading); anything that is not its path
  // runs the CLI on that input, after starting the status when the event gates.
  const hook = args.slice(1);
  const early = await import("../hooks/early-input.js");
  const input = early.readHookInputEarly(hook, { stdin: process.stdin, env: process.env });
  // What a turn's end starts first loads while its input is read.
  const turnModules = input === null ? null : loadTurnModules();
  const text = input === null ? null : await input.catch(() => null);
  const turnEnd = text === null ? null : early.turnEndOf(text, hook, process.env);
  const modules = turnEnd === null ? null : ((await turnModules?.catch(() => null)) ?? null);
  const ended =
    turnEnd === null || text === null || modules === null
      ? null
      : await modules.entry.runTurnEntry({
          hook,
          text,
          turnEnd,
          startStatus: modules.status.startStatusForHandOff,
          script: fileURLToPath(new URL("./turn-hook.cjs", import.meta.url)),
          cacheRoot,
          writeHere: async (ctx) => (await import("./run-cli.js")).writeHere(ctx),
        });
  if (typeof ended === "number") {
    process.exitCode = ended;
  } else {
    const { runCli } = await import("./run-cli.js");
    await runCli(args, {
      ...(input === null ? {} : { hookInput: input }),
      ...(ended === null ? {} : { status: ended.declined }),
    });
  }
} else {
  const { runCli } = await import("./run-cli.js");
  await runCli(args);
}

/**
 * The modules a turn's end starts its status with and runs its entry through (with its
 * built-ins, crypto and vm, which are not every command's).
 */
function loadTurnModules() {
  const loading = Promise.all([
    import("../collect/git/early-status.js"),
    import("./turn-entry.js"),
  ]).then(([status, entry]) => ({ status, entry }));
  loading.catch(() => undefined);
  return loading;
}
