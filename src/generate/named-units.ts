/**
 * A rule's amount as the constant holding it writes it, in the units the quantity reader does
 * not count: volumes ("two litres a day" is a bare 2 to it) and money ("five euros" too). A
 * constant written for such a rule in a smaller unit (`CALF_ML_PER_DAY = 2000`,
 * `MIN_NIGHT_CENTS = 500`) ties to it by no value, and beside another sentence with numbers (the
 * background of a first message: "14 farms, 300 cows") by no order either. Both ends say their
 * unit: the constant's name (`_ML`, `_L`, `Litres`; `_CENTS`, `_PENCE`, `_KOP`), the rule the
 * word right after its number ("litres", "литра", "Liter"; "euros", "гривень") or a currency's
 * sign before or after it ("€5", "5 €"). Of one dimension, the number converted from the rule's unit into the
 * name's is the value the code may write: 2 L → 2000 ml, 5 EUR → 500 cents. A name that says no
 * such unit, or a number with no unit word of its dimension, converts nothing. The same words
 * tell a sum of money in prose (`statesMoney`). Pure.
 */
import { type Quantity, quantitiesIn } from "../util/quantity.js";
import { identifierWords } from "../util/identifier-words.js";

type Dimension = "volume" | "money";

/**
 * Unit words by dimension and size (volumes in millilitres, money in a hundredth of its unit):
 * one line of spellings per unit, in the usual languages. Money's main units are many and
 * spelled apart; a hundredth is what code counts in, whichever currency.
 */
const SPELLINGS: readonly [Dimension, number, string][] = [
  [
    "volume",
    1,
    "ml millilitre millilitres milliliter milliliters mililitro mililitros millilitro " +
      "millilitri mililitr mililitry mililitrů мл миллилитр миллилитра миллилитров мілілітр " +
      "мілілітри мілілітрів mililitre mililiter 毫升 ミリリットル 밀리리터 มิลลิลิตร मिलीलीटर " +
      "ملليلتر مل میلی‌لیتر",
  ],
  ["volume", 10, "cl centilitre centilitres centiliter centiliters centilitro centilitros"],
  ["volume", 100, "dl decilitre decilitres deciliter deciliters decilitro decilitros"],
  [
    "volume",
    1000,
    "l lt ltr ltrs litre litres liter liters litro litros litri litr litry litrů litrov litra " +
      "litrach litrów lita litir lít λίτρο λίτρα литр литра литров литры літр літри літрів " +
      "लीटर लिटर لتر لترات لیتر ליטר ליטרים 리터 リットル 升 公升 ลิตร লিটার litraa litran",
  ],
  [
    "money",
    1,
    "cent cents ct pence penny pennies kop kopeks kopecks kopiyok paise paisa centimes " +
      "centime centavos centavo centimos céntimos centesimi santims grosz groszy halala fils " +
      "kurus kuruş satang sen копейка копейки копеек копійка копійки копійок",
  ],
  [
    "money",
    100,
    "euro euros eur dollar dollars usd pound pounds gbp franc francs chf lira lire liras " +
      "lirası try rupee rupees inr yen jpy yuan cny rmb won krw ruble rubles rouble roubles " +
      "rub hryvnia hryvnias uah zloty złoty złotych zł pln koruna korun koruny kč czk krona " +
      "kronor kroner krone kr sek nok dkk coroa coroas corona corone couronne couronnes forint " +
      "huf lei leu ron lev real reais brl peso pesos dirham dirhams " +
      "riyal riyals shekel shekels ils naira shilling shillings shilingi shilin tenge kzt som " +
      "dong đồng baht rand cedi birr taka rupiah ringgit евро євро ευρώ доллар доллара " +
      "долларов долар долари доларів фунт фунта фунтов рубль рубля рублей руб гривня гривні " +
      "гривень грн теңге тенге сом лева лв 欧元 美元 英镑 元 块 ユーロ ドル 円 유로 달러 원 " +
      "يورو دولار درهم ريال جنيه ليرة יורו דולר שקל שקלים บาท টাকা रुपये रुपए रुपया",
  ],
];

/** A currency's sign, before its number ("€5", "$ 12", "₴350"): a main unit. */
const MONEY_SIGN = /[€$£¥₹₽₴₺₩₦₪₫฿₸₾₼]\s*$/u;
/** A currency's sign after its number, as many languages write it ("84 €", "612 $", "350₴"). */
const MONEY_SIGN_AFTER = /^\s*[€$£¥₹₽₴₺₩₦₪₫฿₸₾₼]/u;

const UNITS: ReadonlyMap<string, { dimension: Dimension; size: number }> = new Map(
  SPELLINGS.flatMap(([dimension, size, words]) =>
    words.split(" ").map((w) => [w, { dimension, size }] as const),
  ),
);

/**
 * Whether `word` (lower case) is a word of a volume or money unit ("paise", "cents", "ml"): in a
 * constant's name it says the unit the value is counted in, not what the value is of.
 */
export const isUnitWord = (word: string): boolean => UNITS.has(word);

/** Spellings of scripts written without spaces, tried as the text right after a number. */
const UNSPACED = [...UNITS].filter(([word]) =>
  /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(word),
);

/**
 * The unit a constant's name counts in: a word of the name, split at `_` and at case changes
 * (`CALF_ML_PER_DAY`, `maxLitres`, `minNightCents`); a lone `l` only as the name's last word
 * (`TANK_L`), where it cannot be a word of another kind. Null when the name says none.
 */
export function unitOfName(name: string): { dimension: Dimension; size: number } | null {
  const words = identifierWords(name);
  for (const [i, word] of words.entries()) {
    if (word === "l" && i !== words.length - 1) continue;
    const unit = UNITS.get(word);
    if (unit !== undefined) return unit;
  }
  return null;
}

/** The unit of `dimension` said right after a number of `text` ending at `end`, or before it. */
function unitAround(text: string, start: number, end: number, dimension: Dimension): number | null {
  if (dimension === "money" && MONEY_SIGN.test(text.slice(Math.max(0, start - 3), start)))
    return 100;
  const rest = text.slice(end);
  if (dimension === "money" && MONEY_SIGN_AFTER.test(rest)) return 100;
  const near = rest.replace(/^\s+/u, "");
  for (const [word, unit] of UNSPACED)
    if (unit.dimension === dimension && near.startsWith(word)) return unit.size;
  const word = /^\s*([\p{L}\p{M}‌]+)/u.exec(rest)?.[1]?.toLowerCase();
  const unit = word === undefined ? undefined : UNITS.get(word);
  return unit?.dimension === dimension ? unit.size : null;
}

/**
 * The numbers a constant named `name` may hold for the amounts `text` states: each number said
 * with a unit of the dimension the name says, converted into the name's unit. Empty when the
 * name says no volume or money.
 */
export function amountsAsNamed(text: string, name: string | undefined): number[] {
  return quantitiesIn(text).flatMap((q) => amountAsNamed(text, q, name));
}

/** `amountsAsNamed` of the one quantity `q` of `text`. */
export function amountAsNamed(text: string, q: Quantity, name: string | undefined): number[] {
  const unit = name === undefined ? null : unitOfName(name);
  if (unit === null) return [];
  const size = unitAround(text, q.start, q.end, unit.dimension);
  return size === null ? [] : q.values.map((v) => (v * size) / unit.size);
}

/** Whether the number `text` says from `start` to `end` is a sum of money ("8 euros", "€8"). */
export function isMoneyAt(text: string, start: number, end: number): boolean {
  return unitAround(text, start, end, "money") !== null;
}

/**
 * Whether `text` states a sum of money: a number with a currency's sign before or after it, or
 * its name or code right after it ("84 €", "$612", "4500 Kč", "640 zł", "8400 円"), of any size
 * and however its thousands are grouped: what a session works out from prices, not a count.
 */
export function statesMoney(text: string): boolean {
  return quantitiesIn(text).some((q) => unitAround(text, q.start, q.end, "money") !== null);
}
