/**
 * The ids a transcript parser has seen (Claude Code's line uuids, one per line of a session),
 * kept so that a resumed scan costs nothing per id it did not read. A session of 300 MB holds
 * ~80,000 ids: saved as a JSON list they were 2.8 MB of the scan cache, and building their
 * set back took longer than reading the turn that was added. Here the ids of earlier scans are
 * one sorted array of 64-bit hashes (saved as one base64 string, read back without a set), and
 * the ids of this scan a plain set, exact.
 *
 * A new id whose hash equals an earlier one's is taken as seen: with 80,000 ids the odds are
 * about 1 in 5 billion, against a line skipped (the same as a repeated line).
 */

/** Two 32-bit halves of a 64-bit hash of `id` (cyrb53's two lanes, both kept whole). */
function hashId(id: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const ch = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h2 >>> 0, h1 >>> 0];
}

/** Whether the pair (hi, lo) is in `sorted` (pairs, ascending by hi then lo). */
function holds(sorted: Uint32Array, hi: number, lo: number): boolean {
  let low = 0;
  let high = sorted.length / 2 - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const h = sorted[mid * 2] as number;
    const l = sorted[mid * 2 + 1] as number;
    if (h === hi && l === lo) return true;
    if (h < hi || (h === hi && l < lo)) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

export class IdSet {
  /** Hashes of the ids of earlier scans, as (hi, lo) pairs in ascending order. */
  readonly #earlier: Uint32Array;
  /** The ids of this scan. */
  readonly #added = new Set<string>();

  constructor(earlier: Uint32Array = new Uint32Array(0)) {
    this.#earlier = earlier;
  }

  has(id: string): boolean {
    if (this.#added.has(id)) return true;
    if (this.#earlier.length === 0) return false;
    const [hi, lo] = hashId(id);
    return holds(this.#earlier, hi, lo);
  }

  add(id: string): void {
    this.#added.add(id);
  }

  /** Every id's hash, sorted, as base64 (8 bytes an id, big-endian). */
  save(): string {
    const fresh: [number, number][] = [];
    for (const id of this.#added) {
      const [hi, lo] = hashId(id);
      if (!holds(this.#earlier, hi, lo)) fresh.push([hi, lo]);
    }
    fresh.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    // Two ids of this scan with one hash are saved once (the saved pairs are strictly ascending).
    const distinct = fresh.filter(
      (pair, i) => i === 0 || pair[0] !== fresh[i - 1]?.[0] || pair[1] !== fresh[i - 1]?.[1],
    );
    fresh.length = 0;
    fresh.push(...distinct);
    const count = this.#earlier.length / 2 + fresh.length;
    const out = Buffer.allocUnsafe(count * 8);
    // Merge the sorted earlier pairs with the sorted fresh ones.
    let e = 0;
    let f = 0;
    for (let at = 0; at < count * 8; at += 8) {
      const eh = this.#earlier[e * 2];
      const el = this.#earlier[e * 2 + 1];
      const next = fresh[f];
      const takeEarlier =
        eh !== undefined &&
        el !== undefined &&
        (next === undefined || eh < next[0] || (eh === next[0] && el < next[1]));
      const [hi, lo] = takeEarlier ? [eh, el] : (next as [number, number]);
      if (takeEarlier) e++;
      else f++;
      out.writeUInt32BE(hi, at);
      out.writeUInt32BE(lo, at + 4);
    }
    return out.toString("base64");
  }

  /** The set `save` gave; throws when the text is not one (the scan is then done in full). */
  static restore(saved: string): IdSet {
    const bytes = Buffer.from(saved, "base64");
    if (bytes.length % 8 !== 0 || bytes.toString("base64") !== saved) {
      throw new Error("not a saved id set");
    }
    const pairs = new Uint32Array(bytes.length / 4);
    for (let i = 0; i < pairs.length; i++) pairs[i] = bytes.readUInt32BE(i * 4);
    for (let i = 2; i < pairs.length; i += 2) {
      const ph = pairs[i - 2] as number;
      const h = pairs[i] as number;
      if (h < ph || (h === ph && (pairs[i + 1] as number) <= (pairs[i - 1] as number))) {
        throw new Error("saved ids out of order");
      }
    }
    return new IdSet(pairs);
  }
}
