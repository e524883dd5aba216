/**
 * The names of the work: the words a message can use to point into what the session touched —
 * the parts of the files it edited, read or changed (and the packet before's), the programs and
 * arguments of the commands it ran, the branch, and the functions the diff adds. Whether a user
 * message names the work is how the objective is told from "same drill as before" in any
 * language (task-statement.ts). Pure over the snapshot.
 */
import type { Snapshot } from "../model/snapshot/types.js";
import { basename, isAbsolute } from "node:path";
import { toRepoPath } from "./context.js";
import { isFillerWord } from "../util/prose-words.js";
import { splitName } from "../util/said-name.js";

/** Function words the acknowledgement list does not hold: never a name of the work. */
const NOT_A_NAME = new Set(
  "from into onto with without about over under after before than what when where which who".split(
    " ",
  ),
);

/** Lower-cased name parts of the work, at least three characters each. */
export type WorkNames = ReadonlySet<string>;

/** A name part is a word of three characters or more: "go", "ts", "a" name nothing. */
const MIN_PART = 3;
/** How many diff lines are read for function names (the snapshot bounds them already). */
const MAX_DIFF_LINES = 2000;

/** A name's parts (`util/said-name.ts`): where the work's names are read, as where they are said. */
export { splitName };

/**
 * The name parts of a repo-relative path: its file's name before the first dot and its folders,
 * but not the top folder of a nested path (`src`, `test`, `lib`, `docs` are every repo's
 * scaffolding, and naming them points at nothing in particular).
 */
export function pathNames(path: string): string[] {
  const segments = path.split("/").filter((s) => s !== "" && s !== "." && s !== "..");
  const kept = segments.length > 1 ? segments.slice(1) : segments;
  const last = kept.length - 1;
  const names = kept.flatMap((segment, i) => {
    const stem = i === last ? (segment.split(".")[0] ?? segment) : segment;
    const whole = stem.toLowerCase();
    return whole.length >= MIN_PART ? [whole, ...splitName(stem)] : splitName(stem);
  });
  return [...new Set(names)];
}

/**
 * The name parts of a shell command: its programs and their non-flag arguments (scripts, make
 * targets, paths, test names), after any leading `VAR=value` assignments.
 */
export function commandNames(command: string): string[] {
  return withoutProse(command)
    .split(/\s+|&&|\|\||[;|]/)
    .filter((token) => token !== "" && !token.startsWith("-") && !/^\w+=/.test(token))
    .flatMap((token) => (token.includes("/") ? pathNames(token) : splitName(token)));
}

/**
 * A command without the prose it carries: a heredoc's body (`cat > a.js <<'EOF' … EOF`: a file's
 * text) and quoted arguments holding a space (`git commit -m 'Node 22 only; how to …'`, an
 * `echo`'s sentence). Their words are what someone wrote, not names of the work: "the" of a
 * commit message must never make "right, back at it" name the work.
 */
function withoutProse(command: string): string {
  return command
    .replace(/<<-?\s*(['"]?)(\w+)\1[^\n]*\n[\s\S]*?(?:\n\2(?=\s|$)|$)/g, " ")
    .replace(/'[^']*\s[^']*'|"[^"]*\s[^"]*"/g, " ");
}

/** Functions, methods and classes a diff line adds, whole: `name(` and `def|class|function name`. */
function declaredNames(line: string): string[] {
  const names: string[] = [];
  for (const match of line.matchAll(
    /\b(?:def|class|function|fn|func|interface|type|struct|enum)\s+([A-Za-z_]\w*)|\b([A-Za-z_]\w*)\s*\(/g,
  )) {
    const name = match[1] ?? match[2] ?? "";
    if (name.length > MIN_PART) names.push(name);
  }
  return names;
}

/** Functions, methods and classes the diff adds, and their name parts. */
function diffNames(line: string): string[] {
  return declaredNames(line).flatMap((name) => [name.toLowerCase(), ...splitName(name)]);
}

/**
 * What the session wrote, whole and lower-cased: the repo-relative paths of the files it edited
 * or the range changed (and their file names), and the functions the diff adds. A sentence of
 * the user's that names one of these names what the work became, not what it read.
 */
export function collectWrittenNames(snapshot: Snapshot): WorkNames {
  const names = new Set<string>();
  const paths = [
    ...(snapshot.transcript?.edited_files ?? []),
    ...(snapshot.git?.changes ?? []).filter((c) => c.kind !== "deleted").map((c) => c.path),
    ...(snapshot.git?.range_files ?? []).map((f) => f.path),
  ];
  for (const path of paths) {
    const rel = toRepoPath(snapshot.root, path);
    if (rel === null) continue;
    names.add(rel.toLowerCase());
    names.add(basename(rel).toLowerCase());
  }
  for (const line of (snapshot.git?.added_lines ?? []).slice(0, MAX_DIFF_LINES)) {
    for (const name of declaredNames(line.text)) names.add(name.toLowerCase());
  }
  return names;
}

/** The branch's words, without a `feat/`-like prefix; none for a bare one-word branch. */
function branchNames(branch: string | null): string[] {
  if (branch === null) return [];
  const rest = branch.includes("/") ? branch.slice(branch.indexOf("/") + 1) : branch;
  return /[-_/]/.test(rest) ? splitName(rest) : [];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/**
 * The names of the things of the work: the parts of the files and folders it touched (and the
 * packet before's), the functions the diff adds, the branch; not its commands' words ("npm",
 * "run", "test" are every project's), which `collectWorkNames` adds.
 */
export function collectThingNames(snapshot: Snapshot): WorkNames {
  return collectNames(snapshot, false);
}

/** Every name of the work the snapshot knows: see the module comment. */
export function collectWorkNames(snapshot: Snapshot): WorkNames {
  return collectNames(snapshot, true);
}

/** What `collectSessionNames` reads: the Stop gate has no git, only the session and the packet. */
export type SessionNamesInput = Pick<Snapshot, "transcript" | "previous"> & {
  workbench: Pick<Snapshot["workbench"], "agent_state">;
};

/**
 * The names of the work the session itself shows, without git: the parts of the files it
 * edited or read and of the commands it ran, the packet before's changed files and commands,
 * the workbench's touched files. The next-action rule reads these, in `generate` and at the Stop
 * gate alike, so both decide the same. Absolute paths are read against the session's cwd; one
 * outside it gives its file name only (never `/home/…`'s folders).
 */
export function collectSessionNames(input: SessionNamesInput): WorkNames {
  const names = new Set<string>();
  const add = (parts: readonly string[]) => {
    for (const part of parts) if (!isFillerWord(part) && !NOT_A_NAME.has(part)) names.add(part);
  };
  const t = input.transcript;
  const previous = input.previous?.packet as Record<string, unknown> | undefined;
  const paths = [
    ...(t?.edited_files ?? []),
    ...(t?.reads ?? []).map((r) => r.path),
    ...(input.workbench.agent_state?.touched_files ?? []),
    ...strings(previous?.["changed_files"]),
  ];
  for (const path of paths) {
    const rel = t?.cwd ? toRepoPath(t.cwd, path) : isAbsolute(path) ? null : path;
    add(pathNames(rel ?? basename(path)));
  }
  const commands = [...(t?.feedback.commands ?? []), ...strings(previous?.["commands_run"])];
  for (const command of commands) add(commandNames(command));
  return names;
}

function collectNames(snapshot: Snapshot, withCommands: boolean): WorkNames {
  const names = new Set<string>();
  // A function word is never a name of the work, wherever it came from.
  const add = (parts: readonly string[]) => {
    for (const part of parts) if (!isFillerWord(part) && !NOT_A_NAME.has(part)) names.add(part);
  };
  const t = snapshot.transcript;
  const paths = [
    ...(t?.edited_files ?? []),
    ...(t?.reads ?? []).map((r) => r.path),
    ...(snapshot.git?.changes ?? []).map((c) => c.path),
    ...(snapshot.git?.range_files ?? []).map((f) => f.path),
    ...(snapshot.workbench.agent_state?.touched_files ?? []),
  ];
  const previous = snapshot.previous?.packet as Record<string, unknown> | undefined;
  for (const path of [...paths, ...strings(previous?.["changed_files"])]) {
    const rel = toRepoPath(snapshot.root, path);
    if (rel !== null) add(pathNames(rel));
  }
  if (withCommands) {
    const commands = [
      ...(t?.feedback.commands ?? []),
      ...(snapshot.workbench.feedback?.commands ?? []),
      ...strings(previous?.["commands_run"]),
    ];
    for (const command of commands) add(commandNames(command));
  }
  for (const line of (snapshot.git?.added_lines ?? []).slice(0, MAX_DIFF_LINES)) {
    add(diffNames(line.text));
  }
  add(branchNames(snapshot.git?.branch ?? null));
  return names;
}
