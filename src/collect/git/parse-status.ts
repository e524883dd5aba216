/**
 * Pure parser of `git status --porcelain=v2 -z --branch`. With `-z` every record ends in NUL and
 * paths are verbatim (spaces, tabs, newlines, non-ASCII), so the only parsing is field counting:
 * a path is everything after a fixed number of space-separated fields.
 */
import type { FileChange, FileChangeKind } from "../../model/snapshot/types.js";

/** The `# branch.*` headers. */
export interface StatusBranch {
  /** `branch.oid`; null for `(initial)` (no commits yet). */
  oid: string | null;
  /** `branch.head`; null for `(detached)`. */
  head: string | null;
  detached: boolean;
  upstream: string | null;
  /** null when there is no upstream or it is gone. */
  ahead: number | null;
  behind: number | null;
}

/** A parsed status: the branch headers and one entry per path (numstat not yet filled). */
export interface ParsedStatus {
  branch: StatusBranch;
  changes: FileChange[];
}

// Fields before the path: `1 XY sub mH mI mW hH hI`, `2 ... Xscore`, `u XY sub m1 m2 m3 mW h1 h2 h3`.
const FIELDS_BEFORE_PATH = { "1": 8, "2": 9, u: 10 } as const;

/** Split `text` after `count` single-space-separated fields; returns [fields, rest]. */
function splitFields(text: string, count: number): [string[], string] | null {
  const fields: string[] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const space = text.indexOf(" ", start);
    if (space < 0) return null;
    fields.push(text.slice(start, space));
    start = space + 1;
  }
  return [fields, text.slice(start)];
}

/** The kind of a tracked change from its XY status letters (X = index, Y = work tree). */
export function kindFromXY(xy: string): FileChangeKind {
  const x = xy[0] ?? ".";
  const y = xy[1] ?? ".";
  if (x === "R") return "renamed";
  if (x === "C") return "copied";
  if (x === "D" || y === "D") return "deleted";
  if (x === "A" || y === "A") return "added";
  if (x === "T" || y === "T") return "type-changed";
  return "modified";
}

function emptyBranch(): StatusBranch {
  return { oid: null, head: null, detached: false, upstream: null, ahead: null, behind: null };
}

function applyHeader(branch: StatusBranch, record: string): void {
  const [key, ...rest] = record.slice(2).split(" ");
  const value = rest.join(" ");
  switch (key) {
    case "branch.oid":
      branch.oid = value === "(initial)" ? null : value;
      break;
    case "branch.head":
      branch.detached = value === "(detached)";
      branch.head = branch.detached ? null : value;
      break;
    case "branch.upstream":
      branch.upstream = value;
      break;
    case "branch.ab": {
      const match = /^\+(\d+) -(\d+)$/.exec(value);
      if (match) {
        branch.ahead = Number(match[1]);
        branch.behind = Number(match[2]);
      }
      break;
    }
  }
}

function tracked(xy: string, sub: string, path: string, kind: FileChangeKind): FileChange {
  const change: FileChange = {
    path,
    kind,
    staged: (xy[0] ?? ".") !== ".",
    unstaged: (xy[1] ?? ".") !== ".",
    added: null,
    deleted: null,
  };
  if (sub.startsWith("S")) change.submodule = true;
  return change;
}

/**
 * Parse `git status --porcelain=v2 -z --branch` output. Ignored entries (`!`) are dropped.
 * Unknown record types (a future git) are skipped rather than fatal.
 */
export function parseStatus(output: string): ParsedStatus {
  const records = output.split("\0");
  const branch = emptyBranch();
  const changes: FileChange[] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i] ?? "";
    if (record === "") continue;
    const type = record[0];
    if (type === "#") {
      applyHeader(branch, record);
    } else if (type === "?") {
      changes.push({
        path: record.slice(2),
        kind: "untracked",
        staged: false,
        unstaged: true,
        added: null,
        deleted: null,
      });
    } else if (type === "1" || type === "2" || type === "u") {
      const split = splitFields(record, FIELDS_BEFORE_PATH[type]);
      if (split === null) continue;
      const [fields, path] = split;
      const xy = fields[1] ?? "..";
      const sub = fields[2] ?? "N...";
      if (type === "u") {
        changes.push({ ...tracked(xy, sub, path, "conflicted"), staged: false, unstaged: true });
      } else if (type === "2") {
        // The original path is the next NUL-terminated record.
        const orig = records[++i] ?? "";
        changes.push({ ...tracked(xy, sub, path, kindFromXY(xy)), orig_path: orig });
      } else {
        changes.push(tracked(xy, sub, path, kindFromXY(xy)));
      }
    }
  }
  return { branch, changes };
}

/** A tracked path as HEAD has it: its mode and blob (from a status record's `mH` and `hH`). */
export interface HeadEntry {
  path: string;
  mode: string;
  oid: string;
}

/**
 * The HEAD side of every tracked change in a `git status --porcelain=v2 -z` output, when each
 * one is a plain change of a file HEAD already has: modified (staged, unstaged or both) or
 * deleted from the work tree only, not a submodule. Null as soon as one is anything else (added,
 * renamed, copied, a type change, removed from the index, unmerged, a submodule): the HEAD →
 * work tree diff of those depends on what the index says or on pairing paths (renames), which
 * only git's own diff of the whole index gets right. Untracked and ignored entries are not
 * tracked changes and are skipped. Pure.
 */
export function findPlainHeadEntries(output: string): HeadEntry[] | null {
  const entries: HeadEntry[] = [];
  for (const record of output.split("\0")) {
    const type = record[0];
    if (record === "" || type === "#" || type === "?" || type === "!") continue;
    if (type !== "1") return null;
    const split = splitFields(record, FIELDS_BEFORE_PATH[type]);
    if (split === null) return null;
    const [fields, path] = split;
    const [, xy = "", sub = "", mode = "", , , oid = ""] = fields;
    const plain = /^[.M][.MD]$/.test(xy) && sub === "N..." && /^[0-7]{6}$/.test(mode);
    if (!plain || !/^[0-9a-f]{40,64}$/.test(oid)) return null;
    entries.push({ path, mode, oid });
  }
  return entries;
}
