/**
 * Where a Claude Code event's text sits in the session's files, as a resumable scan saves it
 * instead of the text (see `resume.ts`). Tuples of integers, to keep the cache small:
 * a line is `[file, offset, length]` (file: index in the session's file list, subagent files
 * first, the main file last; the line's bytes without newline or `\r`); a content block of it
 * adds its index (-1 when the content is one string, not a block list); a command is its
 * tool_use block and its tool_result block.
 */
import type { SourceRef, TranscriptEvent } from "../../events.js";

export type LinePlace = readonly [file: number, offset: number, length: number];
export type BlockRef = readonly [file: number, offset: number, length: number, block: number];
export type CommandRef = readonly [tool: BlockRef, result: BlockRef];

/** Block `block` of the line at `place`. */
export function blockRef(place: LinePlace, block: number): BlockRef {
  return [place[0], place[1], place[2], block];
}

const isInt = (v: unknown, min: number): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min;

/** `ref` as a line place, or undefined when it is not one. */
export function asLinePlace(ref: SourceRef): LinePlace | undefined {
  return Array.isArray(ref) &&
    ref.length === 3 &&
    isInt(ref[0], 0) &&
    isInt(ref[1], 0) &&
    isInt(ref[2], 0)
    ? (ref as unknown as LinePlace)
    : undefined;
}

/** `ref` as a block of a line, or undefined when it is not one. */
export function asBlockRef(ref: SourceRef): BlockRef | undefined {
  return Array.isArray(ref) && ref.length === 4 && asLinePlace(ref.slice(0, 3)) && isInt(ref[3], -1)
    ? (ref as unknown as BlockRef)
    : undefined;
}

/** `ref` as a command's two blocks, or undefined when it is not. */
export function asCommandRef(ref: SourceRef): CommandRef | undefined {
  return Array.isArray(ref) && ref.length === 2 && asBlockRef(ref[0]) && asBlockRef(ref[1])
    ? (ref as unknown as CommandRef)
    : undefined;
}

/** `event` marked with its source, block `block` of the line at `place`, when tracked. */
export function tracked<E extends TranscriptEvent>(
  event: E,
  place: LinePlace | undefined,
  block: number,
): E {
  if (place === undefined) return event;
  const from: BlockRef = blockRef(place, block);
  return { ...event, from };
}
