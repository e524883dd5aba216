/**
 * Where the task of a message opened with background ends (SPEC §2.3: its task sentence(s), the
 * house rules after it left out): after its first sentence, the sentences that go on with it —
 * naming a thing of the work no sentence before them named, or opening on a pronoun that stands
 * for it — up to the first that opens a part of its own ("House rules:") or gives a value the
 * task does not hold. Structure only; the pronouns are need-sentences.ts's. Pure.
 */
import { quantitiesIn } from "../util/quantity.js";
import { opensWithPronoun } from "./need-sentences.js";
import { NUMBER_TOKEN, THING_TOKENS } from "./task-statement.js";

/**
 * The task found in the middle of background, after a bridge or as a question (`task`: the
 * units from it on, the bridge cut off): its sentence, the items of a list it opens with a
 * colon, and the sentences after it that name a thing of the work no sentence before them named
 * ("Add a test in tests/test_permit.py."). The house rules after it ("Keep the layout as it is.",
 * "Never touch data/permits.csv by hand.", "Amounts always in cents.") name nothing new of the
 * work, or give a value (`withoutRules`): they stay among the user's words, not in the objective.
 * `followPronouns` false: only a sentence naming a new thing goes on with it (after a statement of
 * need, where "Les bacs sont comptés …" opens on an article the pronoun table cannot tell apart).
 */
export function taskAlone(
  units: readonly string[],
  at: number,
  task: readonly string[],
  followPronouns = true,
): string {
  const named = new Set<string>();
  const name = (unit: string) => {
    for (const [token] of unit.matchAll(THING_TOKENS)) named.add(token.toLowerCase());
  };
  for (const unit of units.slice(0, at + 1)) name(unit);
  const kept = [task[0] ?? ""];
  const opensList = /[:：]\s*$/u.test(kept[0] ?? "");
  for (const unit of task.slice(1)) {
    if (opensList && LIST_ITEM.test(unit)) {
      kept.push(unit);
      continue;
    }
    const tokens = [...unit.matchAll(THING_TOKENS)].map(([token]) => token.toLowerCase());
    // A task that names nothing of the work yet ("The job: a small Rust program.") goes on into
    // a sentence opening with a name ("cargo run -- 2026-07 should read …").
    const goesOn =
      (followPronouns && opensWithPronoun(unit)) ||
      tokens.some((token) => !named.has(token)) ||
      (!kept.some((k) => k.match(THING_TOKENS) !== null) && opensWithAName(unit, units, true));
    if (OPENS_A_PART.test(unit) || opensRules(unit) || !goesOn) break;
    kept.push(unit);
    name(unit);
  }
  // A task given as a list reads as one line: its items, their marks gone.
  if (kept.every((unit) => LIST_ITEM.test(unit)) && kept.length > 1) {
    return withoutRules(kept).replace(/(?:^|\s)(?:[-*+•]|\d+[.)])\s+/gu, (_mark, at) =>
      at === 0 ? "" : "; ",
    );
  }
  return withoutRules(kept);
}

/** The first letter of a unit (past marks, quotes and brackets). */
const FIRST_LETTER = /^[^\p{L}\p{N}]*(\p{L})/u;

/**
 * Whether `unit` opens with a word in lower case where every other sentence of `units` that opens
 * with a letter opens with a capital: the word is then a name — a command, a file, a program
 * ("make builds it; make test runs the tests.") — not an imperative ("Make …"), whatever it is
 * in English. A message written all in lower case tells nothing by it; `most`: the other
 * sentences open with a capital mostly, not all.
 */
export function opensWithAName(unit: string, units: readonly string[], most = false): boolean {
  const lower = (letter: string) => letter !== letter.toUpperCase();
  const cased = (letter: string | undefined): letter is string =>
    letter !== undefined && letter.toUpperCase() !== letter.toLowerCase();
  const first = FIRST_LETTER.exec(unit)?.[1];
  if (!cased(first) || !lower(first)) return false;
  const others = units
    .filter((other) => other !== unit)
    .map((other) => FIRST_LETTER.exec(other)?.[1])
    .filter(cased);
  if (others.length < 2) return false;
  // `most`: among sentences that mostly open with a capital, other names may open some too
  // ("members.csv has …", "cargo test is the check.").
  const lowered = others.filter(lower).length;
  return most ? 2 * lowered < others.length : lowered === 0;
}

/**
 * Whether the text after a lead, up to its sentence's end, is a list: two semicolons or more
 * part it ("C++17; nothing outside the standard library; … ; and the check passes").
 */
export function opensAList(after: string): boolean {
  const sentence = /^[^.!?。！？]*(?:[.!?。！？](?=\S)[^.!?。！？]*)*/u.exec(after)?.[0] ?? after;
  return (sentence.match(/[;；؛]/gu) ?? []).length >= 2;
}

/**
 * Whether `unit` opens a list of rules: a lead of at most seven words naming nothing, ending in a
 * colon, whose sentence goes on as a list ("A few rules go with it: Go 1.22; no cgo; …").
 */
function opensRules(unit: string): boolean {
  const lead = LEAD_OF_PART.exec(unit)?.[0];
  return (
    lead !== undefined && lead.match(THING_TOKENS) === null && opensAList(unit.slice(lead.length))
  );
}

/** A lead ending in a colon, of at most seven words. */
const LEAD_OF_PART = /^\s*(?:[\p{L}\p{M}'’]+[,\s]+){0,6}[\p{L}\p{M}'’]+\s*[:：]\s*/u;

/** A unit that is an item of a list ("- keep at most 8 archives", "2) the footer"). */
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s/u;

/** Whether `text` states an amount above one ("5000 rows", "three shifts"; a date is none). */
const statesAmount = (text: string): boolean =>
  quantitiesIn(text).some((q) => q.values.some((value) => value > 1));

/** The values `text` gives: its numbers, without the end mark glued to them ("3." is 3). */
const valuesOf = (text: string): string[] =>
  (text.match(NUMBER_TOKEN) ?? []).map((value) => value.replace(/[.,_-]+$/, ""));

/**
 * A sentence that opens a part of its own: a short lead ending in a colon ("House rules:",
 * "Regeln: …", a line "Here's the job:").
 */
export const OPENS_A_PART = /^\s*(?:[\p{L}'’]+\s+){0,2}[\p{L}'’]+\s*[:：](?:\s+(?=\S)|\s*$)/u;

/**
 * The task sentence(s) without the house rules after them: from the second sentence on, the
 * first that opens a part of its own ("House rules: …", "Regeln: …") or gives a value the task
 * does not hold ("Keep at most 8 archives.", "The newest 3 always stay.", "Les bannières font
 * 1200 px au maximum.") ends the task. Rules with values are what a later message replaces: they
 * stay among the user's words, where a replacement marks them, and never stand in the objective
 * as if in force. Numbers inside names (`v2`, `sha256`, `src/v2/`) are no values. A first
 * sentence naming nothing of the work takes the next one that does whatever it gives.
 */
export function withoutRules(sentences: readonly string[]): string {
  let kept = sentences[0] ?? "";
  const namesAThing = (text: string) => text.match(THING_TOKENS) !== null;
  for (const sentence of sentences.slice(1)) {
    if (OPENS_A_PART.test(sentence)) break;
    // A request naming nothing of the work ("Could you write me a small program for it?") is
    // told by the sentence after it that does, or that gives no amount: its values are the
    // command's ("bin/water 2026-05 should read …", "cargo run -- 2026-07 should …"), not a
    // rule's ("At most 5000 rows a file." is one).
    if (!namesAThing(kept) && (namesAThing(sentence) || !statesAmount(sentence))) {
      kept = `${kept} ${sentence}`;
      continue;
    }
    const told = new Set(valuesOf(kept));
    if (valuesOf(sentence).some((value) => !told.has(value))) break;
    // A value said in words ("always four digits", "zawsze cztery cyfry") is a value too; one
    // is mostly an article ("un", "ein", "one of them").
    const amounts = quantitiesIn(kept).flatMap((q) => q.values);
    const said = quantitiesIn(sentence).flatMap((q) => q.values);
    if (said.some((value) => value > 1 && !amounts.includes(value))) break;
    kept = `${kept} ${sentence}`;
  }
  return kept;
}
