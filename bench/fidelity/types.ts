/**
 * The shapes of the fidelity measure: a relay's score, a part's, the whole result and the
 * baseline file, apart from the bench that fills them, so the renderer reads them without
 * importing the bench.
 */
import type { Answer, Question } from "./score.js";

/** One relay's replay, scored. */
export interface RelayScore {
  name: string;
  agents: string[];
  questions: Question[];
  answers: Answer[];
  /** Percent answered (one decimal). */
  score: number;
  /**
   * The hops the recording kept the live briefing of: the live hooks' answers there, and this
   * build's replay's on the same hops (equal when the replay reproduces the live relay).
   */
  live: { recorded: Answer[]; replayed: Answer[] };
}

/** One part of the corpus (the tuning relays or the held-out ones), scored. */
export interface FidelityPart {
  relays: RelayScore[];
  /** Percent answered over the part's relays' questions and hops. */
  score: number;
  answered: number;
  asked: number;
  /** Answers made wrong by a forbidden match (a leaked secret, a superseded rule in force, …). */
  wrong: number;
}

/**
 * The whole measurement: the relays the rules may be tuned on, and the held-out relays
 * (test/fixtures/relays/holdout/), whose questions were written before any rule ran on them.
 */
export interface FidelityResult {
  tuning: FidelityPart;
  /** Null when only the tuning part was replayed (`--tuning`). */
  holdout: FidelityPart | null;
}

/** The scores of one part in bench/fidelity-baseline.json. */
export interface PartBaseline {
  score: number;
  relays: Record<string, number>;
}

/**
 * bench/fidelity-baseline.json: the tuning part's scores at the top level, the held-out part's
 * under `holdout` (a floor: CI fails on a drop, not because it is below 100 %).
 */
export interface FidelityBaseline extends PartBaseline {
  holdout?: PartBaseline;
}
