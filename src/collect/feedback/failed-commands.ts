/**
 * `passed_later` on the feedback-log fast path (the flag itself lives in the trim's failure
 * groups, `FeedbackTrimmer.notePassing`, for the log and the transcripts alike). A passing line is
 * never decoded, so its command is matched by its JSON text against the commands that failed,
 * only while some command has failed: a hash of the bytes first (no allocation). A string whose
 * bytes are already `JSON.stringify`'s own text (escapes only where it puts them, valid UTF-8)
 * is hashed as it is; only other spellings (`\u0041`, `\/`, invalid UTF-8) and argv lists that
 * shell quoting would change are decoded, and those answers are remembered by their bytes (a
 * log repeats its commands) until the failed set changes.
 */
import { isUtf8 } from "node:buffer";
import { joinArgv, SHELL_SAFE_CHARS } from "../../util/shell-quote.js";

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const SPACE = 0x20;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const FNV_OFFSET = 0x811c9dc5;
/** Decoded answers remembered at most (commands a log repeats are few). */
const MAX_REMEMBERED = 512;

/**
 * The hash of a command's JSON bytes, fed one byte at a time (`hashStart`, `hashByte`,
 * `hashEnd`): FNV-1a's mix over little-endian 4-byte words, the last one zero-padded, cut to
 * V8's small-integer range (a 32-bit map key cost a heap number for every passing line). Words,
 * not bytes, so the scan's WebAssembly kernel makes the same hash with one multiply every four
 * bytes (`feedback-kernel.ts`). Not re-entrant: one hash at a time.
 */
let hashState = 0;
let hashWord = 0;
let hashFill = 0;

function hashStart(): void {
  hashState = FNV_OFFSET;
  hashWord = 0;
  hashFill = 0;
}

function hashByte(byte: number): void {
  hashWord |= byte << (hashFill << 3);
  if (++hashFill === 4) {
    hashState = Math.imul(hashState ^ hashWord, 0x01000193);
    hashWord = 0;
    hashFill = 0;
  }
}

function hashEnd(): number {
  if (hashFill > 0) hashState = Math.imul(hashState ^ hashWord, 0x01000193);
  return hashState & 0x3fffffff;
}

/** The bytes `joinArgv` leaves unquoted. */
const SAFE = new Uint8Array(256);
for (const ch of SHELL_SAFE_CHARS) SAFE[ch.charCodeAt(0)] = 1;

/** A failed command, and whether a pass of it still matters. */
interface Held {
  command: string;
  /** Its JSON text's UTF-8 bytes, and their FNV-1a hash. */
  bytes: Buffer;
  hash: number;
  /** Failed, and not passed since: a passing run of it sets `passed_later`. */
  pending: boolean;
}

/** The failed commands, by the JSON text of each (`JSON.stringify(command)`). */
export class FailedCommands {
  readonly #byText = new Map<string, Held>();
  /** The same, by the hash of the JSON text's bytes. */
  #byHash = new Map<number, Held[]>();
  /** Answers of the decoding path, by the raw bytes (latin1) of the command's JSON. */
  #remembered = new Map<string, string | undefined>();
  #pending = 0;

  /** How many are pending (0: no passing line needs looking at). */
  get size(): number {
    return this.#pending;
  }

  /** How many are held, pending or not (what the caller bounds with `retain`). */
  get held(): number {
    return this.#byText.size;
  }

  /** `command` failed: a pass of it now matters (again). */
  add(command: string): void {
    const text = JSON.stringify(command);
    const known = this.#byText.get(text);
    if (known?.pending) return;
    // The set of pending commands grows: a remembered "no match" may be wrong now.
    this.#remembered.clear();
    this.#pending++;
    if (known !== undefined) {
      known.pending = true;
      return;
    }
    const bytes = Buffer.from(text);
    hashStart();
    for (let i = 0; i < bytes.length; i++) hashByte(bytes[i] as number);
    const hash = hashEnd();
    const held: Held = { command, bytes, hash, pending: true };
    this.#byText.set(text, held);
    const same = this.#byHash.get(hash);
    if (same) same.push(held);
    else this.#byHash.set(hash, [held]);
  }

  /**
   * `command` has passed: until it fails again (`add`), another pass changes nothing, and with
   * no command pending the scan hashes no passing line at all. It stays held, so a command that
   * fails and passes in turn costs no allocation. A remembered decode naming it may stay: a
   * second pass is a no-op for the trim.
   */
  delete(command: string): void {
    const held = this.#byText.get(JSON.stringify(command));
    if (held === undefined || !held.pending) return;
    held.pending = false;
    this.#pending--;
  }

  /** Keep only the commands `held` says the trim still holds (its groups are bounded). */
  retain(held: (command: string) => boolean): void {
    const kept = [...this.#byText.values()].filter((entry) => held(entry.command));
    this.#byText.clear();
    this.#byHash.clear();
    this.#remembered.clear();
    this.#pending = 0;
    for (const entry of kept) {
      this.add(entry.command);
      if (!entry.pending) this.delete(entry.command);
    }
  }

  /**
   * The failed command that `buf[start, end)` names — the raw JSON of a passing line's command,
   * a string literal or an array of strings — or undefined.
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
      const same = this.#byHash.get(hash);
      if (same === undefined) return undefined;
      for (const { bytes, command, pending } of same) {
        const same = isString
          ? end - start === bytes.length && buf.compare(bytes, 0, bytes.length, start, end) === 0
          : argvEquals(buf, start, end, bytes);
        if (same) return pending ? command : undefined;
      }
      return undefined;
    }
    const raw = buf.toString("latin1", start, end);
    if (this.#remembered.has(raw)) return this.#remembered.get(raw);
    const text = buf.toString("utf8", start, end);
    // An argv list is joined as the full parse joins it.
    const entry = this.#byText.get(isString ? reencode(text, String) : reencode(text, joinArgv));
    const found = entry?.pending ? entry.command : undefined;
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

/** The escapes `JSON.stringify` writes by name (`\b \t \n \f \r`), by escaped letter. */
const NAMED = new Uint8Array(128);
for (const ch of '"\\bfnrt') NAMED[ch.charCodeAt(0)] = 1;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1; // `JSON.stringify` writes lower-case hex only
}

/**
 * Whether `buf[at, at + 6)` is `\u00XX` as `JSON.stringify` writes it: a control character
 * that has no short name, in lower-case hex.
 */
function isStringifyUnicodeEscape(buf: Buffer, at: number, end: number): boolean {
  if (at + 6 > end || buf[at + 2] !== 0x30 || buf[at + 3] !== 0x30) return false;
  const high = hexValue(buf[at + 4] as number);
  const low = hexValue(buf[at + 5] as number);
  if (high < 0 || high > 1 || low < 0) return false;
  const code = high * 16 + low;
  return code !== 0x08 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
}

/**
 * The hash of a string literal's bytes when they are exactly the UTF-8 bytes of
 * `JSON.stringify` of the value they decode to (escapes only where it writes them, in its
 * spelling, and valid UTF-8), or undefined when only a decode can say what they stand for.
 */
function hashString(buf: Buffer, start: number, end: number): number | undefined {
  hashStart();
  let nonAscii = false;
  // The quotes are the literal's own; the bytes between them are checked.
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === BACKSLASH && i > start && i < end - 1) {
      const next = buf[i + 1] as number;
      if (next === 0x75 /* u */) {
        if (!isStringifyUnicodeEscape(buf, i, end - 1)) return undefined;
        for (let j = i; j < i + 6; j++) hashByte(buf[j] as number);
        i += 5;
        continue;
      }
      if (next >= 128 || NAMED[next] !== 1) return undefined;
      hashByte(byte);
      hashByte(next);
      i++;
      continue;
    }
    // A raw control character is not JSON; `\` outside a pair cannot be there either.
    if (byte < SPACE || byte === BACKSLASH) return undefined;
    if (byte >= 0x80) nonAscii = true;
    hashByte(byte);
  }
  // Invalid UTF-8 decodes to U+FFFD: only a decode says what it stands for.
  if (nonAscii && !isUtf8(buf.subarray(start, end))) return undefined;
  return hashEnd();
}

/**
 * The hash of the JSON text of the command an argv array of plain words joins to
 * (`["go","test"]` hashes as `"go test"`), or undefined when a word would be quoted or escaped.
 */
function hashArgv(buf: Buffer, start: number, end: number): number | undefined {
  hashStart();
  hashByte(QUOTE);
  let words = 0;
  let inWord = false;
  let wordBytes = 0;
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === QUOTE) {
      if (inWord && wordBytes === 0) return undefined; // "" is joined as ''
      if (!inWord && words++ > 0) hashByte(SPACE);
      inWord = !inWord;
      wordBytes = 0;
    } else if (inWord) {
      if (SAFE[byte] !== 1) return undefined;
      hashByte(byte);
      wordBytes++;
    } else if (byte !== OPEN_BRACKET && byte !== CLOSE_BRACKET && byte !== COMMA && byte > SPACE) {
      return undefined;
    }
  }
  hashByte(QUOTE);
  return hashEnd();
}

/**
 * Whether the argv array `buf[start, end)` of plain words (as `hashArgv` accepted it) joins to
 * the command whose JSON text is `text`: the words, one space apart, inside the quotes.
 */
function argvEquals(buf: Buffer, start: number, end: number, text: Buffer): boolean {
  if (text[0] !== QUOTE) return false;
  let at = 1;
  let words = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === QUOTE) {
      if (!inWord && words++ > 0 && text[at++] !== SPACE) return false;
      inWord = !inWord;
    } else if (inWord && text[at++] !== byte) return false;
  }
  return text[at] === QUOTE && at === text.length - 1;
}
