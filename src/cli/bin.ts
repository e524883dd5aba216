#!/usr/bin/env node
/**
 * The `handoff` executable. It only turns Node's compile cache on, then loads the CLI: a module
 * compiled before is then read from the cache instead of compiled again (most of a warm hook's
 * start-up on Node 22.1+). The cache folder is handoff's own; Node keys each entry by its version
 * and the module's hash and writes entries whole, so concurrent hooks share it safely. Node 20
 * has no compile cache: it starts as before.
 */
import module from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
if (args[0] === "hook" && args.includes("--edit")) {
  // The point-of-edit hook runs before every edit: its own lean entry, without the CLI's
  // dispatcher, help texts or commands (a miss must cost little more than `node -e 0`).
  const { runEditHookProcess } = await import("../hooks/recall/edit-hook.js");
  process.exitCode = await runEditHookProcess(args[1] ?? "", args.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    cwd: process.cwd(),
  }).catch(() => 0);
} else {
  if (args[0] === "hook") {
    // A hook reads its input and, at a gating Stop, starts the work tree's status now, while
    // the CLI below loads (the status of a big repository outlasts the loading).
    const { startHookEarly } = await import("../hooks/start-early.js");
    void startHookEarly(args.slice(1), {
      stdin: process.stdin,
      env: process.env,
      cwd: process.cwd(),
    });
  }
  await runCli();
}

async function runCli(): Promise<void> {
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
  }).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 70;
    },
  );
}
