/**
 * `passed_later` on the feedback-log fast path (the flag itself lives in the trim's failure
 * groups, `FeedbackTrimmer.notePassing`, for the log and the transcripts alike). A passing line is
 * never decoded, so its command is matched by its JSON text against the commands that failed,
 * only while some command has failed: a hash of the bytes first (no allocation), a decode only
 * on a hash hit or for a command with escapes or shell quoting in it.
 */
import { joinArgv } from "../util/shell-quote.js";

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const SPACE = 0x20;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const FNV_OFFSET = 0x811c9dc5;

function fnv(hash: number, byte: number): number {
  return Math.imul(hash ^ byte, 0x01000193) >>> 0;
}

/** The bytes `joinArgv` leaves unquoted (shell-quote.ts's SAFE). */
const SAFE = new Uint8Array(256);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-") {
  SAFE[ch.charCodeAt(0)] = 1;
}

/** The failed commands, by the JSON text of each (`JSON.stringify(command)`). */
export class FailedCommands {
  readonly #byText = new Map<string, string>();
  /** The same, by the FNV-1a hash of the JSON text's UTF-8 bytes. */
  #byHash = new Map<number, { bytes: Buffer; command: string }[]>();

  /** How many are held (0: no passing line needs looking at). */
  get size(): number {
    return this.#byText.size;
  }

  add(command: string): void {
    const text = JSON.stringify(command);
    if (this.#byText.has(text)) return;
    this.#byText.set(text, command);
    const bytes = Buffer.from(text);
    let hash = FNV_OFFSET;
    for (const byte of bytes) hash = fnv(hash, byte);
    const same = this.#byHash.get(hash);
    if (same) same.push({ bytes, command });
    else this.#byHash.set(hash, [{ bytes, command }]);
  }

  /** Keep only the commands `held` says the trim still holds (its groups are bounded). */
  retain(held: (command: string) => boolean): void {
    const kept = [...this.#byText.values()].filter(held);
    this.#byText.clear();
    this.#byHash.clear();
    for (const command of kept) this.add(command);
  }

  /**
   * The failed command that `buf[start, end)` names — the raw JSON of a passing line's command,
   * a string literal or an array of strings — or undefined.
   */
  match(buf: Buffer, start: number, end: number, isString: boolean): string | undefined {
    const hash = isString ? hashString(buf, start, end) : hashArgv(buf, start, end);
    if (hash !== undefined) {
      // Plain bytes: compared with the failed commands' JSON texts as they are, no decode.
      for (const { bytes, command } of this.#byHash.get(hash) ?? []) {
        const same = isString
          ? end - start === bytes.length && buf.compare(bytes, 0, bytes.length, start, end) === 0
          : argvEquals(buf, start, end, bytes);
        if (same) return command;
      }
      return undefined;
    }
    const text = buf.toString("utf8", start, end);
    // An argv list is joined as the full parse joins it.
    return this.#byText.get(isString ? reencode(text, String) : reencode(text, joinArgv));
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

/**
 * The hash of a string literal's bytes, or undefined when it holds an escape or a non-ASCII
 * byte (invalid UTF-8 decodes to U+FFFD: only a decode says what it stands for).
 */
function hashString(buf: Buffer, start: number, end: number): number | undefined {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === BACKSLASH || byte >= 0x80) return undefined;
    hash = fnv(hash, byte);
  }
  return hash;
}

/**
 * The hash of the JSON text of the command an argv array of plain words joins to
 * (`["go","test"]` hashes as `"go test"`), or undefined when a word would be quoted or escaped.
 */
function hashArgv(buf: Buffer, start: number, end: number): number | undefined {
  let hash = fnv(FNV_OFFSET, QUOTE);
  let words = 0;
  let inWord = false;
  let wordBytes = 0;
  for (let i = start; i < end; i++) {
    const byte = buf[i] as number;
    if (byte === QUOTE) {
      if (inWord && wordBytes === 0) return undefined; // "" is joined as ''
      if (!inWord && words++ > 0) hash = fnv(hash, SPACE);
      inWord = !inWord;
      wordBytes = 0;
    } else if (inWord) {
      if (SAFE[byte] !== 1) return undefined;
      hash = fnv(hash, byte);
      wordBytes++;
    } else if (byte !== OPEN_BRACKET && byte !== CLOSE_BRACKET && byte !== COMMA && byte > SPACE) {
      return undefined;
    }
  }
  return fnv(hash, QUOTE);
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
