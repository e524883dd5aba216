import { parseValueChanges } from "../../src/collect/git/value-changes.js";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import type { ValueChange } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type ScriptedSession, ingestScripted } from "./relay-transcripts.js";
import { makeSessionSnapshot } from "./session-snapshot.js";
import { git, writeRepoFile } from "./temp-repo.js";

/**
 * One hop of a scripted relay: `session` ingested (its transcript written under `dir`, run in
 * `root`), generated on the packet before with the diff's value changes given, no agent report
 * and no next action required.
 */
export function scriptedHop(
  dir: string,
  root: string,
): (session: ScriptedSession, previous: Packet | null, changes: ValueChange[]) => Promise<Packet> {
  return async (session, previous, changes) => {
    const s = makeSessionSnapshot();
    s.transcript = await ingestScripted(dir, root, session);
    s.options.agent_report = null;
    s.options.allow_missing_next = true;
    s.previous = previous === null ? null : toPreviousView(previous);
    if (s.git !== null) s.git = { ...s.git, value_changes: changes };
    return generate(s).payload;
  };
}

/**
 * The value changes of a real diff of `path` in `repo`: commits `text`, then `next`, and reads
 * the `-U0` patch between them.
 */
export function committedValueChanges(
  repo: string,
  path: string,
): (text: string, next: string) => ValueChange[] {
  return (text, next) => {
    writeRepoFile(repo, path, text);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "--allow-empty", "-m", "before");
    writeRepoFile(repo, path, next);
    const patch = git(repo, "diff", "-U0", "--no-color");
    git(repo, "commit", "-q", "--allow-empty", "-am", "after");
    return parseValueChanges(patch);
  };
}
