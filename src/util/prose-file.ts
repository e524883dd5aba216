/**
 * Whether a path is a file of prose, not code (`README.md`, `NOTES.txt`, `docs/guide.rst`): its
 * words are no identifiers, its bullets no comments. Pure.
 */
const PROSE_FILE = /\.(?:md|markdown|mdx|txt|rst|adoc)$/i;

export function isProseFile(path: string): boolean {
  return PROSE_FILE.test(path);
}
