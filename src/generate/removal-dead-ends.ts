/**
 * Dead ends said by their effect (`collect/transcripts/removal-reasons.ts`): a sentence next to a
 * removal of code, shown with what went (" (took out `priceCache` in src/prices.ts)"), since its
 * words name none of it. Whose code it was decides whether there is a dead end to tell: what the
 * session itself put in, always; what it found there, only when the work had changed that file
 * before this session (an earlier session of the relay put it in) — taking out code nobody of
 * this work wrote is clean-up. And a dead end carried from an earlier session no longer stands
 * once the code declares the thing again: a later session put it back on purpose. Pure.
 */
import type { NamedCode, PutInCode, TookOutCode } from "../model/snapshot/types.js";
import { codeShapedNames } from "../util/declared-names.js";
import { TAKEN_OUT_MARK } from "./stale-conclusions.js";

/**
 * The mark a dead end carries of the removal it gave the reason for: ` (took out `a`, `b` in
 * src/x.js)`, ` (took out src/old.js)` for a file, ` (took out `pkg`)` for a package.
 */
export function tookOutMark(took: Pick<TookOutCode, "names" | "path">): string {
  const file = took.path?.split("/").at(-1)?.toLowerCase();
  const names = took.names.filter((n) => n.toLowerCase() !== file);
  const shown = names.map((n) => `\`${n}\``).join(", ");
  if (took.path === null) return shown === "" ? "" : ` (took out ${shown})`;
  if (shown !== "") return ` (took out ${shown} in ${took.path})`;
  // The file itself went (`rm`), or a whole-file write left out what is known only by hash.
  return took.names.length > 0 ? ` (took out ${took.path})` : ` (took out code of ${took.path})`;
}

/** What a conclusion of the session reads as once its removal is judged, or null: none. */
export function withRemovalShown<K extends string>(
  conclusion: { kind: K; text: string; took_out?: TookOutCode },
  changedBefore: (path: string) => boolean,
): { kind: K | "dead_end"; text: string } | null {
  const { kind, text, took_out: took } = conclusion;
  if (took === undefined) return { kind, text };
  if (took.own || (took.path !== null && changedBefore(took.path)))
    return { kind: "dead_end", text: `${text}${tookOutMark(took)}` };
  return took.was === undefined ? null : { kind: took.was as K, text };
}

/** Whether a conclusion carries a removal's mark (it was said next to the removal). */
export function hasTookOutMark(text: string): boolean {
  return TOOK_OUT_MARK.test(text);
}

const TOOK_OUT_MARK = /\(took out [^()\n]+\)$/;

/** The names a dead end's removal mark shows (`priceCache` of " (took out `priceCache` in …)"). */
function markedNames(text: string): string[] {
  const mark = /\(took out ((?:`[^`\n]+`(?:, )?)+)(?: in [^)]+)?\)$/.exec(text);
  if (mark === null) return [];
  return [...(mark[1] as string).matchAll(/`([^`\n]+)`/g)].map((m) =>
    (m[1] as string).toLowerCase(),
  );
}

/**
 * `list` without the dead ends of earlier sessions whose removed thing a declaring line names
 * again now (`named_code`): put back, it is no dead end any more. A decision abandoned because
 * the code its edit put in was taken out (`withPutInShown`, then ` — taken out since: `x``)
 * stands again as decided once `x` is declared again.
 */
export function withoutPutBack<T extends { kind: string; text: string }>(
  list: readonly T[],
  named: readonly NamedCode[],
  earlier: (entry: T) => boolean,
): T[] {
  if (named.length === 0) return [...list];
  const declared = new Set(named.filter((c) => c.line !== null).map((c) => c.name.toLowerCase()));
  return list.flatMap((entry) => {
    if (entry.kind !== "dead_end" || !earlier(entry)) return [entry];
    if (markedNames(entry.text).some((name) => declared.has(name))) return [];
    const back = PUT_IN_TAKEN_OUT.exec(entry.text);
    if (back === null || !declared.has((back[2] as string).toLowerCase())) return [entry];
    return [{ ...entry, kind: "decision", text: back[1] as string }];
  });
}

/** A sentence with its put-in mark, then the mark of that code taken out since. */
const PUT_IN_TAKEN_OUT =
  /^(.* \(wrote (?:`[^`\n]+`(?:, )?)+ in [^()\n]+\)) — taken out since: `([^`\n]+)`$/s;

/** Longest conclusion with its mark: as long as the transcript reading keeps one. */
const MAX_MARKED = 300;

/** The mark of the code a decision's edit put in: ` (wrote `a`, `b` in src/x.py)`. */
export function putInMark(put: PutInCode): string {
  const shown = put.names.length === 0 && put.line !== undefined ? [put.line] : put.names;
  return ` (wrote ${shown.map((n) => `\`${n}\``).join(", ")} in ${put.path})`;
}

/**
 * A conclusion of the session with the code its edit put in shown, when it names no identifier
 * itself: a later session that takes that code out then abandons it by the names
 * (`stale-conclusions.ts`). One the same session already made a dead end (its own later edit
 * took the code out) says so, marked as a later session's removal would be; `takenOut` gives
 * the names gone. Shown too on one about that code that names other code as well ("`CALF_SHARE
 * = 3` now stands where `CALF_ML_PER_DAY` was"): the mark says which of them the session wrote,
 * so a later reading that finds the other gone knows it went before. Left as it is when the
 * mark would make it longer than a conclusion is kept.
 */
export function withPutInShown<K extends string>(
  conclusion: { kind: K; text: string },
  put: PutInCode | undefined,
  takenOut: (name: string) => boolean,
): { kind: K; text: string } {
  if (put === undefined) return conclusion;
  const { kind, text } = conclusion;
  // The one line it added, for a behaviour that declares nothing: shown when the sentence names
  // no code of its own, so the session that takes that line out abandons it.
  if (put.names.length === 0)
    return put.line === undefined ||
      codeShapedNames(text).length > 0 ||
      text.length + putInMark(put).length > MAX_MARKED
      ? conclusion
      : { kind, text: `${text}${putInMark(put)}` };
  const named = codeShapedNames(text).map((name) => name.toLowerCase());
  const wrote = new Set(put.names.map((name) => name.toLowerCase()));
  const aboutPutAndOther =
    named.some((name) => wrote.has(name)) && named.some((name) => !wrote.has(name));
  if (named.length > 0 && !aboutPutAndOther) return conclusion;
  const gone = kind === "dead_end" ? put.names.find((n) => takenOut(n.toLowerCase())) : undefined;
  const mark = `${putInMark(put)}${gone === undefined ? "" : `${TAKEN_OUT_MARK}\`${gone}\``}`;
  return text.length + mark.length > MAX_MARKED ? conclusion : { kind, text: `${text}${mark}` };
}
