import { isUserWord } from "./access-clause.js";
import { USER_WORDS } from "./prose-lexicon.js";
import { pushPairedValues } from "./typed-value.js";
import type { Detection } from "./types.js";

/**
 * A login given as a user's handle and its password, in a sentence of any language and any
 * script, with no credential word and no account name a list knows: "to upload it to the port's
 * portal: zuzana.h, then …", "the desk's login: desk-3 / …", "istifadəçi adı elnare.m-dir,
 * ardınca da …". The structure carries it: after a colon of any script or a user noun of a
 * lexicon language, a handle (a short name in two parts joined by `.`, `-` or `_`, a case ending
 * glued on by a hyphen or an apostrophe), a comma of any script or a slash, then within two short
 * words a value that passes the strict password test (eight characters or more, three of
 * lowercase, uppercase, digits and symbols). Prose about code names files and identifiers the
 * same way ("I edited foo_bar.py, then parseV2Input"), but not as what a colon or a user noun
 * introduces and a comma pairs: a path or a quoted name is never a handle.
 */

/** A handle: two letters or more (and digits), then one `.`, `-` or `_` and a second part; no version (`v1.2`). */
const HANDLE =
  /(?<![\p{L}\p{N}_.@/\\`'"$-])[a-z]{2}[a-z0-9]{0,29}[._-][a-z0-9]{1,30}(?:['’-]\p{Ll}{1,4}(?=[ \t]*[,፣،、，/]))?(?![\p{L}\p{N}_.@/\\`'"-])/gu;

/** What joins the handle to its value: a comma of any script or a slash. */
const GLUE = /^[ \t]*(?:[,፣،、，/][ \t]*)/u;

/** What introduces the pair: a colon of any script right before the handle. */
const INTRODUCED = /[:：፦][ \t]*$/u;

/** Lines that may hold a handle and a comma or a slash after it: where the rule runs. */
export const HANDLE_LINES = /[a-z][a-z0-9]*[._-][a-z0-9]+(?:['’-]\p{Ll}{1,4})?[ \t]*[,፣،、，/]/giu;

/** Report the password that follows a user's handle in `text`. */
export function detectHandlePairs(text: string, out: Detection[]): void {
  pushPairedValues(text, { name: HANDLE, glue: GLUE, introduced: isIntroduced }, out);
}

/** The words that introduce a `user / password` pair in the credential lexicon ("Benutzer", "usuario"). */
const PAIR_WORDS = new Set(USER_WORDS.map((word) => word.toLowerCase()));

/** A file's name, not a handle: a name and a common extension (`docs.md`, `main.py`). */
const FILE_NAME =
  /^[a-z0-9]+\.(?:md|txt|json|ya?ml|toml|ini|cfg|conf|log|lock|csv|sql|xml|html?|css|[cm]?[jt]sx?|py|rb|go|rs|java|kt|php|sh|c|h|cc|cpp|hpp|cs|swift)$/;

/**
 * Whether the handle at `at` is introduced as a login's: a colon right before it, or a user noun
 * among the three words before it (a file's name is no handle then: "the user guide is docs.md").
 */
function isIntroduced(text: string, at: number): boolean {
  if (INTRODUCED.test(text.slice(Math.max(0, at - 4), at))) return true;
  if (FILE_NAME.test(/^[a-z0-9._-]+/.exec(text.slice(at, at + 64))?.[0] ?? "")) return false;
  const words = text
    .slice(Math.max(0, at - 48), at)
    .split(/\s+/u)
    .slice(-4, -1);
  return words.some((raw) => {
    const word = raw.replace(/^\p{P}+|\p{P}+$/gu, "");
    return PAIR_WORDS.has(word.toLowerCase()) || isUserWord(word);
  });
}
