/**
 * `npm run bench:fidelity [-- --check] [-- --write-baseline] [-- --relays DIR]` (issue 28): how
 * much of a relay's facts survives hop after hop. Each relay recorded under
 * test/fixtures/relays/ (real Claude Code, Codex and Gemini CLI sessions; see
 * test/agents/relay.ts) is replayed against this build and its questions.json asked of the
 * briefing every hop started with. Prints per relay and hop answered / asked, the unanswered
 * questions and every wrong answer (a forbidden match: a leaked secret, "continue where the last
 * session left off" as the objective). `--check` exits 1 when a score is below
 * bench/fidelity-baseline.json; `--write-baseline` records this run's scores there.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { packageRoot } from "../src/platform/package-root.js";
import { recordedRelays, replayRelay } from "./fidelity/replay.js";
import { renderFidelity } from "./fidelity/render.js";
import {
  type Answer,
  parseQuestions,
  percent,
  type Question,
  scoreRelay,
} from "./fidelity/score.js";

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

/** The whole measurement. */
export interface FidelityResult {
  relays: RelayScore[];
  /** Percent answered over every relay's questions and hops. */
  score: number;
  answered: number;
  asked: number;
}

/** bench/fidelity-baseline.json. */
export interface FidelityBaseline {
  score: number;
  relays: Record<string, number>;
}

export const RELAYS_DIR = join(packageRoot(), "test", "fixtures", "relays");
export const BASELINE_FILE = join(packageRoot(), "bench", "fidelity-baseline.json");

/** Replay and score every relay recorded under `dir`. */
export async function measureFidelity(dir = RELAYS_DIR): Promise<FidelityResult> {
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
  const all = relays.flatMap((r) => r.answers);
  return {
    relays,
    score: percent(all),
    answered: all.filter((a) => a.answered).length,
    asked: all.length,
  };
}

/** The scores below the baseline's, as lines (empty: none). */
export function belowBaseline(result: FidelityResult, baseline: FidelityBaseline): string[] {
  const below: string[] = [];
  if (result.score < baseline.score)
    below.push(`overall ${result.score} % < baseline ${baseline.score} %`);
  for (const relay of result.relays) {
    const floor = baseline.relays[relay.name];
    if (floor !== undefined && relay.score < floor)
      below.push(`${relay.name} ${relay.score} % < baseline ${floor} %`);
  }
  for (const name of Object.keys(baseline.relays)) {
    if (!result.relays.some((r) => r.name === name)) below.push(`${name}: no longer recorded`);
  }
  return below;
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
    },
  });
  const started = performance.now();
  const result = await measureFidelity(values.relays ?? RELAYS_DIR);
  process.stdout.write(renderFidelity(result));
  process.stdout.write(`(replayed in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  if (values["write-baseline"]) {
    const baseline: FidelityBaseline = {
      score: result.score,
      relays: Object.fromEntries(result.relays.map((r) => [r.name, r.score])),
    };
    writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
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
