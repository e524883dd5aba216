/**
 * A list of the packet as a slot: its history section name, which end holds the entries that
 * stay, its hard cap (SPEC §3.1: every list has a cap, so packet size never grows with input
 * size), and how one entry reads as a line of history.md; how a list splits at its cap; the
 * slots nested in entries. The table of the packet's own lists is `list-slots.ts`.
 */
import type { Packet } from "../model/packet/types.js";
import { SECTION, defectsSection } from "../render/sections.js";

/** One list of the packet. */
export interface Slot<T> {
  section: string;
  /**
   * Which entries stay when the list is cut: the first ones, the last ones (the newest), or
   * the ends (the first and the newest: the user's first message is the objective).
   */
  keep: "first" | "last" | "ends";
  /** Most entries the packet keeps; the rest moves to history, counted. */
  cap: number;
  /**
   * How the packet's hard cap cuts the list when the entries that stay are chosen by more than
   * their end (the agent's conclusions: each session's strongest first); `keep` says which end
   * otherwise, and always for the line budget of handoff.md (a carried list's page view skips
   * its budget's overflow from the front).
   */
  split?: (list: T[], cap: number) => { kept: T[]; moved: T[] };
  /** False for lists handoff.md does not show one per line (the line budget leaves them). */
  budget: boolean;
  get: (packet: Packet) => T[];
  set: (packet: Packet, list: T[]) => void;
  toLine: (entry: T) => string;
}

/** A typed slot as an entry of the untyped table. */
export function slot<T>(s: Slot<T>): Slot<unknown> {
  return s as unknown as Slot<unknown>;
}

/** `toLine` of a list of strings. */
export const same = (s: string): string => s;

/**
 * The get/set pair of the list at `packet[key]` (or `packet[key][field]`). The slots' table
 * names each list once by its place in the packet; the casts stay in this one function.
 */
export function at<T>(key: keyof Packet, field?: string): Pick<Slot<T>, "get" | "set"> {
  const holder = (p: Packet) =>
    (field === undefined ? p : p[key]) as unknown as Record<string, unknown>;
  const name = field ?? key;
  return {
    get: (p) => holder(p)[name] as T[],
    set: (p, list) => {
      holder(p)[name] = list;
    },
  };
}

/** The lists nested in each entry of a list: defects per verdict, options per decision. */
export function nestedSlots(packet: Packet): Slot<unknown>[] {
  const defects = packet.verdict_trail.map((entry, i) =>
    slot<string>({
      section: defectsSection(entry.task_id, entry.source),
      keep: "first",
      cap: 20,
      budget: true,
      get: (p) => p.verdict_trail[i]?.defects ?? [],
      set: (p, l) => {
        const target = p.verdict_trail[i];
        if (target) target.defects = l;
      },
      toLine: same,
    }),
  );
  const options = packet.open_decisions.map((decision, i) =>
    slot<{ choice: string; implies: string }>({
      section: `${SECTION.openDecisions}: options of ${decision.id}`,
      keep: "first",
      cap: 10,
      budget: false,
      get: (p) => p.open_decisions[i]?.options ?? [],
      set: (p, l) => {
        const target = p.open_decisions[i];
        if (target) target.options = l;
      },
      toLine: (o) => `${o.choice} → ${o.implies}`,
    }),
  );
  return [...defects, ...options];
}

/** How `list` splits at `cap` for the slot `s`: by its own `split`, else by its `keep`. */
export function splitSlot<T>(
  s: Slot<T>,
  list: readonly T[],
  cap: number,
): { kept: T[]; moved: T[] } {
  return s.split === undefined ? splitList(list, cap, s.keep) : s.split([...list], cap);
}

/** How `list` splits at `cap` for a slot that keeps `keep`: what stays and what moves. */
export function splitList<T>(
  list: readonly T[],
  cap: number,
  keep: Slot<unknown>["keep"],
): { kept: T[]; moved: T[] } {
  if (list.length <= cap) return { kept: [...list], moved: [] };
  if (keep === "first") return { kept: list.slice(0, cap), moved: list.slice(cap) };
  if (keep === "last") {
    return { kept: list.slice(list.length - cap), moved: list.slice(0, list.length - cap) };
  }
  // The ends: the first entry and the newest ones; never fewer than those two.
  const tail = Math.max(1, cap - 1);
  if (list.length <= tail + 1) return { kept: [...list], moved: [] };
  return {
    kept: [...list.slice(0, 1), ...list.slice(list.length - tail)],
    moved: list.slice(1, list.length - tail),
  };
}
