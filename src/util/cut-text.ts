/** Pure: cutting prose for people and models to read — never inside a word. */

/** `text` cut to at most `max` characters at a word boundary, ending with `…`. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(1, max - 1));
  const space = room.lastIndexOf(" ");
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}
