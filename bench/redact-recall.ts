/**
 * `npm run bench:recall [-- CORPUS]`: the redactor's recall on a labelled corpus of secret and
 * non-secret lines (default `../shared/fixtures/secrets/all.jsonl`, the test fixtures of four
 * public scanners; see its MANIFEST.md), and how many `generic` negatives it touches.
 *
 * A secret line is caught when none of its `values` (else the whole line) survives whole; a
 * `generic` negative is touched when the output differs at all. Prints recall per source and in
 * total, and exits 1 below the targets (recall >= 90 %, generic negatives touched <= 10 %).
 * When the corpus is absent it says so and exits 2: no figure is made up. The tests use their
 * own small labelled fixture (`test/fixtures/secrets/`); this corpus is third-party material that
 * a standalone checkout does not have.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { redact } from "../src/redact/index.js";
import { packageRoot } from "../src/platform/package-root.js";

/** The targets (#18): recall at least this, generic negatives touched at most this. */
export const RECALL_TARGET = 0.9;
export const GENERIC_TOUCHED_TARGET = 0.1;

/** One labelled line of a corpus (the fields this script reads). */
export interface LabelledLine {
  text: string;
  secret: boolean;
  source?: string;
  scope?: string;
  values?: string[];
}

/** Recall and false-positive figures over a corpus. */
export interface RecallFigures {
  positives: number;
  caught: number;
  generic: number;
  touched: number;
  /** Per source (first word of `source`): positives and caught. */
  bySource: Map<string, { positives: number; caught: number }>;
  /** Texts of the secret lines that survived, for a look by hand. */
  missed: string[];
}

/** Redact each line and count what was caught and what was touched. */
export function measureRecall(lines: readonly LabelledLine[]): RecallFigures {
  const figures: RecallFigures = {
    positives: 0,
    caught: 0,
    generic: 0,
    touched: 0,
    bySource: new Map(),
    missed: [],
  };
  for (const line of lines) {
    const out = redact(line.text).text;
    if (line.secret) {
      const source = (line.source ?? "unknown").split(" ")[0] ?? "unknown";
      const entry = figures.bySource.get(source) ?? { positives: 0, caught: 0 };
      figures.bySource.set(source, entry);
      entry.positives++;
      figures.positives++;
      const values =
        line.values !== undefined && line.values.length > 0 ? line.values : [line.text];
      if (values.every((value) => !out.includes(value))) {
        entry.caught++;
        figures.caught++;
      } else {
        figures.missed.push(line.text);
      }
    } else if (line.scope === "generic") {
      figures.generic++;
      if (out !== line.text) figures.touched++;
    }
  }
  return figures;
}

/** Parse a JSONL corpus; throws with the line number on a bad line. */
export function parseCorpus(text: string, name: string): LabelledLine[] {
  const lines: LabelledLine[] = [];
  text.split("\n").forEach((raw, index) => {
    if (raw.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Error(`${name}:${index + 1}: not valid JSON`);
    }
    const line = value as Partial<LabelledLine>;
    if (typeof line.text !== "string" || typeof line.secret !== "boolean") {
      throw new Error(`${name}:${index + 1}: needs "text" (string) and "secret" (boolean)`);
    }
    lines.push(line as LabelledLine);
  });
  return lines;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)} %`;
}

function main(argv: string[]): number {
  const corpus =
    argv[0] !== undefined
      ? resolve(argv[0])
      : join(packageRoot(), "..", "shared", "fixtures", "secrets", "all.jsonl");
  if (!existsSync(corpus)) {
    process.stdout.write(
      `redact-recall: corpus absent (${corpus}); no figures measured. Pass a labelled JSONL file as the first argument.\n`,
    );
    return 2;
  }
  let lines: LabelledLine[];
  try {
    lines = parseCorpus(readFileSync(corpus, "utf8"), corpus);
  } catch (error) {
    process.stdout.write(`redact-recall: ${(error as Error).message}\n`);
    return 2;
  }
  const started = process.hrtime.bigint();
  const f = measureRecall(lines);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const say = (text: string) => process.stdout.write(`${text}\n`);
  say(`corpus: ${corpus} (${lines.length} lines, ${Math.round(ms)} ms)`);
  for (const [source, entry] of [...f.bySource].sort(([a], [b]) => a.localeCompare(b))) {
    say(
      `  ${source.padEnd(16)} recall ${percent(entry.caught, entry.positives)} (${entry.caught}/${entry.positives})`,
    );
  }
  say(
    `recall: ${percent(f.caught, f.positives)} (${f.caught}/${f.positives}), target >= ${RECALL_TARGET * 100} %`,
  );
  say(
    `generic negatives touched: ${percent(f.touched, f.generic)} (${f.touched}/${f.generic}), target <= ${GENERIC_TOUCHED_TARGET * 100} %`,
  );
  const recall = f.positives === 0 ? 0 : f.caught / f.positives;
  const touched = f.generic === 0 ? 0 : f.touched / f.generic;
  const ok = recall >= RECALL_TARGET && touched <= GENERIC_TOUCHED_TARGET;
  say(ok ? "targets met" : "TARGET MISSED");
  return ok ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
