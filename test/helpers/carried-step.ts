/**
 * Sessions of the scripted agents after a packet whose next action was a step: what the tests of
 * a carried step being done (or not) by a later session build each case from. Every session is
 * on a day of its own, so each transcript is a file of its own under the test's folder.
 */
import { generate } from "../../src/generate/index.js";
import { FROM_REPORT } from "../../src/generate/session-words.js";
import type { Snapshot } from "../../src/model/snapshot/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { type RelayAgent, type ScriptedRun, ingestScripted } from "./relay-transcripts.js";
import { SAMPLE_ROOT } from "./sample-snapshot.js";
import { makeSessionSnapshot } from "./session-snapshot.js";

/** The agents each case runs under: a step written by one is often done by another. */
export const STEP_AGENTS = ["claude", "codex", "gemini"] as const;

/** What a session did: the files it wrote, the commands it ran, its closing words. */
export interface Hop {
  writes?: { path: string; content: string }[];
  commands: (string | ScriptedRun)[];
  report: string;
}

/** A run of `command` that failed with `output`. */
export const fail = (command: string, output: string): ScriptedRun => ({
  command,
  exit: 1,
  output,
});

/** The sessions of one test file: their transcripts under `dir`, each opening on `user`. */
export interface CarriedStepSessions {
  /** A session of `agent` after a packet whose next action was `step`. */
  after(agent: RelayAgent, step: string, hop: Hop): Promise<Snapshot>;
  /** The next session's day (`2026-01-02`, then `2026-01-03` …), for sessions built otherwise. */
  nextDay(): string;
}

/** Sessions whose transcripts go under `dir`, the user opening each with `user`. */
export function carriedStepSessions(dir: string, user: string): CarriedStepSessions {
  let dayNo = 0;
  const nextDay = (): string => {
    dayNo++;
    const month = String(1 + Math.floor(dayNo / 28)).padStart(2, "0");
    return `2026-${month}-${String(1 + (dayNo % 28)).padStart(2, "0")}`;
  };
  return {
    nextDay,
    async after(agent, step, hop) {
      const prior = makeSessionSnapshot();
      prior.options.next = `${step} ${FROM_REPORT}`;
      const s = makeSessionSnapshot();
      s.previous = toPreviousView(generate(prior).payload);
      s.notes = s.notes.filter((n) => n.kind !== "next");
      s.workbench.agent_state = null;
      s.transcript = await ingestScripted(dir, SAMPLE_ROOT, {
        agent,
        day: nextDay(),
        user: [user],
        commands: hop.commands,
        report: hop.report,
        ...(hop.writes === undefined ? {} : { writes: hop.writes }),
      });
      s.options.agent_report = null;
      return s;
    },
  };
}
