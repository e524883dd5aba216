/**
 * Which sentence each constant of the turn holds: by the value it states in any script, by
 * order, by the only one left; nothing when unsure.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { heldByWrites } from "../../src/generate/written-rules.js";

const rows: {
  name: string;
  message: string;
  values: string[];
  held: [string, string][];
}[] = [
  {
    name: "order ties what no list reads (Catalan: euros as cents, hours)",
    message: "Regles: no menys de 5 euros; més llarg de 100 cm; des de les 18 h.",
    values: ["500", "100", "18"],
    held: [
      ["500", "Regles: no menys de 5 euros"],
      ["100", "més llarg de 100 cm"],
      ["18", "des de les 18 h"],
    ],
  },
  {
    name: "number words of a language CLDR spells (Croatian, Estonian): by value",
    message: "Najviše osam paketa po danu. Tellimus ootab kuni kaksteist tundi.",
    values: ["12", "8"],
    held: [
      ["12", "Tellimus ootab kuni kaksteist tundi"],
      ["8", "Najviše osam paketa po danu"],
    ],
  },
  {
    name: "Serbian words and digits, written in another order: by value",
    message: "Најмање пет евра; највише 30 кг.",
    values: ["30", "500"],
    held: [
      ["30", "највише 30 кг"],
      ["500", "Најмање пет евра"],
    ],
  },
  {
    name: "by value where order is broken (Icelandic, written in another order)",
    message: "Að minnsta kosti 10 yfirferðir. Í mesta lagi 30 kg.",
    values: ["30", "10"],
    held: [
      ["30", "Í mesta lagi 30 kg"],
      ["10", "Að minnsta kosti 10 yfirferðir"],
    ],
  },
  {
    name: "a helper's own number more than the sentences: only the ones its value ties",
    message: "Мінімум 5 євро. Не більше 30 кг.",
    values: ["500", "30", "250"],
    held: [["30", "Не більше 30 кг"]],
  },
  {
    name: "the only one left (Serbian Cyrillic, written in another order)",
    message: "Најмање 5 евра; највише 30 кг.",
    values: ["30", "500"],
    held: [
      ["30", "највише 30 кг"],
      ["500", "Најмање 5 евра"],
    ],
  },
  {
    name: "a rule in words no table reads states no value: its constant is left untold",
    // Shona: no table holds "mashanu" (five); the Zulu "amahlanu" is read now.
    message: "Kanenge marandi mashanu; uremu hwakanyanya 30 kg.",
    values: ["30", "500"],
    held: [["30", "uremu hwakanyanya 30 kg"]],
  },
  {
    name: "two sentences of one value, written in order",
    message: "Eilutėje 20 įrašų; atnaujinti kas 20 minučių.",
    values: ["20", "20"],
    held: [
      ["20", "Eilutėje 20 įrašų"],
      ["20", "atnaujinti kas 20 minučių"],
    ],
  },
  {
    name: "Hindi digits: by value, then the only one left",
    message: "नियम: कम से कम ५ यूरो; अधिकतम ३० किलो।",
    values: ["30", "500"],
    held: [
      ["30", "अधिकतम ३० किलो"],
      ["500", "नियम: कम से कम ५ यूरो"],
    ],
  },
  {
    name: "a sentence of two numbers (Arabic semicolon, no split) is tied to none",
    message: "قواعد: لا تقل عن ٥ يورو؛ بحد أقصى ٣٠ كغ.",
    values: ["500", "30"],
    held: [],
  },
  {
    name: "one number said twice in a sentence is one value",
    message: "Rules: parcels narrower than 40 cm pay as 40 cm; a parcel over 30 kg is refused.",
    values: ["40", "30"],
    held: [
      ["40", "Rules: parcels narrower than 40 cm pay as 40 cm"],
      ["30", "a parcel over 30 kg is refused"],
    ],
  },
  {
    name: "rules of one sentence parted by commas, each with a value: by clause",
    message:
      "Rules: parcels narrower than 40 cm pay as 40 cm, a parcel over 30 kg is refused, labels are printed by weight.",
    values: ["40", "30"],
    held: [
      ["40", "parcels narrower than 40 cm pay as 40 cm"],
      ["30", "a parcel over 30 kg is refused"],
    ],
  },
  {
    name: "rules of one sentence parted by colons, in number words: by clause",
    message:
      "House rules: parcels narrower than forty centimetres pay as forty centimetres: a parcel over thirty kilos is refused.",
    values: ["30", "40"],
    held: [
      ["30", "a parcel over thirty kilos is refused"],
      ["40", "parcels narrower than forty centimetres pay as forty centimetres"],
    ],
  },
  {
    name: "rules of one Chinese sentence parted by full-width commas: by clause",
    message: "规则：宽度不足40厘米的包裹按40厘米计费，超过30公斤的包裹拒收，标签按重量打印。",
    values: ["40", "30"],
    held: [
      ["40", "宽度不足40厘米的包裹按40厘米计费"],
      ["30", "超过30公斤的包裹拒收"],
    ],
  },
  {
    name: "a clause of two values (a range) keeps its sentence whole: tied to none",
    message: "Rules: a parcel weighs between 10 and 20 kg, at most 30 parcels a van.",
    values: ["10", "20", "30"],
    held: [],
  },
  {
    name: "the word for one as an article is no second value of its clause (Turkish, Dutch)",
    message:
      "Kurallar: bir koli en fazla 20 kg olur, günde en çok 8 saat çalışılır. Regels: een krat houdt 24 flessen, een rit kost 9 euro.",
    values: ["20", "8", "24", "900"],
    held: [
      ["20", "bir koli en fazla 20 kg olur"],
      ["8", "günde en çok 8 saat çalışılır"],
      ["24", "een krat houdt 24 flessen"],
      ["900", "een rit kost 9 euro"],
    ],
  },
  {
    name: "one said alone is a clause's value: two clauses of one each tie by order (German)",
    message: "Regeln: höchstens ein Fahrer pro Wagen, höchstens 3 Fahrten am Tag.",
    values: ["1", "3"],
    held: [
      ["1", "höchstens ein Fahrer pro Wagen"],
      ["3", "höchstens 3 Fahrten am Tag"],
    ],
  },
  {
    name: "a question or a task with no value: nothing",
    message: "Kiek testų dabar turime?",
    values: ["12"],
    held: [],
  },
  {
    name: "no constant written: nothing",
    message: "Ne mažiau kaip 5 eurai.",
    values: [],
    held: [],
  },
];

for (const row of rows)
  test(`heldByWrites: ${row.name}`, () => {
    assert.deepEqual(
      heldByWrites(row.message, row.values).map((h) => [h.value, h.sentence]),
      row.held,
    );
  });
