/**
 * A turn's end run through the Stop path's flat entry (`turn-hook.cjs`, loaded through its V8
 * code cache): the status its gate takes started first, then the entry loaded and run on the
 * input already read. Shared by the two executables that take this path, the package's
 * CommonJS launcher (`launch.ts`, `dist/bin/handoff.cjs`, which the plugin's hooks run too) and
 * the ES module entry (`bin.ts`, `dist/bin/handoff.mjs`); each gives its own copy of the git
 * runner and its way to write in-process.
 */
import type { TurnEnd } from "../hooks/early-input.js";
import type { HookContext } from "../hooks/hook-context.js";
import type { WrittenHere } from "../hooks/turn-handed-over.js";
import type { StartedGit } from "../platform/run-git.js";
import { type CachedScript, loadCachedScript } from "./cached-script.js";

/** What the caller gives a turn's end. */
export interface TurnEntryRun {
  /** The arguments after `hook`. */
  hook: string[];
  /** The hook's input, read. */
  text: string;
  turnEnd: TurnEnd;
  /** Start the gate's status in the caller's copy of the git runner, taken out to hand over. */
  startStatus: (cwd: string, dir: string | undefined) => StartedGit | undefined;
  /** `turn-hook.cjs`'s path. */
  script: string;
  /** Where the code cache is kept. */
  cacheRoot: string;
  /** The packet written in this process, for the rare turn whose writer cannot be started. */
  writeHere: (ctx: HookContext) => Promise<WrittenHere>;
}

/**
 * Run the turn's end; its exit code, or `declined` (with the status it started, to be taken
 * back by the CLI's git runner) when the entry declined the run or could not be loaded. When
 * the write went to a detached writer, the process exits here: nothing is left to wait for.
 */
export async function runTurnEntry(
  run: TurnEntryRun,
): Promise<number | { declined: StartedGit | undefined }> {
  const status = run.turnEnd.gates ? run.startStatus(process.cwd(), run.turnEnd.dir) : undefined;
  let entry: CachedScript<typeof import("./turn-hook-main.js")> | null = null;
  try {
    entry = loadCachedScript(run.script, run.cacheRoot);
    if (typeof entry.exports.runTurnHook !== "function") entry = null;
  } catch {
    // Not built beside the executable, or not loadable: the CLI runs the hook.
  }
  const outcome =
    entry === null
      ? null
      : await entry.exports
          .runTurnHook(run.hook, {
            stdout: process.stdout,
            stderr: process.stderr,
            cwd: process.cwd(),
            env: process.env,
            input: Promise.resolve(run.text),
            ...(status === undefined ? {} : { status }),
            script: process.argv[1],
            writeHere: run.writeHere,
          })
          // Past its decision the entry has acted: whatever fails then is not run again.
          .catch(() => ({ code: 0, handedOver: false }));
  if (outcome === null) return { declined: status };
  entry?.saveCache();
  if (outcome.handedOver) process.exit(outcome.code);
  return outcome.code;
}
