/**
 * `passed_later` on the feedback-log fast path (the flag itself lives in the trim's failure
 * groups, `FeedbackTrimmer.notePassing`, for the log and the transcripts alike). A passing line is
 * never decoded, so its command is matched by its JSON text against the commands that failed:
 * only while some command has failed, and with one short decode per passing line then.
 */
import { joinArgv } from "../util/shell-quote.js";

const BACKSLASH = 0x5c;

/** The failed commands, by the JSON text of each (`JSON.stringify(command)`). */
export class FailedCommands {
  readonly #byText = new Map<string, string>();

  /** How many are held (0: no passing line needs looking at). */
  get size(): number {
    return this.#byText.size;
  }

  add(command: string): void {
    this.#byText.set(JSON.stringify(command), command);
  }

  /** Keep only the commands `held` says the trim still holds (its groups are bounded). */
  retain(held: (command: string) => boolean): void {
    for (const [text, command] of this.#byText) if (!held(command)) this.#byText.delete(text);
  }

  /**
   * The failed command that `buf[start, end)` names — the raw JSON of a passing line's command,
   * a string literal or an array of strings — or undefined.
   */
  match(buf: Buffer, start: number, end: number, isString: boolean): string | undefined {
    if (isString) {
      // With no escape in it, a string literal is exactly JSON.stringify of its value.
      let plain = true;
      for (let i = start + 1; i < end - 1; i++) {
        if (buf[i] === BACKSLASH) {
          plain = false;
          break;
        }
      }
      const text = buf.toString("utf8", start, end);
      return this.#byText.get(plain ? text : reencode(text, (v: string) => v));
    }
    // An argv list is joined as the full parse joins it.
    return this.#byText.get(reencode(buf.toString("utf8", start, end), joinArgv));
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
