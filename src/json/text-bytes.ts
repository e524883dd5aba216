/**
 * Checks on the raw bytes of a JSON workbench file before it is decoded. `readFile(…, "utf8")`
 * silently turns invalid UTF-8 into U+FFFD, which would put mangled text into a packet as if it
 * were what the agent wrote; a NUL byte means a binary or torn file. Both are reported with the
 * line and column where they occur, so the user can find them.
 */
import { isUtf8 } from "node:buffer";
import { positionOf } from "./position.js";

/** Offset of the first byte that does not start a valid UTF-8 sequence, or -1 when all are valid. */
export function findInvalidUtf8(buf: Uint8Array): number {
  if (isUtf8(buf)) return -1;
  let i = 0;
  while (i < buf.length) {
    const b = buf[i] as number;
    const length =
      b < 0x80
        ? 1
        : b >= 0xc2 && b <= 0xdf
          ? 2
          : b >= 0xe0 && b <= 0xef
            ? 3
            : b >= 0xf0 && b <= 0xf4
              ? 4
              : 0;
    if (length === 0 || i + length > buf.length) return i;
    if (length > 1 && !isUtf8(buf.subarray(i, i + length))) return i;
    i += length;
  }
  return -1;
}

/**
 * Why `buf` cannot be JSON text, or null when its bytes are fine: a NUL byte, or invalid UTF-8,
 * with where it is.
 */
export function describeBadBytes(buf: Uint8Array): string | null {
  const nul = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).indexOf(0);
  if (nul !== -1) {
    const at = positionOf(buf, nul);
    return `contains a NUL byte (line ${at.line}, column ${at.column}): a binary or torn file, not JSON text`;
  }
  const bad = findInvalidUtf8(buf);
  if (bad !== -1) {
    const at = positionOf(buf, bad);
    return `is not valid UTF-8 (line ${at.line}, column ${at.column})`;
  }
  return null;
}
