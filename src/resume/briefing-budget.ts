/**
 * Fill the briefing's character budget by priority (issue 21): every section with something to
 * say first gets a few entries, in priority order (drift first); then each grows in the same
 * order, first to a handful, then to its cap, then past it, while the budget holds. A section states how
 * many entries it left out and where they are; a section that did not fit at all is named, with
 * its count, in one "Not shown for space" line. Exact, not estimated: `cost` measures each line
 * as the host will count it (plain characters, or JSON-escaped for the hook formats). Pure.
 */
import type { BriefingSection } from "./briefing-sections.js";

export interface FitInput {
  /** Lines that always come first (title, verdict, objective). */
  header: string[];
  sections: BriefingSection[];
  /** Lines that always come last (nothing recorded, verified claims). */
  tail: string[];
  /** The budget, in the units of `cost`. */
  budget: number;
  /** What one line costs, its line break included. */
  cost: (line: string) => number;
  /** Where the packet's own overflow is, e.g. `.handoff/packets/ID/history.md`. */
  history: string;
  /** Where a section left out whole can be read. */
  where: string;
}

/** Entries every section may reach in the second round, before any reaches its cap. */
const SECOND_ROUND = 5;

function moreLine(section: BriefingSection, shown: number, history: string): string | null {
  const rest = section.entries.length - shown;
  const parts: string[] = [];
  if (rest > 0) parts.push(`${rest} more in '${section.where}'`);
  if (section.archived > 0) parts.push(`${section.archived} older in ${history}`);
  return parts.length === 0 ? null : `- … ${parts.join("; ")}`;
}

function sectionLines(section: BriefingSection, shown: number, history: string): string[] {
  if (shown === 0) return [];
  const chosen = section.entries
    .slice(0, shown)
    .map((entry, rank) => ({ entry, rank }))
    .sort((a, b) => (a.entry.order ?? a.rank) - (b.entry.order ?? b.rank));
  const more = moreLine(section, shown, history);
  return [
    "",
    `## ${section.title}`,
    ...chosen.flatMap(({ entry }) => entry.lines),
    ...(more === null ? [] : [more]),
  ];
}

function leftOutLine(
  sections: readonly BriefingSection[],
  shown: readonly number[],
  where: string,
): string | null {
  const dropped = sections
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => s.entries.length > 0 && shown[i] === 0)
    .map(({ s }) => `${s.label} (${s.entries.length})`);
  return dropped.length === 0
    ? null
    : `Not shown for space: ${dropped.join(", ")}; read them with '${where}'.`;
}

/** Pure: the briefing's lines within the budget (the header alone may still exceed a tiny one). */
export function fitSections(input: FitInput): string[] {
  const { sections, cost, history } = input;
  const shown = sections.map(() => 0);
  const linesCost = (lines: readonly string[]) => lines.reduce((t, l) => t + cost(l), 0);
  const fixed = linesCost(input.header) + linesCost(input.tail) + cost("");
  const sectionCost = sections.map(() => 0);
  const leftOutCost = () => {
    const line = leftOutLine(sections, shown, input.where);
    return line === null ? 0 : cost(line);
  };
  const tryShow = (i: number, n: number): boolean => {
    const before = shown[i]!;
    const next = linesCost(sectionLines(sections[i]!, n, history));
    shown[i] = n;
    const total =
      fixed + sectionCost.reduce((t, c, k) => t + (k === i ? next : c), 0) + leftOutCost();
    if (total <= input.budget) {
      sectionCost[i] = next;
      return true;
    }
    shown[i] = before;
    return false;
  };
  for (const [i, section] of sections.entries()) {
    for (let n = Math.min(section.first, section.entries.length); n >= 1; n--) {
      if (tryShow(i, n)) break;
    }
  }
  // Then to each section's cap, then past the caps while room is left: the budget is filled.
  for (const round of ["few", "cap", "fill"] as const) {
    for (const [i, section] of sections.entries()) {
      if (shown[i] === 0) continue;
      const limit =
        round === "few"
          ? Math.min(SECOND_ROUND, section.cap)
          : round === "cap"
            ? section.cap
            : Infinity;
      const top = Math.min(section.entries.length, limit);
      while (shown[i]! < top && tryShow(i, shown[i]! + 1)) {
        // grows one entry at a time while the budget holds
      }
    }
  }
  const leftOut = leftOutLine(sections, shown, input.where);
  return [
    ...input.header,
    ...sections.flatMap((section, i) => sectionLines(section, shown[i]!, history)),
    "",
    ...(leftOut === null ? [] : [leftOut]),
    ...input.tail,
  ];
}
