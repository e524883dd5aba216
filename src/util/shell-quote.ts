const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

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
