import assert from "node:assert/strict";
import { test } from "node:test";
import { detectAccessClauses } from "../../src/redact/access-clause.js";
import { redact } from "../../src/redact/index.js";
import type { Detection } from "../../src/redact/types.js";

// Made-up values, built here, in the shapes a person makes up: a word, a number and a word with
// two capitals; three joined words with a digit; a word, digits and a symbol.
const values = [
  ["Kokoro", "-", "47", "-", "BaNu"].join(""),
  ["Odo", "_", "Ile", "_", "Ewe5"].join(""),
  ["Solvegur", "88", "!"].join(""),
];

/**
 * Sentences per language that say a computer, door or site takes a value: its password, its
 * code, the secret word, what you type to get in; with the tone marks and mutations people type.
 */
const POSITIVES: Record<string, Array<(v: string) => string>> = {
  yo: [
    (v) => `Láti wọlé sí ẹ̀rọ náà, orúkọ ni bisi, ọ̀rọ̀ aṣínà sì ni ${v}.`,
    (v) => `Oro asina kọ̀mpútà ọ́fíìsì ni ${v}, má sọ fún ẹnikẹ́ni.`,
  ],
  ig: [(v) => `Okwuntughe kọmputa ụlọ ọrụ bụ ${v}.`],
  ha: [(v) => `Kalmar sirri ta kwamfutar ofis ita ce ${v}.`],
  zu: [(v) => `Iphasiwedi yekhompyutha yasehhovisi ngu-${v}.`],
  am: [(v) => `የቢሮው ኮምፒውተር የይለፍ ቃል ${v} ነው።`],
  is: [
    (v) => `Lykilorðið að tölvunni er ${v}, ekki setja það í skrá.`,
    (v) => `Þú kemst inn á síðuna með ${v}.`,
  ],
  ca: [
    (v) => `La contrasenya del portal és ${v}, no la posis al repositori.`,
    (v) => `Per entrar a la màquina escriu ${v}.`,
  ],
  ur: [(v) => `دفتر کے کمپیوٹر کا پاس ورڈ ${v} ہے، اسے کہیں نہ لکھیں۔`],
  lv: [(v) => `Portāla parole ir ${v}, neliec to repozitorijā.`],
  et: [(v) => `Portaali parool on ${v}, ära pane seda hoidlasse.`],
  sl: [(v) => `Geslo za portal je ${v}, ne dajaj ga v repozitorij.`],
  sq: [(v) => `Fjalëkalimi i portalit është ${v}, mos e vendos në depo.`],
  cy: [(v) => `Y cyfrinair i'r porth yw ${v}, peidiwch â'i roi yn y storfa.`],
  ga: [
    (v) => `Is é ${v} an pasfhocal don tairseach, ná cuir sa stór é.`,
    (v) => `Chun logáil isteach ar an ríomhaire oifige, clóscríobh ${v}.`,
    (v) => `Tá an bhfocal faire nua ag an gcoiste: ${v}.`,
  ],
  af: [(v) => `Die wagwoord vir die portaal is ${v}, moenie dit in die bewaarplek sit nie.`],
  az: [(v) => `Portalın şifrəsi ${v}, onu repozitoriyaya qoyma.`],
};

const NEGATIVES: Record<string, readonly string[]> = {
  yo: ["Fáìlì src/auth_Login2.ts ni ọ̀rọ̀ aṣínà ti ń ṣàyẹ̀wò."],
  is: ["Lykilorðið er athugað í fallinu check_Pin2 í einingunni."],
  ca: ["La contrasenya es valida a la funció validate_Pin2 del mòdul."],
  lv: ["Parole tiek pārbaudīta funkcijā check_Pin2 modulī."],
  et: ["Parool kontrollitakse funktsioonis check_Pin2."],
  af: ["Die wagwoord word in die funksie check_Pin2 nagegaan, op tak Release-2024_Q3."],
  ga: ["Seiceáiltear an pasfhocal san fheidhm check_Pin2 sa mhodúl, ar chraobh Release-2024_Q3."],
};

test("a made-up value after a credential or access word is masked, in each language", () => {
  for (const [language, sentences] of Object.entries(POSITIVES)) {
    for (const sentence of sentences) {
      for (const value of values) {
        const text = sentence(value);
        const out = redact(text).text;
        assert.ok(!out.includes(value), `${language}: ${text} -> ${out}`);
      }
    }
  }
});

test("the access rule itself finds a joined value in each language", () => {
  const value = values[1] as string;
  for (const [language, sentences] of Object.entries(POSITIVES)) {
    const text = (sentences[0] as (v: string) => string)(value);
    const found: Detection[] = [];
    detectAccessClauses(text, found);
    assert.ok(
      found.some((d) => text.slice(d.start, d.end).includes(value)),
      `${language}: ${text}`,
    );
  }
});

test("code names, tests and branches in the same sentences are left alone", () => {
  for (const [language, sentences] of Object.entries(NEGATIVES)) {
    for (const sentence of sentences) {
      const out: Detection[] = [];
      detectAccessClauses(sentence, out);
      assert.deepEqual(out, [], `${language}: ${sentence}`);
      assert.equal(redact(sentence).text, sentence, `${language}: ${sentence}`);
    }
  }
});
