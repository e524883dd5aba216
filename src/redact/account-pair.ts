import { pushPairedValues } from "./typed-value.js";
import type { Detection } from "./types.js";

/**
 * A login given as an account and its password, in any language, as in "on y entre avec admin
 * puis X", "root / X", "als admin und dann X" or "admin 그리고 X". The credential word is often missing (the
 * sentence says how to get in, not what the value is), but the account names a machine's built-in
 * users go by are the same in every language, and a value that follows one closely and reads as
 * a password (the strict test: eight characters or more, three of lowercase, uppercase, digits and
 * symbols) is one. Words in between are few and short (a "then", an "and", `pushPairedValues`), so
 * a sentence that only mentions root or admin and goes on to other things is left alone.
 */

/** Built-in and conventional account names, written the same in every language. */
const ACCOUNT =
  /(?<![\p{L}\p{N}_.@/\\-])(?:admin|administrator|root|superuser|sa|postgres|pi|ubuntu|ec2-user|guest|operator)(?![\p{L}\p{N}_@/\\-])/giu;

/** What may stand between the account and its value: a `/` or `:`, or a comma and blanks. */
const GLUE = /^(?:[ \t]*[/:][ \t]*|,?[ \t]+)/;

/** Lines that may hold an account name: where the rule runs. */
export const ACCOUNT_LINES =
  /admin|root|superuser|\bsa\b|postgres|\bpi\b|ubuntu|ec2-user|guest|operator/gi;

/** Report the password that follows an account name in `text`. */
export function detectAccountPairs(text: string, out: Detection[]): void {
  pushPairedValues(text, { name: ACCOUNT, glue: GLUE }, out);
}
