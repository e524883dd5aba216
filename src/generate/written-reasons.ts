/**
 * Reasons the agent wrote into the files it changed and never said: a comment the session added
 * ("// max-age rather than Expires: the CDN drops Expires when the clocks drift by 90 s") is a
 * decision of the session as much as its prose is. The transcripts' edit events carry no content
 * for every agent, the diff does: its added comment lines, in the files the session edited, are
 * read as one block per run of lines. A sentence counts when it gives a reason or a choice (the
 * cue lists of `util/prose-words.ts`) and names something real — a measurement, an error code,
 * a path, a code span or a name of the work — so a doc comment that only describes ("One CSV
 * text per file") never does. Pure.
 */
import type { Snapshot } from "../model/snapshot/types.js";
import { cutAtWord } from "../util/cut-text.js";
import { DECISION_CUE, ERROR_CODE, STATED_REASON } from "../util/prose-words.js";
import { statesMeasurement } from "../util/measurement.js";
import { toRepoPath } from "./context.js";
import { collectThingNames, type WorkNames } from "./work-names.js";
import { isProseFile } from "../util/prose-file.js";


/** Reasons taken from written files per session: the prose's conclusions come first. */
const MAX_WRITTEN = 2;
/** The longest reason kept (a sentence or two of a comment). */
const MAX_CHARS = 300;

/** A comment line's text without its markers, or null for a line that is not a comment. */
export function commentText(line: string): string | null {
  const match =
    /^\s*(?:\/\/+|#+(?=\s|$)|\/\*+|\*+(?!\/)|--(?=\s)|<!--)\s?(.*?)\s*(?:\*+\/|-->)?\s*$/.exec(
      line,
    );
  if (match === null || /^\s*#!/.test(line)) return null;
  return (match[1] ?? "").trim();
}

/** The comment blocks of added lines: one text per run of consecutive comment lines of a file. */
export function commentBlocks(lines: readonly { path: string; line: number; text: string }[]): {
  path: string;
  text: string;
}[] {
  const blocks: { path: string; text: string; last: number }[] = [];
  for (const added of lines) {
    const text = commentText(added.text);
    if (text === null) continue;
    const open = blocks.at(-1);
    if (open !== undefined && open.path === added.path && open.last === added.line - 1) {
      open.text = `${open.text} ${text}`.trim();
      open.last = added.line;
    } else blocks.push({ path: added.path, text, last: added.line });
  }
  return blocks.map(({ path, text }) => ({ path, text })).filter((b) => b.text !== "");
}

/** Whether `sentence` names something real: a measurement, an error code, a path, code, the work. */
function isGrounded(sentence: string, names: WorkNames): boolean {
  if (statesMeasurement(sentence) || ERROR_CODE.test(sentence)) return true;
  if (/`[^`]+`|[\w.-]+\/[\w./-]+/.test(sentence)) return true;
  return (sentence.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).some((w) => names.has(w));
}

/** Whether `sentence` gives a reason or states a choice. */
export function givesReason(sentence: string): boolean {
  return STATED_REASON.test(sentence) || DECISION_CUE.test(sentence);
}

/**
 * The reasons the session wrote in comments of the files it edited (see the module comment),
 * oldest first by their place in the diff, at most two, each with its file.
 */
export function collectWrittenReasons(snapshot: Snapshot): string[] {
  const edited = new Set(
    (snapshot.transcript?.edited_files ?? []).map((p) => toRepoPath(snapshot.root, p) ?? p),
  );
  if (edited.size === 0) return [];
  const lines = (snapshot.git?.added_lines ?? []).filter(
    (l) => edited.has(toRepoPath(snapshot.root, l.path) ?? l.path) && !isProseFile(l.path),
  );
  const names = collectThingNames(snapshot);
  const out: string[] = [];
  for (const block of commentBlocks(lines)) {
    for (const sentence of block.text.split(/(?<=[.!?])\s+(?=\S)/u)) {
      if (!givesReason(sentence) || !isGrounded(sentence, names)) continue;
      const path = toRepoPath(snapshot.root, block.path) ?? block.path;
      out.push(`${cutAtWord(sentence, MAX_CHARS)} (written in ${path})`);
      if (out.length === MAX_WRITTEN) return out;
    }
  }
  return out;
}
