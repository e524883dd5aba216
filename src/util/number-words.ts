/**
 * Number words of the languages users write rules in (the same languages the next-step markers
 * of prose-words.ts know: English, Dutch, Spanish, Portuguese, German, French, Italian, Polish,
 * Czech, Russian, Ukrainian, Swedish, Finnish, Turkish, Indonesian, Vietnamese, Greek, Hindi, Arabic, Hebrew,
 * Korean, Japanese, Chinese; and Persian and Bengali, whose nine is also their "no", "is not", so left out), the CJK numerals and the Thai number words: a closed vocabulary,
 * so a table, read only by `util/quantity.ts` (its positive and negative examples are in
 * `test/util/quantity.test.ts`).
 * At least zero to twenty and the tens in each, the common inflected forms of the Slavic ones,
 * the words that build the others ("hundred", Indonesian "puluh", "belas"), and the halves said
 * in one word ("полтора", "डेढ़", "anderthalb"). Pure.
 * The words of the other languages CLDR spells numbers out in (Slovak, Latvian, Estonian,
 * Croatian, Georgian, Amharic, Welsh…) come from its rules, generated (`cldrWordValue`).
 */

import { COMMON_WORDS } from "./common-words.js";
import { CLDR_MULTIPLIER_WORDS, CLDR_NUMBER_WORDS } from "./number-words-cldr.generated.js";
import {
  HAND_JOINERS,
  HAND_NUMBER_WORDS,
  HAND_TRAILING_MULTIPLIERS,
  LEADING_MULTIPLIERS,
} from "./number-words-hand.js";

/** CLDR's lines and the hand-kept ones (`number-words-hand.ts`), read alike. */
const OTHER_NUMBER_WORDS = `${CLDR_NUMBER_WORDS}\n${HAND_NUMBER_WORDS}`;

/** Marks one word is typed with several ways: apostrophes, the Burmese creaky tone. */
const FOLDED = /[\u2019\u2018\u02bc\u02bb\u1037]/u;

/**
 * `word` with its apostrophes written as ASCII ' (CLDR writes Maltese "disaʼ" with U+02BC,
 * Uzbek writes "oʻn" with U+02BB, people type ' or ’) and without the Burmese creaky-tone mark
 * (CLDR spells 42 "လေးဆယ်နှစ်", people "လေးဆယ့်နှစ်"). One test for most words.
 */
export function foldNumberWord(word: string): string {
  if (!FOLDED.test(word)) return word;
  return word.replace(/[\u2019\u2018\u02bc\u02bb]/gu, "'").replace(/\u1037/gu, "");
}

/** Words of each language, zero first, in order up to twenty, then the tens 30 to 90. */
const ZERO_TO_TWENTY_AND_TENS: Readonly<Record<string, string>> = {
  en: "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty | thirty forty fifty sixty seventy eighty ninety",
  nl: "nul een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien twintig | dertig veertig vijftig zestig zeventig tachtig negentig",
  es: "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte | treinta cuarenta cincuenta sesenta setenta ochenta noventa",
  pt: "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte | trinta quarenta cinquenta sessenta setenta oitenta noventa",
  de: "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig | dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
  fr: "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt | trente quarante cinquante soixante soixante-dix quatre-vingts quatre-vingt-dix",
  it: "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti | trenta quaranta cinquanta sessanta settanta ottanta novanta",
  pl: "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście dwadzieścia | trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt",
  cs: "nula jeden dva tři čtyři pět šest sedm osm devět deset jedenáct dvanáct třináct čtrnáct patnáct šestnáct sedmnáct osmnáct devatenáct dvacet | třicet čtyřicet padesát šedesát sedmdesát osmdesát devadesát",
  ru: "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать | тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто",
  uk: "нуль один два три чотири п'ять шість сім вісім дев'ять десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять дев'ятнадцять двадцять | тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто",
  sv: "noll ett två tre fyra fem sex sju åtta nio tio elva tolv tretton fjorton femton sexton sjutton arton nitton tjugo | trettio fyrtio femtio sextio sjuttio åttio nittio",
  tr: "sıfır bir iki üç dört beş altı yedi sekiz dokuz on onbir oniki onüç ondört onbeş onaltı onyedi onsekiz ondokuz yirmi | otuz kırk elli altmış yetmiş seksen doksan",
  id: "nol satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas - - - - - - - - duapuluh | tigapuluh empatpuluh limapuluh enampuluh tujuhpuluh delapanpuluh sembilanpuluh",
  vi: "không một hai ba bốn năm sáu bảy tám chín mười - - - - - - - - - - | - - - - - - -",
  el: "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα δέκα έντεκα δώδεκα δεκατρία δεκατέσσερα δεκαπέντε δεκαέξι δεκαεπτά δεκαοκτώ δεκαεννέα είκοσι | τριάντα σαράντα πενήντα εξήντα εβδομήντα ογδόντα ενενήντα",
  hi: "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस | तीस चालीस पचास साठ सत्तर अस्सी नब्बे",
  ar: "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة - - - - - - - - - عشرون | ثلاثون أربعون خمسون ستون سبعون ثمانون تسعون",
  fi: "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen yksitoista kaksitoista kolmetoista neljätoista viisitoista kuusitoista seitsemäntoista kahdeksantoista yhdeksäntoista kaksikymmentä | kolmekymmentä neljäkymmentä viisikymmentä kuusikymmentä seitsemänkymmentä kahdeksankymmentä yhdeksänkymmentä",
  he: "אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע עשר אחת-עשרה שתים-עשרה שלוש-עשרה ארבע-עשרה חמש-עשרה שש-עשרה שבע-עשרה שמונה-עשרה תשע-עשרה עשרים | שלושים ארבעים חמישים שישים שבעים שמונים תשעים",
  fa: "صفر یک دو سه چهار پنج شش هفت هشت - ده یازده دوازده سیزده چهارده پانزده شانزده هفده هجده نوزده بیست | سی چهل پنجاه شصت هفتاد هشتاد نود",
  bn: "শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট - দশ এগারো বারো তেরো চোদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ বিশ | ত্রিশ চল্লিশ পঞ্চাশ ষাট সত্তর আশি নব্বই",
  ko: "영 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열 - - - - - - - - - 스물 | 서른 마흔 쉰 예순 일흔 여든 아흔",
};

/** Other forms of the same numbers: feminine, inflected, spelled without an accent. */
const OTHER_FORMS: Readonly<Record<string, number>> = Object.fromEntries(
  // English, Spanish, Portuguese, French, Italian, German, Dutch, Swedish.
  (
    "dozen:12 una:1 un:1 veintiuno:21 veintidós:22 veintitrés:23 veinticuatro:24 " +
    "veinticinco:25 veintiséis:26 veintisiete:27 veintiocho:28 veintinueve:29 dieciseis:16 " +
    "uma:1 duas:2 tres:3 dezasseis:16 dezassete:17 dezanove:19 quatorze:14 une:1 zero:0 " +
    "quatre-vingt:80 ventuno:21 ventidue:22 ventitré:23 ventiquattro:24 venticinque:25 " +
    "ventisei:26 ventisette:27 ventotto:28 ventinove:29 ein:1 eine:1 einen:1 einem:1 einer:1 " +
    "zwo:2 dreissig:30 lăm:5 mốt:1 " +
    // Polish, Czech.
    "jedna:1 jedno:1 dwie:2 dwóch:2 dwoma:2 trzech:3 trzema:3 czterech:4 czterema:4 pięciu:5 " +
    "sześciu:6 siedmiu:7 ośmiu:8 dziewięciu:9 dziesięciu:10 jedenastu:11 dwunastu:12 " +
    "piętnastu:15 dwudziestu:20 trzydziestu:30 dvě:2 dvou:2 tří:3 čtyř:4 pěti:5 šesti:6 " +
    "sedmi:7 osmi:8 devíti:9 deseti:10 dvanácti:12 patnácti:15 dvaceti:20 třiceti:30 " +
    // Russian, Ukrainian.
    "одна:1 одно:1 две:2 двух:2 трёх:3 трех:3 четырёх:4 четырех:4 пяти:5 шести:6 семи:7 " +
    "восьми:8 девяти:9 десяти:10 двенадцати:12 пятнадцати:15 двадцати:20 тридцати:30 " +
    "одне:1 дві:2 двох:2 трьох:3 чотирьох:4 п'яти:5 шести:6 семи:7 восьми:8 дев'яти:9 " +
    "десяти:10 п’ять:5 дев’ять:9 п’ятнадцять:15 п’ятдесят:50 " +
    // Greek, Hindi, Arabic, Korean (the counters' forms: 한 번, 두 개, 세 자리, 네 명, 스무 살).
    "ένας:1 μία:1 μια:1 δυο:2 τρεις:3 τέσσερις:4 εφτά:7 οχτώ:8 εννιά:9 ένδεκα:11 " +
    "पांच:5 छः:6 पन्द्रह:15 واحدة:1 اثنين:2 اثنتان:2 ثلاث:3 أربع:4 خمس:5 ست:6 سبع:7 ثماني:8 " +
    "ثمان:8 تسع:9 عشر:10 عشرين:20 ثلاثين:30 أربعين:40 خمسين:50 ستين:60 سبعين:70 ثمانين:80 " +
    "אחד:1 שניים:2 שני:2 שתי:2 שלושה:3 ארבעה:4 חמישה:5 שישה:6 שבעה:7 תשעה:9 עשרה:10 " +
    "kahta:2 kolmea:3 neljää:4 viittä:5 kuutta:6 kahden:2 kolmen:3 neljän:4 viiden:5 kuuden:6 " +
    "kahdessa:2 kolmessa:3 neljässä:4 " +
    "تسعين:90 أحد:1 إحدى:1 اثنا:2 اثنتا:2 한:1 두:2 세:3 네:4 스무:20 " +
    // One and a half, two and a half, said as one word: "полтора часа", "डेढ़ घंटे".
    "полтора:1.5 полторы:1.5 півтори:1.5 anderthalb:1.5 eineinhalb:1.5 półtora:1.5 " +
    "półtorej:1.5 anderhalf:1.5 zweieinhalb:2.5 dreieinhalb:3.5 डेढ़:1.5 ढाई:2.5"
  )
    .split(" ")
    .map((pair) => {
      const at = pair.lastIndexOf(":");
      return [pair.slice(0, at), Number(pair.slice(at + 1))];
    }),
);

/**
 * Words that multiply what is before them ("two hundred", Indonesian "dua puluh", Vietnamese
 * "hai mươi"), and those that add ten to it (Indonesian "tiga belas", Arabic "ثلاثة عشر").
 */
export const MULTIPLIERS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    hundred: 100,
    thousand: 1000,
    hundert: 100,
    tausend: 1000,
    honderd: 100,
    duizend: 1000,
    hundra: 100,
    tusen: 1000,
    puluh: 10,
    ratus: 100,
    ribu: 1000,
    mươi: 10,
    trăm: 100,
    nghìn: 1000,
    ngàn: 1000,
    yüz: 100,
    bin: 1000,
    सौ: 100,
    हज़ार: 1000,
  }),
);
/**
 * Hundreds and thousands said as a word of their own after the unit, in the languages whose
 * word for one is an ordinary word elsewhere (Czech "pět set" 500, where "set" is the Catalan
 * seven and an English noun): they multiply only a number word of their own language.
 */
const LANGUAGE_MULTIPLIERS: ReadonlyMap<string, { language: string; value: number }[]> = (() => {
  const entries = (
    "cs:100:stě,sta,set cs:1000:tisíc,tisíce " +
    "lt:100:šimtas,šimtai,šimtų,šimtus,šimtams,šimtais,šimto,šimtą,šimtuose " +
    "lt:1000:tūkstantis,tūkstančiai,tūkstančių,tūkstančius,tūkstančio,tūkstantį " +
    "lv:100:simts,simti,simtiem,simtus lv:1000:tūkstotis,tūkstoši,tūkstošiem,tūkstošus " +
    "ru:1000:тысяча,тысячи,тысяч,тысячами uk:1000:тисяча,тисячі,тисяч,тисячами " +
    "pl:1000:tysiąc,tysiące,tysięcy,tysiącami " +
    HAND_TRAILING_MULTIPLIERS.normalize("NFC")
  )
    .split(" ")
    .flatMap((entry) => {
      const [language = "", value = "", words = ""] = entry.split(":");
      return words.split(",").map((word) => [word, { language, value: Number(value) }] as const);
    })
    // CLDR's words of a hundred or thousand after their count ("τρεις χιλιάδες", "trei mii").
    .concat(
      CLDR_MULTIPLIER_WORDS.split("\n").flatMap((line) => {
        const [language = "", ...pairs] = line.split(" ");
        return pairs.map((pair) => {
          const at = pair.lastIndexOf(":");
          const value = { language, value: Number(pair.slice(at + 1)) };
          return [foldNumberWord(pair.slice(0, at)), value] as const;
        });
      }),
    )
    .filter(([word]) => !MULTIPLIERS.has(word));
  // One word may be a hundred or a thousand of several languages (Russian and Belarusian "тысяч").
  const byWord = new Map<string, { language: string; value: number }[]>();
  for (const [word, multiplier] of entries)
    byWord.set(word, [...(byWord.get(word) ?? []), multiplier]);
  return byWord;
})();

/** The value `word` multiplies `previous`, a number word of its language, by; or undefined. */
export function languageMultiplier(word: string, previous: string): number | undefined {
  const multipliers = LANGUAGE_MULTIPLIERS.get(foldNumberWord(word));
  if (multipliers === undefined) return undefined;
  const languages = numberWordLanguages(previous);
  return multipliers.find((m) => languages.has(m.language))?.value;
}

/**
 * The value `word` multiplies the number word after it by, in the languages that say a hundred
 * or a ten before its count (Swahili "mia mbili" 200, Igbo "iri abụọ" 20), or undefined.
 */
export function leadingMultiplier(word: string): number | undefined {
  return LEADING_MULTIPLIERS.get(word)?.value;
}

/**
 * The value of `word` as a number word of the language of `previous`, a number word or a
 * leading multiplier said right before it, or undefined. Inside a number already begun the
 * guard of a short word in Latin letters (`cldrWordValue`) is not needed: Swahili "ishirini na
 * tano", "mia tatu" are written in letters English writes too.
 */
export function numberWordAfter(word: string, previous: string): number | undefined {
  const folded = foldNumberWord(word);
  const value = WORDS.get(folded) ?? otherTable().get(folded);
  if (value === undefined) return undefined;
  const leading = LEADING_MULTIPLIERS.get(previous)?.language;
  const languages = numberWordLanguages(folded);
  if (leading !== undefined) return languages.has(leading) ? value : undefined;
  for (const language of numberWordLanguages(previous)) if (languages.has(language)) return value;
  return undefined;
}

/**
 * The value of `word` when `next`, the word after it, is a hundred or thousand of its language
 * said after its count (Somali "laba boqol" 200, Uzbek "ikki ming"): then a short word in
 * Latin letters needs no other guard. Undefined otherwise.
 */
export function numberWordBefore(word: string, next: string): number | undefined {
  // The next word's lookup first: most words of a clause are followed by no multiplier.
  if (!LANGUAGE_MULTIPLIERS.has(foldNumberWord(next))) return undefined;
  const folded = foldNumberWord(word);
  const value = WORDS.get(folded) ?? otherTable().get(folded);
  if (value === undefined || value < 1 || value > 99) return undefined;
  return languageMultiplier(next, folded) === undefined ? undefined : value;
}

/**
 * Whether `word` joins the parts of one number after `previous`, a number word of a language
 * that joins them with it (Hausa "arba'in da biyu", Somali "labaatan iyo shan"): the joiners of
 * `number-words-hand.ts` are common words elsewhere ("da", "na").
 */
export function joinsNumberAfter(word: string, previous: string | null): boolean {
  const languages = HAND_JOINERS.get(word);
  if (languages === undefined || previous === null) return false;
  const own = LEADING_MULTIPLIERS.get(previous)?.language;
  if (own !== undefined) return languages.includes(own);
  const of = numberWordLanguages(previous);
  return languages.some((language) => of.has(language));
}

export const PLUS_TEN: ReadonlySet<string> = new Set(["belas", "عشر", "عشرة"]);

/** Korean counter forms of one to four and twenty: numbers only right before a counter. */
export const COUNTER_FORMS: ReadonlySet<string> = new Set(["한", "두", "세", "네", "스무"]);

/** Letters only Vietnamese writes among the languages above. */
const VIETNAMESE = /[ăâđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữự]/u;
/** Letters and words of Portuguese and of German that Spanish and Italian do not write. */
const PORTUGUESE = /[ãõç]|(?<![\p{L}])(?:não|uma|os|do|da|em|nos|nas)(?![\p{L}])/iu;
const GERMAN = /[äöüß]|(?<![\p{L}])(?:der|die|das|und|ist|nicht|mit|vorsichtig)(?![\p{L}])/iu;
/** A word English writes in most sentences: a text holding one is not only Spanish or Italian. */
const ENGLISH = /(?<![\p{L}])(?:the|and|is|are|to|of|it|this|that|with)(?![\p{L}])/iu;

/**
 * Words that are a number only in a text of their own language: the Turkish "on" (ten) is an
 * English preposition, the Vietnamese "năm" (five) also "year", "không" (zero) also "not", the
 * Italian "due" (two) an English adjective, the Spanish "once" (eleven) an English adverb. They
 * count when the text holds a letter only that language writes, or no English word. Any other
 * number word that is a common word of another language (the Hungarian six "hat" is German
 * "has") is weighed by the words around it (`ownLanguagePlausible`).
 */
const ONLY_IN_ITS_TEXT: ReadonlyMap<string, (text: string) => boolean> = new Map([
  ["on", (text: string) => /[ıİşŞğĞ]/u.test(text)],
  ["bin", (text: string) => /[ıİşŞğĞ]/u.test(text)],
  ...["năm", "không", "ba", "hai"].map(
    (word) => [word, (text: string) => VIETNAMESE.test(text)] as const,
  ),
  ...["due", "once"].map((word) => [word, (text: string) => !ENGLISH.test(text)] as const),
  // The Spanish two is the Portuguese "of the"; the Italian six the German "be".
  ["dos", (text: string) => !PORTUGUESE.test(text)],
  ["sei", (text: string) => !GERMAN.test(text)],
]);

/** The text `holdsIn` last read, and what it found there per word ("on" recurs in English). */
let judged = "";
let verdicts = new Map<string, boolean>();

/** Whether `word`, a number word, is one in `text` (`ONLY_IN_ITS_TEXT`). */
function holdsIn(word: string, text: string): boolean {
  const holds = ONLY_IN_ITS_TEXT.get(word);
  if (holds === undefined) return true;
  if (text !== judged) {
    judged = text;
    verdicts = new Map();
  }
  let verdict = verdicts.get(word);
  if (verdict === undefined) {
    // The word's own letters say nothing of the text's language: the rest of it does.
    verdict = holds(text.toLowerCase().split(word).join(" "));
    verdicts.set(word, verdict);
  }
  return verdict;
}

/** Every number word, lower case, to its value. */
const WORDS: ReadonlyMap<string, number> = (() => {
  const words = new Map<string, number>();
  for (const list of Object.values(ZERO_TO_TWENTY_AND_TENS)) {
    const [low = "", tens = ""] = list.split(" | ");
    for (const [i, word] of low.split(" ").entries()) if (word !== "-") words.set(word, i);
    for (const [i, word] of tens.split(" ").entries())
      if (word !== "-") words.set(word, 30 + i * 10);
  }
  for (const [word, value] of Object.entries(OTHER_FORMS)) words.set(word, value);
  return words;
})();

/** A German compound of a unit and a ten ("fünfundzwanzig"). */
const GERMAN_COMPOUND = /^(\p{L}+)und(\p{L}+)$/u;

/**
 * An adjective of a count of digits, written as one word ("vierstellig", "viercijferig",
 * "fyrsiffrig", "czterocyfrowy", "čtyřmístný", "четырёхзначный"): a number's stem, then "-digit".
 */
const DIGITS_ADJECTIVE =
  /^(\p{L}+?)(?:stellig|cijferig|siffrig|cyfrow|místn|ciferný|ciferná|ciferné|значн)\p{L}*$/u;
/** Stems of those adjectives that are no number word of their own. */
const ADJECTIVE_STEMS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    fyr: 4,
    jedno: 1,
    dwu: 2,
    cztero: 4,
    pięcio: 5,
    sześcio: 6,
    siedmio: 7,
    ośmio: 8,
    dziewięcio: 9,
    dziesięcio: 10,
    одно: 1,
    čtyř: 4,
  }),
);

/**
 * The value of one number word (`word` in lower case), or undefined: `text`, the whole message,
 * decides the words that are numbers in one language only (`ONLY_IN_ITS_TEXT`).
 */
export function numberWordValue(raw: string, text: string): number | undefined {
  const word = foldNumberWord(raw);
  const value = WORDS.get(word);
  if (value !== undefined)
    return holdsIn(word, text) && ownLanguagePlausible(word, text) ? value : undefined;
  if (NO_NUMBER.has(word)) return undefined;
  const adjective = DIGITS_ADJECTIVE.exec(word);
  if (adjective !== null) {
    const stem = adjective[1] as string;
    return ADJECTIVE_STEMS.get(stem) ?? WORDS.get(stem);
  }
  // Korean native numbers join a ten and a unit in one word ("열두 자리", "스물다섯").
  const korean = /^(열|스물|서른|마흔|쉰|예순|일흔|여든|아흔)(\p{Script=Hangul}+)$/u.exec(word);
  if (korean !== null) {
    const ten = WORDS.get(korean[1] as string) as number;
    const unit = WORDS.get(korean[2] as string);
    if (unit !== undefined && unit < 10) return ten + unit;
  }
  // Sino-Korean numbers are the CJK numerals read in Hangul ("사십" 40, "이천오백" 2500): a run
  // with a ten, hundred, thousand or ten thousand in it; a lone syllable is most often a word.
  if (SINO_KOREAN.test(word)) {
    const value = cjkNumeralValue(
      [...word].map((syllable) => SINO_KOREAN_CJK.get(syllable)).join(""),
    );
    if (value !== undefined) return value;
  }
  const compound = GERMAN_COMPOUND.exec(word);
  if (compound !== null) {
    const unit = WORDS.get(compound[1] === "ein" ? "eins" : (compound[1] as string));
    const ten = WORDS.get(compound[2] as string);
    if (unit !== undefined && ten !== undefined && unit < 10 && ten >= 20 && ten % 10 === 0)
      return ten + unit;
  }
  if (otherTable().has(word)) return cldrWordValue(word, text);
  const built = compoundValue(word);
  if (built === undefined) {
    if (NO_NUMBER.size >= NO_NUMBER_CAP) NO_NUMBER.clear();
    NO_NUMBER.add(word);
    return undefined;
  }
  // A Finnish compound or a joined ten and unit is read as the CLDR words it is made of are:
  // in no English text.
  return built.needsNoEnglish && !judgedText(text).noEnglish ? undefined : built.value;
}

/** A run of Sino-Korean numerals of two syllables or more holding a power of ten. */
const SINO_KOREAN = /^(?=.*[십백천만])[일이삼사오육칠팔구십백천만]{2,}$/u;
/** Each Sino-Korean numeral as the CJK numeral it reads. */
const SINO_KOREAN_CJK: ReadonlyMap<string, string> = new Map(
  [..."일이삼사오육칠팔구십백천만"].map((syllable, i) => [
    syllable,
    "一二三四五六七八九十百千万"[i] as string,
  ]),
);

/**
 * Words no reader above takes for a number in any text (most words of a clause): remembered,
 * so that the next clause holding them costs one lookup. Cleared when it grows past its cap.
 */
const NO_NUMBER = new Set<string>();
const NO_NUMBER_CAP = 50_000;

/**
 * A number word built of number words, in a case no table holds: the Slavic hundreds (Russian
 * "двухсот", Ukrainian "трьохсот", Polish "dwustu", "pięćset"), the East Slavic tens in an
 * oblique case (Ukrainian "п'ятдесяти", "двадцятьма"), Finnish compounds in any case
 * ("kahdensadan", "kolmesataaviisikymmentä") and Georgian's twenties ("ორმოცდახუთი" 45,
 * "ოცდაათ" before a postposition), and a ten and a unit of one language joined ("otuzbeş").
 * Each reader first checks what it cannot do without (an
 * ending, a script), so that the words of a clause that are no number cost little.
 */
function compoundValue(word: string): { value: number; needsNoEnglish: boolean } | undefined {
  const first = word.charCodeAt(0);
  let value: number | undefined;
  if (first >= 0x0400 && first <= 0x04ff)
    value =
      (CYRILLIC_HUNDRED_END.test(word) ? slavicHundreds(word, CYRILLIC_HUNDREDS) : undefined) ??
      slavicObliqueTens(word);
  else if (first >= 0x10d0 && first <= 0x10ff) value = georgianValue(word);
  else if (first > 0x7a || word.length < 6) value = undefined;
  else if (LATIN_HUNDRED_END.test(word)) value = slavicHundreds(word, LATIN_HUNDREDS);
  else if (word.length >= 8) {
    value = finnishValue(word);
    if (value !== undefined) return { value, needsNoEnglish: true };
  }
  if (value === undefined) {
    const joined = joinedTenAndUnit(word);
    return joined === undefined ? undefined : { value: joined, needsNoEnglish: true };
  }
  return { value, needsNoEnglish: false };
}

/** The tens (20 to 90) of every table, by their first two letters, with their languages. */
let tensByStart: ReadonlyMap<string, readonly (readonly [string, number])[]> | null = null;

function tensTable(): ReadonlyMap<string, readonly (readonly [string, number])[]> {
  if (tensByStart !== null) return tensByStart;
  const table = new Map<string, (readonly [string, number])[]>();
  for (const [word, value] of [...WORDS, ...otherTable()]) {
    if (value < 20 || value > 90 || value % 10 !== 0 || [...word].length < 3) continue;
    const start = word.slice(0, 2);
    const had = table.get(start);
    if (had === undefined) table.set(start, [[word, value] as const]);
    else had.push([word, value] as const);
  }
  tensByStart = table;
  return table;
}

/**
 * A ten and a unit of one language written as one word where the language spaces them or no
 * table spells them joined (Turkish "otuzbeş" of "otuz beş"): the ten's word, then a unit's of
 * 1 to 9 of a language the ten is one of; undefined for any other word, after one lookup of
 * its first two letters for most.
 */
function joinedTenAndUnit(word: string): number | undefined {
  const tens = tensTable().get(word.slice(0, 2));
  if (tens === undefined) return undefined;
  for (const [ten, value] of tens) {
    if (word.length <= ten.length || !word.startsWith(ten)) continue;
    const rest = word.slice(ten.length);
    const unit = WORDS.get(rest) ?? otherTable().get(rest);
    if (unit === undefined || unit < 1 || unit > 9) continue;
    const languages = numberWordLanguages(ten);
    for (const language of numberWordLanguages(rest))
      if (languages.has(language)) return value + unit;
  }
  return undefined;
}

/** Apostrophes of Ukrainian ("п'ять", "п’ять", "пʼять") written one way. */
const oneApostrophe = (word: string) => (/[’ʼ]/u.test(word) ? word.replace(/[’ʼ]/gu, "'") : word);

/**
 * The endings of a hundred in each case, after the unit's own form ("двух|сот", "пяти|сот",
 * "три|ста", "две|сти", "pięciu|set", "trzy|stu"), and the unit forms no table holds.
 */
const HUNDRED_ENDINGS: readonly { language: string; endings: readonly string[]; units: string }[] =
  [
    {
      language: "ru",
      endings: ["сот", "ста", "сти", "стам", "стами", "стах"],
      units: "трёх:3 четырёх:4 трём:3 четырём:4 двум:2 двумя:2 тремя:3 четырьмя:4",
    },
    {
      language: "uk",
      endings: ["сот", "ста", "сті", "стам", "стами", "стах"],
      units: "двом:2 трьом:3 чотирьом:4 двома:2 трьома:3 чотирма:4 п'ятьма:5 шістьма:6",
    },
    { language: "pl", endings: ["ście", "sta", "set", "stu", "stoma"], units: "dwu:2" },
  ];

const CYRILLIC_HUNDREDS = HUNDRED_ENDINGS.filter((h) => h.language !== "pl");
const LATIN_HUNDREDS = HUNDRED_ENDINGS.filter((h) => h.language === "pl");
/** The endings above, one test for the words of each script that end in none of them. */
const CYRILLIC_HUNDRED_END = /(?:сот|ст[аиі]|стам|стами|стах)$/u;
const LATIN_HUNDRED_END = /(?:ście|sta|set|stu|stoma)$/u;

/** Each language's number words of 2 to 9 (its table, CLDR's and the forms above). */
let unitsOf: ReadonlyMap<string, ReadonlyMap<string, number>> | null = null;

function unitTable(): ReadonlyMap<string, ReadonlyMap<string, number>> {
  if (unitsOf !== null) return unitsOf;
  const table = new Map<string, Map<string, number>>();
  for (const { language, units } of HUNDRED_ENDINGS) {
    const words = new Map<string, number>();
    const own = ZERO_TO_TWENTY_AND_TENS[language]?.split(" | ")[0]?.split(" ") ?? [];
    for (const [i, w] of own.entries()) words.set(oneApostrophe(w), i);
    const cldr = CLDR_NUMBER_WORDS.split("\n").find((line) => line.startsWith(`${language} `));
    for (const pair of cldr?.split(" ").slice(1) ?? []) {
      const at = pair.lastIndexOf(":");
      words.set(oneApostrophe(pair.slice(0, at)), Number(pair.slice(at + 1)));
    }
    for (const [w, v] of Object.entries(OTHER_FORMS))
      if (/\p{Script=Cyrillic}/u.test(w) === (language !== "pl")) words.set(oneApostrophe(w), v);
    for (const pair of units.split(" ")) {
      const at = pair.lastIndexOf(":");
      words.set(pair.slice(0, at), Number(pair.slice(at + 1)));
    }
    for (const [w, v] of words) if (v < 2 || v > 9) words.delete(w);
    table.set(language, words);
  }
  unitsOf = table;
  return table;
}

/** A hundred of 200 to 900 in one word, in any case, or undefined. */
function slavicHundreds(
  raw: string,
  languages: readonly (typeof HUNDRED_ENDINGS)[number][],
): number | undefined {
  const word = oneApostrophe(raw);
  for (const { language, endings } of languages)
    for (const ending of endings) {
      if (!word.endsWith(ending) || word.length <= ending.length + 2) continue;
      const units = unitTable().get(language);
      const unit = word.slice(0, -ending.length);
      // The nominative drops the unit's soft sign: "п'ятсот", "шістсот" of "п'ять", "шість".
      const value = units?.get(unit) ?? units?.get(`${unit}ь`);
      if (value !== undefined) return value * 100;
    }
  return undefined;
}

/**
 * A Russian or Ukrainian ten or teen in an oblique case: the genitive, dative and locative in
 * -и ("п'ятдесяти", "двадцяти", "одинадцяти" of "п'ятдесят", "двадцять"), the instrumental in
 * -ма ("двадцятьма"), of a number of ten or more.
 */
function slavicObliqueTens(raw: string): number | undefined {
  if (!raw.endsWith("и") && !raw.endsWith("ма")) return undefined;
  const word = oneApostrophe(raw);
  const stem = word.endsWith("и")
    ? word.slice(0, -1)
    : word.endsWith("ма")
      ? word.slice(0, -2)
      : null;
  if (stem === null || !/\p{Script=Cyrillic}/u.test(word)) return undefined;
  for (const form of [stem, `${stem}ь`]) {
    const value = WORDS.get(form) ?? WORDS.get(form.replace(/'/g, "’"));
    if (value !== undefined && value >= 10) return value;
  }
  return undefined;
}

/** Finnish number words in any case, by value (CLDR's forms), by their first two letters. */
let finnishParts: ReadonlyMap<string, readonly (readonly [string, number])[]> | null = null;

function finnishTable(): ReadonlyMap<string, readonly (readonly [string, number])[]> {
  if (finnishParts !== null) return finnishParts;
  const line = CLDR_NUMBER_WORDS.split("\n").find((l) => l.startsWith("fi ")) ?? "";
  const parts = line
    .split(" ")
    .slice(1)
    .map((pair) => {
      const at = pair.lastIndexOf(":");
      return [pair.slice(0, at), Number(pair.slice(at + 1))] as const;
    })
    .filter(([w, v]) => v > 0 && !w.includes("-"));
  // Longest first: "kahdeksan" before "kahden".
  const byStart = new Map<string, (readonly [string, number])[]>();
  for (const part of parts.sort((a, b) => b[0].length - a[0].length)) {
    const start = part[0].slice(0, 2);
    const had = byStart.get(start);
    if (had === undefined) byStart.set(start, [part]);
    else had.push(part);
  }
  finnishParts = byStart;
  return byStart;
}

/**
 * A Finnish number written as one word of number words, each in the case of the whole
 * ("kahden|sadan" 200, "kolme|sataa|viisi|kymmentä" 350): read as a sum of groups, each a
 * number under a hundred or one multiplied by a hundred or a thousand; undefined for a word no
 * split of which is a number.
 */
function finnishValue(word: string): number | undefined {
  // The first letters of every Finnish number word, before its table is built.
  if (!/^(?:y[kh]|k[aouy]|ne|vi|se|sa|tu)[a-zäö]+$/u.test(word)) return undefined;
  if (!finnishTable().has(word.slice(0, 2))) return undefined;
  const split = (at: number): number[] | null => {
    if (at === word.length) return [];
    for (const [part, value] of finnishTable().get(word.slice(at, at + 2)) ?? []) {
      if (!word.startsWith(part, at)) continue;
      const rest = split(at + part.length);
      if (rest !== null) return [value, ...rest];
    }
    return null;
  };
  const values = split(0);
  if (values === null || values.length < 2) return undefined;
  let total = 0;
  let group = 0;
  for (const value of values) {
    if (value === 1000) {
      total += (group || 1) * 1000;
      group = 0;
    } else if (value === 100) {
      if (group >= 10) return undefined;
      group = (group || 1) * 100;
    } else if (group % 100 === 0 || (group < 100 && group % 10 === 0 && value < 10)) group += value;
    else return undefined;
  }
  return total + group;
}

/** Georgian units and teens by their stem, the twenties, the hundreds ("ორ|ას" 200). */
const GEORGIAN_UNITS: ReadonlyMap<string, number> = new Map(
  "ერთ ორ სამ ოთხ ხუთ ექვს შვიდ რვა ცხრა ათ თერთმეტ თორმეტ ცამეტ თოთხმეტ თხუთმეტ თექვსმეტ ჩვიდმეტ თვრამეტ ცხრამეტ"
    .split(" ")
    .map((stem, i) => [stem, i + 1] as const),
);
const GEORGIAN_TWENTIES: ReadonlyMap<string, number> = new Map([
  ["ოც", 20],
  ["ორმოც", 40],
  ["სამოც", 60],
  ["ოთხმოც", 80],
]);
/** What may end a Georgian number: its nominative -ი, a case ending or a postposition. */
const GEORGIAN_ENDING = /(?:ი|ით|ის|ს|ზე|ში|ამდე|იდან|დან|ად)?$/u;

/**
 * A Georgian number under a thousand in one word, counted by twenties ("ოცდაათი" 20 and 10,
 * "ორმოცდახუთი" 2×20 and 5, "ორას" 200), with or without its ending ("ოცდაათ წუთში").
 */
function georgianValue(word: string): number | undefined {
  const core = (w: string): number | undefined => {
    let rest = w;
    let value = 0;
    const hundred = /^([\u10d0-\u10ff]*?)ას/u.exec(rest);
    if (hundred !== null) {
      const unit = hundred[1] === "" ? 1 : GEORGIAN_UNITS.get(hundred[1] as string);
      if (unit === undefined || unit > 9) return undefined;
      value = unit * 100;
      rest = rest.slice(hundred[0].length);
    }
    for (const [stem, twenty] of GEORGIAN_TWENTIES)
      if (rest.startsWith(stem) && (rest === stem || rest.startsWith("და", stem.length))) {
        value += twenty;
        rest = rest.slice(stem.length + (rest === stem ? 0 : 2));
        break;
      }
    if (rest !== "") {
      const unit = GEORGIAN_UNITS.get(rest);
      if (unit === undefined) return undefined;
      value += unit;
    }
    return value;
  };
  for (let cut = 0; cut <= 4 && cut < word.length; cut++) {
    const ending = word.slice(word.length - cut);
    if (cut > 0 && !GEORGIAN_ENDING.test(ending)) continue;
    if (cut > 0 && GEORGIAN_ENDING.exec(ending)?.[0] !== ending) continue;
    const value = core(word.slice(0, word.length - cut));
    if (value !== undefined && value > 0) return value;
  }
  return undefined;
}

/**
 * The number words of the languages CLDR spells numbers out in (number-words-cldr.generated.ts),
 * where the table above has no word: the rest of the seventy-odd languages. Left out: a word of
 * fewer than three letters and the zeros ("en", "ti", "null", "dim" are words of other
 * languages first). Read once, on the first word the table above does not know.
 */
let cldrWords: ReadonlyMap<string, number> | null = null;

function otherTable(): ReadonlyMap<string, number> {
  if (cldrWords !== null) return cldrWords;
  const words = new Map<string, number>();
  const put = (word: string, value: number) => {
    // Each Ethiopic letter is a syllable: Amharic twenty "ሃያ" is two letters, no stray initial.
    const least = /^[\u1200-\u137f]/u.test(word) ? 2 : 3;
    if (value === 0 || [...word].length < least || WORDS.has(word)) return;
    // A spelling two languages give different values reads as none.
    const had = words.get(word);
    words.set(word, had === undefined || had === value ? value : Number.NaN);
  };
  for (const line of OTHER_NUMBER_WORDS.split("\n")) {
    for (const pair of line.split(" ").slice(1)) {
      const at = pair.lastIndexOf(":");
      const word = foldNumberWord(pair.slice(0, at));
      const value = Number(pair.slice(at + 1));
      put(word, value);
      // The prose reader cuts an apostrophe that ends a word (Maltese "disa'" is read "disa").
      if (word.endsWith("'")) put(word.slice(0, -1), value);
    }
  }
  for (const [word, value] of words) if (Number.isNaN(value)) words.delete(word);
  cldrWords = words;
  return words;
}

/**
 * A CLDR number word's value: only in a text with no English word in it, since many of them are
 * English words too ("pet", "set", "hat", "opt", "pump"); and a short one in Latin letters only
 * in a text that writes a letter English does not (Croatian "osam" in "Najviše osam paketa").
 */
function cldrWordValue(word: string, text: string): number | undefined {
  const value = otherTable().get(word);
  if (value === undefined) return undefined;
  const verdict = judgedText(text);
  if (!verdict.noEnglish) return undefined;
  if (word.length < 5 && /^[a-z'’-]+$/.test(word) && !verdict.otherLetters) return undefined;
  return ownLanguagePlausible(word, text) ? value : undefined;
}

/** The English number words, as the table holds them. */
const ENGLISH_NUMBERS = ` ${ZERO_TO_TWENTY_AND_TENS.en?.replace(" | ", " ")} `;

/** Each common word (`common-words.ts`) to the languages it is common in. */
let commonLanguages: ReadonlyMap<string, ReadonlySet<string>> | null = null;

function commonTable(): ReadonlyMap<string, ReadonlySet<string>> {
  if (commonLanguages !== null) return commonLanguages;
  const table = new Map<string, Set<string>>();
  for (const [language, words] of Object.entries(COMMON_WORDS))
    for (const word of words.split(" ")) {
      const had = table.get(word);
      if (had === undefined) table.set(word, new Set([language]));
      else had.add(language);
    }
  commonLanguages = table;
  return table;
}

/**
 * Each number word to the languages it is one of: every word of the hand-kept table above, and
 * each of CLDR's and `number-words-hand.ts`'s as `otherTable` reads them (three letters or more,
 * two in Ethiopic, no zero), folded, and an ending apostrophe also cut ("disa'", "disa"). Built
 * once: weighing a word against the words of its clause asks it of each of them.
 */
let languagesByWord: ReadonlyMap<string, ReadonlySet<string>> | null = null;

function languageIndex(): ReadonlyMap<string, ReadonlySet<string>> {
  if (languagesByWord !== null) return languagesByWord;
  const index = new Map<string, Set<string>>();
  const put = (word: string, language: string) => {
    const had = index.get(word);
    if (had === undefined) index.set(word, new Set([language]));
    else had.add(language);
  };
  for (const [language, list] of Object.entries(ZERO_TO_TWENTY_AND_TENS))
    for (const word of list.replace(" | ", " ").split(" ")) put(word, language);
  for (const line of OTHER_NUMBER_WORDS.split("\n")) {
    const [language = "", ...pairs] = line.split(" ");
    for (const pair of pairs) {
      const at = pair.lastIndexOf(":");
      const word = foldNumberWord(pair.slice(0, at));
      const least = /^[\u1200-\u137f]/u.test(word) ? 2 : 3;
      if (Number(pair.slice(at + 1)) === 0 || [...word].length < least) continue;
      put(word, language);
      if (word.endsWith("'")) put(word.slice(0, -1), language);
    }
  }
  languagesByWord = index;
  return index;
}

/** Whether `word` is a number word of `language` (`languageIndex`). */
function isNumberOf(word: string, language: string): boolean {
  return languageIndex().get(word)?.has(language) === true;
}

/** No language. */
const NONE: ReadonlySet<string> = new Set();

/** The languages `word` is a number word of, in the tables above and CLDR's (none: empty). */
export function numberWordLanguages(raw: string): ReadonlySet<string> {
  return languageIndex().get(foldNumberWord(raw)) ?? NONE;
}

/**
 * The languages `word`, a number word, is a common word of but no number in (the Hungarian six
 * "hat" is German "has"): empty for most, whose reading then costs one lookup.
 */
function collidingLanguages(word: string): readonly string[] {
  // One lookup: a search of every common word's string per number word cost more than the
  // table, built once, now that a clause holds more number words of more languages.
  const common = commonTable().get(word);
  if (common === undefined) return [];
  const own = numberWordLanguages(word);
  return [...common].filter((language) => !own.has(language));
}

/** The text `ownLanguagePlausible` last read: its words, and its verdict per number word. */
let weighed = "";
let weighedWords: string[] = [];
let plausible = new Map<string, boolean>();

/**
 * Whether a number word that is also a common word of another language (`collidingLanguages`)
 * is said in its own: the other words of `text` are not more often words of the other language
 * (common or number words) than of its own, or, for a word of the hand-kept table, fewer than two. "Die Datei hat fünf Zeilen" is German, and its
 * "hat" no Hungarian six; "legfeljebb hat óra" holds no German word, and it stays one.
 */
function ownLanguagePlausible(word: string, text: string): boolean {
  // An English number word ("ten", Polish and Czech "this", Dutch "at the") stays one: English
  // is the language any text here may be in, and its own words decide it (`ONLY_IN_ITS_TEXT`).
  if (ENGLISH_NUMBERS.includes(` ${word} `)) return true;
  const against = collidingLanguages(word);
  if (against.length === 0) return true;
  if (text !== weighed) {
    weighed = text;
    // A word of one letter is a word of half the languages ("a", "i", "o", "s", "v") and a
    // unit's or a name's letter as often ("10 s", "v2"): evidence of none.
    weighedWords = (text.toLowerCase().match(/\p{L}[\p{L}\p{M}'’ʼ]*/gu) ?? []).filter(
      (w) => [...w].length > 1,
    );
    plausible = new Map();
  }
  const known = plausible.get(word);
  if (known !== undefined) return known;
  const own = numberWordLanguages(word);
  const inAny = (languages: ReadonlySet<string> | undefined, of: Iterable<string>) => {
    if (languages === undefined) return false;
    for (const language of of) if (languages.has(language)) return true;
    return false;
  };
  let mine = 0;
  let theirs = 0;
  const numberOf = (other: string, languages: Iterable<string>) => {
    for (const language of languages) if (isNumberOf(other, language)) return true;
    return false;
  };
  for (const other of weighedWords) {
    if (other === word) continue;
    const common = commonTable().get(other);
    const isMine = inAny(common, own) || numberOf(other, own);
    const isTheirs = inAny(common, against) || numberOf(other, against);
    if (isMine && !isTheirs) mine++;
    else if (isTheirs && !isMine) theirs++;
  }
  // A word of the table of the languages users write rules in is one of theirs unless two
  // words say otherwise; one of CLDR's other languages is no number beside one.
  const verdict = theirs <= mine || theirs < (WORDS.has(word) ? 2 : 1);
  plausible.set(word, verdict);
  return verdict;
}

/** Letters an inflected number word shares with its number word at least. */
const STEM_SHARED = 4;
/** Letters its ending, and the number word's own ending it replaces, have at most. */
const MAX_ENDING = 3;
/** Letters its ending has at least: one letter shared with the next word agrees by chance. */
const MIN_ENDING = 2;

/** Every number word of four letters or more, by its first four letters. */
let byStem: ReadonlyMap<string, readonly [string, number][]> | null = null;

function stemTable(): ReadonlyMap<string, readonly [string, number][]> {
  if (byStem !== null) return byStem;
  const table = new Map<string, [string, number][]>();
  for (const [word, value] of [...WORDS, ...otherTable()]) {
    const letters = [...word];
    if (letters.length < STEM_SHARED || ONLY_IN_ITS_TEXT.has(word) || !/^\p{L}+$/u.test(word))
      continue;
    const key = letters.slice(0, STEM_SHARED).join("");
    const had = table.get(key);
    if (had === undefined) table.set(key, [[word, value]]);
    else had.push([word, value]);
  }
  byStem = table;
  return table;
}

/**
 * The value of a number word with a case ending no table holds (the Finnish "kahdeksalla" of
 * "kahdeksan", "kolmella" of "kolme"), or undefined. Guarded as the CLDR words are, and more: a
 * word no table knows, in a text with no English word; it shares four letters or more with one
 * number word (of one value) and replaces at most three of its letters by an ending of two or
 * three; and `next`, the word after it, ends with that ending too. A number word agrees in case
 * with the noun it counts ("kahdeksalla tunnilla"): an ordinal ("kolmas viikko"), a month
 * ("ottobre 2026") or another word on the same stem ("Achtung bitte") does not.
 */
export function inflectedNumberValue(
  word: string,
  next: string | undefined,
  text: string,
): number | undefined {
  const letters = [...word];
  if (next === undefined || letters.length <= STEM_SHARED) return undefined;
  if (WORDS.has(word) || !judgedText(text).noEnglish) return undefined;
  const values = new Set<number>();
  for (const [known, value] of stemTable().get(letters.slice(0, STEM_SHARED).join("")) ?? []) {
    const own = [...known];
    let shared = 0;
    while (shared < own.length && own[shared] === letters[shared]) shared++;
    const ending = letters.slice(shared).join("");
    if (letters.length - shared < MIN_ENDING || letters.length - shared > MAX_ENDING) continue;
    if (own.length - shared > MAX_ENDING || !next.toLowerCase().endsWith(ending)) continue;
    values.add(value);
  }
  const [only] = values;
  return values.size === 1 ? only : undefined;
}

/** The text `judgedText` last read, and what it found there. */
let judgedOnce = "";
let verdictOnce = { noEnglish: false, otherLetters: false };

function judgedText(text: string): { noEnglish: boolean; otherLetters: boolean } {
  if (text !== judgedOnce) {
    judgedOnce = text;
    verdictOnce = { noEnglish: !ENGLISH.test(text), otherLetters: /[^\p{ASCII}\P{L}]/u.test(text) };
  }
  return verdictOnce;
}

/** CJK numerals and their values; 十 百 千 万 multiply. */
const CJK_DIGITS: ReadonlyMap<string, number> = new Map(
  [..."〇一二三四五六七八九"]
    .map((c, i) => [c, i] as [string, number])
    .concat([
      ["零", 0],
      ["两", 2],
      ["兩", 2],
      ["壱", 1],
      ["弐", 2],
    ]),
);
const CJK_POWERS: ReadonlyMap<string, number> = new Map([
  ["十", 10],
  ["百", 100],
  ["千", 1000],
  ["万", 10000],
  ["萬", 10000],
]);

/** A run of CJK numerals ("三", "十二", "两千五百"). */
export const CJK_NUMERAL = /[〇零一二三四五六七八九两兩十百千万萬]+/gu;

/**
 * The value of a run of CJK numerals ("三" 3, "十二" 12, "二十" 20, "两千五百" 2500), or
 * undefined for a run that is no number by itself (a lone 万 or 千: "万一" means "in case").
 */
export function cjkNumeralValue(run: string): number | undefined {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const char of run) {
    const d = CJK_DIGITS.get(char);
    if (d !== undefined) {
      // Two digits in a row read as a place-value run ("二〇二六"): none of a rule's counts.
      if (digit !== null) return undefined;
      digit = d;
      continue;
    }
    const power = CJK_POWERS.get(char) as number;
    if (power === 10000) {
      section = (section + (digit ?? 0)) * power;
      if (section === 0) return undefined;
      total += section;
      section = 0;
    } else {
      if (digit === null && power !== 10) return undefined;
      section += (digit ?? 1) * power;
    }
    digit = null;
  }
  return total + section + (digit ?? 0);
}

/** Thai number words, written without spaces between them and the unit ("สองชั่วโมง"). */
const THAI_DIGITS: ReadonlyMap<string, number> = new Map(
  "ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า".split(" ").map((w, i) => [w, i] as const),
);
/** A run of Thai number words ("สอง", "สิบสอง", "ยี่สิบเอ็ด", "สามร้อย"). */
export const THAI_NUMERAL = /(?:ศูนย์|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|ยี่|เอ็ด|ร้อย|พัน)+/gu;

/** The value of a run of Thai number words, or undefined for one that is no number. */
export function thaiNumeralValue(run: string): number | undefined {
  const tokens = run.match(/ศูนย์|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ|ยี่|เอ็ด|ร้อย|พัน/gu) ?? [];
  let total = 0;
  let digit: number | null = null;
  for (const token of tokens) {
    const d = THAI_DIGITS.get(token);
    if (d !== undefined) {
      if (digit !== null) return undefined;
      digit = d;
    } else if (token === "ยี่") {
      if (digit !== null) return undefined;
      digit = 2;
    } else if (token === "เอ็ด") {
      if (digit !== null || total === 0) return undefined;
      digit = 1;
    } else {
      const power = token === "สิบ" ? 10 : token === "ร้อย" ? 100 : 1000;
      total += (digit ?? (power === 10 ? 1 : 0)) * power;
      if (total === 0) return undefined;
      digit = null;
    }
  }
  return tokens.length === 0 ? undefined : total + (digit ?? 0);
}
