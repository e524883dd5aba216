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

const SAID = [
  `Log in to the carrier's site as quay-desk, then ${harbor}. Keep it out of git.`,
  `Sa portal kami: quay-desk, tapos ${kopi}.`,
  `За сајт склоните: marko.p, па ${kopi}.`,
  `Pintu masuk gudang: ${ember}`,
  `Taip patenkame į sistemą: sandėlis-2 ir ${harbor}.`,
  `Для входу: склад-1, потім ${ember}!`,
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
];

test("a made-up password of words is redacted in a sentence of any language, no credential word needed", () => {
  for (const line of SAID) {
    const { text } = redact(line);
    for (const value of [harbor, kopi, ember]) {
      assert.ok(!text.includes(value), `${line} → ${text}`);
    }
  }
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
    ["registry~2Falpine3", false], // an encoded slash
  ];
  for (const [word, expected] of cases) assert.equal(isWordedPassword(word), expected, word);
});
