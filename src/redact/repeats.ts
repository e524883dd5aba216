import type { Detection } from "./types.js";

/**
 * Every place a detected value recurs in a text, in one pass over the text (Aho–Corasick over
 * the values). No regular expression is built from the input: compiling thousands of values
 * into one alternation failed outright on a long base64 line ("Regular expression too large",
 * with the values in the message), and matching every hit against every value was quadratic.
 *
 * Cost: building is linear in the values' total length, the scan linear in the text (each
 * step is one hash probe sequence; failure links are followed at most once per character on
 * amortised count). Memory is a few typed arrays sized by the values' total length.
 */

/** Work done, for tests that prove the cost is linear by counting rather than timing. */
export interface RepeatWork {
  /** Transition look-ups (each a short hash probe) while building and scanning. */
  lookups: number;
  /** Hash slots inspected over all look-ups and inserts. */
  probes: number;
}

/** One distinct detected value and the detection that found it first. */
export interface RepeatValue {
  value: string;
  detection: Detection;
}

/**
 * Only this many leading characters of a value are searched for; where they recur, the value's
 * whole length is masked. A 256-character prefix shared with a secret is secret material, and
 * it keeps the automaton small when a rule flags a whole megabyte-long line as one token.
 */
export const PATTERN_CHARS = 256;

/** The characters of the values that the automaton holds: what its memory grows with. */
export function countPatternChars(values: Iterable<string>): number {
  let total = 0;
  for (const value of values) total += Math.min(value.length, PATTERN_CHARS);
  return total;
}

/**
 * The automaton, in typed arrays so a million trie nodes cost tens of MB rather than a
 * Map per node. Transitions live in one open-addressing table keyed by (node, UTF-16 unit).
 */
interface Automaton {
  /** Failure link of each node. */
  fail: Int32Array;
  /** The longest value that is a suffix of the node's string, as an index into values; -1 none. */
  out: Int32Array;
  keyNode: Int32Array;
  keyChar: Uint16Array;
  target: Int32Array;
  mask: number;
  /** The root's children by UTF-16 unit (-1 none): most characters of a text are read at the root. */
  rootNext: Int32Array;
}

function slotOf(node: number, char: number, mask: number): number {
  return (Math.imul(node ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(char + 1, 0x85ebca6b)) & mask;
}

/** The child of `node` on `char`, or -1. Nodes are stored as node + 1 so 0 marks an empty slot. */
function step(a: Automaton, node: number, char: number, work: RepeatWork): number {
  work.lookups++;
  for (let slot = slotOf(node, char, a.mask); ; slot = (slot + 1) & a.mask) {
    work.probes++;
    const key = a.keyNode[slot] as number;
    if (key === 0) return -1;
    if (key === node + 1 && a.keyChar[slot] === char) return a.target[slot] as number;
  }
}

function insert(a: Automaton, node: number, char: number, child: number, work: RepeatWork): void {
  for (let slot = slotOf(node, char, a.mask); ; slot = (slot + 1) & a.mask) {
    work.probes++;
    if (a.keyNode[slot] === 0) {
      a.keyNode[slot] = node + 1;
      a.keyChar[slot] = char;
      a.target[slot] = child;
      return;
    }
  }
}

function build(values: RepeatValue[], work: RepeatWork): Automaton {
  const total = 1 + countPatternChars(values.map((v) => v.value));
  let size = 2;
  while (size < total + (total >> 1)) size *= 2;
  const a: Automaton = {
    fail: new Int32Array(total),
    out: new Int32Array(total).fill(-1),
    keyNode: new Int32Array(size),
    keyChar: new Uint16Array(size),
    target: new Int32Array(size),
    mask: size - 1,
    rootNext: new Int32Array(0x10000).fill(-1),
  };
  // children as linked lists, only for the breadth-first pass that sets failure links
  const firstChild = new Int32Array(total).fill(-1);
  const nextSibling = new Int32Array(total).fill(-1);
  const charOf = new Uint16Array(total);
  let nodes = 1;
  values.forEach(({ value }, index) => {
    let node = 0;
    const length = Math.min(value.length, PATTERN_CHARS);
    for (let i = 0; i < length; i++) {
      const char = value.charCodeAt(i);
      let child = step(a, node, char, work);
      if (child === -1) {
        child = nodes++;
        insert(a, node, char, child, work);
        if (node === 0) a.rootNext[char] = child;
        charOf[child] = char;
        nextSibling[child] = firstChild[node] as number;
        firstChild[node] = child;
      }
      node = child;
    }
    // two values with one prefix: the longer masks more where the prefix recurs
    const previous = a.out[node] as number;
    if (previous === -1 || (values[previous] as RepeatValue).value.length < value.length)
      a.out[node] = index;
  });
  const queue = new Int32Array(nodes);
  let head = 0;
  let tail = 0;
  for (let child = firstChild[0] as number; child !== -1; child = nextSibling[child] as number)
    queue[tail++] = child;
  while (head < tail) {
    const node = queue[head++] as number;
    for (
      let child = firstChild[node] as number;
      child !== -1;
      child = nextSibling[child] as number
    ) {
      const char = charOf[child] as number;
      let f = a.fail[node] as number;
      let link = step(a, f, char, work);
      while (link === -1 && f !== 0) {
        f = a.fail[f] as number;
        link = step(a, f, char, work);
      }
      a.fail[child] = link === -1 ? 0 : link;
      // the node's own value is the longest suffix; otherwise inherit the failure link's
      if (a.out[child] === -1) a.out[child] = a.out[a.fail[child] as number] as number;
      queue[tail++] = child;
    }
  }
  return a;
}

/**
 * Up to this many values, one native `indexOf` scan each (linear: a fixed number of passes) costs
 * less than building and running the automaton, which a typical 256 KB log batch would pay for
 * a handful of values.
 */
const FEW_VALUES = 8;

function findEachByIndexOf(text: string, values: RepeatValue[], found: Detection[]): void {
  for (const { value, detection } of values) {
    const pattern = value.length > PATTERN_CHARS ? value.slice(0, PATTERN_CHARS) : value;
    for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) {
      if (at !== detection.start)
        found.push({ ...detection, start: at, end: Math.min(text.length, at + value.length) });
    }
  }
}

/**
 * Detections for every occurrence of the values in `text` other than where each was found
 * (for a value longer than `PATTERN_CHARS`, every occurrence of its prefix, masked for the
 * value's length). At each end offset only the longest prefix ending there is reported (a
 * shorter one ending there lies inside it), and runs of overlapping hits of one kind are joined, so the output
 * is at most one detection per character and usually one per repeat.
 */
export function findRepeats(
  text: string,
  values: RepeatValue[],
  work: RepeatWork = { lookups: 0, probes: 0 },
): Detection[] {
  const found: Detection[] = [];
  if (values.length === 0) return found;
  if (values.length <= FEW_VALUES) {
    findEachByIndexOf(text, values, found);
    return found;
  }
  const a = build(values, work);
  let state = 0;
  let last: Detection | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (state === 0) {
      // the common case, one array read: no value under way
      work.lookups++;
      state = Math.max(0, a.rootNext[char] as number);
    } else {
      let next = step(a, state, char, work);
      while (next === -1 && state !== 0) {
        state = a.fail[state] as number;
        next = state === 0 ? (a.rootNext[char] as number) : step(a, state, char, work);
      }
      state = next === -1 ? 0 : next;
    }
    const index = a.out[state] as number;
    if (index === -1) continue;
    const { value, detection } = values[index] as RepeatValue;
    const start = i + 1 - Math.min(value.length, PATTERN_CHARS);
    if (start === detection.start) continue;
    const end = Math.min(text.length, start + value.length);
    if (last !== undefined && start <= last.end && last.kind === detection.kind) {
      last.start = Math.min(last.start, start);
      last.end = Math.max(last.end, end);
      continue;
    }
    last = { ...detection, start, end };
    found.push(last);
  }
  return found;
}
