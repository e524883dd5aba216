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

/** The two 32-bit halves of the last `hashId` (no pair allocated per id). */
let hashHi = 0;
let hashLo = 0;

/** A 64-bit hash of `id` into `hashHi`/`hashLo` (cyrb53's two lanes, both kept whole). */
function hashId(id: string): void {
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
  hashHi = h2 >>> 0;
  hashLo = h1 >>> 0;
}

/** One stable counting-sort pass of `order` into `next` by the 16 bits of `keys` at `shift`. */
function radixPass(
  keys: Uint32Array,
  shift: number,
  order: Uint32Array,
  next: Uint32Array,
  count: Uint32Array,
): void {
  const n = order.length;
  count.fill(0);
  for (let i = 0; i < n; i++) {
    const digit = ((keys[order[i] as number] as number) >>> shift) & 0xffff;
    count[digit + 1] = (count[digit + 1] as number) + 1;
  }
  for (let d = 0; d < 0x10000; d++) count[d + 1] = (count[d + 1] as number) + (count[d] as number);
  for (let i = 0; i < n; i++) {
    const at = order[i] as number;
    const digit = ((keys[at] as number) >>> shift) & 0xffff;
    next[count[digit] as number] = at;
    count[digit] = (count[digit] as number) + 1;
  }
}

/**
 * The order of the pairs (hi[i], lo[i]), ascending: a radix sort (four passes of 16 bits) for
 * many, so a session's first save sorts its 80,000 ids in milliseconds; a plain sort for few.
 */
function sortPairs(hi: Uint32Array, lo: Uint32Array): Uint32Array {
  const n = hi.length;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  if (n < 1024) {
    return order.sort(
      (a, b) => (hi[a] as number) - (hi[b] as number) || (lo[a] as number) - (lo[b] as number),
    );
  }
  let next = new Uint32Array(n);
  const count = new Uint32Array(0x10001);
  for (const [keys, shift] of [
    [lo, 0],
    [lo, 16],
    [hi, 0],
    [hi, 16],
  ] as const) {
    radixPass(keys, shift, order, next, count);
    [order, next] = [next, order];
  }
  return order;
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
    hashId(id);
    return holds(this.#earlier, hashHi, hashLo);
  }

  add(id: string): void {
    this.#added.add(id);
  }

  /** Every id's hash, sorted, as base64 (8 bytes an id, big-endian). */
  save(): string {
    const earlier = this.#earlier;
    const hi = new Uint32Array(this.#added.size);
    const lo = new Uint32Array(this.#added.size);
    let fresh = 0;
    for (const id of this.#added) {
      hashId(id);
      if (holds(earlier, hashHi, hashLo)) continue;
      hi[fresh] = hashHi;
      lo[fresh] = hashLo;
      fresh++;
    }
    const freshHi = hi.subarray(0, fresh);
    const freshLo = lo.subarray(0, fresh);
    const order = sortPairs(freshHi, freshLo);
    const out = new DataView(new ArrayBuffer(earlier.length * 4 + fresh * 8));
    // Merge the earlier pairs with the fresh ones, both ascending; two ids of this scan with
    // one hash are written once (the saved pairs are strictly ascending).
    let e = 0;
    let f = 0;
    let at = 0;
    let lastHi = -1;
    let lastLo = -1;
    while (e < earlier.length || f < fresh) {
      let pairHi: number;
      let pairLo: number;
      const k = f < fresh ? (order[f] as number) : -1;
      const takeEarlier =
        e < earlier.length &&
        (k === -1 ||
          (earlier[e] as number) < (freshHi[k] as number) ||
          ((earlier[e] as number) === (freshHi[k] as number) &&
            (earlier[e + 1] as number) < (freshLo[k] as number)));
      if (takeEarlier) {
        pairHi = earlier[e] as number;
        pairLo = earlier[e + 1] as number;
        e += 2;
      } else {
        pairHi = freshHi[k] as number;
        pairLo = freshLo[k] as number;
        f++;
      }
      if (pairHi === lastHi && pairLo === lastLo) continue;
      out.setUint32(at, pairHi);
      out.setUint32(at + 4, pairLo);
      at += 8;
      lastHi = pairHi;
      lastLo = pairLo;
    }
    return Buffer.from(out.buffer, 0, at).toString("base64");
  }

  /** The set `save` gave; throws when the text is not one (the scan is then done in full). */
  static restore(saved: string): IdSet {
    const bytes = Buffer.from(saved, "base64");
    if (bytes.length % 8 !== 0 || bytes.toString("base64") !== saved) {
      throw new Error("not a saved id set");
    }
    const pairs = new Uint32Array(bytes.length / 4);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    for (let i = 0; i < pairs.length; i++) pairs[i] = view.getUint32(i * 4);
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
