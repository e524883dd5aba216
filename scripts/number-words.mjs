#!/usr/bin/env node
/**
 * Writes src/util/number-words-cldr.generated.ts: the cardinal number words of every language
 * CLDR spells numbers out in, from its rule-based number formats (the `cldr-rbnf` package, a
 * development dependency; run `node scripts/number-words.mjs` after updating it).
 *
 * For each language, every public `%spellout-cardinal…` rule set (the genders and, where CLDR
 * has them, the cases: Russian's genitive, Polish's dative…) and `%spellout-numbering` spell
 * every number 0 to 100, the hundreds to 900 and the thousands to 9000; a spelling of one word
 * is kept (Gujarati, Hindi and Marathi spell each of 21-99 as a word of its own, Korean and
 * Burmese write theirs unspaced), a spelling of several is left to the reader's combiner. A rule
 * set's rules are evaluated as ICU does for whole numbers: the rule of the largest base not
 * above the number, its divisor the largest power of its radix not above that base, `>>` the
 * remainder, `<<` the quotient, `=…=` the number itself, each by the rule set named in it or by
 * its own, `[…]` only when the remainder is not 0, `$(cardinal,…)$` by the plural rule of the
 * quotient.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const RBNF = join(dirname(require.resolve("cldr-rbnf/package.json")), "rbnf");
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "src",
  "util",
  "number-words-cldr.generated.ts",
);
const VERSION = JSON.parse(readFileSync(join(RBNF, "..", "package.json"), "utf8")).version;

/** Every number to 100, the hundreds to 900 and the thousands to 9000. */
const NUMBERS = [
  ...Array.from({ length: 101 }, (_, i) => i),
  ...Array.from({ length: 8 }, (_, i) => (i + 2) * 100),
  ...Array.from({ length: 9 }, (_, i) => (i + 1) * 1000),
];

/** The rule sets of one `*-SpelloutRules.txt`: name → [{ base, radix, text }]. */
function parseRules(text) {
  const sets = new Map();
  let current = null;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    if (line.startsWith("%") && line.endsWith(":")) {
      current = [];
      sets.set(line.slice(0, -1), current);
      continue;
    }
    const at = line.indexOf(": ");
    if (current === null || at < 0) continue;
    const key = line.slice(0, at);
    const match = /^(\d+)(?:\/(\d+))?$/.exec(key);
    // Negative, fraction, infinity and the like: never a whole number's rule.
    if (match === null) continue;
    let body = line.slice(at + 2).replace(/\u00ad/g, "");
    if (body.endsWith(";")) body = body.slice(0, -1);
    body = body.replace(/^'/, "");
    current.push({ base: Number(match[1]), radix: Number(match[2] ?? 10), text: body });
  }
  return sets;
}

/** The divisor of a rule: the largest power of its radix not above its base. */
function divisorOf(rule) {
  let divisor = 1;
  while (divisor * rule.radix <= rule.base) divisor *= rule.radix;
  return divisor;
}

/** `n` spelled by rule set `name` of `sets`, or null when a rule cannot be read. */
function spell(sets, name, n, locale, depth = 0) {
  const rules = sets.get(name);
  if (rules === undefined || depth > 20) return null;
  let rule = null;
  for (const r of rules) if (r.base <= n && (rule === null || r.base >= rule.base)) rule = r;
  if (rule === null) return null;
  const divisor = divisorOf(rule);
  const quotient = Math.floor(n / divisor);
  const remainder = n % divisor;
  let text = rule.text;
  // Optional parts: kept when the remainder is not 0.
  text = text.replace(/\[([^\]]*)\]/g, (_, inner) => (remainder === 0 ? "" : inner));
  text = text.replace(/\$\(cardinal,([^)]*)\)\$/g, (_, forms) => {
    const category = new Intl.PluralRules(locale).select(quotient);
    const found =
      new RegExp(`${category}\\{([^}]*)\\}`).exec(forms) ?? /other\{([^}]*)\}/.exec(forms);
    return found === null ? "" : found[1];
  });
  let failed = false;
  const sub = (setName, value) => {
    if (setName.startsWith("#") || setName.startsWith("0")) {
      failed = true;
      return "";
    }
    const out = spell(sets, setName === "" ? name : setName, value, locale, depth + 1);
    if (out === null) failed = true;
    return out ?? "";
  };
  text = text
    .replace(/=([^=]*)=/g, (_, set) => sub(set, n))
    .replace(/>>>/g, () => sub("", remainder))
    .replace(/>([^>]*)>/g, (_, set) => sub(set, remainder))
    .replace(/<([^<]*)</g, (_, set) => sub(set, quotient));
  if (failed || /ERROR/.test(text)) return null;
  return text;
}

const entries = [];
const multiplierEntries = [];
for (const file of readdirSync(RBNF).sort()) {
  const m = /^([a-z]{2,3})-SpelloutRules\.txt$/.exec(file);
  if (m === null) continue;
  const locale = m[1];
  const sets = parseRules(readFileSync(join(RBNF, file), "utf8"));
  const names = [...sets.keys()].filter(
    (s) => s.startsWith("%spellout-cardinal") || s === "%spellout-numbering",
  );
  const words = new Map();
  /** Spellings of two words: [first, second, value]. */
  const pairs = [];
  for (const name of names)
    for (const n of NUMBERS) {
      // One apostrophe: CLDR writes U+02BC (Maltese "disaʼ") where people type ' or ’.
      const spelled = spell(sets, name, n, locale)
        ?.trim()
        .toLowerCase()
        .replace(/[\u02bc\u2019]/gu, "'");
      if (spelled === undefined || spelled === "") continue;
      const parts = spelled.split(/\s+/);
      if (!parts.every((p) => /^[\p{L}\p{M}'’-]+$/u.test(p))) continue;
      if (parts.length === 2) pairs.push([parts[0], parts[1], n]);
      if (parts.length === 1 && !words.has(spelled)) words.set(spelled, n);
    }
  // The word a ten takes before a unit where it differs from the ten alone (Tamil "இருபத்து
  // ஐந்து" 25 of "இருபது" 20): the first of two words whose second is a unit.
  // The word of a hundred or a thousand said after its count (Greek "τρεις χιλιάδες" 3000):
  // the second of two words whose first is its count; read as a multiplier, after a number
  // word of its own language only.
  const multipliers = new Map();
  for (const [first, second, n] of pairs) {
    const unit = words.get(second);
    const ten = n - (unit ?? 0);
    if (unit !== undefined && unit >= 1 && unit <= 9 && ten >= 20 && ten <= 90 && ten % 10 === 0)
      if (!words.has(first)) words.set(first, ten);
    const count = words.get(first);
    for (const power of [100, 1000])
      if (count !== undefined && count >= 2 && count <= 9 && n === count * power)
        if (!words.has(second) && !multipliers.has(second)) multipliers.set(second, power);
  }
  if (words.size > 0)
    entries.push(`${locale} ${[...words].map(([w, n]) => `${w}:${n}`).join(" ")}`);
  if (multipliers.size > 0)
    multiplierEntries.push(`${locale} ${[...multipliers].map(([w, n]) => `${w}:${n}`).join(" ")}`);
}

writeFileSync(
  OUT,
  `/**
 * Generated by scripts/number-words.mjs from CLDR's rule-based number formats (cldr-rbnf
 * ${VERSION}): do not edit. One line a language: its code, then each one-word spelling of 0-100,
 * the hundreds and the thousands in its cardinal rule sets (genders, cases) as \`word:value\`,
 * and the form a ten takes before a unit; apostrophes written as ASCII '.
 */
export const CLDR_NUMBER_WORDS = \`${entries.join("\n")}\`;

/** Words of a hundred or a thousand said after their count ("τρεις χιλιάδες"), as above. */
export const CLDR_MULTIPLIER_WORDS = \`${multiplierEntries.join("\n")}\`;
`,
);
console.log(`${entries.length} languages written to ${OUT}`);
