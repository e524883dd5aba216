/**
 * Pure: the recall index's shape, written once: what the builder (`build-index.ts`) writes, the
 * store keeps in `.handoff/cache/recall/` and the point-of-edit hook reads (`match.ts`). Apart
 * from the builder so the hook loads the shape and the matcher only.
 */
import { sha256Hex } from "../util/canonical-json.js";

/** The index file's shape version; a reader ignores any other. */
export const RECALL_INDEX_VERSION = 1;

/** What kind of item an entry is; the order is the recall's, most binding first. */
export const RECALL_KINDS = [
  "rule",
  "failure",
  "dead_end",
  "decision",
  "fact",
  "pitfall",
  "open_decision",
  "risk",
] as const;
export type RecallKind = (typeof RECALL_KINDS)[number];

/** One item of the packet that names a place. */
export interface RecallEntry {
  /** Stable id (`g-…` for a user's rule: what `handoff note resolve` takes to lift its guard). */
  id: string;
  kind: RecallKind;
  /** The item's words, cut at 300 characters. */
  text: string;
  /** The agent of the session it came from, or null. */
  agent: string | null;
  /** That session's date (`YYYY-MM-DD`), or null. */
  date: string | null;
  /** 0 for the newest item of its kind, counting up. */
  age: number;
}

/** A place's items: `[entry index, 1 when the entry forbids touching it else 0]`. */
export type RecallRefs = [number, 0 | 1][];

/** The recall index of one packet (`.handoff/cache/recall/<key>.json`). */
export interface RecallIndex {
  version: typeof RECALL_INDEX_VERSION;
  /** The packet it was built from. */
  packet: string;
  entries: RecallEntry[];
  exact: Record<string, RecallRefs>;
  prefix: Record<string, RecallRefs>;
  glob: Record<string, RecallRefs>;
}

/** A user's rule's id: what `handoff note resolve` takes to lift its guard. */
export function ruleId(text: string): string {
  return `g-${sha256Hex(text, 8)}`;
}
