/**
 * Pure: names held as 32-bit hashes, never as text. The transcript's grounding keeps the names a
 * session touched this way (a resumable scan saves them as they are), and a summary hands some
 * on in the same form (`written_names`: which identifiers the session's edits put in which
 * file), read here by a layer that must not reach the transcript readers.
 */

/** FNV-1a of `word`, 32 bits: how a name set holds a name, and a file's key without its path. */
export function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The key of an identifier written into a file: the file's name (its last path segment,
 * lower-cased, so the same file matches whether a transcript gave it absolute or relative) and
 * the lower-cased identifier.
 */
export function writtenNameKey(path: string, name: string): number {
  const file = (path.replace(/\/+$/, "").split("/").at(-1) ?? path).toLowerCase();
  return hashWord(`${file}\u0000${name.toLowerCase()}`);
}

/**
 * The key of a line of code with a number written into a file: the file's name as in
 * `writtenNameKey`, and the line trimmed and cut where a diff's value change cuts it.
 */
export function writtenLineKey(path: string, line: string): number {
  const file = (path.replace(/\/+$/, "").split("/").at(-1) ?? path).toLowerCase();
  return hashWord(`${file}\u0000${line.trim().slice(0, 160)}`);
}

/** The hashes of a saved set (base64 of little-endian 32-bit values); empty when malformed. */
export function decodeHashes(saved: string): ReadonlySet<number> {
  const bytes = Buffer.from(saved, "base64");
  const out = new Set<number>();
  if (bytes.length % 4 !== 0) return out;
  for (let i = 0; i < bytes.length; i += 4) out.add(bytes.readUInt32LE(i));
  return out;
}

/**
 * How a set of names holds a command that passed (the transcript's `done_after_report`): `$ `
 * and the command, lower-cased, spaces folded, so no file's name is ever the same key.
 */
export const commandKey = (command: string): string =>
  `$ ${command.replace(/\s+/g, " ").trim().toLowerCase()}`;
