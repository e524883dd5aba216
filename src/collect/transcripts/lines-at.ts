/**
 * The bytes of a session's lines read back by place, as a restore of the transcript scan cache
 * needs them (`agents/claude/sources.ts`, `agents/codex/sources.ts`, `agents/gemini/resume.ts`): synchronously (a few
 * short reads), each file opened once, on first use.
 */
import { closeSync, openSync, readSync } from "node:fs";

export class LinesAt {
  readonly #paths: readonly string[];
  readonly #fds = new Map<number, number>();

  /** `paths`: the session's files, in the order sources number them. */
  constructor(paths: readonly string[]) {
    this.#paths = paths;
  }

  /** The `length` bytes at `offset` of file `file`; throws when they cannot all be read. */
  read(file: number, offset: number, length: number): Buffer {
    let fd = this.#fds.get(file);
    if (fd === undefined) {
      const path = this.#paths[file];
      if (path === undefined) throw new Error("no such file");
      fd = openSync(path, "r");
      this.#fds.set(file, fd);
    }
    const buf = Buffer.allocUnsafe(length);
    if (readSync(fd, buf, 0, length, offset) !== length) throw new Error("line cut short");
    return buf;
  }

  close(): void {
    for (const fd of this.#fds.values()) closeSync(fd);
    this.#fds.clear();
  }
}
