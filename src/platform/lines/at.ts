/**
 * The one by-place line reader: the bytes of a line read back from where a scan saw it (its
 * file, byte offset and length), for the scan caches' restores and the feedback scan's re-reads
 * of the lines it shows. Each file is opened once, on first use, through the regular-file guard.
 *
 * A short read has one meaning: the file was truncated or rewritten since the scan saw the line
 * (logs and transcripts only grow). The line is then never handed back shortened (a cut line
 * can still parse, or fail as if the log were corrupt): `LineCutShortError` is thrown, and the
 * caller either scans again (a cache restore) or stops with its message (exit 2, naming the
 * file and the line).
 */
import { closeSync, read, readSync } from "node:fs";
import { InputError } from "../../errors.js";
import { openRegularFileSync } from "../read-regular-file.js";

/** A line that no longer reads back whole: its file changed under the reader. Exit 2. */
export class LineCutShortError extends InputError {
  readonly path: string;
  readonly offset: number;
  readonly length: number;
  readonly bytesRead: number;
  constructor(label: string, path: string, at: Place, bytesRead: number) {
    const line = at.lineNo !== undefined && at.lineNo > 0 ? `line ${at.lineNo} ` : "";
    super(
      `${label}: ${line}(${at.length} bytes at offset ${at.offset}) reads back as ${bytesRead} bytes: ` +
        "the file was truncated or rewritten while handoff read it; run the command again",
      { file: label, ...(at.lineNo !== undefined && at.lineNo > 0 ? { line: at.lineNo } : {}) },
    );
    this.path = path;
    this.offset = at.offset;
    this.length = at.length;
    this.bytesRead = bytesRead;
  }
}

/** Where a line is: its byte offset and length in its file, and its number when known. */
interface Place {
  offset: number;
  length: number;
  lineNo?: number | undefined;
}

/** How a reader finds a file by its key: its path, and its name in messages (default: the path). */
export interface FileNamer<K> {
  path: (file: K) => string | undefined;
  label?: (file: K) => string;
}

/**
 * Lines read back by place from files named by a key `K`: an index into a path list (the
 * transcript restores), or a repo-relative name (the feedback log). Synchronous reads for the
 * restores (a few short reads), asynchronous ones where a batch of reads runs in parallel.
 */
export class LinesAt<K extends number | string = number> {
  readonly #namer: FileNamer<K>;
  readonly #fds = new Map<K, number>();
  /** Asynchronous reads not yet done: their descriptors must stay open until they are. */
  readonly #reading = new Set<Promise<unknown>>();

  /** `files`: the session's paths, in the order sources number them, or how to find a file. */
  constructor(files: readonly string[] | FileNamer<K>) {
    this.#namer = Array.isArray(files)
      ? { path: (file: K) => (files as readonly string[])[file as number] }
      : (files as FileNamer<K>);
  }

  /** The `length` bytes at `offset` of `file`; throws `LineCutShortError` when they are not all there. */
  read(file: K, offset: number, length: number, lineNo?: number): Buffer {
    const buf = Buffer.allocUnsafe(length);
    const bytesRead = length === 0 ? 0 : readSync(this.#fd(file), buf, 0, length, offset);
    return this.#whole(file, buf, bytesRead, { offset, length, lineNo });
  }

  /** `read`, off the main thread: a batch of these runs its reads in parallel. */
  readAsync(file: K, offset: number, length: number, lineNo?: number): Promise<Buffer> {
    let fd: number;
    try {
      fd = this.#fd(file);
    } catch (error) {
      return Promise.reject(error);
    }
    const buf = Buffer.allocUnsafe(length);
    if (length === 0) return Promise.resolve(buf);
    const reading = new Promise<number>((resolve, reject) => {
      read(fd, buf, 0, length, offset, (error, bytesRead) =>
        error ? reject(error) : resolve(bytesRead),
      );
    });
    const done = reading.finally(() => this.#reading.delete(done));
    this.#reading.add(done);
    return done.then((bytesRead) => this.#whole(file, buf, bytesRead, { offset, length, lineNo }));
  }

  /** Close every file (no asynchronous read may be under way: see `closeAfterReads`). */
  close(): void {
    for (const fd of this.#fds.values()) closeSync(fd);
    this.#fds.clear();
  }

  /**
   * Close every file once the asynchronous reads under way are done: a batch whose first read
   * failed still has the others in flight, and a descriptor closed under them could be reused
   * by the next file opened.
   */
  async closeAfterReads(): Promise<void> {
    while (this.#reading.size > 0) await Promise.allSettled([...this.#reading]);
    this.close();
  }

  #fd(file: K): number {
    const open = this.#fds.get(file);
    if (open !== undefined) return open;
    const path = this.#namer.path(file);
    if (path === undefined) throw new Error(`no file ${String(file)} to read a line from`);
    const fd = openRegularFileSync(path, "r", this.#label(file, path));
    this.#fds.set(file, fd);
    return fd;
  }

  #label(file: K, path: string): string {
    return this.#namer.label?.(file) ?? path;
  }

  /** `buf` when all of it was read; a single read of a regular file stops short only at its end. */
  #whole(file: K, buf: Buffer, bytesRead: number, at: Place): Buffer {
    if (bytesRead === at.length) return buf;
    const path = this.#namer.path(file) as string;
    throw new LineCutShortError(this.#label(file, path), path, at, bytesRead);
  }
}
