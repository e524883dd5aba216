import { caseFold } from "./case-fold.js";

/**
 * One spelling a word list's pattern fragment allows, for a lookup instead of a regular
 * expression: the fragment `вх(?:ід|оду)` is the forms `вхід` and `входу`, `\p{L}*kode(?:n)?` the
 * compounds ending in `koden` or `kode`, `funkci\p{L}*` every word starting `funkci`.
 */
export interface WordForm {
  /** Letters (`\p{L}*`) may stand before the spelled part: the end of a compound. */
  lead: boolean;
  /** The spelled part, case-folded (`caseFold`); a blank, hyphen or joiner may part its words. */
  text: string;
  /** What may follow it in the word: nothing, letters (`\p{L}*`), letters and marks. */
  tail: "" | "L" | "LM";
}

const ANY_L = "\\p{L}*";
const ANY_LM = "[\\p{L}\\p{M}]*";

/** A piece of a spelling: literal text, or one of the two letter runs a fragment may hold. */
type Piece = string | typeof ANY_L | typeof ANY_LM;
/** One spelling as pieces, in the order a regular expression would try it. */
type Spelling = readonly Piece[];

/**
 * Every form of `fragment`, in the order a regular expression tries them (alternatives left to
 * right, an optional part present before absent, the leftmost choice varying slowest), so the
 * first form that fits is the one the pattern would have matched. The fragment may use literal
 * letters, blanks and hyphens, `\uXXXX`, `(?:…|…)`, `|`, `?` after a letter or a group, and
 * `\p{L}*` or `[\p{L}\p{M}]*` at its start or end; anything else throws, so a word list that
 * outgrows the lookup fails its tests instead of matching differently.
 */
export function wordForms(fragment: string): WordForm[] {
  const parser = { source: fragment, at: 0 };
  const spellings = parseAlternatives(parser);
  if (parser.at !== fragment.length) throw new Error(`unsupported fragment: ${fragment}`);
  return spellings.map((spelling) => toForm(spelling, fragment));
}

interface Parser {
  source: string;
  at: number;
}

function parseAlternatives(parser: Parser): Spelling[] {
  const out: Spelling[] = [...parseSequence(parser)];
  while (parser.source[parser.at] === "|") {
    parser.at++;
    out.push(...parseSequence(parser));
  }
  return out;
}

function parseSequence(parser: Parser): Spelling[] {
  let spellings: Spelling[] = [[]];
  const { source } = parser;
  while (parser.at < source.length && source[parser.at] !== "|" && source[parser.at] !== ")") {
    let atom = parseAtom(parser);
    if (source[parser.at] === "?") {
      parser.at++;
      atom = [...atom, []];
    }
    spellings = spellings.flatMap((head) => atom.map((rest) => [...head, ...rest]));
  }
  return spellings;
}

function parseAtom(parser: Parser): Spelling[] {
  const { source } = parser;
  const rest = source.slice(parser.at);
  for (const run of [ANY_L, ANY_LM]) {
    if (rest.startsWith(run)) {
      parser.at += run.length;
      return [[run]];
    }
  }
  if (rest.startsWith("(?:")) {
    parser.at += 3;
    const inner = parseAlternatives(parser);
    if (source[parser.at] !== ")") throw new Error(`unsupported fragment: ${source}`);
    parser.at++;
    return inner;
  }
  const unicodeEscape = /^\\u([0-9a-fA-F]{4})/.exec(rest);
  if (unicodeEscape !== null) {
    parser.at += unicodeEscape[0].length;
    return [[String.fromCharCode(Number.parseInt(unicodeEscape[1] as string, 16))]];
  }
  const char = String.fromCodePoint(rest.codePointAt(0) ?? 0);
  if (!/^[\p{L}\p{M} -]$/u.test(char)) throw new Error(`unsupported fragment: ${source}`);
  parser.at += char.length;
  return [[char]];
}

function toForm(spelling: Spelling, fragment: string): WordForm {
  const pieces = [...spelling];
  const lead = pieces[0] === ANY_L;
  if (lead) pieces.shift();
  const last = pieces.at(-1);
  const tail = last === ANY_L ? "L" : last === ANY_LM ? "LM" : "";
  if (tail !== "") pieces.pop();
  if (pieces.some((piece) => piece === ANY_L || piece === ANY_LM))
    throw new Error(`unsupported fragment: ${fragment}`);
  const text = caseFold(pieces.join(""));
  if (text === "" || !/^[\p{L}\p{M}]/u.test(text) || (lead && /[^\p{L}\p{M}]/u.test(text)))
    throw new Error(`unsupported fragment: ${fragment}`);
  return { lead, text, tail };
}
