/**
 * What an edit tells the grounding of the agent's prose: the names of the code it put in (the
 * identifiers of the diff: "the width rounds down" names `width`), and what it took back out —
 * a call, include or import an earlier edit of the session put in, which this edit's old text
 * has and its new text does not (`hsearch(` taken out of the file it was tried in), or which a
 * whole-file write of a file the session wrote before no longer holds. Such a thing is removed
 * as an uninstalled package is: prose naming it states a dead end. Held as hashes, as the
 * session's other names are.
 */
import type { EditText } from "./edit-content.js";
import { codeNames, hashWord, NameSet } from "./grounding.js";
import { declaredNames } from "../../util/declared-names.js";
import { writtenNameKey } from "../../util/name-hash.js";
import { isProseFile } from "../../util/prose-file.js";

/** Files whose uses are kept for a later whole-file write to compare with (the newest). */
export const MAX_FILES_USES = 64;

/** The accumulator's sets an edit updates. */
export interface CodeSets {
  /** Names of the session's things. */
  names: NameSet;
  /** Names of what it took back out. */
  removed: NameSet;
  /** What its edits called, included or imported. */
  usedInCode: NameSet;
  /** The uses of each file it wrote, by the hash of the file's path. */
  fileUses: Map<number, NameSet>;
  /** Each identifier its edits put in, keyed with the name of the file it went into. */
  written: NameSet;
  /**
   * What its edits took the declaration of out and left out since, whoever wrote it (a
   * constant, a function, an option): a later session's briefing reads an earlier session's
   * conclusion about it as abandoned.
   */
  takenOut: NameSet;
}

/**
 * Records that code naming `names` went into `path`: a carried step "export formatNumber from
 * src/index.js" is done once the session wrote `formatNumber` into index.js.
 */
export function recordWritten(written: NameSet, path: string, names: readonly string[]): void {
  for (const name of names) written.addHash(writtenNameKey(path, name));
}

/**
 * What one edit took back out: the names of what the session itself had put in (`own`), else
 * the declarations it dropped that someone else wrote (an earlier session, or code that was
 * there before the work), else the calls, includes or imports of theirs it dropped. Null when
 * it took nothing out.
 */
export interface EditRemoval {
  names: string[];
  own: boolean;
}

/** Updates `sets` with what the edit of `path` put in and took out; says what it took out. */
export function recordEdit(sets: CodeSets, edit: EditText & { path: string }): EditRemoval | null {
  // A file of prose (README.md) names code in its words, yet a rewrite of it takes none out:
  // what it put in grounds the prose, and nothing it drops is a removal.
  if (isProseFile(edit.path)) {
    const put = codeNames(edit.added ?? "");
    for (const name of put.names) sets.names.add(name);
    return null;
  }
  const own: string[] = [];
  const ownUses: string[] = [];
  const others: string[] = [];
  let ownUnnamed = false;
  const put = codeNames(edit.added ?? "");
  for (const name of put.names) sets.names.add(name);
  recordWritten(sets.written, edit.path, put.names);
  const kept = new Set(put.names);
  const file = hashWord(edit.path);
  // What another file the session wrote holds now was moved there, not taken out ("the maths
  // lives in src/lib.rs now"): a later write that drops it there too takes it out.
  const elsewhere = (hash: number): boolean => {
    for (const [other, uses] of sets.fileUses)
      if (other !== file && uses.hasHash(hash)) return true;
    return false;
  };
  const declared = declaredNames(edit.added ?? "");
  // An option (`--dry-run`) is no identifier of the code, yet the edit wrote it in.
  recordWritten(sets.written, edit.path, declared);
  for (const name of declaredNames(edit.dropped ?? "")) {
    // A declaration dropped while the edit still names the thing moved or changed: not out.
    if (kept.has(name) || declared.includes(name) || elsewhere(hashWord(name))) continue;
    sets.takenOut.add(name);
    if (sets.written.hasHash(writtenNameKey(edit.path, name))) {
      sets.removed.add(name);
      own.push(name);
    } else others.push(name);
  }
  // Declared again: whatever took it out before, it is back.
  for (const name of declared) {
    sets.takenOut.delete(name);
    sets.removed.delete(name);
  }
  // A call, include or import the edit took out: the session's own, or one it found there
  // (an earlier session of the relay may have put it in: the briefing judges by the file).
  const otherUses: string[] = [];
  if (edit.dropped !== undefined)
    for (const name of codeNames(edit.dropped).uses)
      if (kept.has(name) || elsewhere(hashWord(name))) continue;
      else if (sets.usedInCode.has(name)) {
        sets.removed.add(name);
        ownUses.push(name);
      } else otherUses.push(name);
  const before = sets.fileUses.get(file);
  const now = new NameSet();
  for (const name of put.uses) now.add(name);
  // What it declares counts as used: a later whole-file write without it took it back out.
  for (const name of declared) now.add(name);
  if (edit.whole === true && before !== undefined) {
    // A whole-file write: what the earlier writes of that file used and this content no
    // longer names was taken out.
    const still = new NameSet();
    for (const name of put.names) still.add(name);
    for (const hash of before.hashes())
      if (!still.hasHash(hash) && sets.usedInCode.hasHash(hash) && !elsewhere(hash)) {
        sets.removed.addHash(hash);
        ownUnnamed = true;
      }
  } else if (before !== undefined) for (const hash of before.hashes()) now.addHash(hash);
  sets.fileUses.delete(file);
  if (now.size > 0) sets.fileUses.set(file, now);
  if (sets.fileUses.size > MAX_FILES_USES) {
    const oldest = sets.fileUses.keys().next().value;
    if (oldest !== undefined) sets.fileUses.delete(oldest);
  }
  for (const name of put.uses) sets.usedInCode.add(name);
  for (const name of declared) sets.usedInCode.add(name);
  // What it declared says what went; the calls inside it (`new Map(`) only when none is.
  if (own.length > 0) return { names: own, own: true };
  if (ownUses.length > 0 || ownUnnamed) return { names: ownUses, own: true };
  if (others.length > 0) return { names: others, own: false };
  return otherUses.length > 0 ? { names: otherUses, own: false } : null;
}
