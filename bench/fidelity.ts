/**
 * `npm run bench:fidelity [-- --check] [-- --write-baseline] [-- --relays DIR] [-- --tuning]
 * [-- --holdout-details]`: how much of a
 * relay's facts survives hop after hop. Each relay recorded under test/fixtures/relays/ (real
 * Claude Code, Codex CLI, Gemini CLI and OpenCode sessions; see test/agents/relay.ts) is replayed
 * against this build and its questions.json asked of the briefing every hop started with. The
 * corpus has two parts, scored apart: the tuning relays (the rules may be fitted to them) and
 * the held-out ones under holdout/ (never looked at while changing a rule: the measure of how the
 * rules hold on sessions nobody tuned for). Prints per part, relay and hop answered / asked, the
 * unanswered questions and every wrong answer (a forbidden match: a leaked secret, a superseded
 * rule stated as in force, a non-action as the next action); of the held-out part only how many
 * each relay missed, unless `--holdout-details` (for whoever writes or scores held-out relays:
 * what they ask and what a briefing said is what a rule must not be fitted to). `--check` exits 1 when a score of
 * either part is below bench/fidelity-baseline.json; `--write-baseline` records this run's.
 * `--tuning` replays the tuning part alone (the held-out part is then neither replayed nor
 * printed, and `--check` and `--write-baseline` keep its recorded scores): what a session
 * changing a rule may look at.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { packageRoot } from "../src/platform/package-root.js";
import { recordedRelays, replayRelay } from "./fidelity/replay.js";
import { renderFidelity } from "./fidelity/render.js";
import { parseQuestions, percent, scoreRelay } from "./fidelity/score.js";

import type {
  FidelityBaseline,
  FidelityPart,
  FidelityResult,
  PartBaseline,
  RelayScore,
} from "./fidelity/types.js";

export type { FidelityBaseline, FidelityPart, FidelityResult, PartBaseline, RelayScore };

export const RELAYS_DIR = join(packageRoot(), "test", "fixtures", "relays");
/** The held-out relays: a folder of `dir`, so no tuning run sees them as its own. */
export const HOLDOUT = "holdout";
export const BASELINE_FILE = join(packageRoot(), "bench", "fidelity-baseline.json");

/**
 * Replay and score every relay recorded under `dir` (tuning) and `dir`/holdout/ (held out);
 * `tuningOnly` leaves the held-out part unreplayed (null).
 */
export async function measureFidelity(
  dir = RELAYS_DIR,
  tuningOnly = false,
): Promise<FidelityResult> {
  return {
    tuning: await measurePart(dir),
    holdout: tuningOnly ? null : await measurePart(join(dir, HOLDOUT)),
  };
}

async function measurePart(dir: string): Promise<FidelityPart> {
  const relays: RelayScore[] = [];
  for (const name of recordedRelays(dir)) {
    const file = join(dir, name, "questions.json");
    const questions = parseQuestions(readFileSync(file, "utf8"), file);
    const replayed = await replayRelay(join(dir, name), name);
    const answers = scoreRelay(name, replayed.briefings, questions);
    const liveHops = new Set(replayed.recorded.flatMap((b, i) => (b === null ? [] : [i + 1])));
    const onLiveHops = questions
      .map((q) => ({ ...q, hops: q.hops.filter((h) => liveHops.has(h)) }))
      .filter((q) => q.hops.length > 0);
    const live = {
      recorded: scoreRelay(
        name,
        replayed.recorded.map((b) => b ?? ""),
        onLiveHops,
      ),
      replayed: scoreRelay(name, replayed.briefings, onLiveHops),
    };
    relays.push({
      name,
      agents: replayed.agents,
      questions,
      answers,
      score: percent(answers),
      live,
    });
  }
  return partOf(relays);
}

/** A part's totals from its relays. */
export function partOf(relays: RelayScore[]): FidelityPart {
  const all = relays.flatMap((r) => r.answers);
  return {
    relays,
    score: percent(all),
    answered: all.filter((a) => a.answered).length,
    asked: all.length,
    wrong: all.filter((a) => a.wrong !== null).length,
  };
}

/** The scores below the baseline's, as lines (empty: none); each part against its own floor. */
export function belowBaseline(result: FidelityResult, baseline: FidelityBaseline): string[] {
  return [
    ...partBelow(result.tuning, baseline, ""),
    ...(baseline.holdout === undefined || result.holdout === null
      ? []
      : partBelow(result.holdout, baseline.holdout, "holdout ")),
  ];
}

function partBelow(part: FidelityPart, baseline: PartBaseline, label: string): string[] {
  const below: string[] = [];
  if (part.score < baseline.score)
    below.push(`${label}overall ${part.score} % < baseline ${baseline.score} %`);
  for (const relay of part.relays) {
    const floor = baseline.relays[relay.name];
    if (floor !== undefined && relay.score < floor)
      below.push(`${label}${relay.name} ${relay.score} % < baseline ${floor} %`);
  }
  for (const name of Object.keys(baseline.relays)) {
    if (!part.relays.some((r) => r.name === name))
      below.push(`${label}${name}: no longer recorded`);
  }
  return below;
}

/**
 * The baseline file's content for this run's scores; a part this run did not replay keeps the
 * scores of `kept` (the baseline before).
 */
export function baselineOf(result: FidelityResult, kept?: FidelityBaseline): FidelityBaseline {
  const scores = (part: FidelityPart): PartBaseline => ({
    score: part.score,
    relays: Object.fromEntries(part.relays.map((r) => [r.name, r.score])),
  });
  const holdout = result.holdout === null ? kept?.holdout : scores(result.holdout);
  return holdout === undefined ? scores(result.tuning) : { ...scores(result.tuning), holdout };
}

export function readBaseline(file = BASELINE_FILE): FidelityBaseline {
  return JSON.parse(readFileSync(file, "utf8")) as FidelityBaseline;
}

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      check: { type: "boolean", default: false },
      "write-baseline": { type: "boolean", default: false },
      relays: { type: "string" },
      tuning: { type: "boolean", default: false },
      "holdout-details": { type: "boolean", default: false },
    },
  });
  const started = performance.now();
  const result = await measureFidelity(values.relays ?? RELAYS_DIR, values.tuning);
  process.stdout.write(renderFidelity(result, { holdoutDetails: values["holdout-details"] }));
  process.stdout.write(`(replayed in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  if (values["write-baseline"]) {
    const before = values.tuning ? readBaseline() : undefined;
    writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(result, before), null, 2)}\n`);
    process.stdout.write(`baseline written: ${BASELINE_FILE}\n`);
  }
  if (values.check) {
    const below = belowBaseline(result, readBaseline());
    for (const line of below) process.stdout.write(`BELOW BASELINE: ${line}\n`);
    return below.length === 0 ? 0 : 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `bench:fidelity: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 2;
    },
  );
}
