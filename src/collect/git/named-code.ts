/**
 * Where the code names, now, the things the relay's earlier conclusions named by name: one `git
 * grep` over the tracked and untracked files for the names shaped like code in the previous
 * packet's conclusions (`CLEANUP_MIN`, `retryLater`, `--dry-run` as `dry-run`). For each, the
 * line that declares it now (`FIRING_HOURS = 10`), or that nothing names it any more. What an
 * earlier session concluded about such a thing is read against this (generate's
 * `stale-conclusions.ts`): a diff shows it only when each session commits, the files always do.
 */
import type { NamedCode } from "../../model/snapshot/types.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runGit } from "../../platform/run-git.js";
import { codeShapedNames, declaredNames } from "../../util/declared-names.js";
import { writtenAsCode } from "../../util/code-line.js";

/** Names looked up at most: a briefing's conclusions name few. */
const MAX_NAMES = 30;
/** Bytes of the grep's output read: past it, a name is taken as still there. */
const MAX_GREP = 1 << 20;
/** Characters of a declaring line kept. */
const MAX_LINE = 160;

/**
 * Whether `text` names `word` only as a variable set for a command (`TZ=Asia/Bangkok make
 * test`, `JAVA_TOOL_OPTIONS=-Duser.language=cs`): the environment's, never the code's, so no
 * file holding it says nothing of its being taken out.
 */
function setForACommand(text: string, word: string): boolean {
  const escaped = word.replace(/[$]/g, "\\$");
  const all = text.match(new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`, "g"))?.length ?? 0;
  const set = text.match(new RegExp(`(?<![\\w$])${escaped}=[^\\s=]`, "g"))?.length ?? 0;
  return all > 0 && all === set;
}

/** The names shaped like code in `texts` (`codeShapedNames`), each once. */
export function codeNamesIn(texts: readonly string[]): string[] {
  const names = new Map<string, string>();
  for (const text of texts)
    for (const word of codeShapedNames(text))
      if (
        !names.has(word.toLowerCase()) &&
        writtenAsCode(text, word) &&
        !setForACommand(text, word)
      )
        names.set(word.toLowerCase(), word);
  return [...names.values()].slice(0, MAX_NAMES);
}

/** `git grep -n` output (`path:line:text`, `-z` off) read into each name's lines. Pure. */
export function parseNamedCode(names: readonly string[], output: string): NamedCode[] {
  const hits = new Map<string, { path: string; text: string }[]>();
  for (const row of output.split("\n")) {
    const match = /^([^:]+):\d+:(.*)$/.exec(row);
    if (match === null) continue;
    const [, path = "", text = ""] = match;
    const lower = text.toLowerCase();
    for (const name of names) {
      const key = name.toLowerCase();
      if (!lower.includes(key)) continue;
      hits.set(key, [...(hits.get(key) ?? []), { path, text }]);
    }
  }
  return names.flatMap((name): NamedCode[] => {
    const key = name.toLowerCase();
    const lines = hits.get(key) ?? [];
    if (lines.length === 0) return [{ name: key, path: null, line: null }];
    const declaring = lines.find(({ text }) => declaredNames(text).includes(key));
    return declaring === undefined
      ? []
      : [{ name: key, path: declaring.path, line: declaring.text.trim().slice(0, MAX_LINE) }];
  });
}

/**
 * The code now of the names the previous packet's conclusions name (`parseNamedCode`), or none
 * when they name none or git cannot say.
 */
export async function readNamedCode(
  root: string,
  conclusions: readonly string[],
): Promise<NamedCode[]> {
  const names = codeNamesIn(conclusions);
  if (names.length === 0) return [];
  const patterns = names.flatMap((name) => ["-e", name]);
  const result = await runGit(
    root,
    [
      "grep",
      "-n",
      "-I",
      "-i",
      "-F",
      "-w",
      "--untracked",
      "--no-color",
      ...patterns,
      "--",
      ".",
      ":(exclude).handoff",
    ],
    { maxBuffer: MAX_GREP },
  );
  // 1: nothing matched; anything else (an error, a cut output) says nothing for sure.
  if (result.exitCode === 1)
    return names.map((name) => ({ name: name.toLowerCase(), path: null, line: null }));
  if (result.exitCode !== 0 || result.truncated === true) return [];
  return parseNamedCode(names, result.stdout);
}

/** Files read for their declared values at most, and bytes of each. */
const MAX_FILES = 24;
const MAX_FILE_BYTES = 64 * 1024;
/** Declared values kept at most. */
const MAX_VALUES = 200;

/**
 * The values the files the work changed declare now, one line each (`FIRING_HOURS = 10`,
 * `#define CAP 4`): what an earlier conclusion stating another value for the same thing is read
 * against, when no diff shows the change (a session that never committed, a whole-file write).
 */
export function readDeclaredValues(root: string, paths: readonly string[]): NamedCode[] {
  const found: NamedCode[] = [];
  for (const path of paths.slice(0, MAX_FILES)) {
    let text: string;
    try {
      text = readFileSync(join(root, path), "utf8").slice(0, MAX_FILE_BYTES);
    } catch {
      continue;
    }
    for (const raw of text.split("\n")) {
      if (!/\d/.test(raw)) continue;
      const line = raw.trim().slice(0, MAX_LINE);
      for (const name of declaredNames(raw))
        if (new RegExp(`${name.replace(/[$]/g, "\\$")}\\W{1,4}\\d`, "i").test(raw))
          found.push({ name, path, line });
      if (found.length >= MAX_VALUES) return found;
    }
  }
  return found;
}
