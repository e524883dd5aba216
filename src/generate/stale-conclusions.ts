/**
 * Conclusions of an earlier session that this session's code took back, never shown as decided:
 * - its value replaced: "Slots are 90 minutes long, so …" from the first session, then a line of
 *   the diff changed from `SLOT_MINUTES = 90` to `120`. When a newer conclusion of another
 *   session gives the thing its new value (one the changed line holds), the older is left out:
 *   the newer one says what holds; else it is kept as a dead end marked ` — superseded by
 *   `<the line now>` (<file>)`, as a user's rule replaced by a new value is marked
 *   (`value-reversal.ts`). What ties a conclusion to a changed line is structure, not shared
 *   prose: the conclusion says a quantity that code writes as the line's old value (90 minutes
 *   as `90`, 1.5 s as `1500`), and it names the line's identifier (`MAX_RETRIES`) or a word of
 *   the identifier's stem ("Slots" for `SLOT_MINUTES`), never a unit or a word as common as
 *   `max`;
 * - the thing it is about taken out: a constant, function or option whose declaration this
 *   session's edits took out (`taken_out` of the transcript), or a file it deleted; a sentence
 *   naming none is about the code its edit put in when it carries that edit's mark (" (wrote
 *   `_round_up_ten` in fares.py)", `removal-dead-ends.ts`). Something added and later removed
 *   is abandoned, whatever the words said when it went in.
 * A conclusion of this same session is left to its own transcript's reading: it may well be
 * about the value after the change. Pure.
 */
import type { NamedCode, Snapshot, ValueChange } from "../model/snapshot/types.js";
import { decodeHashes, hashWord } from "../util/name-hash.js";
import { codeShapedNames } from "../util/declared-names.js";
import { thingWords } from "../util/identifier-words.js";
import { isFillerWord, REMOVAL, wordsOf } from "../util/prose-words.js";
import { type Quantity, quantitiesIn, sameNumber, writtenAs } from "../util/quantity.js";
import { type Unit, UNITS } from "../util/unit-words.js";

/** Values too common to tie a conclusion to one line ("1 worker", "0 failures"). */
const TOO_COMMON = new Set([0, 1]);

/**
 * Words of an identifier that say what kind of value it holds, not which thing: `MAX_RETRIES`
 * and `DEFAULT_LIMIT` are tied by `retries`, never by `max` or `default`.
 */
const GENERIC_PARTS = new Set(
  "max min maximum minimum default limit count size value values number total length len num amount const config setting settings option options time timeout delay interval".split(
    " ",
  ),
);

/**
 * Whether `word` is a unit of measure ("minutes", "ms", "kb"): it says how a value is counted,
 * never which thing. Counted nouns are things as well as units (`MAX_RETRIES` is tied by
 * "retries", `NIGHTS_MAX` by "nights"), so they stay words of the thing.
 */
function isMeasureUnit(word: string): boolean {
  const unit = UNITS.get(word);
  return unit !== undefined && !COUNTED.has(unit.dimension);
}

const COUNTED: ReadonlySet<string> = new Set(["attempts", "nights", "digits", "characters"]);

/** Shortest stem an identifier's part and a conclusion's word must share ("slot" of "Slots"). */
const STEM = 4;

/** The mark a superseded conclusion carries, the first words of its suffix. */
export const SUPERSEDED_MARK = " — superseded by ";

/** The mark of a conclusion about a thing a later session took out, before the thing's name. */
export const TAKEN_OUT_MARK = " — taken out since: ";

/**
 * Whether a conclusion already carries a mark of this module (it was carried from a packet
 * that set it): superseded by a line, or about a thing taken out since. Such a one says what
 * happened to it, never what another conclusion abandoned.
 */
export const isMarkedSuperseded = (text: string): boolean =>
  text.includes(SUPERSEDED_MARK) || text.includes(TAKEN_OUT_MARK);

/** A number as code writes it, or null for anything else (`"0000"`, `0x10`). */
function codeNumber(text: string): number | null {
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Words of code that name no thing of the work. */
const KEYWORDS = new Set(
  "const let var def int float double long short char bool boolean string str return export import static final public private protected readonly self this true false null none nil undefined new function func fn class struct enum type define include module local global".split(
    " ",
  ),
);

/** The identifiers of a changed line: its words of three characters or more, keywords left out. */
function identifiersOf(line: string): string[] {
  const words = line.match(/[A-Za-z_$][\w$]*/g) ?? [];
  return words.filter((w) => w.length >= 3 && !KEYWORDS.has(w.toLowerCase()));
}

/** The parts of an identifier that name a thing: `SLOT_MINUTES` → `slot`; `maxRetries` → `retries`. */
function thingParts(identifier: string): string[] {
  return identifier
    .split(/(?<=[a-z0-9])(?=[A-Z])|[_$]+/)
    .map((part) => part.toLowerCase())
    .filter(
      (part) =>
        part.length >= STEM &&
        !GENERIC_PARTS.has(part) &&
        !isMeasureUnit(part) &&
        !isFillerWord(part) &&
        !/\d/.test(part),
    );
}

/** Whether a word of prose and an identifier's part share a stem ("Slots" and `slot`). */
function shareStem(word: string, part: string): boolean {
  const [short, long] = word.length <= part.length ? [word, part] : [part, word];
  return long.startsWith(short.slice(0, Math.max(STEM, short.length - 1)));
}

/**
 * Whether `text` speaks of what the changed line holds: it names one of the line's identifiers
 * whole, or a word of it shares the stem of a part of one that names a thing.
 */
function namesLineOf(text: string, line: string): boolean {
  const identifiers = identifiersOf(line);
  const lower = text.toLowerCase();
  for (const id of identifiers) {
    const whole = wholeName(id);
    if (id.length >= STEM && whole.test(text)) return true;
  }
  const words = wordsOf(lower)
    .map((w) => w.replace(/[^\p{L}\p{N}_]+$/u, ""))
    .filter((w) => w.length >= STEM && !isFillerWord(w) && !isMeasureUnit(w));
  const parts = identifiers.flatMap(thingParts);
  return parts.some((part) => words.some((word) => shareStem(word, part)));
}

/** Whether code may write `quantity` as `value` (90 minutes as `90`, 1.5 s as `1500`). */
const writes = (quantity: Quantity, value: number): boolean =>
  writtenAs(quantity).some((n) => sameNumber(n, value));

/** Whether `text` says a quantity code writes as `value`. */
const says = (text: string, value: number): boolean =>
  quantitiesIn(text).some((q) => writes(q, value));

/** A change of one number as the rest of this module reads it. */
interface NumberChange {
  before: number;
  after: number;
  change: ValueChange;
}

/** The changes of one plain number to another, the too common ones left out. */
function numberChanges(changes: readonly ValueChange[]): NumberChange[] {
  return changes.flatMap((change) => {
    const before = codeNumber(change.before);
    const after = codeNumber(change.after);
    if (before === null || after === null || before === after) return [];
    if (TOO_COMMON.has(before) || TOO_COMMON.has(after)) return [];
    return [{ before, after, change }];
  });
}

/**
 * The change of `changes` that replaced a value `text` states, or null: it says a quantity code
 * writes as the change's old value, not the new one, and it names what the changed line holds.
 */
export function replacingChange(text: string, changes: readonly ValueChange[]): ValueChange | null {
  for (const { before, after, change } of numberChanges(changes)) {
    if (!says(text, before) || says(text, after)) continue;
    if (namesLineOf(text, change.line)) return change;
  }
  return null;
}

/**
 * `list` (oldest first) with each conclusion of an earlier session whose value a change of
 * `changes` replaced either left out (a newer conclusion of another session states the new
 * value of the same line) or kept as a dead end marked superseded by the line as it reads now.
 * `earlier` says whether an entry came from a session before this one.
 */
export function withReplacedValuesMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  changes: readonly ValueChange[],
  earlier: (entry: T) => boolean,
): T[] {
  if (changes.length === 0) return [...list];
  return withValuesMarked(list, earlier, (text) => {
    const change = replacingChange(text, changes);
    return change === null
      ? null
      : { value: codeNumber(change.after) as number, line: change.line, path: change.path };
  });
}

/** The line that now gives a conclusion's thing another value: that value, the line, its file. */
interface ValueNow {
  value: number;
  line: string;
  path: string | null;
}

/**
 * `list` with each decision or finding of an earlier session for which `find` gives the line
 * that now holds another value left out when a newer conclusion of the list states that value
 * of the same line, else kept as a dead end marked superseded by the line.
 */
function withValuesMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  earlier: (entry: T) => boolean,
  find: (text: string) => ValueNow | null,
): T[] {
  return list.flatMap((entry, i) => {
    if (!earlier(entry) || entry.kind === "dead_end" || isMarkedSuperseded(entry.text))
      return [entry];
    const now = find(withoutPutInMark(entry.text));
    if (now === null) return [entry];
    const restated =
      leadsWithAmount(withoutPutInMark(entry.text)) &&
      list
        .slice(i + 1)
        .map((newer) => withoutPutInMark(newer.text))
        .some((newer) => says(newer, now.value) && namesLineOf(newer, now.line));
    if (restated) return [];
    const mark = `${SUPERSEDED_MARK}\`${now.line}\` (${now.path})`;
    return [{ ...entry, kind: "dead_end", text: `${entry.text}${mark}` }];
  });
}

/**
 * Whether `older` leads with an amount: its first clause (up to a comma, semicolon, colon or
 * spaced dash) states a quantity, so a newer conclusion stating the line's new value says what
 * it said ("Slots are 90 minutes long, so the last one starts at 21:30"). One whose amount is
 * an aside after its point ("sharp builds a native addon the CI cannot compile; jimp is plain
 * JavaScript, plenty for 200 px thumbnails") keeps a point the new value leaves standing.
 */
function leadsWithAmount(older: string): boolean {
  const first = older.split(/[,;:，；：]\s|\s[–—]\s/u)[0] ?? older;
  return quantitiesIn(first).length > 0;
}

/** A path or a file name with its extension, as prose writes one (`lib/slots.js`, `a.py`). */
const PATH_WORD = /^(?:[\w.@-]+\/)*[\w@-]+\.[a-z][a-z0-9]{0,5}$/i;

/** What this session took back out: names by hash, and the files it deleted. */
export interface TakenOut {
  /** Hashes of lowercased names whose declaration its edits took out (`taken_out`). */
  names: ReadonlySet<number>;
  /** Repo-relative paths of files it deleted. */
  files: readonly string[];
}

/**
 * What `text` names of what `out` holds, as written, or null: a file the session deleted (by
 * its path, or by its file name), or a name shaped like code whose declaration it took out.
 */
export function namesTakenOut(text: string, out: TakenOut): string | null {
  if (out.names.size === 0 && out.files.length === 0) return null;
  const names = new Set(out.files.map((f) => f.split("/").at(-1)?.toLowerCase() ?? f));
  for (const raw of wordsOf(text)) {
    const word = raw.replace(/(?:['’]s)?[,;:'’-]*$/, "").replace(/\.$/, "");
    if (word.length < 4 || !PATH_WORD.test(word)) continue;
    const lower = word.toLowerCase();
    const file = lower.split("/").at(-1) ?? lower;
    if (
      out.files.some((f) => f.toLowerCase() === lower) ||
      (!lower.includes("/") && names.has(file))
    )
      return word;
  }
  // The code its edit put in, shown by its mark when the sentence names none itself (`def
  // roundup` is no name shaped like code, yet the edit declared it). A sentence about that code
  // that names other code too was said after the other went, in the session that wrote the
  // mark ("`CALF_SHARE = 3` now stands where `CALF_ML_PER_DAY` was"): while the marked code
  // stands, only the mark ties it.
  const marked = putInMarkNames(text);
  const gone = (name: string) => out.names.has(hashWord(name.toLowerCase()));
  const named =
    marked.length > 0 && !marked.some(gone) ? [] : codeShapedNames(withoutPutInMark(text));
  // A sentence naming what took a gone name's place, still standing, tells of the replacement
  // ("`JAR_CENTS_PER_JAR` now stands where `JAR_CENTS_PER_LITRE` was"): said as or after the old
  // one went, whichever session reads it later.
  const own = codeShapedNames(withoutPutInMark(text));
  const replaced = (name: string) =>
    own.some(
      (other) => !gone(other) && other.toLowerCase() !== name.toLowerCase() && renamed(other, name),
    );
  const found = [...named, ...putInMarkNames(text, false)].find(
    (name) => gone(name) && !replaced(name),
  );
  // A marked line is shown as it was written, not in the lower case its key is read in.
  return found ?? null;
}

/**
 * Whether two names of code are one thing under a new name (`JAR_CENTS_PER_LITRE` and
 * `JAR_CENTS_PER_JAR`, `jarCostIsPerLitre` and `jarCostIsPerJar`): they share two words or more
 * ("per" and words of how much aside: `thingWords`), all of the shorter's but one at most.
 * `NIGHT_START` and `NIGHT_SURCHARGE` share one: two things of the night.
 */
function renamed(a: string, b: string): boolean {
  const words = (name: string) => new Set(thingWords(name).filter((w) => w !== "per"));
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared >= 2 && shared >= Math.min(x.size, y.size) - 1;
}

/**
 * The mark of the code a decision's edit put in (`removal-dead-ends.ts`): its names, and the
 * file they went into.
 */
const PUT_IN_MARK = / \(wrote ((?:`[^`\n]+`(?:, )?)+) in [^()\n]+\)/;

/** The names a put-in mark shows, lowercased (`_round_up_ten` of " (wrote `_round_up_ten` in …)"). */
export function putInMarkNames(text: string, lower = true): string[] {
  const mark = PUT_IN_MARK.exec(text);
  if (mark === null) return [];
  return [...(mark[1] as string).matchAll(/`([^`\n]+)`/g)].map((m) =>
    lower ? (m[1] as string).toLowerCase() : (m[1] as string),
  );
}

/**
 * `text` without its put-in mark: what the sentence itself says, for the readings of values
 * and subjects (the edit that carried a choice out may well have written other things too).
 */
export function withoutPutInMark(text: string): string {
  return text.replace(PUT_IN_MARK, "");
}

/**
 * `list` with each decision or finding of an earlier session that names something this session
 * took back out (`namesTakenOut`) made a dead end marked ` — taken out since: `<thing>``:
 * something added and later removed is abandoned, whatever the words said when it went in. A
 * sentence that says it removed the file it names is left as it is.
 */
export function withTakenOutAbandoned<T extends { kind: string; text: string }>(
  list: readonly T[],
  out: TakenOut,
  earlier: (entry: T) => boolean,
): T[] {
  return list.map((entry) => {
    if (entry.kind === "dead_end" || !earlier(entry) || isMarkedSuperseded(entry.text))
      return entry;
    const thing = namesTakenOut(entry.text, out);
    if (thing === null) return entry;
    // A sentence that tells the deletion of the file it names ("Removed scripts/old-export.sh:
    // nobody calls it") reports that very change: the file being gone bears it out.
    if (PATH_WORD.test(thing) && REMOVAL.test(entry.text)) return entry;
    return { ...entry, kind: "dead_end", text: `${entry.text}${TAKEN_OUT_MARK}\`${thing}\`` };
  });
}

/**
 * What the failed runs known to the relay printed: this session's (the feedback log, the
 * transcript) and those the packet before carried.
 */
function failureOutput(snapshot: Snapshot): string {
  const previous = (snapshot.previous?.packet as { feedback_tail?: unknown } | undefined)
    ?.feedback_tail;
  const entries = [
    ...(snapshot.workbench.feedback?.tail ?? []),
    ...(snapshot.transcript?.feedback.tail ?? []),
    ...(Array.isArray(previous) ? previous : []),
  ] as { exit_code?: unknown; tail?: unknown; last_error_line?: unknown }[];
  return entries
    .filter((entry) => entry?.exit_code !== 0)
    .flatMap((entry) => [entry.tail, entry.last_error_line])
    .filter((text): text is string => typeof text === "string")
    .join("\n");
}

/** The files the work deleted: in the range's commits, or in the work tree. */
export function deletedFiles(snapshot: Snapshot): Set<string> {
  const git = snapshot.git;
  const files = new Set<string>();
  for (const file of git?.range_files ?? []) if (file.deleted) files.add(file.path);
  for (const change of git?.changes ?? []) if (change.kind === "deleted") files.add(change.path);
  return files;
}

/** What this session took back out: the names its edits took out, the files it deleted. */
export function takenOutBy(snapshot: Snapshot): TakenOut {
  const git = snapshot.git;
  const files = deletedFiles(snapshot);
  const names = new Set(decodeHashes(snapshot.transcript?.taken_out ?? ""));
  // What the diff took out too: a whole file rewritten without it says so only there.
  for (const name of git?.removed_names ?? []) names.add(hashWord(name));
  // No file names it any more: gone, whichever session took it out and whether it committed;
  // unless a failure's output names it (`TypeError`, `ECONNREFUSED`): the runtime's word, never
  // in the work's code, so nothing took it out.
  const output = failureOutput(snapshot);
  for (const { name, line } of git?.named_code ?? [])
    if (line === null && !wholeName(name).test(output)) names.add(hashWord(name));
  // A line a conclusion was tied to that no changed file holds any more: taken out, by its mark.
  for (const line of git?.gone_lines ?? []) names.add(hashWord(line.toLowerCase()));
  return { names, files: [...files] };
}

/**
 * The number a declaring line gives its name (`FIRING_HOURS = 10`, `#define CAP 4`, Rust's
 * `FREE_DAYS: u32 = 14`: the digits of a type's name are no value), or null.
 */
function declaredValue(name: string, line: string): number | null {
  const at = line.toLowerCase().indexOf(name);
  return at < 0 ? null : numberAfterName(line.slice(at + name.length));
}

/** The number that follows a name within a few characters (`: u32 = 14`, ` is 14`), or null. */
function numberAfterName(rest: string): number | null {
  const match = /^[^\n]{0,20}?(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/.exec(rest);
  return match === null ? null : Number(match[1]);
}

/**
 * Whether `text` states the value a declaring line gives its name as the line writes it whole
 * (`PEAK_FROM = "18:30"`: "PEAK_FROM is 18:30 now"), a time or a version read as one token: a
 * conclusion saying what the code holds now is about the new state, never superseded by it.
 */
function statesLiteral(text: string, name: string, line: string): boolean {
  const at = line.toLowerCase().indexOf(name);
  if (at < 0) return false;
  const token = /^[^\n]{0,20}?(?<![\w.:])(\d+(?:[.:]\d+)+)(?![\w.:])/.exec(
    line.slice(at + name.length),
  )?.[1];
  if (token === undefined) return false;
  return new RegExp(`(?<![\\w.:])${token.replace(/\./g, "\\.")}(?![\\w:]|\\.\\d)`).test(text);
}

/**
 * Whether `text` writes `name` whole with `value` right after it ("FREE_DAYS = 14 now",
 * "FREE_DAYS is 14"): it says what the code holds, whatever other amounts of its unit it gives.
 */
function writesNameWithValue(text: string, name: string, value: number): boolean {
  const said = wholeName(name).exec(text);
  return said !== null && numberAfterName(text.slice(said.index + said[0].length)) === value;
}

/** The units a name says in a word of its parts (`FIRING_HOURS`: hours). */
function unitsOf(name: string): Unit[] {
  return name
    .split(/[_$-]+|(?<=[a-z0-9])(?=[A-Z])/)
    .flatMap((part) => UNITS.get(part.toLowerCase()) ?? []);
}

/**
 * Whether a quantity may be what a name counted in `unit` holds: of its dimension, and a whole
 * number in that unit (8 hours as `FIRING_HOURS = 8`; 30 seconds is no number of hours).
 */
function fitsUnit(quantity: Quantity, unit: Unit): boolean {
  const from = quantity.unit;
  if (from === null || from.dimension !== unit.dimension) return false;
  return quantity.values.some((v) =>
    from.sizes.some((a) =>
      unit.sizes.some((b) => {
        const x = (v * a) / b;
        return x >= 1 && sameNumber(x, Math.round(x));
      }),
    ),
  );
}

/** Whether `text` names `name` whole (any case), as code writes it. */
function namesWhole(text: string, name: string): boolean {
  return wholeName(name).test(text);
}

/** `name` as code writes it whole, in any case: not inside a longer identifier. */
function wholeName(name: string): RegExp {
  return new RegExp(`(?<![\\w$])${name.replace(/[$]/g, "\\$")}(?![\\w$])`, "i");
}

/**
 * A declaring line of `named` whose value `text` states otherwise: `text` names the line's
 * thing (its name, or the stem of a part of it), states a quantity of the dimension the name
 * says (`FIRING_HOURS`: a time; a count when it says none and `text` names it whole), and none
 * of its quantities is the line's value as code writes it. Null when none is. A line named only
 * by the stem of a part (`POUCH_G` by "pouches") counts only when `changedNow` says this session
 * changed its value: a sentence naming the thing by a word may state another amount of it ("450 g
 * of red is five pouches" beside `POUCH_G = 100`), which a value the code held all along when the
 * sentence was written makes no less true.
 */
export function outdatedBy(
  text: string,
  named: readonly NamedCode[],
  changedNow?: (name: string) => boolean,
): NamedCode | null {
  const quantities = quantitiesIn(text);
  if (quantities.length === 0) return null;
  // A sentence about a thing no file names any more is about what was taken out: its numbers
  // are that thing's ("NIGHT_SURCHARGE = 3 from NIGHT_START"), not another line's old value.
  if (named.some((code) => code.line === null && namesWhole(text, code.name))) return null;
  for (const code of named) {
    if (code.line === null) continue;
    const value = declaredValue(code.name, code.line);
    if (value === null || TOO_COMMON.has(value) || !namesLineOf(text, code.line)) continue;
    if (changedNow !== undefined && !changedNow(code.name) && !namesWhole(text, code.name))
      continue;
    if (
      quantities.some((q) => writes(q, value)) ||
      statesLiteral(text, code.name, code.line) ||
      writesNameWithValue(text, code.name, value)
    )
      continue;
    const original = code.line.match(new RegExp(code.name.replace(/[$]/g, "\\$"), "i"))?.[0];
    const units = unitsOf(original ?? code.name);
    const whole = wholeName(code.name);
    // A bare number beside the whole name is its value when the name says no unit of measure
    // (`MAX_RETRIES is 3`: retries are counted, not measured).
    const counted = units.every((unit) => COUNTED.has(unit.dimension));
    const about = quantities.filter(
      (q) =>
        units.some((unit) => fitsUnit(q, unit)) || (counted && q.unit === null && whole.test(text)),
    );
    if (about.length > 0) return code;
  }
  return null;
}

/**
 * `list` (oldest first) with each decision or finding of an earlier session whose value the code
 * now states otherwise (`outdatedBy`) left out when a newer conclusion of the list states the
 * line's value, else kept as a dead end marked superseded by the line.
 */
export function withOutdatedValuesMarked<T extends { kind: string; text: string }>(
  list: readonly T[],
  named: readonly NamedCode[],
  earlier: (entry: T) => boolean,
  changedNow?: (name: string) => boolean,
): T[] {
  if (named.length === 0) return [...list];
  return withValuesMarked(list, earlier, (text) => {
    const code = outdatedBy(text, named, changedNow);
    if (code === null || code.line === null) return null;
    return {
      value: declaredValue(code.name, code.line) as number,
      line: code.line,
      path: code.path,
    };
  });
}
