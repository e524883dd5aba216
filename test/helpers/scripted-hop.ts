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

/** A relay of three hops where the third replaces a rule of the first through the code. */
export interface RuleReplacedRelay {
  agents: readonly ScriptedSession["agent"][];
  /** The file holding the rules' constants: `before` as the first hop writes it, `after` the third. */
  file: string;
  before: string;
  after: string;
  /** The first hop's messages (the constants are written in the turn of the last). */
  first: string[];
  /** The second hop's opener, and the third's before its newer rule. */
  openers: [string, string];
  newer: string;
  reports: [string, string];
}

/**
 * The third hop's packet of `relay`: hop one writes `before` after its last message, hop two
 * only carries on, hop three writes `after` whole right after the newer rule; each hop is
 * given its real diff's value changes.
 */
export async function ruleReplacedRelay(
  dir: string,
  repo: string,
  relay: RuleReplacedRelay,
): Promise<Packet> {
  const hop = scriptedHop(dir, repo);
  const diffOf = committedValueChanges(repo, relay.file);
  const [a, b, c] = relay.agents as [
    ScriptedSession["agent"],
    ScriptedSession["agent"],
    ScriptedSession["agent"],
  ];
  const p1 = await hop(
    {
      agent: a,
      day: "2026-12-01",
      user: relay.first,
      rewrites: [{ after: relay.first.length - 1, path: relay.file, content: relay.before }],
      commands: ["npm test"],
      report: relay.reports[0],
    },
    null,
    diffOf("", relay.before),
  );
  const p2 = await hop(
    {
      agent: b,
      day: "2026-12-02",
      user: [relay.openers[0]],
      commands: ["npm test"],
      report: "Tests pass.",
    },
    p1,
    [],
  );
  return hop(
    {
      agent: c,
      day: "2026-12-03",
      user: [relay.openers[1], relay.newer],
      edits: [{ after: 1, path: relay.file, old: relay.before, new: relay.after, whole: true }],
      commands: ["npm test"],
      report: relay.reports[1],
    },
    p2,
    diffOf(relay.before, relay.after),
  );
}
