/**
 * Pure: the places of the repo a piece of prose names — an exact path (`src/db/migrate.ts`), a
 * folder (`migrations/`, "anything under `legacy`"), a glob the user wrote (`src/**\/*.sql`) —
 * read from the text's structure: a code span, or a token shaped like a path (a slash, or a
 * file name with an extension that the repo knows). A bare word is never a path unless it is in
 * a code span or the repo knows it; a mention introduced as an example ("e.g. `a/b.ts`", "such
 * as", "for instance") is marked so the guards leave it out. No disk: the repo's known paths are
 * handed in.
 */
import { EXAMPLE_MARKERS } from "./rule-words.js";

/** What a mention names: one path, everything below a folder, or what a glob matches. */
export type MentionScope = "exact" | "prefix" | "glob";

/** One place a text names, as the index keys it (repo-relative, `/`-separated). */
export interface PathMention {
  scope: MentionScope;
  /** `src/a.ts`; a prefix ends with `/`; a glob keeps its `*` and `?`. */
  key: string;
  /** Where the mention starts in the text (for the clause it sits in). */
  at: number;
  /** True when the text introduces it as an example, not as the place itself. */
  example: boolean;
}

/** The repo paths a write already knows (changed, read, edited files): for bare names. */
export interface KnownPaths {
  /** Repo-relative file paths. */
  files: readonly string[];
}

/** A code span: `…` (one backtick pair, no newline inside). */
const CODE_SPAN = /`([^`\n]{1,300})`/g;
/**
 * A path-shaped token outside code spans: letters of any script, digits and the few punctuation
 * marks file names use, with at least one slash, or a name with a letter-led extension.
 */
const PATH_TOKEN =
  /[\p{L}\p{N}_@~+*?.-]*(?:\/[\p{L}\p{N}_@~+*?.-]*)+|[\p{L}\p{N}_@+-]+\.[\p{L}][\p{L}\p{N}]{0,9}/gu;
/** Words before a folder that say "the whole folder": under, inside, in the … folder. */
const FOLDER_WORDS =
  /(?:under|inside|below|beneath|within|folder|directory|dir|sous|dans le dossier|unter|im ordner|bajo|dentro de|en la carpeta|sotto|nella cartella|pasta)\s*$/iu;

/** Every place `text` names, in order; duplicates kept once (first wins). */
export function findPathMentions(text: string, known: KnownPaths): PathMention[] {
  const found: PathMention[] = [];
  const spans: [number, number][] = [];
  for (const match of text.matchAll(CODE_SPAN)) {
    const at = match.index ?? 0;
    spans.push([at, at + match[0].length]);
    const mention = readMention(match[1] ?? "", at, text, known, true);
    if (mention !== null) found.push(mention);
  }
  for (const match of text.matchAll(PATH_TOKEN)) {
    const at = match.index ?? 0;
    if (spans.some(([start, end]) => at >= start && at < end)) continue;
    // A URL (`https://x/y`) or an e-mail-like token is not a place of the repo.
    const before = text.slice(Math.max(0, at - 3), at);
    if (before.endsWith(":") || /:\/\/?$/.test(before) || text.startsWith("//", at)) continue;
    const mention = readMention(match[0], at, text, known, false);
    if (mention !== null) found.push(mention);
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .filter((m) => {
      const id = `${m.scope}\0${m.key}\0${m.example}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
}

/** One candidate token as a mention, or null when it names no place of the repo. */
function readMention(
  raw: string,
  at: number,
  text: string,
  known: KnownPaths,
  quoted: boolean,
): PathMention | null {
  let token = raw.trim().replace(/[.,;:!?)\]}'"»]+$/u, "");
  if (!quoted) token = token.replace(/^[('"«[{]+/u, "");
  if (token === "" || token.length > 300) return null;
  // A command line in a code span (`npm test`) is not a path; a path with spaces is.
  if (quoted && /\s/.test(token) && !token.includes("/")) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(token) || (token.includes("@") && !token.includes("/")))
    return null;
  if (/^-/.test(token)) return null;
  const key = normaliseKey(token);
  if (key === null) return null;
  const example = isExample(text, at);
  if (/[*?]/.test(key)) return { scope: "glob", key, at, example };
  if (key.endsWith("/")) return { scope: "prefix", key, at, example };
  if (!key.includes("/")) {
    // A bare name: the repo's file of that name when it has exactly one, else the name at the
    // root when it is quoted or known there. Prose words with a dot ("Node.js") stay words.
    const same = known.files.filter((file) => baseName(file) === key);
    if (same.length === 1) return { scope: "exact", key: same[0] ?? key, at, example };
    if (known.files.includes(key) || (quoted && /\.[\p{L}][\p{L}\p{N}]{0,9}$/u.test(key)))
      return { scope: "exact", key, at, example };
    if (quoted && folderAhead(text, at)) return { scope: "prefix", key: `${key}/`, at, example };
    return null;
  }
  // A slash path without an extension is a folder when the repo knows files below it, or the
  // words before it say so ("under src/legacy").
  if (!/\.[^/]+$/.test(key)) {
    const isFolder =
      folderAhead(text, at) || known.files.some((file) => file.startsWith(`${key}/`));
    if (isFolder) return { scope: "prefix", key: `${key}/`, at, example };
  }
  return { scope: "exact", key, at, example };
}

/**
 * A mention as the index keys it: `./` and a leading `/` dropped, backslashes as slashes, `.`
 * and empty segments dropped; null for a path that climbs out (`../x`) or names the home folder.
 */
export function normaliseKey(raw: string): string | null {
  const trailing = /[\\/]$/.test(raw);
  const parts: string[] = [];
  for (const part of raw.replace(/\\/g, "/").split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." || part === "~") return null;
    parts.push(part);
  }
  if (parts.length === 0) return null;
  const key = parts.join("/");
  return trailing ? `${key}/` : key;
}

/** Whether the words just before `at` introduce an example. */
function isExample(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 24), at).toLowerCase();
  return EXAMPLE_MARKERS.some((marker) => marker.test(before));
}

/** Whether the words just before `at` say a folder follows ("under", "in the folder"). */
function folderAhead(text: string, at: number): boolean {
  return FOLDER_WORDS.test(
    text
      .slice(Math.max(0, at - 24), at)
      .replace(/[`'"]/g, "")
      .trimEnd(),
  );
}

/** The last segment of a path. */
export function baseName(path: string): string {
  const trimmed = path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
