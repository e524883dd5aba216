import {
  type LineScan,
  type LineSet,
  linesMatching,
  linesWithRun,
  scanLines,
  unionLines,
} from "./line-scan.js";
import { loadSecretlintRules, type SecretlintRule } from "./secretlint-rules.js";
import { SECRETLINT_TRIGGERS } from "./secretlint-triggers.js";
import type { Detection, Rule } from "./types.js";
import { runOnLines } from "./windows.js";

/**
 * The secretlint preset, each rule on the lines holding its own trigger. Two levels, because
 * two dozen separate trigger scans over a 256 KB batch cost more than the rules themselves: one
 * combined scan finds the lines any rule could want, and the per-rule triggers then run on just
 * those lines, gathered.
 */

interface GatedRule {
  lines: (scan: LineScan) => LineSet;
  context: number;
  rule: Rule;
}

// the substrings and run length every preset pattern needs (see secretlint-rules.ts)
const PRESET_LITERALS = /:\/\/|_authToken|xox|xapp|SG\.|-----BEGIN/g;

function gateRule(rule: SecretlintRule): GatedRule {
  const trigger = SECRETLINT_TRIGGERS[rule.kind];
  if (trigger === undefined) {
    return {
      lines: (scan) => unionLines(linesWithRun(scan, 20), linesMatching(scan, PRESET_LITERALS)),
      context: 1,
      rule: rule.detect,
    };
  }
  if ("whole" in trigger) {
    return { lines: (scan) => scan.text.includes(trigger.whole), context: 0, rule: rule.detect };
  }
  return {
    lines: (scan) => linesMatching(scan, trigger.pattern),
    context: trigger.context,
    rule: rule.detect,
  };
}

const RULES = loadSecretlintRules();
const GATED = RULES.map(gateRule);
const PATTERNS: RegExp[] = [];
const WHOLE: string[] = [];
let everyRuleKnown = true;
for (const rule of RULES) {
  const trigger = SECRETLINT_TRIGGERS[rule.kind];
  if (trigger === undefined) everyRuleKnown = false;
  else if ("whole" in trigger) WHOLE.push(trigger.whole);
  else PATTERNS.push(trigger.pattern);
}
/** Any rule's trigger (case-insensitive when one of them is: a superset of the others). */
const ANY_TRIGGER = new RegExp(
  PATTERNS.map((p) => `(?:${p.source})`).join("|"),
  PATTERNS.some((p) => p.ignoreCase) ? "gi" : "g",
);

function runGated(scan: LineScan, out: Detection[]): void {
  for (const gated of GATED) runOnLines(scan, gated.lines(scan), gated.context, gated.rule, out);
}

/** Report what the secretlint preset finds in the text of `scan`. */
export function detectWithPreset(scan: LineScan, pairs: Uint8Array, out: Detection[]): void {
  // a PEM key or a service-account file is matched across lines, and a rule with no trigger
  // of its own needs the preset-wide gate: then every rule gates itself on the whole text
  if (!everyRuleKnown || WHOLE.some((needle) => scan.text.includes(needle))) {
    runGated(scan, out);
    return;
  }
  // context 1: the widest any rule asks for (AWS's `NAME =\n value`)
  runOnLines(
    scan,
    linesMatching(scan, ANY_TRIGGER),
    1,
    (text, found) => {
      runGated(scanLines(text, pairs), found);
    },
    out,
  );
}
