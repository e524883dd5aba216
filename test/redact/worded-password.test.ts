import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";
import { isWordedPassword } from "../../src/redact/worded-password.js";

/**
 * A password made up of words, a digit and a symbol, typed with no credential word beside it:
 * "we get in as desk-3, then …" in any language. Values are joined at run time so the file
 * holds none.
 */

const harbor = ["Sommer7wind", "Harbor"].join("!");
const kopi = ["kopi5Lembut", "12"].join("#");
const ember = ["ember", "Kala9", "Tide"].join("*");
const joined = ["lunga7Mbali", "Ethekwini"].join("$");
/** A hyphen joining two of its parts, a symbol the third. */
const hyphened = ["Tarnow4-Wisla", "Brzeg"].join("!");

const SAID = [
  `Log in to the carrier's site as quay-desk, then ${harbor}. Keep it out of git.`,
  `Sa portal kami: quay-desk, tapos ${kopi}.`,
  `За сајт склоните: marko.p, па ${kopi}.`,
  `Pintu masuk gudang: ${ember}`,
  `Taip patenkame į sistemą: sandėlis-2 ir ${harbor}.`,
  `Для входу: склад-1, потім ${ember}!`,
  `ડેપોની સાઇટ પર હું ravi.k તરીકે ${hyphened} થી અંદર જાઉં છું.`,
  `ዴፖው ድረ-ገጽ ላይ እንደ abebe.t ሆኜ በ${hyphened} እገባለሁ።`,
  `Sa website ng depot, pumapasok ako bilang ana.r gamit ang ${hyphened}.`,
];

/** A `$` before a name joins two parts in a sentence with no code in it. */
const SAID_IN_PROSE = [
  `Uma udinga ukungena, igama ngu-thandi.m bese kuba ${joined}. Ungakubhali ndawo.`,
  `Kui vaja sisse logida, kasutaja on mari.k ja siis ${joined} ning mitte kuhugi faili.`,
];

/** The same shape in a line of code stays: there it is a variable. */
const LEFT_IN_CODE = [
  `export LABEL=${joined}`,
  `echo "${joined}" > out.txt`,
  `printf '%s' ${joined} | wc -c`,
];

const LEFT = [
  "see Parser#parse2 and Lexer#nextToken3 in the docs",
  "if (a&&B1) return x^2Y;",
  "C#10Feature is not a thing",
  "the Makefile's $PREFIX/bin2 is on PATH",
  "Issue: sha256sum and x86_64 and utf8mb4 and ipv4address",
  "export PATH=$HOME1:$PATH",
  "the colour #FF00aa and #00ffCC",
  "~Widget3Base is the destructor",
  "rate is 5%Off",
  "run test-Parser2-Suite and my_Var9_name",
];

test("a made-up password of words is redacted in a sentence of any language, no credential word needed", () => {
  for (const line of SAID) {
    const { text } = redact(line);
    for (const value of [harbor, kopi, ember, hyphened]) {
      assert.ok(!text.includes(value), `${line} → ${text}`);
    }
  }
});

test("a `$` joining a made-up password's parts is read as such in a sentence, never in code", () => {
  for (const line of SAID_IN_PROSE) {
    const { text } = redact(line);
    assert.ok(!text.includes(joined), `${line} → ${text}`);
  }
  for (const line of LEFT_IN_CODE) assert.ok(redact(line).text.includes(joined), line);
  assert.equal(isWordedPassword(joined), false);
  assert.equal(isWordedPassword(joined, true), true);
});

test("code and prose that mix cases, digits and a symbol are left alone", () => {
  for (const line of LEFT) {
    assert.equal(redact(line).text, line, line);
  }
});

test("the shape: parts joined by one symbol, all four classes, a digit beside a letter", () => {
  const cases: Array<[string, boolean]> = [
    [harbor, true],
    [kopi, true],
    [ember, true],
    ["Blue4ocean~Sky", true],
    ["Blue4ocean$Sky", false], // `$` before a name, no digit beside it: a variable
    ["Sommerwind!Harbor", false], // no digit
    ["sommer7wind!harbor", false], // one case
    ["Sommer7windHarbor", false], // no symbol
    ["Parser#parse2", false], // a member reference
    ["a!Bcdefgh12", false], // a one-letter part
    ["Blue4ocean!!Sky", false], // two symbols in a row
    ["Blue$ocean4Sky", false], // a variable in code
    ["Ab!Cd!Ef!Gh12", false], // four parts
    [hyphened, true], // a hyphen joins two parts, a symbol of its own is there
    ["Ab-Cd_Ef9!Gh", false], // four parts
    ["Tarnow4-Wisla-Brzeg", false], // hyphens alone: a name
    ["snake_Case9_name", false], // underscores alone: an identifier
    ["registry~2Falpine3", false], // an encoded slash
  ];
  for (const [word, expected] of cases) assert.equal(isWordedPassword(word), expected, word);
});
