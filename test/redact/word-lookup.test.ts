import assert from "node:assert/strict";
import { test } from "node:test";
import { ACCESS_WORDS } from "../../src/redact/prose-lexicon-access.js";
import { wordForms } from "../../src/redact/word-forms.js";
import { buildWordLookup, findWord, isWholeWord } from "../../src/redact/word-lookup.js";

type List = "access" | "code" | "user" | "link";
const LISTS: readonly List[] = ["access", "code", "user", "link"];

/** A spaced list's fragments, in the table's order. */
function fragments(list: List): string[] {
  return Object.values(ACCESS_WORDS)
    .filter((w) => !w.glued)
    .flatMap((w) => w[list]);
}

/** The alternation the lookup replaces, as the rule compiled it: the reference it must equal. */
function referenceScan(list: List): RegExp {
  const words = fragments(list).join("|");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words})(?![\\p{L}\\p{M}\\p{N}])`, "giu");
}

function referenceWhole(list: List): RegExp {
  return new RegExp(`^(?:${fragments(list).join("|")})$`, "iu");
}

function referenceHits(re: RegExp, text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text))
    out.push([m.index, m.index + m[0].length]);
  return out;
}

function lookupHits(
  list: ReturnType<typeof buildWordLookup>,
  text: string,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let hit = findWord(list, text, 0); hit !== undefined; hit = findWord(list, text, hit[1]))
    out.push(hit);
  return out;
}

/** Each form of a list spelled out: its text, letters before a compound, an ending on a stem. */
function spellings(list: List): string[] {
  const out: string[] = [];
  for (const fragment of fragments(list)) {
    for (const form of wordForms(fragment)) {
      const word = (form.lead ? "ab" : "") + form.text + (form.tail === "" ? "" : "ов");
      out.push(word, form.text);
    }
  }
  return out;
}

/** Ways of writing a word in a sentence, some of which are no longer that word. */
function variants(word: string): string[] {
  return [
    word,
    word.toUpperCase(),
    word[0]?.toUpperCase() + word.slice(1),
    `x${word}`,
    `${word}7`,
    `${word}ab`,
    `${word}\u0301`,
    word.slice(0, -1),
    `${word} ${word}`,
    word.replaceAll(" ", "  "),
    word.replaceAll("s", "ſ").replaceAll("σ", "ς"),
    `1${word}`,
    `a1${word}`,
    `${word}${word}`,
  ];
}

test("the lookup finds the words the alternation finds, where it finds them, in every form", () => {
  for (const list of LISTS) {
    const lookup = buildWordLookup(fragments(list));
    const scan = referenceScan(list);
    const whole = referenceWhole(list);
    for (const word of spellings(list)) {
      for (const variant of variants(word)) {
        const sentence = `Він каже: ${variant}, «${variant}» — X7 (${variant}).`;
        assert.deepEqual(lookupHits(lookup, sentence), referenceHits(scan, sentence), sentence);
        assert.equal(isWholeWord(lookup, variant), whole.test(variant), `${list}: ${variant}`);
      }
    }
  }
});

test("a long word is read as the alternation reads it", () => {
  const access = buildWordLookup(fragments("access"));
  const scan = referenceScan("access");
  for (const text of [
    `функці${"а".repeat(3000)} з X`,
    `${"kód".repeat(1000)} Word77Word`,
    `${"kód".repeat(1000)}1 kód`,
    `${"ab".repeat(1000)}kode og ${"ab".repeat(1000)}7kode`,
    `${"jelszó".repeat(500)}x ${"á".repeat(2000)}jelszava`,
  ])
    assert.deepEqual(lookupHits(access, text), referenceHits(scan, text), text.slice(0, 40));
});

test("each word of access is found in a sentence, inflected, and not inside another word", () => {
  const access = buildWordLookup(fragments("access"));
  const cases: Array<[string, string | undefined]> = [
    ["до тестової каси входиш з Word77Word", "входиш"],
    ["ДО КАСИ ВХОДИШ З X", "ВХОДИШ"],
    ["Inngangskoden er Fjell88", "Inngangskoden"],
    ["a belépőkóddal nyílik", "belépőkóddal"],
    ["du kommer inn med X", "kommer inn"],
    ["du kommer du inn", "kommer du inn"],
    ["du kommer snart", undefined],
    ["Nenosiri ni X", "Nenosiri"],
    ["truy cập bằng X", "truy cập"],
    ["εισόδου με X", "εισόδου"],
    ["ΚΩΔΙΚΟΣ: X", "ΚΩΔΙΚΟΣ"],
    ["vchodom", "vchodom"],
    // inside a longer word, or glued to a digit: not the word
    ["невходиш", undefined],
    ["зайтик", undefined],
    ["входиш7", undefined],
    ["the kodex library", undefined],
    ["hesloxyz", undefined],
  ];
  for (const [sentence, word] of cases) {
    const hit = findWord(access, sentence, 0);
    assert.equal(hit === undefined ? undefined : sentence.slice(hit[0], hit[1]), word, sentence);
  }
});

test("a list's code, user and linking words are tested whole", () => {
  const code = buildWordLookup(fragments("code"));
  const link = buildWordLookup(fragments("link"));
  assert.ok(isWholeWord(code, "функція"));
  assert.ok(isWholeWord(code, "ФУНКЦІЇ"));
  assert.ok(!isWholeWord(code, "афункція"));
  assert.ok(isWholeWord(link, "з"));
  assert.ok(!isWholeWord(link, "зз"));
  assert.ok(!isWholeWord(link, ""));
});

test("a fragment the lookup cannot read fails when the list is built", () => {
  for (const unsupported of ["a.b", "ab+", "(?!x)a", "[ab]c", "a\\p{L}*b", "\\p{L}*a b"])
    assert.throws(() => wordForms(unsupported), /unsupported fragment/, unsupported);
  assert.deepEqual(
    wordForms("ko(?:d|de)?x").map((f) => f.text),
    ["kodx", "kodex", "kox"],
  );
});
