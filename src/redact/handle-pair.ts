import { pushPairedValues } from "./typed-value.js";
import type { Detection } from "./types.js";

/**
 * A login given as a user's handle and its password, in a sentence of any language and any
 * script, with no credential word and no account name a list knows: "to upload it to the port's
 * portal: zuzana.h, then …", "the desk's login: desk-3 / …". The structure carries it: after
 * a colon of any script, a handle (a short name in two parts joined by `.`, `-` or `_`), a comma
 * of any script or a slash, then within two short words a value that passes the strict
 * password test (eight characters or more, three of lowercase, uppercase, digits and symbols).
 * Prose about code names files and identifiers the same way ("I edited foo_bar.py, then
 * parseV2Input"), but not as what a colon introduces and a comma pairs: a path or a quoted name
 * is never a handle.
 */

/** A handle: two letters or more (and digits), then one `.`, `-` or `_` and a second part; no version (`v1.2`). */
const HANDLE =
  /(?<![\p{L}\p{N}_.@/\\`'"$-])[a-z]{2}[a-z0-9]{0,29}[._-][a-z0-9]{1,30}(?![\p{L}\p{N}_.@/\\`'"-])/gu;

/** What joins the handle to its value: a comma of any script or a slash. */
const GLUE = /^[ \t]*(?:[,፣،、，/][ \t]*)/u;

/** What introduces the pair: a colon of any script right before the handle. */
const INTRODUCED = /[:：፦][ \t]*$/u;

/** Lines that may hold a colon, a handle and a comma or a slash: where the rule runs. */
export const HANDLE_LINES = /[:：፦][ \t]*[a-z][a-z0-9]*[._-][a-z0-9]+[ \t]*[,፣،、，/]/giu;

/** Report the password that follows a user's handle in `text`. */
export function detectHandlePairs(text: string, out: Detection[]): void {
  pushPairedValues(text, { name: HANDLE, glue: GLUE, introduced: isIntroduced }, out);
}

/** Whether a colon stands right before the handle that starts at `at`. */
function isIntroduced(text: string, at: number): boolean {
  return INTRODUCED.test(text.slice(Math.max(0, at - 4), at));
}
