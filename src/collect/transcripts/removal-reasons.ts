/**
 * A dead end said by its effect, found by where it sits: the agent's prose right before a tool
 * call that takes code of the work back out (an edit dropping a declaration or a call it had put
 * in, `rm` of a file it wrote, `git restore`, an uninstall), or the prose that ends the turn after
 * such a call, is the reason for that removal when a sentence of it says what went wrong
 * (`util/removal-reason-words.ts`). Such a sentence names nothing of the code ("Totals came out a
 * cent short on half the rows, so that's gone."), so the grounding by names never finds it; the
 * removal it sits next to is its grounding, and it is shown with what went. A removal the user
 * asked for tells no dead end. Pure.
 */
import type { TookOutCode } from "../../model/snapshot/types.js";
import { givesRemovalReason } from "../../util/removal-reason-words.js";

/** A removal a tool call made, as the accumulator holds it until the prose next to it is read. */
export interface Removal extends TookOutCode {
  /** The tool call's event, for a saved scan to read its names back from. */
  from?: unknown;
}

/** Where prose sits against the removal: before its call, or ending the turn after it. */
export type RemovalSide = "before" | "after";

/** Sentences of a message read for the reason, from the side next to the removal. */
const NEAR = 3;

/** The most names a removal shows: a file rewritten whole drops many. */
export const MAX_SHOWN_NAMES = 3;

/**
 * The sentence (and a short verdict after it) that gives the reason for a removal next to the
 * message: before its call, the last of the message's last sentences that gives one; ending the
 * turn after it, the first of its first sentences. `isProse` leaves out what is never a
 * conclusion (a question, code, a status). Null when none does.
 */
export function removalReasonAt(
  sentences: readonly string[],
  side: RemovalSide,
  isProse: (sentence: string) => boolean,
): { at: number; span: 1 | 2 } | null {
  const order =
    side === "before"
      ? sentences.map((_, i) => sentences.length - 1 - i).slice(0, NEAR)
      : sentences.map((_, i) => i).slice(0, NEAR);
  for (const at of order) {
    const sentence = sentences[at] as string;
    if (!isProse(sentence) || !givesRemovalReason(sentence)) continue;
    const next = sentences[at + 1];
    // "The cache showed yesterday's prices. Out it goes.": the verdict goes along.
    const verdict =
      next !== undefined && next.length < 40 && isProse(next) && !givesRemovalReason(next);
    return { at, span: verdict ? 2 : 1 };
  }
  return null;
}

/** A removal of `names` (hashes' names as written) from `path`, or null when nothing went. */
export function removalOf(
  names: readonly string[],
  path: string | null,
  own: boolean,
  from: unknown,
): Removal | null {
  if (names.length === 0 && path === null) return null;
  const unique = [...new Set(names)];
  // A piece of a compound name (`cache` of `lru_cache`, `writer` of `src/stream-writer.js`) is
  // that name, not a thing of its own.
  const whole = unique.filter(
    (name) => !unique.some((other) => other !== name && other.split(/[-_./]/).includes(name)),
  );
  return {
    names: whole.slice(0, MAX_SHOWN_NAMES),
    path,
    own,
    ...(from === undefined ? {} : { from }),
  };
}

/**
 * The names a command took back out, as shown: each operand once, by its longest name
 * (`src/old.js`, not also `old.js` and `old`).
 */
export function shownCommandNames(removed: readonly string[]): string[] {
  return removed.filter(
    (name) =>
      !removed.some(
        (other) => other !== name && (other.endsWith(`/${name}`) || other.startsWith(`${name}.`)),
      ),
  );
}

/** A removal as a saved scan keeps it: the call's source, its names as hashes, whose it was. */
export interface SavedRemoval {
  from: unknown;
  kind: "edit" | "command";
  names: string;
  own: boolean;
}

/** The saved form of `removal` (its source must be known: `known` throws when not). */
export function saveRemoval(
  removal: Removal,
  known: (from: unknown) => unknown,
  hashes: (names: readonly string[]) => string,
): SavedRemoval {
  return {
    from: known(removal.from),
    kind: removal.path === null ? "command" : "edit",
    names: hashes(removal.names),
    own: removal.own,
  };
}

/**
 * A saved removal read back: the names its call gives (`candidates`, from the event read back)
 * that the saved hashes hold, in the call's order.
 */
export function restoreRemoval(
  saved: SavedRemoval,
  read: { path: string | null; candidates: readonly string[] },
  holds: (name: string) => boolean,
): Removal {
  const names = [...new Set(read.candidates)].filter(holds).slice(0, MAX_SHOWN_NAMES);
  return { names, path: read.path, own: saved.own, from: saved.from };
}

/** `name` (lowercased) as `code` writes it (`priceCache`), or as it is when `code` lacks it. */
export function asWritten(name: string, code: string): string {
  const escaped = name.replace(/[$]/g, "\\$");
  return new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`, "i").exec(code)?.[0] ?? name;
}

/** The file name of a path, lowercased (`scripts/Probe.js` → `probe.js`). */
export function fileNameOf(path: string): string {
  return (path.replace(/\/+$/, "").split("/").at(-1) ?? path).toLowerCase();
}
