/**
 * `npm run bench:prose [-- --show]`: secrets said in plain words (SPEC §6, issue #29.1). Prints
 * the recall on the prose sentences of `test/fixtures/secrets/prose.jsonl` (fake secrets built at
 * run time) and the false-positive rate on ordinary text: the project's own README, ARCHITECTURE
 * and docs, its TypeScript sources, its commit messages (`git log`) and, when the third-party
 * corpus is there, the non-secret lines of `../shared/fixtures/secrets/all.jsonl`. A line is a
 * false positive when `redact` changes it at all; the lines the prose rule alone fires on are
 * counted apart. `--corpus PATH` names the labelled corpus; `--show` prints each changed line,
 * `--show-prose` each line the prose rule fired on, redacted.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../src/platform/package-root.js";
import { redact, redactInContext } from "../src/redact/index.js";
import { detectLoginSecrets, detectProseSecrets } from "../src/redact/prose-rule.js";
import type { Detection } from "../src/redact/types.js";
import { readLabelledLines } from "../test/helpers/fake-secrets.js";
import { parseCorpus } from "./redact-recall.js";

/** Changed lines of one corpus of ordinary text. */
export interface Touched {
  name: string;
  lines: number;
  /** Lines `redact` changes. */
  touched: string[];
  /** Lines the prose rule reports anything on, redacted. */
  prose: string[];
}

/** Count the lines of `lines` that redaction changes, and those the prose rule fires on. */
export function measureTouched(name: string, lines: readonly string[]): Touched {
  const result: Touched = { name, lines: 0, touched: [], prose: [] };
  for (const line of lines) {
    if (line.trim() === "") continue;
    result.lines++;
    const out = redact(line).text;
    if (out !== line) result.touched.push(out);
    const found: Detection[] = [];
    detectProseSecrets(line, found);
    detectLoginSecrets(line, found);
    if (found.length > 0) result.prose.push(out);
  }
  return result;
}

/** Recall on the prose fixture's secret lines, and its non-secret lines touched. */
export function measureProseFixture(file = "prose.jsonl"): {
  positives: number;
  caught: number;
  negatives: number;
  touched: number;
} {
  let positives = 0;
  let caught = 0;
  let negatives = 0;
  let touched = 0;
  for (const line of readLabelledLines(file)) {
    const out = redactInContext(line.text, line.previous).text;
    if (line.secret) {
      positives++;
      if (line.values.every((value) => !out.includes(value))) caught++;
    } else {
      negatives++;
      if (out !== line.text) touched++;
    }
  }
  return { positives, caught, negatives, touched };
}

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path, ext));
    else if (entry.name.endsWith(ext)) out.push(path);
  }
  return out.sort();
}

function linesOf(paths: readonly string[]): string[] {
  return paths.flatMap((path) => readFileSync(path, "utf8").split("\n"));
}

/** The ordinary-text corpora of this checkout (and the shared corpus's negatives, if present). */
export function readOrdinaryCorpora(
  root: string,
  shared = join(root, "..", "shared", "fixtures", "secrets", "all.jsonl"),
): Array<{ name: string; lines: string[] }> {
  const docs = ["README.md", "ARCHITECTURE.md"].map((file) => join(root, file));
  const corpora = [
    {
      name: "README, ARCHITECTURE, docs/",
      lines: linesOf([...docs, ...filesUnder(join(root, "docs"), ".md")]),
    },
    { name: "src/**/*.ts", lines: linesOf(filesUnder(join(root, "src"), ".ts")) },
  ];
  const log = spawnSync("git", ["log", "--format=%B"], { cwd: root, encoding: "utf8" });
  if (log.status === 0) corpora.push({ name: "commit messages", lines: log.stdout.split("\n") });
  if (existsSync(shared)) {
    const negatives = parseCorpus(readFileSync(shared, "utf8"), shared).filter((l) => !l.secret);
    for (const scope of ["generic", "rule-specific"]) {
      corpora.push({
        name: `all.jsonl negatives (${scope})`,
        lines: negatives.filter((l) => l.scope === scope).map((l) => l.text),
      });
    }
  }
  return corpora;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(2)} %`;
}

function main(argv: string[]): number {
  const at = argv.indexOf("--corpus");
  const corpus = at >= 0 ? argv[at + 1] : undefined;
  const say = (text: string) => process.stdout.write(`${text}\n`);
  for (const [name, file] of [
    ["tuning", "prose.jsonl"],
    ["holdout", "prose-holdout.jsonl"],
  ] as const) {
    const fixture = measureProseFixture(file);
    say(
      `prose secrets, ${name} (test/fixtures/secrets/${file}): recall ${percent(fixture.caught, fixture.positives)} (${fixture.caught}/${fixture.positives}), ordinary sentences touched ${percent(fixture.touched, fixture.negatives)} (${fixture.touched}/${fixture.negatives})`,
    );
  }
  say("ordinary text, lines changed by redact (of them, lines the prose rule fired on):");
  let lines = 0;
  let touched = 0;
  let prose = 0;
  for (const { name, lines: text } of readOrdinaryCorpora(packageRoot(), corpus)) {
    const t = measureTouched(name, text);
    say(
      `  ${t.name.padEnd(36)} ${percent(t.touched.length, t.lines).padStart(8)} (${t.touched.length}/${t.lines}), prose rule ${t.prose.length}`,
    );
    if (argv.includes("--show")) for (const line of t.touched) say(`      ${line.slice(0, 200)}`);
    if (argv.includes("--show-prose"))
      for (const line of t.prose) say(`      ${line.slice(0, 200)}`);
    if (!t.name.startsWith("all.jsonl")) {
      lines += t.lines;
      touched += t.touched.length;
      prose += t.prose.length;
    }
  }
  say(
    `project text in all: ${percent(touched, lines)} of lines changed (${touched}/${lines}), prose rule on ${percent(prose, lines)} (${prose})`,
  );
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
