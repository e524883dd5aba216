/**
 * The key by which the feedback scan's WebAssembly kernel tells, without JavaScript, that a
 * passing line cannot speak for any failed command (`collect/feedback/failed-commands.ts`).
 *
 * A passing run speaks for a failure when the two commands are the same once their leading
 * `VAR=value` assignments are dropped (`trim/env-prefix.ts`). That base is always a suffix of the
 * command starting after a space or a tab, so what follows a command's LAST space or tab is the
 * same in the command and in its base. The key hashes only that part, and only its ASCII letters
 * and digits: then every spelling the JSON may give the same command has the same key (an escape
 * like `\"` or `\/`, bytes above ASCII, valid or not, the quotes `joinArgv` puts around an argv
 * word). Two commands of one base always share a key; two keys that differ prove the commands
 * differ, which is all the kernel asks. Its own version reads the raw JSON of a command
 * (`feedback-kernel-skip.ts`) and must stay this function, byte for byte.
 */

/** FNV-1a's start and prime, one byte at a time. */
export const KEY_OFFSET = 0x811c9dc5;
export const KEY_PRIME = 0x01000193;
/** The keys index a table of this many counts in the kernel's memory. */
export const KEY_SLOTS = 1 << 16;

/** The slot of the hash `h`: its two halves folded (FNV's low bits alone mix poorly). */
export function keySlot(h: number): number {
  return (h ^ (h >>> 16)) & (KEY_SLOTS - 1);
}

/** The key of a decoded command (as the trim holds it: a string, an argv list joined). Pure. */
export function commandKey(command: string): number {
  let h = KEY_OFFSET;
  for (let i = 0; i < command.length; i++) {
    const c = command.charCodeAt(i);
    if (c === 0x20 || c === 0x09) h = KEY_OFFSET;
    else if (isAsciiAlnum(c)) h = Math.imul(h ^ c, KEY_PRIME);
  }
  return keySlot(h);
}

/** True for `0-9`, `A-Z` and `a-z`. */
export function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
