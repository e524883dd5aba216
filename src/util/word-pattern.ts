/**
 * One pattern matching any of a list of words as a whole word, in any case: the cheap test a
 * reader of words runs on every clause before reading it (one `test` of a pattern built once is
 * several times cheaper than splitting the clause and looking each word up). Pure.
 */

/** A pattern of any of `words` (lower case; inner spaces, apostrophes and points as written). */
export function anyWordPattern(words: Iterable<string>): RegExp {
  const alternatives = [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join("|")})(?![\\p{L}\\p{M}])`, "iu");
}
