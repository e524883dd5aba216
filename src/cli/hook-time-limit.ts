/**
 * The hard limit on a whole `handoff hook` run, armed by both of its entries (the CLI's
 * `commands/hook.ts` and the Stop path's `turn-hook-main.ts`): a hook that is still running
 * after it is stuck, and must neither block nor break the agent.
 */
import { realpathSync } from "node:fs";
import { exitHard } from "../platform/exit-hard.js";
import type { CliIO } from "./io.js";

/**
 * The hard limit on a whole hook run. Claude Code cuts command hooks at 60 s by default; a hook
 * that is still running after this long is stuck (a FIFO, a dead NFS mount): log and exit 0.
 */
export const HOOK_TIME_LIMIT_MS = 30_000;

/** The limit, or `HANDOFF_HOOK_TIMEOUT_MS` when set to a positive integer. */
function hookTimeLimit(env: NodeJS.ProcessEnv): number {
  const value = Number(env["HANDOFF_HOOK_TIMEOUT_MS"]);
  return Number.isInteger(value) && value > 0 ? value : HOOK_TIME_LIMIT_MS;
}

/**
 * Arm the hard limit: on expiry, append one line to hook.log (synchronously, no git: the event
 * loop may be all that is left) and end the process with exit 0. `exitHard`, because a plain
 * `process.exit` waits forever on a pool thread stuck in `open()`: then the process is killed
 * a second later instead. If writing the line itself hangs, the exit goes ahead without it.
 * Unref'd; cleared at the end.
 */
export function armTimeLimit(io: CliIO, agent: string): () => void {
  const limit = hookTimeLimit(io.env);
  const timer = setTimeout(() => {
    const name = /^[a-z]{1,16}$/.test(agent) ? agent : "?";
    const stop = () => exitHard(0);
    setTimeout(stop, 1_000);
    void Promise.all([import("../hooks/hook-log.js"), import("../platform/locate-repo.js")])
      .then(([log, locate]) => {
        const line = log.renderHookLogLine(
          {
            agent: name,
            event: "(any)",
            level: "error",
            message: `hook still running after ${limit} ms: stopped (exit 0)`,
          },
          new Date(),
        );
        // The file system's answer only: a hook that ran out of time must not spawn git now.
        const top = locate.findWorkTreeTop(realpathSync(io.cwd))?.top ?? io.cwd;
        log.appendHookLogLineSync(top, line);
      })
      .catch(() => undefined)
      .finally(stop);
  }, limit);
  timer.unref();
  return () => clearTimeout(timer);
}
