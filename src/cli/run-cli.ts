/**
 * The CLI run by an executable: `main` (or, for a hook, `hook-main`, the hooks' lean dispatcher)
 * on the process's streams. An entry of the bundle of its own (`dist/bin/run-cli.mjs`), so that
 * the package's CommonJS launcher (`launch.ts`) reaches it by a fixed name; `bin.ts` runs it too.
 */
import type { HookContext } from "../hooks/hook-context.js";
import type { WrittenHere } from "../hooks/turn-handed-over.js";
import { adoptStartedGit, type StartedGit } from "../platform/run-git.js";

/** What an executable already did before it ran the CLI. */
export interface CliStart {
  /** The hook's input, read (or being read) by the executable. */
  hookInput?: Promise<string> | undefined;
  /** A status the executable started for a turn's gate, for this copy of the git runner. */
  status?: StartedGit | undefined;
}

/** Run the CLI on `args`; the process's exit code is set when it ends. */
export async function runCli(args: string[], start: CliStart = {}): Promise<void> {
  if (start.status !== undefined) adoptStartedGit(start.status);
  const hook = args.slice(1);
  if (args[0] === "hook" && start.hookInput !== undefined) {
    // Whatever the hook starts early (its status, its writer's inputs) starts on that input.
    const { startHookEarly } = await import("../hooks/start-early.js");
    void startHookEarly(hook, start.hookInput, { env: process.env, cwd: process.cwd() });
  }
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
    ...(start.hookInput === undefined ? {} : { hookInput: start.hookInput }),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 70;
    },
  );
}

/** A turn's packet written in this process (its writer could not be started). */
export async function writeHere(ctx: HookContext): Promise<WrittenHere> {
  const { writeForHook } = await import("../hooks/hook-write.js");
  return writeForHook(ctx, ctx.input);
}
