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
// a spelling is built as one string (concatenation is cheap where arrays of pieces were copied
// at every character); these two stand for the letter runs in it
const RUN_L = "\u0001";
const RUN_LM = "\u0002";
/** Letters, marks, blanks and hyphens: what a fragment spells literally. */
const LITERAL_RUN = /[\p{L}\p{M} -]+/uy;
const UNICODE_ESCAPE = /\\u([0-9a-fA-F]{4})/y;

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

function parseAlternatives(parser: Parser): string[] {
  const out = parseSequence(parser);
  while (parser.source[parser.at] === "|") {
    parser.at++;
    out.push(...parseSequence(parser));
  }
  return out;
}

function parseSequence(parser: Parser): string[] {
  let spellings = [""];
  const { source } = parser;
  while (parser.at < source.length && source[parser.at] !== "|" && source[parser.at] !== ")") {
    LITERAL_RUN.lastIndex = parser.at;
    const literal = LITERAL_RUN.exec(source)?.[0];
    if (literal !== undefined) {
      // the last character of a run before `?` is the optional part, the rest is plain
      const optional = source[parser.at + literal.length] === "?";
      const chars = Array.from(literal);
      const plain = optional ? chars.slice(0, -1).join("") : literal;
      parser.at += literal.length;
      if (plain !== "") spellings = spellings.map((head) => head + plain);
      if (optional) {
        parser.at++;
        const last = chars.at(-1) as string;
        spellings = spellings.flatMap((head) => [head + last, head]);
      }
      continue;
    }
    let atom = parseAtom(parser);
    if (source[parser.at] === "?") {
      parser.at++;
      atom = [...atom, ""];
    }
    spellings = spellings.flatMap((head) => atom.map((rest) => head + rest));
  }
  return spellings;
}

function parseAtom(parser: Parser): string[] {
  const { source } = parser;
  for (const [run, mark] of [
    [ANY_L, RUN_L],
    [ANY_LM, RUN_LM],
  ] as const) {
    if (source.startsWith(run, parser.at)) {
      parser.at += run.length;
      return [mark];
    }
  }
  if (source.startsWith("(?:", parser.at)) {
    parser.at += 3;
    const inner = parseAlternatives(parser);
    if (source[parser.at] !== ")") throw new Error(`unsupported fragment: ${source}`);
    parser.at++;
    return inner;
  }
  UNICODE_ESCAPE.lastIndex = parser.at;
  const unicodeEscape = UNICODE_ESCAPE.exec(source);
  if (unicodeEscape === null) throw new Error(`unsupported fragment: ${source}`);
  parser.at += unicodeEscape[0].length;
  return [String.fromCharCode(Number.parseInt(unicodeEscape[1] as string, 16))];
}

function toForm(spelling: string, fragment: string): WordForm {
  const lead = spelling.startsWith(RUN_L);
  const last = spelling.at(-1);
  const tail = last === RUN_L ? "L" : last === RUN_LM ? "LM" : "";
  const literal = spelling.slice(lead ? 1 : 0, tail === "" ? undefined : -1);
  if (literal.includes(RUN_L) || literal.includes(RUN_LM))
    throw new Error(`unsupported fragment: ${fragment}`);
  const text = caseFold(literal);
  if (text === "" || !/^[\p{L}\p{M}]/u.test(text) || (lead && /[^\p{L}\p{M}]/u.test(text)))
    throw new Error(`unsupported fragment: ${fragment}`);
  return { lead, text, tail };
}
