/**
 * Fail closed on a transcript that records no working directory (SPEC §2.3): nothing in it says
 * which project it is, so one the tool found or a hook handed over is used only when it sits in
 * its agent's own project folder for this repository (Claude Code: `~/.claude/projects/<slug of
 * the repo>/`), as its adapter's locator says. An agent whose folders do not name the project
 * (Codex CLI's dated folders, Gemini CLI's, OpenCode's store) has none: such a transcript of it is
 * refused. A transcript a person names on the command line is theirs to vouch for.
 */
import { ForeignTranscriptError } from "../../errors.js";
import type { TranscriptSummary } from "../../model/snapshot/types.js";
import { ADAPTERS } from "./adapters.js";

/**
 * Throws a ForeignTranscriptError unless `summary` records a cwd (checked elsewhere) or `path`
 * is in its agent's own project folder for `root` under `home`.
 */
export async function assertOwnFolderWithoutCwd(
  summary: TranscriptSummary,
  path: string,
  shown: string,
  root: string,
  home: string,
): Promise<void> {
  if (summary.cwd !== null) return;
  const adapter = ADAPTERS.get(summary.agent);
  const locator = adapter?.locate === undefined ? null : await adapter.locate();
  if (locator?.ownsProjectFile?.(path, { root, home }) === true) return;
  throw new ForeignTranscriptError(
    shown,
    null,
    root,
    `records no working directory and is not in ${adapter?.name ?? summary.agent}'s own folder for this repository`,
  );
}
