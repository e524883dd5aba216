/**
 * Values the work changed: a line of the range's diff whose only difference from the line it
 * replaced is one number (`#define BURST 10` → `#define BURST 25`, `"burst": 10` → `"burst": 25`,
 * `MAX_NIGHTS = 7` → `MAX_NIGHTS = 14`), or one number and the unit a name beside it says
 * (`Duration.ofMinutes(90)` → `Duration.ofHours(2)`, read as 90 → 120: unit-values.ts). The user's rule that named the old value and a newer
 * message that names the new one are about the same quantity then, in whatever languages they
 * were written (generate/value-reversal.ts). Pure: it reads a `git diff -U0` it is handed.
 */
import type { ValueChange } from "../../model/snapshot/types.js";
import { thingWords } from "../../util/identifier-words.js";
import { isHandoffPath } from "../../model/snapshot/handoff-path.js";
import { declaredNames } from "../../util/declared-names.js";
import { constantNamesOf, isSettingName } from "../../util/code-line.js";
import { unitValue } from "./unit-values.js";
import { withProductsFolded } from "../../util/number-products.js";

export { withProductsFolded };

/** Changes kept at most: a rename of many constants is no rule's new value. */
export const MAX_VALUE_CHANGES = 40;
/** Characters of a changed line kept. */
const MAX_LINE = 160;

/**
 * A line as tokens: numbers, words and single other characters, spaces dropped. A time of day
 * quoted whole (`"18:00"`) is one token: a rule's `18:00` → `18:30` is that time changed, not
 * its minutes `00` → `30`.
 */
const tokensOf = (line: string): string[] =>
  line.match(
    /(?<=["'`])\d{1,2}:\d{2}(?::\d{2})?(?=["'`])|\d[\d_]*(?:\.\d+)?|[\p{L}_][\p{L}\p{N}_]*|\S/gu,
  ) ?? [];

/** A number as a value: the digit separators of JS, Python, Perl, Rust dropped (`1_200`). */
const plainNumber = (token: string): string => token.replace(/_/g, "");

/** A number the work changed: as the line had it and as it has it now. */
type Value = { before: string; after: string };

/** A token that is a name (an identifier), not a number or a sign. */
const NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** What a line's change may hold besides its one number: the three readings below differ here. */
interface ValueRule {
  /** Fewest tokens the line has. */
  minTokens: number;
  /** The same number changed the same way at several places is one value said twice; else none. */
  repeats: boolean;
  /**
   * Null: no name may change. Else exactly one name must, and this says whether the new name
   * may stand where the old one stood.
   */
  rename: ((was: string, now: string) => boolean) | null;
}

/** The one number `added` gives where `removed` had another, the rest as `rule` allows; else null. */
function valueUnder(removed: string, added: string, rule: ValueRule): Value | null {
  const a = tokensOf(removed);
  const b = tokensOf(added);
  if (a.length !== b.length || a.length < rule.minTokens) return null;
  let found: Value | null = null;
  let renamed = false;
  for (const [i, token] of a.entries()) {
    const other = b[i] as string;
    if (token === other) continue;
    if (/^\d/.test(token) && /^\d/.test(other)) {
      // `$2` → `$3` (a field of awk, a positional parameter of the shell, a group of a
      // replacement) points at another place: no value of the work changed.
      if (a[i - 1] === "$") return null;
      const value = { before: plainNumber(token), after: plainNumber(other) };
      const same = found !== null && found.before === value.before && found.after === value.after;
      if (found !== null && !(rule.repeats && same)) return null;
      found = value;
      continue;
    }
    if (rule.rename === null || renamed || !NAME.test(token) || !NAME.test(other)) return null;
    if (!rule.rename(token, other)) return null;
    renamed = true;
  }
  return rule.rename === null || renamed ? found : null;
}

/**
 * The one number `added` gives where `removed` had another, the rest alike; else null. The same
 * number changed the same way at several places of the line is one value said twice
 * (`javac -source 11 -target 11` → `-source 17 -target 17`); two values changed are none.
 */
export const changedValue = (removed: string, added: string): Value | null =>
  valueUnder(removed, added, { minTokens: 2, repeats: true, rename: null });

/** The words of an identifier that name a thing, 3 letters or more (`thingWords`). */
const nameWords = (name: string): string[] => thingWords(name, 3);

/** Whether a new name keeps a word of the old one (`OFFLINE_MINUTES`, `OFFLINE_READINGS`). */
const keepsAWord = (was: string, now: string): boolean => {
  const kept = nameWords(now);
  return nameWords(was).some((w) => kept.includes(w));
};

/**
 * The one number `added` gives where `removed` had another, with the name that holds it changed
 * too but keeping a word (`const OFFLINE_MINUTES: u32 = 120;` → `const OFFLINE_READINGS: u32 =
 * 3;`): one thing of the code, now counted another way. Null for anything else: a name with no
 * word of the old one is another thing (`BURST 10` → `RATE 25`).
 */
export const renamedValue = (removed: string, added: string): Value | null =>
  valueUnder(removed, added, { minTokens: 2, repeats: true, rename: keepsAWord });

/**
 * The one number `added` gives where `removed` had another, with one name beside it changed to
 * one sharing no word with it, the rest of the line alike: a constant declared under another
 * name (`export const MAX_COLS = 80;` → `export const MAX_LINES = 2;`), or a line written for a
 * rule rewritten for its new value (`wrap(text, cols, 80)` → `wrap(text, lines, 2)`). Maybe the
 * same setting counted another way, maybe another thing put where the old one was: only the
 * session's own edit, made right after a user's message, ties it to a rule. Null otherwise
 * (any name is taken here: `classify` tries `renamedValue` first).
 */
export const otherNameValue = (removed: string, added: string): Value | null =>
  valueUnder(removed, added, { minTokens: 3, repeats: false, rename: () => true });

/**
 * Whether the number at `at` of `tokens` is a member's of a table: right after its key and the
 * mark that gives it (`standard: 14`, `"standard": 14`, `standard => 14`, `standard = 14`).
 */
function keyed(tokens: readonly string[], at: number): boolean {
  let i = at - 1;
  if (tokens[i] === ">" && tokens[i - 1] === "=") i--;
  else if (tokens[i] !== ":" && tokens[i] !== "=") return false;
  i--;
  if (tokens[i] === '"' || tokens[i] === "'") i--;
  return NAME.test(tokens[i] ?? "");
}

/**
 * The numbers the members of a table change on one line, two or more (`KR_PER_RAW_KG = {
 * standard: 14, gentle: 19 }` → `KR_PER_CLEAN_KG = { standard: 24, gentle: 32 }`, a dict, a
 * hash): each right after its member's key, the keys alike, the table's name kept or changed
 * keeping a word. One value a member; none when a number changes with no key before it.
 */
function memberValues(removed: string, added: string): { values: Value[]; renamed: boolean } {
  const a = tokensOf(removed);
  const b = tokensOf(added);
  const none = { values: [], renamed: false };
  if (a.length !== b.length) return none;
  const values: Value[] = [];
  let renamed = false;
  for (const [i, token] of a.entries()) {
    const other = b[i] as string;
    if (token === other) continue;
    if (/^\d/.test(token) && /^\d/.test(other)) {
      if (!keyed(a, i) || !keyed(b, i)) return none;
      values.push({ before: plainNumber(token), after: plainNumber(other) });
      continue;
    }
    if (renamed || !NAME.test(token) || !NAME.test(other) || !keepsAWord(token, other)) return none;
    renamed = true;
  }
  return values.length >= 2 ? { values, renamed } : none;
}

/** A changed line paired with the line it replaced, read as a value change. */
export interface LineChange {
  before: string;
  after: string;
  /** The new line and the old one. */
  line: string;
  was: string;
  /** `renamed`: the name holding the value changed, keeping a word; `other_name`: to none. */
  kind: "value" | "renamed" | "other_name";
}

/**
 * A line without the comment that ends it (`MAX_GRAMS = 30000 // 30 kg` → `MAX_GRAMS = 30000`;
 * Tcl's `set ::MAX_KG 30 ;# a bin`): a comment rewritten with its value ("// 30 kg" → "// 80
 * lb") is no second change of the code.
 */
const withoutComment = (line: string): string =>
  line.replace(/\s*;#.*$|\s+(?:\/\/|#|--)(?:\s.*)?$|\s*\/\*[^*]*\*\/\s*$/u, "");

/**
 * `added` read as a change of `removed`, with its comment, else without it: one change, or one a
 * member of a table (`memberValues`); none when neither.
 */
function classify(removedLine: string, addedLine: string): LineChange[] {
  const removed = withProductsFolded(removedLine);
  const added = withProductsFolded(addedLine);
  for (const [a, b] of [
    [removed, added],
    [withoutComment(removed), withoutComment(added)],
  ] as const) {
    const line = addedLine.trim().slice(0, MAX_LINE);
    const was = removedLine.trim().slice(0, MAX_LINE);
    const value = changedValue(a, b) ?? unitValue(tokensOf(a), tokensOf(b));
    if (value !== null) return [{ ...value, line, was, kind: "value" }];
    const renamed = renamedValue(a, b);
    if (renamed !== null) return [{ ...renamed, line, was, kind: "renamed" }];
    const other = otherNameValue(a, b);
    if (other !== null) return [{ ...other, line, was, kind: "other_name" }];
    const members = memberValues(a, b);
    const kind = members.renamed ? "renamed" : "value";
    if (members.values.length > 0) return members.values.map((v) => ({ ...v, line, was, kind }));
  }
  return [];
}

/** The constants a line names, shaped as code names a setting (`GATE_CLOSES_MIN`, not `N`). */
const settingNamesOf = (line: string): string[] => constantNamesOf(line).filter(isSettingName);

/** A line that gives a name one plain number (`MAX_SIDE_CM = 150;`, `#define BURST 25`). */
const NUMBER_DECLARATION =
  /^[^=(]*[\p{L}_][\p{L}\p{N}_]*\s*(?::\s*[\w<>]+\s*)?(?:=>|=|:=|\s)\s*-?\d[\d_]*(?:\.\d+)?[a-zA-Z]{0,2}\s*[;,]?$/u;
const declaresNumber = (line: string): boolean =>
  NUMBER_DECLARATION.test(withoutComment(withProductsFolded(line)).trim());

/**
 * The value changes of one hunk's removed lines against the added lines after them. In order
 * first, as the lines stand; then what order left over, when an edit moved its lines (a new
 * line put between the constants): the line declaring the same name, else, as many constants
 * of one number taken out as put in, each in the order written.
 */
export function pairedChanges(removed: readonly string[], added: readonly string[]): LineChange[] {
  const found: [number, LineChange][] = [];
  const usedRemoved = new Set<number>();
  const usedAdded = new Set<number>();
  const take = (i: number, j: number, changes: LineChange[]) => {
    for (const change of changes) found.push([i, change]);
    usedRemoved.add(i);
    usedAdded.add(j);
  };
  // Only a line with a digit on both sides changes a value: the rest is read no further.
  const digit = (line: string | undefined): boolean => line !== undefined && /\d/.test(line);
  for (const [i, old] of removed.entries()) {
    const line = added[i];
    if (line === undefined) break;
    if (!digit(old) || !digit(line)) continue;
    const changes = classify(old, line);
    if (changes.length > 0) take(i, i, changes);
  }
  const leftRemoved = [...removed.keys()].filter((i) => !usedRemoved.has(i) && digit(removed[i]));
  const leftAdded = [...added.keys()].filter((j) => !usedAdded.has(j) && digit(added[j]));
  if (leftRemoved.length === 0 || leftAdded.length === 0)
    return found.sort(([a], [b]) => a - b).map(([, change]) => change);
  const addedNames = new Map(leftAdded.map((j) => [j, declaredNames(added[j] as string)]));
  for (const i of leftRemoved) {
    const names = declaredNames(removed[i] as string);
    if (names.length === 0) continue;
    for (const j of leftAdded) {
      const line = added[j] as string;
      if (usedAdded.has(j) || !(addedNames.get(j) ?? []).some((n) => names.includes(n))) continue;
      const changes = classify(removed[i] as string, line);
      if (changes.length > 0) {
        take(i, j, changes);
        break;
      }
    }
  }
  const oldConstants = leftRemoved.filter(
    (i) => !usedRemoved.has(i) && declaresNumber(removed[i] as string),
  );
  const newConstants = leftAdded.filter(
    (j) => !usedAdded.has(j) && declaresNumber(added[j] as string),
  );
  if (oldConstants.length === newConstants.length)
    for (const [k, i] of oldConstants.entries()) {
      const j = newConstants[k] as number;
      const changes = classify(removed[i] as string, added[j] as string);
      if (changes.length > 0) take(i, j, changes);
    }
  return found.sort(([a], [b]) => a - b).map(([, change]) => change);
}

/**
 * The value changes of a `git diff -U0 --no-color` patch: in each hunk, the removed lines paired
 * with the added lines right after them (`pairedChanges`), kept where one number is all that
 * differs, or one number and the name holding it (`was`: the line before), or one number and a
 * name beside it changed to one sharing no word with it (`other_name`).
 */
export function parseValueChanges(patch: string): ValueChange[] {
  return readValueChanges(patch).changes;
}

/** Upper-case constants kept at most that a diff declares anew. */
const MAX_ADDED_CONSTANTS = 200;

/**
 * The value changes of a patch and the upper-case constants it declares anew: on an added line
 * that replaces no line declaring them (a constant the range's first write of a file put in,
 * whose change from an earlier session's value the diff cannot show).
 */
export function readValueChanges(patch: string): { changes: ValueChange[]; added: string[] } {
  const changes: ValueChange[] = [];
  const addedConstants = new Set<string>();
  let path: string | null = null;
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (path !== null) {
      const gone = new Set(removed.flatMap(settingNamesOf));
      for (const line of added)
        if (addedConstants.size < MAX_ADDED_CONSTANTS && declaresNumber(line))
          for (const name of settingNamesOf(withoutComment(line)))
            if (!gone.has(name)) addedConstants.add(name);
    }
    if (path !== null)
      for (const { before, after, line, was, kind } of pairedChanges(removed, added)) {
        if (changes.length >= MAX_VALUE_CHANGES) break;
        if (kind === "value") changes.push({ path, before, after, line });
        else if (kind === "renamed") changes.push({ path, before, after, line, was });
        else changes.push({ path, before, after, line, was, other_name: true });
      }
    removed = [];
    added = [];
  };
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) {
      flush();
      path = null;
    } else if (line.startsWith("+++ ")) {
      const name = line.slice(4).replace(/^b\//, "");
      path = name === "/dev/null" || isHandoffPath(name) ? null : name;
    } else if (line.startsWith("@@")) {
      flush();
    } else if (line.startsWith("-") && !line.startsWith("--- ")) {
      if (added.length > 0) flush();
      removed.push(line.slice(1));
    } else if (line.startsWith("+")) {
      added.push(line.slice(1));
    }
  }
  flush();
  return { changes, added: [...addedConstants] };
}
