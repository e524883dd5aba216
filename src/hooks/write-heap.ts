/**
 * The young generation of a process that writes a packet for a hook (the write's child process,
 * the detached writer): semi-spaces of at most 4 MB, set on the node command line handoff starts
 * them with (see write-process.ts for why). On the bench's full-scale turn (Node 24) the write's
 * peak went from ~137 MB to ~120 MB at the same CPU; 8 MB left it at ~129 MB, 2 MB saved no
 * more than 4. Node 20 takes the flag too (its default stops at 16 MB).
 */
export const SEMI_SPACE_FLAG = "--max-semi-space-size=4";

/**
 * Whether a hook-mode write of this run goes to a child process started with that flag: when
 * this process is the CLI a host started (it may start processes; a library call inside
 * another program writes in its own), and is not itself the detached writer (started with it).
 */
export function writesInChild(ctx: {
  options: { canDetach?: boolean; detached?: boolean };
}): boolean {
  return ctx.options.canDetach === true && ctx.options.detached !== true;
}
