/**
 * The nearest valid name for a mistyped one ("did you mean --json?"), for unknown commands and
 * options. Edit distance over a handful of short names: cheap and enough.
 */

function distance(a: string, b: string): number {
  // Optimal string alignment: a swap of two neighbours ("lsit") costs one edit, as typos do.
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Pure: the candidate closest to `input`, when it is close enough to be a typo (at most a third
 * of the longer name's letters differ, or one is a prefix of the other); else null.
 */
export function nearest(input: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const score =
      candidate.startsWith(input) || input.startsWith(candidate)
        ? Math.abs(candidate.length - input.length) / 10
        : distance(input, candidate);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (best === null) return null;
  const limit = Math.max(1, Math.floor(Math.max(best.length, input.length) / 3));
  return bestScore <= limit ? best : null;
}

/** Pure: `; did you mean X?` or nothing (`quote` wraps X, e.g. in '…' for command names). */
export function didYouMean(input: string, candidates: readonly string[], quote = ""): string {
  const match = nearest(input, candidates);
  return match === null ? "" : `; did you mean ${quote}${match}${quote}?`;
}

/** Pure: `sentence` followed by `next`, with one stop between them. */
export function thenSay(sentence: string, next: string): string {
  return `${sentence}${/[.?!]$/.test(sentence) ? "" : "."} ${next}`;
}
