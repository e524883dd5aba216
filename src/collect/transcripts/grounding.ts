/**
 * The names of real things a session touched, against which the agent's prose is grounded
 * (`conclusions.ts`): the words of every command that ran (programs, packages, scripts, flags'
 * names), and the paths it edited or read (each folder, the file name and its stem). The
 * things a command took back out (`npm uninstall moment`, `pip uninstall tenacity`,
 * `git restore src/cache.ts`, `rm src/old.ts` of a file the session wrote) are kept apart too:
 * a conclusion naming one is a dead end, whatever its words.
 *
 * Held as 32-bit hashes, never as text, so a resumable scan saves them as they are (one base64
 * string each) and a restored scan grounds exactly as a full one. Bounded: past `MAX_TOKENS`
 * a set takes no more, in scan order, the same in both.
 */
import { isFillerWord } from "../../util/prose-words.js";
import { hashWord } from "../../util/name-hash.js";
import { endsWithPath } from "../../util/path-tail.js";

export { hashWord };

/** Names held per set: a long session's commands repeat the same words. */
export const MAX_TOKENS = 4096;

/**
 * Verbs of package managers and version control that name an action, not a thing: a sentence
 * saying "install" or "run" names nothing the session made.
 */
const COMMAND_VERBS = new Set(
  "run exec install add remove uninstall rm un test build start dev clean init update upgrade sync lock status diff log show commit push pull fetch checkout restore reset revert stash merge rebase branch switch tag cat sed head tail grep find echo printf sudo env".split(
    " ",
  ),
);

/** A set of names as hashes, bounded, saved as one base64 string of sorted 32-bit values. */
export class NameSet {
  readonly #hashes = new Set<number>();

  /** Adds a lowercased name (ignored once full). */
  add(name: string): void {
    if (this.#hashes.size >= MAX_TOKENS) return;
    this.#hashes.add(hashWord(name));
  }

  /** Takes a lowercased name out again (a thing the session put back after taking it out). */
  delete(name: string): void {
    this.#hashes.delete(hashWord(name));
  }

  /** Whether the lowercased `name` was added. */
  has(name: string): boolean {
    return this.#hashes.has(hashWord(name));
  }

  get size(): number {
    return this.#hashes.size;
  }

  /** The hashes held, for a set compared with another without its names. */
  hashes(): IterableIterator<number> {
    return this.#hashes.values();
  }

  /** Whether the hash of a name is held. */
  hasHash(hash: number): boolean {
    return this.#hashes.has(hash);
  }

  /** Adds a hash as `hashes` gave it (ignored once full). */
  addHash(hash: number): void {
    if (this.#hashes.size < MAX_TOKENS) this.#hashes.add(hash);
  }

  /** The saved form: the hashes sorted, as base64 of little-endian 32-bit values. */
  save(): string {
    const sorted = Uint32Array.from(this.#hashes).sort();
    return Buffer.from(sorted.buffer, sorted.byteOffset, sorted.byteLength).toString("base64");
  }

  /** A set from its saved form (throws on a length that is not whole values). */
  static restore(saved: string): NameSet {
    const bytes = Buffer.from(saved, "base64");
    if (bytes.length % 4 !== 0 || bytes.length / 4 > MAX_TOKENS)
      throw new Error("a saved name set is not whole 32-bit values");
    const set = new NameSet();
    for (let i = 0; i < bytes.length; i += 4) set.#hashes.add(bytes.readUInt32LE(i));
    return set;
  }
}

/** The names a word of a command or a path gives: itself, its folders, file name and stem. */
export function namesOf(raw: string): string[] {
  const word = raw
    .toLowerCase()
    .replace(/^[-'"`(]+|[)'"`,;:.]+$/g, "")
    // A package pinned to a version (`date-fns@2.30.0`, `@scope/pkg@^1`): its name.
    .replace(/(?<=.)@[^/]*$/, "")
    .replace(/[<>=~^].*$/, "");
  if (word.length < 3 || /^\d+$/.test(word)) return [];
  const names = new Set<string>();
  const keep = (name: string) => {
    if (name.length >= 3 && !/^\d+$/.test(name) && !isFillerWord(name) && !COMMAND_VERBS.has(name))
      names.add(name);
  };
  keep(word);
  for (const part of word.split("/")) {
    keep(part);
    const stem = part.replace(/\.[a-z0-9]{1,6}$/, "");
    keep(stem);
    // The words of a compound name (`docker-compose`, `user_id`): "the compose file".
    for (const piece of stem.split(/[-_]/)) if (piece !== stem && piece.length >= 4) keep(piece);
  }
  return [...names];
}

/**
 * The names of a removed operand: the operand, its file name and stem, never its folders
 * (`rm src/pool.rs` removes `pool.rs`, not `src`, which a later conclusion may well name).
 */
function removedNamesOf(word: string): string[] {
  const last = word.replace(/\/+$/, "").split("/").at(-1) ?? word;
  const own = new Set([...namesOf(word.includes("/") ? word : ""), ...namesOf(last)]);
  const folders = new Set(
    word
      .split("/")
      .slice(0, -1)
      .map((part) => part.toLowerCase()),
  );
  return [...own].filter((name) => !folders.has(name));
}

/** Commands that take something back out: their operands are what was removed. */
const REMOVING =
  /^(?:(?:sudo\s+)?(?:npm|pnpm|yarn|bun)\s+(?:uninstall|remove|rm|un|r)|(?:uv\s+)?pip3?\s+uninstall|python3?\s+-m\s+pip\s+uninstall|uv\s+remove|poetry\s+remove|cargo\s+remove|gem\s+uninstall|composer\s+remove|go\s+mod\s+edit\s+-droprequire|git\s+(?:restore|revert|rm)|git\s+checkout\s+--|rm)\b/;

/** The words of a command line (one part between `&&`, `;`, `|`): operands and flag names. */
function commandWords(part: string): string[] {
  return part.split(/[\s"'`=;|&()<>]+/).filter((w) => w !== "" && !/^\$/.test(w));
}

/** An operand that is a file or folder of the repo (`src/old.ts`, `notes.md`), not a package. */
const PATH_OPERAND = /\/|\.[A-Za-z0-9]{1,6}$/;

/**
 * What `command` names (every word of it, as `namesOf` splits them), and what it removed: the
 * operands of a removing command (`REMOVING`), flags aside. A file operand counts as removed
 * of `rm` / `git rm` only when `added(operand)` says the session made it (it wrote or edited
 * it): deleting a file that was there before the session is clean-up, not taking back
 * something the session tried. Package operands (`npm uninstall chart.js`) and restores always
 * count. The files it deleted that the session did not make are `cleaned`: a sentence saying it
 * removed one of them ("Removed scripts/old-export.sh — nobody calls it") tells a clean-up.
 */
export function commandNames(
  command: string,
  added: (path: string) => boolean = () => true,
): { names: string[]; removed: string[]; cleaned: string[] } {
  const names: string[] = [];
  const removed: string[] = [];
  const cleaned: string[] = [];
  for (const part of command.slice(0, 2_000).split(/&&|\|\||[;|\n]/)) {
    const line = part.trim().replace(/^(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+/, "");
    const words = commandWords(line);
    for (const word of words) names.push(...namesOf(word));
    const removing = REMOVING.exec(line);
    if (removing === null) continue;
    // `rm` and `git rm` delete files; what they delete is taken back only if the session made
    // it. A package manager's operands are packages (`chart.js` too), a restore undoes edits.
    const deletes = /^(?:git\s+)?rm$/.test(removing[0].trim());
    for (const word of commandWords(line.slice(removing[0].length))) {
      if (word.startsWith("-")) continue;
      if (!deletes || !PATH_OPERAND.test(word) || added(word))
        removed.push(...removedNamesOf(word));
      else cleaned.push(...removedNamesOf(word));
    }
  }
  return { names, removed, cleaned };
}

/**
 * The operands of `command` that are files it ran or read (a path or a name with an extension,
 * `node scripts/probe.js`, `python check.py`), outside the parts that remove something: a file
 * a session runs and later deletes was a probe of its own, not code it tried.
 */
export function ranFiles(command: string): string[] {
  const files: string[] = [];
  for (const part of command.slice(0, 2_000).split(/&&|\|\||[;|\n]/)) {
    const line = part.trim().replace(/^(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+/, "");
    if (REMOVING.test(line)) continue;
    for (const word of commandWords(line).slice(1))
      if (!word.startsWith("-") && PATH_OPERAND.test(word)) files.push(word);
  }
  return files;
}

/**
 * Whether the repo path `operand` (as a command names it, relative to where it ran) is one of
 * `edited` (absolute or repo-relative): the same file, compared by its trailing path.
 */
export function isEditedPath(operand: string, edited: Iterable<string>): boolean {
  const bare = operand.replace(/^\.\//, "").replace(/\/+$/, "");
  if (bare === "" || bare.startsWith("..")) return false;
  for (const path of edited) {
    if (endsWithPath(path, bare)) return true;
    // A folder the session wrote files in.
    if (path.startsWith(`${bare}/`) || path.includes(`/${bare}/`)) return true;
  }
  return false;
}

/**
 * The files a command line writes by redirection (`cat > src/a.js <<EOF`, `echo x >> notes.md`,
 * `… | tee out.txt`): what a session that edits through its shell made. `/dev/*` aside.
 */
export function redirectTargets(command: string): string[] {
  return redirections(command).map((r) => r.target);
}

/** Each redirection's target, and whether it adds to the file (`>>`, `tee -a`) or writes it whole. */
function redirections(command: string): { target: string; append: boolean }[] {
  const out: { target: string; append: boolean }[] = [];
  for (const match of command
    .slice(0, 2_000)
    .matchAll(/(?:^|[^\d&<>])(>>?)\s*([^\s;&|<>()]+)|\btee\s+(-a\s+)?([^\s;&|<>()]+)/g)) {
    const target = (match[2] ?? match[4] ?? "").replace(/^["']|["']$/g, "");
    if (target !== "" && !target.startsWith("/dev/") && !target.startsWith("&"))
      out.push({ target, append: match[1] === ">>" || match[3] !== undefined });
  }
  return out;
}

/** Characters of a heredoc's body read for the code it writes. */
const HEREDOC_CHARS = 16_000;

/**
 * The files a command line writes from a heredoc (`cat > src/a.js <<'EOF' … EOF`, `tee`), each
 * with the heredoc's whole body, up to the line of its delimiter or the end of the command (a
 * line's end is not the body's): the code a session that edits through its shell put into the
 * file.
 */
export function heredocWrites(command: string): { path: string; body: string; append: boolean }[] {
  const out: { path: string; body: string; append: boolean }[] = [];
  for (const match of command.matchAll(
    /^([^\n]*?)<<-?\s*(['"]?)(\w+)\2([^\n]*)\n([\s\S]*?)(?:\n\3(?=\s|$)|(?![\s\S]))/gm,
  )) {
    const line = `${match[1] ?? ""} ${match[4] ?? ""}`;
    const body = (match[5] ?? "").slice(0, HEREDOC_CHARS);
    for (const { target, append } of redirections(line)) out.push({ path: target, body, append });
  }
  return out;
}

/** Words of the languages themselves: code's own, never the name of a thing of the session. */
const KEYWORDS = new Set(
  "const let var function return if else for while do switch case break continue default new this self class extends implements import export from async await try catch finally throw throws typeof instanceof delete void null undefined true false none def elif except pass raise with yield lambda fn pub struct impl enum match mut use mod type interface public private protected static final int char long short float double bool boolean string include define ifdef ifndef endif sizeof unsigned signed extern goto package func defer range map chan select end then begin local require module exports not and or".split(
    " ",
  ),
);
/** Whether `word` (lower-cased) is a keyword of a programming language, never a word of the work. */
export function isCodeKeyword(word: string): boolean {
  return KEYWORDS.has(word);
}

/** Words after which the next identifier is one the code declares or brings in. */
const DECLARES = new Set(
  "const let var function def class fn func struct type interface enum import from include define use mod package".split(
    " ",
  ),
);
/** Words after which the next identifier is a module the code brings in (`import yaml`). */
const IMPORTS = new Set(["import", "from", "use", "require", "include"]);
/** Names taken from one edit's text, at most. */
const MAX_CODE_NAMES = 512;

/**
 * The names of the things some code declares and uses: identifiers shaped like code (camelCase,
 * snake_case, CONSTANTS, a digit, a member after `.`, a call, one declared or imported), never
 * the words of its comments or of prose in its strings. `uses` are what the code calls,
 * includes or imports (`hsearch(`, `#include <search.h>`, `require("lru-cache")`): what an edit
 * that takes them out again takes back.
 */
export function codeNames(code: string): { names: string[]; uses: string[] } {
  const names = new Set<string>();
  const uses = new Set<string>();
  const text = code
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/(^|[\s;{}])\/\/.*$/gm, "$1")
    .replace(/^\s*(?:#(?!\s*(?:include|import|define))|--\s).*$/gm, "");
  for (const match of text.matchAll(
    /#\s*include\s*[<"]([^>"\n]+)[>"]|\b(?:require|import)\s*\(\s*["']([^"'\n]+)["']|\bfrom\s+["']([^"'\n]+)["']|^\s*import\s+["']([^"'\n]+)["']/gm,
  ))
    for (const name of namesOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? "")) {
      names.add(name);
      uses.add(name);
    }
  let previous = "";
  for (const match of text.matchAll(/(\.?)\b([A-Za-z_][A-Za-z0-9_]*)\b(\s*\()?/g)) {
    if (names.size >= MAX_CODE_NAMES) break;
    const [, dot, word = "", call] = match;
    const declared = DECLARES.has(previous);
    const imported = IMPORTS.has(previous);
    previous = word;
    if (word.length < 3 || KEYWORDS.has(word)) continue;
    const shaped =
      dot === "." ||
      call !== undefined ||
      declared ||
      /[a-z][A-Z]|_|\d/.test(word) ||
      /^[A-Z][A-Z0-9]{2,}$/.test(word);
    if (!shaped) continue;
    for (const name of namesOf(word)) {
      names.add(name);
      if (call !== undefined || imported) uses.add(name);
    }
  }
  return { names: [...names], uses: [...uses] };
}
