/**
 * `passed_later` on the feedback-log fast path (the flag itself lives in the trim's failure
 * groups, `FeedbackTrimmer.notePassing`, for the log and the transcripts alike). A passing line is
 * never decoded, so its command is matched by its JSON text against the commands that failed,
 * only while some command has failed: a hash of the bytes first (no allocation, `json/stringify-hash.ts`). A string whose
 * bytes are already `JSON.stringify`'s own text (escapes only where it puts them, valid UTF-8)
 * is hashed as it is; only other spellings (`\u0041`, `\/`, invalid UTF-8) and argv lists that
 * shell quoting would change are decoded, and those answers are remembered by their bytes (a
 * log repeats its commands) until the failed set changes.
 *
 * A passing run of the same command with other leading `VAR=value` assignments speaks for a
 * failure too (`FeedbackTrimmer.linkedFailures`): each failed command is also held under the
 * JSON text of its command without assignments, so a plain passing line finds a prefixed
 * failure by its hash alone; a passing line that itself starts with an assignment (rare) is
 * decoded, and remembered like the other spellings.
 */
import { commandKey } from "../../json/command-key.js";
import {
  argvEquals,
  hashArgv,
  hashAscii,
  hashBytes,
  hashString,
} from "../../json/stringify-hash.js";
import { commandWithoutEnv } from "../../trim/env-prefix.js";
import { joinArgv } from "../../util/shell-quote.js";

/** Decoded answers remembered at most (commands a log repeats are few). */
const MAX_REMEMBERED = 512;

/** A failed command, and whether a pass of it still matters. */
interface Held {
  command: string;
  /** Its command without leading assignments, and the spellings it is found by. */
  base: string;
  keys: Key[];
  /** Its key (`json/command-key.ts`): the slot it counts in, while pending, in `keyCounts`. */
  key: number;
  /** Failed, and not passed since: a passing run of it sets `passed_later`. */
  pending: boolean;
}

/**
 * A spelling a passing line may have: `text`'s JSON text, standing for the `held` failures. Its
 * UTF-8 bytes are made only when a line's hash meets it and the text is not ASCII (an ASCII
 * text is compared with the line's bytes as it is): a log of unique commands fails thousands.
 */
interface Key {
  text: string;
  json: string;
  hash: number;
  ascii: boolean;
  bytes: Buffer | null;
  held: Held;
}

/** `NAME=` after the opening quote (of the string, or of an argv list's first word). */
function startsWithAssignment(buf: Buffer, start: number, end: number): boolean {
  let i = start;
  while (i < end && buf[i] !== 0x22) i++;
  i++;
  // Blanks before the first assignment, as commandWithoutEnv skips them (" PGPORT=1 make");
  // an escape there (a tab is `\t` in JSON) is left to the decode.
  while (i < end && buf[i] === 0x20) i++;
  if (buf[i] === 0x5c) return true;
  const first = buf[i];
  if (first === undefined || !(isLetter(first) || first === 0x5f)) return false;
  for (i++; i < end; i++) {
    const c = buf[i] as number;
    if (c === 0x3d) return true;
    if (!(isLetter(c) || c === 0x5f || (c >= 0x30 && c <= 0x39))) return false;
  }
  return false;
}

function isLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** The failed commands, by the JSON text of each (`JSON.stringify(command)`). */
export class FailedCommands {
  readonly #byText = new Map<string, Held>();
  /** The same, by the hash of the JSON text's bytes (and of their text without assignments). */
  #byHash = new Map<number, Key[]>();
  /** The same, by their command without leading assignments. */
  #byBase = new Map<string, Held[]>();
  /** Answers of the decoding path, by the raw bytes (latin1) of the command's JSON. */
  #remembered = new Map<string, string | undefined>();
  #pending = 0;
  /**
   * Per key slot, how many pending commands have that key (the WebAssembly kernel's table,
   * `attach`): a passing line whose key counts nothing there needs no JavaScript at all.
   */
  #keyCounts: Int32Array | null = null;

  /** How many are pending (0: no passing line needs looking at). */
  get size(): number {
    return this.#pending;
  }

  /** How many are held, pending or not (what the caller bounds with `retain`). */
  get held(): number {
    return this.#byText.size;
  }

  /**
   * Keep `counts` (the feedback kernel's key table) counting the pending commands' keys, from
   * now until `attach(null)`.
   */
  attach(counts: Int32Array | null): void {
    this.#keyCounts = counts;
    if (counts === null) return;
    counts.fill(0);
    for (const held of this.#byText.values())
      if (held.pending) counts[held.key] = (counts[held.key] as number) + 1;
  }

  #count(held: Held, by: 1 | -1): void {
    const counts = this.#keyCounts;
    if (counts !== null) counts[held.key] = (counts[held.key] as number) + by;
  }

  /** `command` failed: a pass of it now matters (again). */
  add(command: string): void {
    const text = JSON.stringify(command);
    const known = this.#byText.get(text);
    if (known?.pending) return;
    // The set of pending commands grows: a remembered "no match" may be wrong now.
    if (this.#remembered.size > 0) this.#remembered.clear();
    this.#pending++;
    if (known !== undefined) {
      known.pending = true;
      this.#count(known, 1);
      return;
    }
    const base = commandWithoutEnv(command);
    const held: Held = { command, base, keys: [], key: commandKey(command), pending: true };
    this.#count(held, 1);
    held.keys.push(this.#key(command, text, held));
    if (base !== command) held.keys.push(this.#key(base, JSON.stringify(base), held));
    this.#hold(text, held);
  }

  #key(text: string, json: string, held: Held): Key {
    const ascii = isAscii(json);
    const hash = ascii ? hashAscii(json) : hashBytes(Buffer.from(json));
    return { text, json, hash, ascii, bytes: null, held };
  }

  /** Index `held` (its JSON text `text`) by text, by the hashes of its spellings and by base. */
  #hold(text: string, held: Held): void {
    this.#byText.set(text, held);
    for (const key of held.keys) {
      const same = this.#byHash.get(key.hash);
      if (same) same.push(key);
      else this.#byHash.set(key.hash, [key]);
    }
    const same = this.#byBase.get(held.base);
    if (same) same.push(held);
    else this.#byBase.set(held.base, [held]);
  }

  /**
   * `command` has passed, and so have the failed commands it speaks for (the same with other
   * leading assignments): until one fails again (`add`), another pass changes nothing, and
   * with no command pending the scan hashes no passing line at all. They stay held, so a
   * command that fails and passes in turn costs no allocation. A remembered decode naming one
   * may stay: a second pass is a no-op for the trim.
   */
  delete(command: string): void {
    for (const held of this.#byBase.get(commandWithoutEnv(command)) ?? []) {
      if (!held.pending) continue;
      held.pending = false;
      this.#pending--;
      this.#count(held, -1);
    }
  }

  /**
   * Keep only the commands `held` says the trim still holds (its groups are bounded), each as
   * pending as it was: indexed again as they are, not failed and passed again (a pass of one
   * would take the others of its base with it).
   */
  retain(held: (command: string) => boolean): void {
    const kept = [...this.#byText].filter(([, entry]) => held(entry.command));
    this.#byText.clear();
    this.#byHash.clear();
    this.#byBase.clear();
    this.#remembered.clear();
    this.#pending = 0;
    this.#keyCounts?.fill(0);
    for (const [text, entry] of kept) {
      this.#hold(text, entry);
      if (!entry.pending) continue;
      this.#pending++;
      this.#count(entry, 1);
    }
  }

  /**
   * The passing command `buf[start, end)` holds — the raw JSON of a passing line's command, a
   * string literal or an array of strings — when it speaks for a pending failure (the same
   * command, or the same with other leading assignments), as the full parse reads it; else
   * undefined.
   */
  match(buf: Buffer, start: number, end: number, isString: boolean): string | undefined {
    const hash = isString ? hashString(buf, start, end) : hashArgv(buf, start, end);
    return this.#matchHashed(buf, start, end, isString, hash);
  }

  /**
   * `match` of a string literal whose bytes are printable ASCII without a backslash, with their
   * hash already made (the scan's WebAssembly kernel hashes them as `hashString` would).
   */
  matchPlain(buf: Buffer, start: number, end: number, hash: number): string | undefined {
    return this.#matchHashed(buf, start, end, true, hash);
  }

  #matchHashed(
    buf: Buffer,
    start: number,
    end: number,
    isString: boolean,
    hash: number | undefined,
  ): string | undefined {
    if (hash !== undefined) {
      // Plain bytes: compared with the failed commands' JSON texts as they are, no decode. Most
      // lines miss: that path allocates nothing.
      // A command that passed since its failure is never compared: a log repeats its commands,
      // and most passing lines are of one that failed once and passed long ago.
      const same = this.#byHash.get(hash);
      if (same !== undefined) {
        for (const key of same) {
          if (!key.held.pending) continue;
          if (isString && key.ascii) {
            if (equalsAscii(buf, start, end, key.json)) return key.text;
            continue;
          }
          key.bytes ??= Buffer.from(key.json);
          const bytes = key.bytes;
          const equal = isString
            ? end - start === bytes.length && buf.compare(bytes, 0, bytes.length, start, end) === 0
            : argvEquals(buf, start, end, bytes);
          if (equal) return key.text;
        }
      }
      // A passing line with its own leading assignments: only its decode can say its base.
      if (!startsWithAssignment(buf, start, end)) return undefined;
    }
    const raw = buf.toString("latin1", start, end);
    if (this.#remembered.has(raw)) return this.#remembered.get(raw);
    const text = buf.toString("utf8", start, end);
    // An argv list is joined as the full parse joins it.
    const json = isString ? reencode(text, String) : reencode(text, joinArgv);
    const entry = this.#byText.get(json);
    let found = entry?.pending ? entry.command : undefined;
    if (found === undefined && json !== "") {
      const command = JSON.parse(json) as string;
      const linked = this.#byBase.get(commandWithoutEnv(command));
      if (linked?.some((held) => held.pending)) found = command;
    }
    if (this.#remembered.size < MAX_REMEMBERED) this.#remembered.set(raw, found);
    return found;
  }
}

/**
 * The JSON text of the command `json` holds, normalised by `normalise`; "" when it does not
 * decode (a bad escape the byte reader did not look at: the full parse would skip that line).
 */
function reencode<T>(json: string, normalise: (value: T) => string): string {
  try {
    return JSON.stringify(normalise(JSON.parse(json) as T));
  } catch {
    return "";
  }
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** Whether `buf[start, end)` are the bytes of the ASCII `text`. */
function equalsAscii(buf: Buffer, start: number, end: number, text: string): boolean {
  if (end - start !== text.length) return false;
  for (let i = 0; i < text.length; i++) if (buf[start + i] !== text.charCodeAt(i)) return false;
  return true;
}
