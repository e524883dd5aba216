/**
 * Whether two spellings of a path name the same file of the repo, by their trailing path: a
 * transcript writes a file's path absolute (or relative to where a command ran), git relative to
 * the repo's root. Pure string work, no disk and no resolving: `/home/u/repo/src/a.ts` ends with
 * `src/a.ts`, but `src/my-a.ts` does not end with `a.ts` (a whole path part must match).
 */

/** Whether `path` is `tail` or ends with it as whole path parts. */
export const endsWithPath = (path: string, tail: string): boolean =>
  path === tail || path.endsWith(`/${tail}`);

/** Whether `a` and `b` name the same file, whichever of the two is the longer spelling. */
export const isSamePath = (a: string, b: string): boolean =>
  endsWithPath(a, b) || endsWithPath(b, a);
