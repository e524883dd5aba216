import {
  isHex,
  isTokenChar,
  isUuid,
  looksRandom,
  measureClassSwitches,
  measureEntropy,
  measureLowercaseRuns,
} from "./entropy.js";
import { type Detection, Priority } from "./types.js";
import { isWordedPassword, joinsLikeCode } from "./worded-password.js";

/**
 * Long random-looking tokens with no keyword and no known prefix (a pasted key, a signed URL
 * parameter). Hex strings and UUIDs are left alone: commit ids, digests and resource ids fill
 * every handoff and are not credentials on their own.
 */
const MIN_LENGTH = 32;

/**
 * Shorter generated tokens (an API gateway's 24-character key, a bearer token pasted into a
 * sentence of any language): from 20 characters, taken only when densely scrambled, see
 * {@link isDenselyScrambled}.
 */
export const SHORT_MIN_LENGTH = 20;

const EQUALS = 0x3d;

/**
 * The runs `(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/=_-])` would match,
 * found by a linear scan: V8 runs out of backtracking stack on that regex when one run is tens
 * of MB long (a 30 MB line in a workbench file crashed `write` with a RangeError).
 */
function* findRuns(text: string): Generator<{ start: number; token: string }> {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (!isTokenChar(code)) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isTokenChar(text.charCodeAt(i))) i++;
    const runEnd = i;
    while (i < n && text.charCodeAt(i) === EQUALS) i++;
    const padding = i - runEnd;
    const before = start > 0 ? text.charCodeAt(start - 1) : -1;
    const after = i < n ? text.charCodeAt(i) : -1;
    if (
      runEnd - start >= SHORT_MIN_LENGTH &&
      padding <= 2 &&
      before !== EQUALS &&
      !isTokenChar(after)
    ) {
      yield { start, token: text.slice(start, i) };
    }
  }
}

/**
 * `handoff-tests-aB3xQ9/`: a folder mkdtemp made, its six random characters ending a path
 * segment after a word and a `-` or `_`, with more path after it. Such a suffix mixes case and
 * digits like a token's part, but it names a folder: it reads as one word. Only inside a path
 * (a `/` follows), so a token's own last part is never taken for one.
 */
const TEMP_SUFFIX = /((?:^|\/)[a-z][a-z0-9.]*(?:[-_][a-z0-9.]+)*[-_])[A-Za-z0-9]{6}(?=\/)/g;

function withoutTempSuffixes(token: string): string {
  return token.includes("/") ? token.replace(TEMP_SUFFIX, "$1tmp") : token;
}

/**
 * Paths and slugs: three or more readable segments joined by `/ - _` (a nested regex would
 * backtrack). A segment of 7+ hex digits is an id (a commit, a packet id) and reads as a word:
 * `.handoff/packets/93e9f2c3794d1239/handoff.json` is a path, not a credential. A few short
 * segments of anything (at most 8 characters each, at most one for every two words) are a
 * path's too: a temp folder's random suffix, `my`, `v2` (`/tmp/app-route-1vz4j7-plugin/my`);
 * a random token has long random parts, or no words.
 */
function isSlug(token: string): boolean {
  const parts = withoutTempSuffixes(token)
    .split(/[/_-]/)
    .filter((part) => part.length > 0);
  const words = parts.filter((part) => /[a-z]{3}/.test(part)).length;
  const others = parts.filter((part) => !/[a-z]{3}/.test(part) && !/^[0-9a-f]{7,}$/.test(part));
  if (parts.length < 3 || words < 2) return false;
  if (others.length === 0) return true;
  // Short segments of anything only among short readable ones: a long part is where a token's
  // randomness would be (`sk-proj-<48 random>`), and a token's parts are rarely words.
  return (
    others.length * 2 <= words &&
    others.every((part) => part.length <= 8) &&
    parts.every((part) => part.length <= 20 && !/[A-Z].*[0-9]|[0-9].*[A-Z]/.test(part))
  );
}

// `public_key = "…"`, `publicToken: …`: published on purpose
const PUBLIC_NAME =
  /(?:^|[^A-Za-z0-9])(?:public|pub)[A-Za-z0-9_.-]*["']?\s*(?::=|=>|=|:)\s*["'`]?$/i;

function isNamedPublic(text: string, start: number): boolean {
  return PUBLIC_NAME.test(text.slice(Math.max(0, start - 48), start));
}

/** UUIDs inside a run (session files: `rollout-2026-11-30T10-00-00-<uuid>.jsonl`). */
const EMBEDDED_UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A run whose randomness is all in UUIDs: what is left without them is too short to be a token
 * (agents name their session files after a UUID, and a UUID alone is no credential).
 */
function isUuidNamed(token: string): boolean {
  const rest = token.replace(EMBEDDED_UUID, "-");
  if (rest.length === token.length) return false;
  // Around the UUIDs, only readable segments: words, numbers, short date parts (`30T10`).
  return rest
    .split(/[/_-]/)
    .every((part) => part.length <= 6 || /^[a-z]+$/i.test(part) || /^[0-9]+$/.test(part));
}

/**
 * Whether a 20-to-31-character run is what a generator makes and no person or program names:
 * each of lowercase, uppercase and digits at least three times, the class changing at more than
 * half the characters (random base62 changes at about two in three; a camel name, a version or
 * a word with a number at one in four or less), lowercase runs of two at most on average (words have
 * four and more). A generator's output without a keyword in front of it, in any language.
 */
export function isDenselyScrambled(token: string): boolean {
  if (OBJECT_ID.test(token)) return false;
  const core = token.replace(/[-_]/g, "");
  if (core.length < SHORT_MIN_LENGTH - 2) return false;
  const lower = core.match(/[a-z]/g)?.length ?? 0;
  const upper = core.match(/[A-Z]/g)?.length ?? 0;
  const digits = core.match(/[0-9]/g)?.length ?? 0;
  if (lower < 3 || upper < 3 || digits < 3 || lower + upper + digits !== core.length) return false;
  return (
    measureClassSwitches(core) >= 0.55 &&
    measureLowercaseRuns(core) <= 2 &&
    measureEntropy(core) >= 3.5
  );
}

/**
 * The ids model APIs and agents give their objects (`msg_…`, `req_…`, `toolu_…`, `call_…`,
 * OpenCode's `ses_…`, `prt_…` and `evt_…`): random by design, public, and the names handoff finds
 * sessions by, so they stay readable.
 */
const OBJECT_ID = /^(?:msg|req|toolu|call|resp|run|thread|asst|file|ses|prt|evt|chatcmpl)[_-]/;

/** Report keyword-less high-entropy tokens in `text`. */
export function detectRandomTokens(text: string, out: Detection[]): void {
  for (const { start, token } of findRuns(text)) {
    // Most short runs are paths and names of one case: one pass over their characters first.
    if (token.length < MIN_LENGTH && !hasEachClassThrice(token)) continue;
    if (isHex(token.replace(/[-_]/g, "")) || isUuid(token)) continue;
    if (isSlug(token) || isUuidNamed(token)) continue;
    if (token.length >= MIN_LENGTH && looksRandom(token, MIN_LENGTH)) {
      if (!isNamedPublic(text, start)) out.push(tokenAt(start, start + token.length));
      continue;
    }
    // A shorter generated token stands alone or as one segment of a path (a file named after it).
    let offset = 0;
    for (const segment of token.split("/")) {
      const at = start + offset;
      offset += segment.length + 1;
      if (segment.length < SHORT_MIN_LENGTH || segment.length >= MIN_LENGTH) continue;
      if (!isDenselyScrambled(segment) || isNamedPublic(text, at)) continue;
      out.push(tokenAt(at, at + segment.length));
    }
  }
}

/** Whether `token` holds three lowercase letters, three capitals and three digits at least. */
function hasEachClassThrice(token: string): boolean {
  let lower = 0;
  let upper = 0;
  let digits = 0;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) lower++;
    else if (code >= 0x41 && code <= 0x5a) upper++;
    else if (code >= 0x30 && code <= 0x39) digits++;
  }
  return lower >= 3 && upper >= 3 && digits >= 3;
}

function tokenAt(start: number, end: number): Detection {
  return { kind: "token", start, end, priority: Priority.entropy };
}

/**
 * The value of a name (`author = "…"`, `PWR_MGM: …`): whether that is a secret is the keyword
 * rule's call, which knows the names; this rule takes only values that nothing names.
 */
const NAMED_VALUE = /[A-Za-z_][\w.-]*["']?\s*(?::=|=>|=|:)\s*["'`]?$/;

/** Character bits for the typed-password scan: what a typed password is made of, and its classes. */
const T_CHAR = 1;
const T_LOWER = 2;
const T_UPPER = 4;
const T_DIGIT = 8;
const T_SYMBOL = 16; // `! # $ % ^ & * ~`
const T_EDGE = 32; // a blank, quote, bracket, `=`, `:`, `,`, `;`, `.`, `?`: where a word may end
const TYPED_BITS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const c = String.fromCharCode(code);
  let bits = 0;
  if (/[A-Za-z0-9!#$%^&*+_~-]/.test(c)) bits |= T_CHAR; // not `@`: `pw@host` ends the word
  if (/[a-z]/.test(c)) bits |= T_LOWER;
  if (/[A-Z]/.test(c)) bits |= T_UPPER;
  if (/[0-9]/.test(c)) bits |= T_DIGIT;
  if (/[!#$%^&*~]/.test(c)) bits |= T_SYMBOL;
  if (/[\s"'`()[\]{}<>=:,;.?]/.test(c)) bits |= T_EDGE;
  TYPED_BITS[code] = bits;
}
const ALL_CLASSES = T_LOWER | T_UPPER | T_DIGIT | T_SYMBOL;

/**
 * A typed password standing alone (`Xk9#mQ2$vLp7wRt4`, no keyword before it): 10 to 64
 * characters mixing lowercase, uppercase, digits and a symbol of `! # $ % ^ & * ~`, with no
 * word-length lowercase runs unless it is built of words the way people make one up
 * ({@link isWordedPassword}). Identifiers, paths, format strings and shell never mix all four.
 */
export function looksTyped(word: string, inProse = false): boolean {
  if (word.length < 10 || word.length > 64) return false;
  if (!/[a-z]/.test(word) || !/[A-Z]/.test(word) || !/\d/.test(word)) return false;
  if (!/[!#$%^&*~]/.test(word) || /^[-$%+]/.test(word)) return false; // a flag, a variable
  // code: a negated call (`!isBase64Char`), a regex class (`A-Za-z0-9!@#`)
  if (/^![a-z]/.test(word) || /[A-Z]-[A-Z]|[a-z]-[a-z]|0-9/.test(word)) return false;
  if (/@[A-Za-z0-9-]+\.[A-Za-z]/.test(word)) return false; // an e-mail address
  return measureLowercaseRuns(word) <= 3 || isWordedPassword(word, inProse);
}

/** Code's marks: a line holding none of them is no code (`$Name` there is no variable). */
const CODE_MARKS = /[=;{}()[\]|<>`\\/]/;
/** Words of letters a sentence holds at least. */
const SENTENCE_WORDS = 6;

/**
 * Whether the line of `text` around `start`..`end` is a sentence of prose: no mark of code, and
 * at least SENTENCE_WORDS words of letters in any script ("… igama ngu-ivana.k bese kuba
 * cilim9Sinj$Eshowe. Ungakubhali …"): a `$` or `^` inside a word there joins, it opens nothing.
 */
function inProseLine(text: string, start: number, end: number): boolean {
  const from = text.lastIndexOf("\n", start) + 1;
  const to = text.indexOf("\n", end);
  const line = text.slice(from, to === -1 ? text.length : to);
  if (CODE_MARKS.test(line)) return false;
  return (line.match(/\p{L}{2,}/gu) ?? []).length >= SENTENCE_WORDS;
}

/** A letter of another script than the password's (Ge'ez, Devanagari, Han …) or a combining mark. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{M}\p{N}\p{Pc}\p{Pd}]/u;

/**
 * Whether the character `code` may stand beside a typed password: a blank, a quote, a bracket,
 * a mark that ends a word, or a character of another script, where a preposition or a case
 * ending is written glued to the word it governs (Amharic "በ" + the password).
 */
function isTypedEdge(code: number): boolean {
  if (code < 128) return ((TYPED_BITS[code] as number) & T_EDGE) !== 0;
  return OTHER_SCRIPT.test(String.fromCharCode(code));
}

/**
 * Report typed passwords in `text` (the words `looksTyped` accepts). One pass over char codes:
 * a word is sliced and tested only when it holds all four classes.
 */
export function detectTypedPasswords(text: string, out: Detection[]): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code >= 128 || ((TYPED_BITS[code] as number) & T_CHAR) === 0) {
      i++;
      continue;
    }
    const start = i;
    let classes = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      const bits = c < 128 ? (TYPED_BITS[c] as number) : 0;
      if ((bits & T_CHAR) === 0) break;
      classes |= bits;
      i++;
    }
    if (classes !== (classes | ALL_CLASSES) || i - start < 10) continue;
    const before = start === 0 ? 32 : text.charCodeAt(start - 1);
    const after = i === n ? 32 : text.charCodeAt(i);
    if (!isTypedEdge(before) || (!isTypedEdge(after) && after !== 33)) continue;
    const word = text.slice(start, i);
    if (
      !looksTyped(word) &&
      !(joinsLikeCode(word) && looksTyped(word, inProseLine(text, start, i)))
    )
      continue;
    if (NAMED_VALUE.test(text.slice(Math.max(0, start - 64), start))) continue;
    out.push({ kind: "password", start, end: i, priority: Priority.entropy });
  }
}
