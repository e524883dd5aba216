/**
 * The characters a POSIX shell reads as themselves in a word: an argument made only of these is
 * left unquoted. One list for `quoteArg` and the byte-level argv matcher of the feedback log.
 */
export const SHELL_SAFE_CHARS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@%+=:,./-";
const SAFE = new RegExp(`^[${SHELL_SAFE_CHARS.replace(/[\\\]^-]/g, "\\$&")}]+$`);

/** Quote one argument for a POSIX shell, only when it needs it. */
export function quoteArg(arg: string): string {
  if (arg === "") return "''";
  if (SAFE.test(arg)) return arg;
  return "'" + arg.replaceAll("'", "'\\''") + "'";
}

/** Join an argv list into one shell command line (SPEC §2.2: lists are joined with quoting). */
export function joinArgv(argv: readonly string[]): string {
  return argv.map(quoteArg).join(" ");
}
