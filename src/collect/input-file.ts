import { type Stats, statSync } from "node:fs";
import { InputError } from "../errors.js";

/**
 * Check that `path` is a regular file before reading it: a FIFO would hang the reader and a
 * directory would fail with an unclear errno. `label` is how the message names the file.
 */
export function assertReadableFile(path: string, label: string): Stats {
  let stat: Stats;
  try {
    stat = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new InputError(`${label}: no such file`, { file: label });
    if (code === "ELOOP") throw new InputError(`${label}: symlink loop`, { file: label });
    if (code === "EACCES") throw new InputError(`${label}: permission denied`, { file: label });
    throw new InputError(`${label}: cannot be read (${code ?? "unknown error"})`, { file: label });
  }
  if (!stat.isFile()) {
    throw new InputError(`${label}: expected a regular file, found ${describeKind(stat)}`, {
      file: label,
    });
  }
  return stat;
}

function describeKind(stat: Stats): string {
  if (stat.isDirectory()) return "a directory";
  if (stat.isFIFO()) return "a named pipe";
  if (stat.isSocket()) return "a socket";
  return "a special file";
}
