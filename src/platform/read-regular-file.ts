/**
 * Open a file for a hook only when it is a regular file. A FIFO (or a device) named where a
 * transcript, the config or the hook state should be would block `open()` forever and hang the
 * agent: the open is non-blocking, and the descriptor's own type is checked before any read.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";

/** The error thrown for anything but a regular file; `code` is `EFTYPE`. */
export function notRegularFileError(path: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${path}: not a regular file`);
  error.code = "EFTYPE";
  return error;
}

/**
 * A descriptor open for reading on a regular file; throws the file system's error (ENOENT, …)
 * or `EFTYPE`. The caller closes it.
 */
export function openRegularFileSync(path: string): number {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw notRegularFileError(path);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}

/** Read a whole regular file as UTF-8 (small files only: config, hook state). */
export function readRegularFileSync(path: string): string {
  const fd = openRegularFileSync(path);
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
