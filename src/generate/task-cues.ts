/**
 * Where a task sits in a message that opens with background, by structure that holds in any
 * language (SPEC §2.3: with background first, its task sentence):
 *
 * - a **bridge**: a short lead of its own ending in a colon, naming nothing, before what names
 *   the work ("That's where you come in: make bin/permit.py …", "So here's what I need:",
 *   "Ось що треба зробити:", "Hér er það sem ég þarf:");
 * - a **question about the work**: a sentence ending in a question mark that names a thing of the
 *   work — a path, an identifier, a call, a code span ("Podries fer que src/caixa.js sumi …
 *   amb dailyTotal()?", "کیا آپ src/bill.py میں total() بنا سکتے ہیں؟").
 *
 * - a sentence naming **what the session then wrote** (a file it edited, a function its diff
 *   adds) that the background did not name; and so a lead whose part names it, after a wish
 *   that names nothing ("I'd love to know what sold best. The ask: add bin/totals.py …").
 *
 * No word list: the examples in several languages and scripts are in the test. Pure.
 */
import { THING_TOKENS } from "./task-statement.js";
import type { WorkNames } from "./work-names.js";

/** The most words of a bridge's lead ("So here's what I need", "That's where you come in"). */
const BRIDGE_WORDS = 7;

/**
 * A word of a lead: letters, and a language's name may end in its signs ("a C++ program", "a C#
 * tool", "an F# script"): no path, no number.
 */
const LEAD_WORD = "[\\p{L}\\p{M}'’]+[+#]{0,2}";

/** A lead of words only (no name, no number) ending in a colon, at the start of a unit. */
const LEAD = new RegExp(
  `^\\s*(?:${LEAD_WORD}[,\\s]+){0,${BRIDGE_WORDS - 1}}${LEAD_WORD}\\s*[:：](?:\\s+|$)`,
  "u",
);

/** Whether `text` names a thing of the work by more than a number (path, identifier, call…). */
const namesAThing = (text: string): boolean => text.match(THING_TOKENS) !== null;

/**
 * The lead of a bridge at the start of `unit`, or null: a lead of at most seven words that name
 * nothing, ending in a colon, and after it — in the unit, or in `next` when the unit ends at the
 * colon (a list follows) — a name of a thing of the work. "The office has two rules: no cash, no
 * returns." names nothing after its colon: background, not a bridge.
 */
export function bridgeLead(unit: string, next = ""): string | null {
  const lead = LEAD.exec(unit)?.[0];
  if (lead === undefined) return null;
  const rest = unit.slice(lead.length);
  return namesAThing(rest.trim() === "" ? next : rest) ? lead : null;
}

/** A question mark of any script at the end of a sentence (`?`, `？`, `؟`, `;` of Greek, `፧`). */
const QUESTION_END = /[?？؟;፧]["'”’»)\]\s]*$/u;

/**
 * Whether `sentence` asks for work on the work: a question that names a thing of it (a path, an
 * identifier, a call, a code span), in any language. "Why does it fail?" names nothing: a
 * question of the background; "Is the data in data/?" is one too, though it names a folder, when
 * it names no file, call or identifier.
 */
export function asksAboutTheWork(sentence: string): boolean {
  if (!QUESTION_END.test(sentence)) return false;
  return (sentence.match(THING_TOKENS) ?? []).some((token) => !/^[\w.~-]*\w\/$/u.test(token));
}

/**
 * The first sentence after the background that names something the session then wrote (a file
 * it edited, a function its diff adds: `written`, whole and lower-cased) which no sentence
 * before it named: in any language, the sentence that asks for what the work became ("Parašyk
 * exportStock() faile src/stock/export.ts."), where the background names what the work only
 * read. Of several, the one naming the most of it, then the one naming a call first (the function
 * asked for and its new file, over a file of the background the work also touched). Null when
 * none does.
 */
export function namingWhatWasWritten(
  units: readonly string[],
  minBackground: number,
  written: WorkNames,
): number | null {
  if (written.size === 0) return null;
  const named = new Set<string>();
  let best: number | null = null;
  let most = 0;
  for (const [i, unit] of units.entries()) {
    const tokens = thingTokens(unit);
    const fresh = tokens.filter((token) => written.has(token) && !named.has(token)).length;
    // A call named for the first time (`swarm_events(readings)`) is what a task asks to make.
    const calls = [...unit.matchAll(/\b(\w+)\(/gu)].some(
      ([, name]) => !named.has(name?.toLowerCase() ?? ""),
    );
    const score = fresh === 0 ? 0 : fresh * 2 + (calls ? 1 : 0);
    if (i >= minBackground && score > most) {
      best = i;
      most = score;
    }
    for (const token of tokens) named.add(token);
  }
  return best;
}

/** The things `text` names (paths, identifiers, calls, code spans), bare and lower-cased. */
function thingTokens(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(THING_TOKENS)].map(([token]) =>
        token
          .replace(/^`|`$|\($/g, "")
          .replace(/^\.\//, "")
          .toLowerCase(),
      ),
    ),
  ];
}

/** Whether `text` names something the session then wrote (`written`: see `namingWhatWasWritten`). */
export function namesWhatWasWritten(text: string, written: WorkNames): boolean {
  return written.size > 0 && thingTokens(text).some((token) => written.has(token));
}
