/**
 * What a session read and planned, from tool inputs every adapter sees: the files a read-like
 * shell command names (`cat`, `sed -n`, `head`, `tail`, `less`, `nl`, …: agents without a Read
 * tool read files this way), and a plan given as Markdown (Claude Code's ExitPlanMode, a plan
 * file the agent wrote). Pure text functions; no I/O.
 */
import type { SessionPlan } from "../../model/snapshot/types.js";
import { splitShellCommands } from "../../util/shell-split.js";
import { type JsonObject, str, type TranscriptEvent } from "./events.js";

/** Read-like commands, with the options that take a value (their value is not a file). */
const READERS: Record<string, { valued: Set<string>; script?: boolean }> = {
  cat: { valued: new Set() },
  bat: { valued: new Set(["-l", "--language", "-r", "--line-range", "--style"]) },
  batcat: { valued: new Set(["-l", "--language", "-r", "--line-range", "--style"]) },
  head: { valued: new Set(["-n", "-c", "--lines", "--bytes"]) },
  tail: { valued: new Set(["-n", "-c", "--lines", "--bytes"]) },
  less: { valued: new Set() },
  more: { valued: new Set() },
  nl: { valued: new Set(["-b", "-s", "-w", "-v", "-i", "-n"]) },
  // The first operand of sed is its script, unless -e/-f gave one.
  sed: { valued: new Set(["-e", "-f", "--expression", "--file", "-l"]), script: true },
};
/** Characters that make a word not a plain path (globs, expansions, redirections). */
const NOT_A_PATH = /[*?[\]$`<>|&;(){}~]/;
/** Longest command looked at: a huge heredoc is not a read. */
const MAX_COMMAND_CHARS = 4_000;

/** The files a shell command line reads with a read-like command, in order. */
export function shellReads(command: string): string[] {
  if (command.length > MAX_COMMAND_CHARS) return [];
  const files: string[] = [];
  for (const words of simpleCommands(command)) {
    let at = 0;
    while (words[at] === "sudo" || words[at] === "command" || /^\w+=/.test(words[at] ?? "")) at++;
    const name = words[at]?.replace(/^.*\//, "");
    const reader = name === undefined ? undefined : READERS[name];
    if (reader === undefined) continue;
    let scriptPending = reader.script === true;
    let options = true;
    for (let i = at + 1; i < words.length; i++) {
      const word = words[i] as string;
      // The word after a redirection is its target, not a file read: `cat > src/a.js <<'EOF'`
      // writes src/a.js (and `EOF` is a heredoc's delimiter).
      if (/^(?:\d*>>?|&>>?|>\||<<-?|<<<)$/.test(word)) {
        i++;
        continue;
      }
      if (options && word === "--") {
        options = false;
        continue;
      }
      if (options && word.startsWith("-") && word !== "-") {
        if (word === "-e" || word === "-f" || word.startsWith("--expression"))
          scriptPending = false;
        if (reader.valued.has(word)) i++;
        continue;
      }
      if (scriptPending) {
        scriptPending = false;
        continue;
      }
      if (word !== "-" && word !== "" && !NOT_A_PATH.test(word)) files.push(word);
    }
  }
  return files;
}

/**
 * The simple commands of a command line as word lists, a redirection operator as its own word
 * (so the word after it is known for its target).
 */
function simpleCommands(line: string): string[][] {
  return splitShellCommands(line).map((tokens) => tokens.map((t) => t.op ?? t.word ?? ""));
}

/** A path a command in `workdir` named, made absolute when the workdir is (else as it was). */
export function inWorkdir(path: string, workdir: string | undefined): string {
  return workdir?.startsWith("/") && !path.startsWith("/") ? `${workdir}/${path}` : path;
}

const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[( |x|X)\]\s+)?(.+?)\s*$/;

/**
 * A plan written in Markdown: its title is the first heading (else the first line), its steps
 * the list items (a checked box is completed, anything else pending). Null when it is empty.
 */
export function planFromMarkdown(markdown: string): SessionPlan | null {
  let title: string | null = null;
  let firstLine: string | null = null;
  const steps: SessionPlan["steps"] = [];
  for (const line of markdown.split("\n")) {
    const heading = HEADING.exec(line);
    if (heading) {
      title ??= heading[1] ?? null;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const done = item[1] === "x" || item[1] === "X";
      steps.push({ text: item[2] as string, status: done ? "completed" : "pending" });
      continue;
    }
    if (firstLine === null && line.trim() !== "") firstLine = line.trim();
  }
  title ??= firstLine;
  if (title === null && steps.length === 0) return null;
  return { title, steps };
}

/** A file name that says it holds a plan (`PLAN.md`, `docs/refactor-plan.md`). */
export function isPlanFile(path: string): boolean {
  return /(^|[\\/])[^\\/]*plan[^\\/]*\.md$/i.test(path);
}

const ADDED_FILE = /^\*\*\* Add File: (.+)$/;

/** The plans of plan files an apply_patch body adds whole (`*** Add File: PLAN.md`, `+` lines). */
export function patchPlans(patch: string): TranscriptEvent[] {
  if (!/plan/i.test(patch)) return [];
  const events: TranscriptEvent[] = [];
  let file: string | undefined;
  let lines: string[] = [];
  const flush = () => {
    const plan = file === undefined ? null : planFromMarkdown(lines.join("\n"));
    if (plan !== null && file !== undefined) events.push({ kind: "plan", plan, file });
    file = undefined;
    lines = [];
  };
  for (const line of patch.split("\n")) {
    if (line.startsWith("*** ")) {
      flush();
      const added = ADDED_FILE.exec(line)?.[1]?.trim();
      if (added !== undefined && isPlanFile(added)) file = added;
    } else if (file !== undefined && line.startsWith("+")) lines.push(line.slice(1));
  }
  flush();
  return events;
}

/** A Claude Code tool use that presents a plan: ExitPlanMode's `plan`, or a plan file written whole. */
export function claudePlan(name: string, input: JsonObject): TranscriptEvent | undefined {
  if (name === "exitplanmode") {
    const markdown = str(input["plan"]);
    const plan = markdown === undefined ? null : planFromMarkdown(markdown);
    return plan === null ? undefined : { kind: "plan", plan };
  }
  if (name !== "write") return undefined;
  const file = str(input["file_path"]);
  if (file === undefined || !isPlanFile(file)) return undefined;
  const content = str(input["content"]);
  const plan = content === undefined ? null : planFromMarkdown(content);
  return plan === null ? undefined : { kind: "plan", plan, file };
}

// The patch format's reader lives below collect: the point-of-edit hook reads patches too.
export { patchFiles } from "../../util/patch-files.js";
