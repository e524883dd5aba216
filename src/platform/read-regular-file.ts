/**
 * The one guard every file handoff opens goes through: the open is non-blocking and the
 * descriptor's own type is checked before any read or write. A FIFO (or a device, a socket)
 * named where a packet, a log, the config, a cache, the hook state or an agent's settings
 * should be would otherwise block `open()` forever: in the main thread for a synchronous read,
 * in a pool thread that even `process.exit` waits for otherwise. Checking the descriptor, not
 * the path, leaves no window for a swap between the check and the open.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { InputError } from "../errors.js";

/** How a file is opened: read, append (created if missing), or read and append. */
export type OpenMode = "r" | "a" | "a+";

const FLAGS: Record<OpenMode, number> = {
  r: constants.O_RDONLY | constants.O_NONBLOCK,
  a: constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK,
  "a+": constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK,
};

/** What a non-regular file is, in words. */
function describeKind(stat: Stats | null): string {
  if (stat?.isDirectory()) return "a directory";
  if (stat?.isFIFO()) return "a named pipe";
  if (stat?.isSocket()) return "a socket";
  return "a special file";
}

/**
 * Anything but a regular file where one was expected: exit 2 naming the file (`label`, e.g.
 * `.handoff/log.jsonl`, or the path). `code` is `EFTYPE` for callers that tell it apart.
 */
export class NotRegularFileError extends InputError {
  readonly code = "EFTYPE";
  readonly path: string;
  constructor(path: string, kind: string, label: string = path) {
    super(`${label}: expected a regular file, found ${kind}`, { file: label });
    this.path = path;
  }
}

/** The error thrown for anything but a regular file. */
export function notRegularFileError(
  path: string,
  stat: Stats | null = null,
  label?: string,
): NotRegularFileError {
  return new NotRegularFileError(path, describeKind(stat), label);
}

/**
 * `ENXIO` is what a non-blocking write-only open of a FIFO with no reader (or of some devices)
 * answers: a special file, not a missing one.
 */
function translate(error: unknown, path: string, label: string | undefined): unknown {
  if ((error as NodeJS.ErrnoException).code === "ENXIO") {
    return new NotRegularFileError(path, "a named pipe or device", label);
  }
  return error;
}

/**
 * A descriptor open on a regular file; throws the file system's error (ENOENT, …) or a
 * NotRegularFileError. The caller closes it.
 */
export function openRegularFileSync(path: string, mode: OpenMode = "r", label?: string): number {
  let fd: number;
  try {
    fd = openSync(path, FLAGS[mode], 0o644);
  } catch (error) {
    throw translate(error, path, label);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw notRegularFileError(path, stat, label);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}

/** Read a whole regular file as UTF-8 (small files only: config, hook state). */
export function readRegularFileSync(path: string, label?: string): string {
  const fd = openRegularFileSync(path, "r", label);
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}

/** The async twin of `openRegularFileSync`: a FileHandle on a regular file. */
export async function openRegularFile(
  path: string,
  mode: OpenMode = "r",
  label?: string,
): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(path, FLAGS[mode], 0o644);
  } catch (error) {
    throw translate(error, path, label);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw notRegularFileError(path, stat, label);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Read a whole regular file, as UTF-8 text or (`encoding` null) as bytes. */
export async function readRegularFile(path: string, label?: string): Promise<string>;
export async function readRegularFile(
  path: string,
  label: string | undefined,
  encoding: null,
): Promise<Buffer>;
export async function readRegularFile(
  path: string,
  label?: string,
  encoding: "utf8" | null = "utf8",
): Promise<string | Buffer> {
  const handle = await openRegularFile(path, "r", label);
  try {
    return encoding === null ? await handle.readFile() : await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
}

/** Append `text` to a regular file (created when missing), never blocking on a FIFO. */
export async function appendRegularFile(path: string, text: string, label?: string): Promise<void> {
  const handle = await openRegularFile(path, "a", label);
  try {
    await handle.write(text);
  } finally {
    await handle.close();
  }
}
