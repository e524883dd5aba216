/**
 * Which of the relay's conclusions stay when there is no room for all (the packet's cap, the
 * line budget of handoff.md, the briefing's budget): every session's strongest first, then each
 * session's next strongest, newest sessions first in each round. Ranking by recency alone let a
 * talkative later session push every conclusion of the first one out, while they still held.
 * Strength reads the conclusion itself: a dead end (what not to try again) before a decision or
 * a fact, one that says its reason in words before one that only adds a clause after a colon,
 * and that one before one with neither, one that names a measurement before one that does not;
 * newer first within a session. Pure.
 */
import type { Conclusion } from "../model/packet/types.js";
import { CONSEQUENCE, REASON_CUE } from "../util/prose-words.js";
import { statesMeasurement } from "../util/measurement.js";
import { isMarkedSuperseded } from "./stale-conclusions.js";

type Ranked = Pick<Conclusion, "kind" | "text" | "agent" | "date" | "packet">;

/** The session a conclusion came from: its agent, date and first packet. */
export function sessionOf(c: Pick<Conclusion, "agent" | "date" | "packet">): string {
  return `${c.agent ?? ""} ${c.date ?? ""} ${c.packet ?? ""}`;
}

/**
 * How much of a reason a conclusion gives: 2 when it says one in words ("so that", "that way",
 * "because", "rather than", "porque", "weil"), 1 when it only joins a second clause with a colon,
 * semicolon or dash (which may be a reason or only a detail of what was done: "f() takes the
 * bytes: the first 16 hex digits of their sha256"), 0 for none.
 */
export function reasonStrength(text: string): number {
  const words = text.replace(/\s?[:;：；]\s+|\s[—–-]\s+/gu, ", ");
  if (REASON_CUE.test(words) || CONSEQUENCE.test(words)) return 2;
  return REASON_CUE.test(text) || CONSEQUENCE.test(text) ? 1 : 0;
}

/**
 * How much a conclusion tells the next session (higher: kept first within its session). One
 * marked superseded comes last: what holds now matters more than what it replaced.
 */
export function conclusionStrength(c: Pick<Conclusion, "kind" | "text">): number {
  if (isMarkedSuperseded(c.text)) return -1;
  return (
    (c.kind === "dead_end" ? 3 : 0) + reasonStrength(c.text) + (statesMeasurement(c.text) ? 1 : 0)
  );
}

/**
 * The indices of `list` (oldest first, as the packet keeps it) in the order they are kept:
 * round by round, each session's next strongest, the newest session first.
 */
export function keepOrder(list: readonly Ranked[]): number[] {
  const sessions = new Map<string, number[]>();
  for (const [i, c] of list.entries()) {
    const key = sessionOf(c);
    sessions.set(key, [...(sessions.get(key) ?? []), i]);
  }
  // Newest session first: the one whose newest entry is latest in the list.
  const byRecency = [...sessions.values()].sort(
    (a, b) => (b.at(-1) as number) - (a.at(-1) as number),
  );
  const ranked = byRecency.map((indices) =>
    [...indices].sort(
      (a, b) =>
        conclusionStrength(list[b] as Ranked) - conclusionStrength(list[a] as Ranked) || b - a,
    ),
  );
  const order: number[] = [];
  for (let round = 0; order.length < list.length; round++)
    for (const indices of ranked) {
      const next = indices[round];
      if (next !== undefined) order.push(next);
    }
  return order;
}

/**
 * `list` cut to `cap` entries by `keepOrder`: what stays and what moves, each in the list's
 * own order.
 */
export function splitByStrength<T extends Ranked>(
  list: readonly T[],
  cap: number,
): { kept: T[]; moved: T[] } {
  if (list.length <= cap) return { kept: [...list], moved: [] };
  const kept = new Set(keepOrder(list).slice(0, cap));
  return {
    kept: list.filter((_, i) => kept.has(i)),
    moved: list.filter((_, i) => !kept.has(i)),
  };
}

/** A word shaped like a name of the work: a path, a dotted or snake_case name, camelCase, a call. */
const NAME_SHAPED = /^[\p{L}\p{N}_$-]*(?:\w[./_-]\w|[a-z][A-Z]|\(\))[\p{L}\p{N}_$./()-]*$/u;

/** The numbers a text states (`8`, `2.5`), file names' digits aside. */
function numbersIn(text: string): string[] {
  return text.match(/(?<![\w./-])\d+(?:[.,]\d+)?(?![\w/-])/g) ?? [];
}

/** The things a conclusion names by their names (`src/a.js`, `thumbKey()`, `MAX_ARCHIVES`). */
function namedThings(text: string): Set<string> {
  const things = new Set<string>();
  for (const raw of text.split(/[\s,;:!?"'`]+/)) {
    const word = raw.replace(/[.]+$/, "");
    if (word.length >= 3 && NAME_SHAPED.test(word)) things.add(word.toLowerCase());
  }
  return things;
}

/**
 * A session's conclusions without those that only restate, without a reason, what another of
 * the same session says with its reason in words: every thing it names by name is named by
 * one that gives its reason ("bin/thumbs.js takes --size now." beside "Widths above 2000 px are
 * clamped in bin/thumbs.js because the CDN refuses them."). A dead end always stays.
 */
export function withoutBareRestatements<T extends Pick<Conclusion, "kind" | "text">>(
  list: readonly T[],
): T[] {
  const withReason = list.filter((c) => reasonStrength(c.text) === 2);
  if (withReason.length === 0) return [...list];
  const reasoned = withReason.map((c) => namedThings(c.text));
  const numbers = new Set(withReason.flatMap((c) => numbersIn(c.text)));
  return list.filter((c) => {
    if (c.kind === "dead_end" || reasonStrength(c.text) > 0) return true;
    // A value of its own ("keeps the newest 8") is more than a restatement.
    if (numbersIn(c.text).some((n) => !numbers.has(n))) return true;
    const things = namedThings(c.text);
    if (things.size === 0) return true;
    return ![...things].every((thing) => reasoned.some((names) => names.has(thing)));
  });
}
