#!/usr/bin/env node
/**
 * The `handoff` executable. It turns Node's compile cache on, then loads the CLI: a module
 * compiled before is then read from the cache instead of compiled again (most of a warm hook's
 * start-up on Node 22.1+). The cache folder is handoff's own; Node keys each entry by its version
 * and the module's hash and writes entries whole, so concurrent hooks share it safely. Node 20
 * has no compile cache of its own. Two hooks take their own entries instead of the CLI: the
 * point-of-edit hook (`edit-hook.mjs`) and a turn's end (`turn-hook.cjs`, one flat script run
 * through a V8 code cache kept in the same folder, see cached-script.ts).
 */
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TurnEnd } from "../hooks/early-input.js";
import type { CachedScript } from "./cached-script.js";

/** Node 22.1+: `module.enableCompileCache`. */
const withCache = module as { enableCompileCache?: (dir: string) => unknown };
if (typeof withCache.enableCompileCache === "function" && !process.env.NODE_DISABLE_COMPILE_CACHE) {
  try {
    withCache.enableCompileCache(join(tmpdir(), "handoff-compile-cache"));
  } catch {
    // A cache that cannot be used costs only speed.
  }
}

const args = process.argv.slice(2);
const cacheRoot = join(tmpdir(), "handoff-compile-cache");
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
  // What a turn's end starts first loads while its input is read (a small module).
  const statusModule = input === null ? null : loadStatusModule();
  const text = input === null ? null : await input.catch(() => null);
  const turnEnd = text === null ? null : early.turnEndOf(text, hook, process.env);
  const ended =
    turnEnd === null || text === null || statusModule === null
      ? null
      : await runTurnEntry(hook, text, turnEnd, statusModule);
  if (ended === null) {
    if (input !== null) {
      const { startHookEarly } = await import("../hooks/start-early.js");
      void startHookEarly(hook, input, { env: process.env, cwd: process.cwd() });
    }
    await runCli(input ?? undefined);
  }
} else {
  await runCli();
}

/**
 * The Stop path's flat entry (`turn-hook.cjs` beside this file, loaded through its V8 code
 * cache), run on the input read above and handed the status started for its gate; null when it
 * declined the run, or could not be loaded (`dist/src/cli/bin.js`, the library's copy, has none
 * beside it): the CLI runs it then, and takes the status back.
 */
async function runTurnEntry(
  hook: string[],
  text: string,
  turnEnd: TurnEnd,
  statusModule: ReturnType<typeof loadStatusModule>,
): Promise<number | null> {
  const started = await statusModule.catch(() => null);
  if (started === null) return null;
  const status = turnEnd.gates
    ? started.startStatusForHandOff(process.cwd(), turnEnd.dir)
    : undefined;
  const file = fileURLToPath(new URL("./turn-hook.cjs", import.meta.url));
  let entry: CachedScript<typeof import("./turn-hook-main.js")> | null = null;
  try {
    // Loaded here only, once the status runs: its built-ins (crypto, vm) are not every command's.
    const { loadCachedScript } = await import("./cached-script.js");
    entry = loadCachedScript(file, cacheRoot);
    if (typeof entry.exports.runTurnHook !== "function") entry = null;
  } catch {
    // Not built beside this file, or not loadable: the CLI runs the hook.
  }
  const outcome =
    entry === null
      ? null
      : await entry.exports
          .runTurnHook(hook, {
            stdout: process.stdout,
            stderr: process.stderr,
            cwd: process.cwd(),
            env: process.env,
            input: Promise.resolve(text),
            ...(status === undefined ? {} : { status }),
            script: process.argv[1],
            writeHere: async (ctx) =>
              (await import("../hooks/hook-write.js")).writeForHook(ctx, ctx.input),
          })
          // Past its decision the entry has acted: whatever fails then is not run again.
          .catch(() => ({ code: 0, handedOver: false }));
  if (outcome === null) {
    if (status !== undefined) (await import("../platform/run-git.js")).adoptStartedGit(status);
    return null;
  }
  entry?.saveCache();
  // The write went to a detached writer: nothing in this process is left to wait for.
  if (outcome.handedOver) process.exit(outcome.code);
  process.exitCode = outcome.code;
  return outcome.code;
}

/** The module a turn's end starts its status with. */
function loadStatusModule() {
  const loading = import("../collect/git/early-status.js");
  loading.catch(() => undefined);
  return loading;
}

async function runCli(hookInput?: Promise<string>): Promise<void> {
  // A hook (every turn's end, every tool call) takes its own lean entry; every other command main.
  const [{ isBrokenPipe }, { main }] = await Promise.all([
    import("./io.js"),
    args[0] === "hook" ? import("./hook-main.js") : import("./main.js"),
  ]);

  // A reader that leaves early (`handoff ingest … --summary | head -1`) closes the pipe. The write
  // that meets it is settled by `writeOut` (and `redact` ends its stream there); the stream's own
  // 'error' event must not become an uncaught exception with a stack trace. Any other stream error
  // stays fatal.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error) => {
      if (!isBrokenPipe(error)) throw error;
    });
  }

  main(args, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env,
    ...(hookInput === undefined ? {} : { hookInput }),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 70;
    },
  );
}
