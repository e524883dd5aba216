/**
 * The last line of defence for file-system errors that no module turned into an InputError: a
 * directory, FIFO or unreadable file where the tool expected something else is a problem with
 * the input or the machine, not a bug in handoff. It is reported like bad input (exit 2) with
 * the path and a plain reason, not as an internal error with a "please report" line.
 */

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EISDIR: "is a directory, expected a file",
  ENOTDIR: "a part of the path is a file, expected a directory",
  ENOENT: "no such file or directory",
  ELOOP: "symlink loop",
  EEXIST: "already exists",
  ENOSPC: "no space left on the device",
  EROFS: "read-only file system",
  EMFILE: "too many open files",
  ENAMETOOLONG: "name too long",
  EBUSY: "resource busy",
};

/** A readable one-line message for a Node system error, or null when `error` is not one. */
export function describeSystemError(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { code, path, syscall } = error as NodeJS.ErrnoException;
  if (typeof code !== "string") return null;
  const reason = REASONS[code];
  if (reason === undefined) return null;
  const where = typeof path === "string" ? path : typeof syscall === "string" ? `(${syscall})` : "";
  return `${where === "" ? "" : `${where}: `}${reason} (${code})`;
}
