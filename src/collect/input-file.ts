import { closeSync, fstatSync, type Stats } from "node:fs";
import { InputError } from "../errors.js";
import { openRegularFileSync } from "../platform/read-regular-file.js";

/**
 * Check that `path` is a regular file before reading it, through the one regular-file guard (a
 * non-blocking open, the descriptor's type checked): a FIFO would hang the reader and a
 * directory would fail with an unclear errno. `label` is how the message names the file.
 */
export function assertReadableFile(path: string, label: string): Stats {
  let fd: number;
  try {
    fd = openRegularFileSync(path, "r", label);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new InputError(`${label}: no such file`, { file: label });
    if (code === "ELOOP") throw new InputError(`${label}: symlink loop`, { file: label });
    if (code === "EACCES") throw new InputError(`${label}: permission denied`, { file: label });
    throw new InputError(`${label}: cannot be read (${code ?? "unknown error"})`, { file: label });
  }
  try {
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}
