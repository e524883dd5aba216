import type { LineScan } from "./line-scan.js";
import type { Detection, Rule } from "./types.js";
import { isTokenChar } from "./entropy.js";

/**
 * Secrets hidden by an encoding: `%3DAKIA…` in an encoded URL, a token inside a base64 run
 * (`echo Z2hw… | base64 -d`), a zero-width space or soft hyphen inside a known prefix, fullwidth
 * or Cyrillic lookalikes (`ghр_…` with a Cyrillic `р`). The rules read plain ASCII, so the
 * lines that hold such a thing are copied, decoded and folded to ASCII, the rules run on the
 * copy, and each span found there is mapped back to the ORIGINAL characters it came from: the
 * mask covers the encoded text as it was written (a decoded base64 span masks the whole run).
 * Only flagged lines are copied, so text with no encoding costs one flag per line (set by
 * `scanLines`) and plain lines can gain no new finding from this pass.
 */

/** A decoded copy of some lines, and for each of its characters the input span it came from. */
interface DecodedCopy {
  text: string;
  starts: number[];
  ends: number[];
}

/** Latin letters that Cyrillic and Greek capitals and small letters are drawn like. */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "B",
  е: "e",
  к: "k",
  м: "M",
  н: "H",
  о: "o",
  р: "p",
  с: "c",
  т: "T",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  У: "Y",
  // Greek
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  ο: "o",
  ν: "v",
  ρ: "p",
};

/**
 * What one character becomes in the copy: `""` when it is invisible (zero-width, soft hyphen,
 * word joiner, BOM), the ASCII character NFKC gives for fullwidth forms, the Latin lookalike of
 * a Cyrillic or Greek letter, or `undefined` to keep it.
 */
function fold(code: number, char: string): string | undefined {
  if (code < 0x80) return undefined;
  if (
    code === 0xad ||
    code === 0x180e ||
    code === 0xfeff ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2060 && code <= 0x2064)
  )
    return "";
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
  if (code === 0x3000) return " ";
  return LOOKALIKES[char];
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/** The line `[start, end)` with percent-escapes of ASCII decoded and lookalikes folded. */
function foldLine(text: string, start: number, end: number, copy: DecodedCopy): boolean {
  let changed = false;
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 37 && i + 2 < end) {
      const high = hexValue(text.charCodeAt(i + 1));
      const low = hexValue(text.charCodeAt(i + 2));
      // ASCII only: a multi-byte UTF-8 sequence is left as written
      if (high >= 0 && high < 8 && low >= 0) {
        push(copy, String.fromCharCode(high * 16 + low), i, i + 3);
        changed = true;
        i += 3;
        continue;
      }
    }
    const char = text[i] as string;
    const folded = fold(code, char);
    if (folded === undefined) push(copy, char, i, i + 1);
    else {
      changed = true;
      for (const piece of folded) push(copy, piece, i, i + 1);
    }
    i++;
  }
  return changed;
}

function push(copy: DecodedCopy, text: string, start: number, end: number): void {
  copy.text += text;
  copy.starts.push(start);
  copy.ends.push(end);
}

/** Shortest base64 run worth decoding (15 bytes: room for a short token). */
const MIN_BASE64 = 20;

/** Base64, standard or URL-safe, has the characters of a token. */
const isBase64Char = isTokenChar;

/**
 * Decode `run` when it is base64 (standard or URL-safe) of printable ASCII text; undefined
 * otherwise. Random tokens, hashes and paths decode to binary and are left alone.
 */
export function decodeBase64Text(run: string): string | undefined {
  const body = run.replace(/=+$/, "");
  if (body.length < MIN_BASE64 || body.length % 4 === 1 || /^[0-9a-fA-F]+$/.test(body)) return;
  // a long run is judged by its head first: random data shows a binary byte within 48 bytes
  if (body.length > 64 && !isPrintable(Buffer.from(body.slice(0, 64), "base64"))) return;
  const bytes = Buffer.from(body, "base64");
  if (bytes.length < 12 || !isPrintable(bytes)) return undefined;
  return bytes.toString("latin1");
}

function isPrintable(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if ((byte < 0x20 || byte > 0x7e) && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)
      return false;
  }
  return true;
}

/** Base64 runs of `text[from, to)` that decode to text: `[start, end, decoded]` each. */
function findDecodableRuns(
  text: string,
  from: number,
  to: number,
): Array<[number, number, string]> {
  const runs: Array<[number, number, string]> = [];
  let i = from;
  while (i < to) {
    if (!isBase64Char(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < to && isBase64Char(text.charCodeAt(i))) i++;
    while (i < to && text.charCodeAt(i) === 0x3d) i++;
    if (i - start < MIN_BASE64) continue;
    const decoded = decodeBase64Text(text.slice(start, i));
    if (decoded !== undefined) runs.push([start, i, decoded]);
  }
  return runs;
}

/**
 * `line` (a folded copy) with each base64 run that decodes to text replaced by that text; each
 * decoded character maps to the whole run.
 */
function replaceRuns(line: DecodedCopy, runs: Array<[number, number, string]>): DecodedCopy {
  const out: DecodedCopy = { text: "", starts: [], ends: [] };
  let copied = 0;
  const copyUpTo = (end: number) => {
    out.text += line.text.slice(copied, end);
    for (let k = copied; k < end; k++) {
      out.starts.push(line.starts[k] as number);
      out.ends.push(line.ends[k] as number);
    }
  };
  for (const [start, end, decoded] of runs) {
    copyUpTo(start);
    const from = line.starts[start] as number;
    const to = line.ends[end - 1] as number;
    for (const char of decoded) push(out, char, from, to);
    copied = end;
  }
  copyUpTo(line.text.length);
  return out;
}

/**
 * The decoded copy of the lines of `scan` that hold an encoding (`encodedLines`) or a run long
 * enough to be base64, keeping only lines the decoding changed; undefined when there is none.
 */
export function decodeLines(scan: LineScan): DecodedCopy | undefined {
  const { text, lineStarts, encodedLines, maxRun } = scan;
  let copy: DecodedCopy | undefined;
  for (let index = 0; index < lineStarts.length; index++) {
    const encoded = encodedLines[index] === 1;
    if (!encoded && (maxRun[index] as number) < MIN_BASE64) continue;
    const start = lineStarts[index] as number;
    const next = lineStarts[index + 1];
    const end = next === undefined ? text.length : next - 1;
    let line: DecodedCopy;
    let runs: Array<[number, number, string]>;
    if (encoded) {
      line = { text: "", starts: [], ends: [] };
      const changed = foldLine(text, start, end, line);
      runs = findDecodableRuns(line.text, 0, line.text.length);
      if (!changed && runs.length === 0) continue;
    } else {
      // most long runs are hashes, ids and random tokens: look before copying anything
      runs = findDecodableRuns(text, start, end);
      if (runs.length === 0) continue;
      line = { text: text.slice(start, end), starts: [], ends: [] };
      for (let k = start; k < end; k++) {
        line.starts.push(k);
        line.ends.push(k + 1);
      }
      runs = runs.map(([from, to, decoded]) => [from - start, to - start, decoded]);
    }
    const result = runs.length > 0 ? replaceRuns(line, runs) : line;
    if (copy === undefined) copy = { text: "", starts: [], ends: [] };
    else push(copy, "\n", end, end);
    copy.text += result.text;
    // one at a time: a spread of a long line's offsets overflows the call stack
    for (let k = 0; k < result.starts.length; k++) {
      copy.starts.push(result.starts[k] as number);
      copy.ends.push(result.ends[k] as number);
    }
  }
  return copy;
}

/**
 * Run `detect` (the plain rules) on the decoded copy of the encoded lines of `scan`, pushing
 * what it finds as spans of the original text.
 */
export function detectEncoded(scan: LineScan, detect: Rule, out: Detection[]): void {
  const copy = decodeLines(scan);
  if (copy === undefined) return;
  const found: Detection[] = [];
  detect(copy.text, found);
  for (const detection of found) {
    if (detection.end <= detection.start) continue;
    const start = copy.starts[detection.start] as number;
    const end = copy.ends[detection.end - 1] as number;
    if (end > start) out.push({ ...detection, start, end });
  }
}
