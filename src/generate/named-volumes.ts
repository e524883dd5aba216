/**
 * A rule's volume as the constant holding it writes it. The quantity reader counts no volumes
 * ("two litres a day" is a bare 2 to it), so a constant written for that rule in millilitres
 * (`CALF_ML_PER_DAY = 2000`) ties to it by no value, and beside another sentence with numbers
 * (the background of a first message: "14 farms, 300 cows") by no order either. Both ends say
 * their unit: the constant's name (`_ML`, `_L`, `Litres`), the rule the word right after its
 * number ("litres", "литра", "Liter", "ml"). Of one dimension, the number converted from the
 * rule's unit into the name's is the value the code may write: 2 L → 2000 ml. A name that says
 * no volume, or a number followed by no volume word, converts nothing. Pure.
 */
import { type Quantity, quantitiesIn } from "../util/quantity.js";

/** Volume words by size in millilitres: one line of spellings per unit, in the usual languages. */
const SPELLINGS: readonly [number, string][] = [
  [
    1,
    "ml millilitre millilitres milliliter milliliters mililitro mililitros millilitro " +
      "millilitri mililitr mililitry mililitrů мл миллилитр миллилитра миллилитров мілілітр " +
      "мілілітри мілілітрів mililitre mililiter 毫升 ミリリットル 밀리리터 มิลลิลิตร मिलीलीटर " +
      "ملليلتر مل میلی‌لیتر",
  ],
  [10, "cl centilitre centilitres centiliter centiliters centilitro centilitros"],
  [100, "dl decilitre decilitres deciliter deciliters decilitro decilitros"],
  [
    1000,
    "l lt ltr ltrs litre litres liter liters litro litros litri litr litry litrů litrov litra " +
      "litrach litrów lita litir lít λίτρο λίτρα литр литра литров литры літр літри літрів " +
      "लीटर लिटर لتر لترات لیتر ליטר ליטרים 리터 リットル 升 公升 ลิตร লিটার litraa litran",
  ],
];

const SIZES: ReadonlyMap<string, number> = new Map(
  SPELLINGS.flatMap(([size, words]) => words.split(" ").map((w) => [w, size] as const)),
);

/**
 * The volume unit a constant's name counts in, in millilitres: a word of the name, split at `_`
 * and at case changes (`CALF_ML_PER_DAY`, `maxLitres`); a lone `l` only as the name's last word
 * (`TANK_L`), where it cannot be a word of another kind. Null when the name says none.
 */
export function volumeOfName(name: string): number | null {
  const words = name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}]+/u)
    .map((w) => w.toLowerCase())
    .filter((w) => w !== "");
  for (const [i, word] of words.entries()) {
    if (word === "l" && i !== words.length - 1) continue;
    const size = SIZES.get(word);
    if (size !== undefined) return size;
  }
  return null;
}

/** The volume word right after a number of `text` ending at `end`, in millilitres, or null. */
function volumeAfter(text: string, end: number): number | null {
  const rest = text.slice(end);
  // A script without spaces writes the unit right after the number ("2升", "2リットル").
  for (const [word, size] of SIZES)
    if (/^\p{Script=Han}|^\p{Script=Katakana}|^\p{Script=Hangul}|^\p{Script=Thai}/u.test(word))
      if (rest.replace(/^\s+/u, "").startsWith(word)) return size;
  const word = /^\s*([\p{L}\p{M}‌]+)/u.exec(rest)?.[1]?.toLowerCase();
  return word === undefined ? null : (SIZES.get(word) ?? null);
}

/**
 * The numbers a constant named `name` may hold for the volumes `text` states: each number said
 * with a volume word, converted into the unit the name says. Empty when the name says no volume.
 */
export function volumesAsNamed(text: string, name: string | undefined): number[] {
  const unit = name === undefined ? null : volumeOfName(name);
  if (unit === null) return [];
  return quantitiesIn(text).flatMap((q: Quantity) => {
    const size = volumeAfter(text, q.end);
    return size === null ? [] : q.values.map((v) => (v * size) / unit);
  });
}
