/**
 * The word tables of reversal.ts: the words that take back what their clause or sentence names
 * ("forget", "no longer", "instead", "ya no", "改为"), those that take back a clause only when
 * it names the older rule's own value ("not enough", "artık", "لم يعد", "不够"), and those that
 * only add ("also", "auch", "也"), in the languages users write rules in, each compiled to one
 * pattern. A closed vocabulary; its positive and negative examples are in
 * `test/generate/reversal.test.ts`. Pure.
 */

/**
 * Reversal words and phrases that take back what their own clause names ("forget moment",
 * "drop Node 18", "no longer log requests"). Matched in lower case at word boundaries (CJK
 * phrases anywhere).
 */
const REVERSAL = [
  "forget",
  "not anymore",
  "anymore",
  "rather than",
  "drop",
  "stop",
  "revert",
  "undo",
  "ignore",
  "olvida",
  "ya no",
  "en lugar de",
  "en vez de",
  "vergiss",
  "nicht mehr",
  "oublie",
  "au lieu de",
  "plus besoin",
  "esquece",
  "esqueça",
  "em vez de",
  "ao invés de",
  "já não",
  "dimentica",
  "dimenticate",
  "invece di",
  "al posto di",
  "non più",
  "lascia perdere",
];
/**
 * Reversals said around their verb ("não registre mais", "non loggare più", "ne logge plus"):
 * patterns, the verb between.
 */
const REVERSAL_AROUND = [
  "não \\p{L}+ mais",
  "non \\p{L}+ più",
  "ne \\p{L}+ plus",
  // "no longer than 30 s" sets a limit; it takes nothing back.
  "no longer(?! than)",
];
const REVERSAL_CJK = ["不要再", "不再", "改为", "改成", "别再"];
/**
 * "No longer" and "not enough" of more languages: they take back what their clause names only
 * when the clause names the older rule's own value ("3.8 artık yetmiyor", "جافا ١١ لم تعد
 * كافية" against "Keep it working on Python 3.8", "Build for Java 11"): the value, not a word,
 * is the shared subject there (`namesValueOf`). Alone they are too common a word ("artık" is
 * also "from now on") to take back a rule that only shares a word with them.
 */
const NO_LONGER = [
  "not enough",
  "isn't enough",
  "no basta",
  "no alcanza",
  "no es suficiente",
  "reicht nicht",
  "genügt nicht",
  "nicht länger",
  "ne suffit plus",
  "plus assez",
  "não basta",
  "não chega",
  "não é suficiente",
  "non basta",
  "non è più",
  "niet meer",
  "niet langer",
  "niet genoeg",
  "volstaat niet",
  "inte längre",
  "räcker inte",
  "już nie",
  "nie wystarcza",
  "nie wystarczy",
  "už ne",
  "nestačí",
  "больше не",
  "уже не",
  "недостаточно",
  "не хватает",
  "більше не",
  "вже не",
  "недостатньо",
  "artık",
  "yetmiyor",
  "yetmez",
  "yeterli değil",
  "ei enää",
  "ei riitä",
  "δεν αρκεί",
  "όχι πια",
  "πλέον δεν",
  "tidak lagi",
  "sudah tidak",
  "tidak cukup",
  "tak cukup",
  "không còn",
  "không đủ",
  "अब नहीं",
  "काफ़ी नहीं",
  "काफी नहीं",
  "पर्याप्त नहीं",
  "لم يعد",
  "لم تعد",
  "ما عاد",
  "لا يكفي",
  "لا تكفي",
  "کافی نیست",
  "دیگر نه",
  "כבר לא",
  "לא מספיק",
  "আর না",
  "যথেষ্ট নয়",
];
/** The same, of the scripts written without spaces or with particles glued on. */
const NO_LONGER_CJK = ["不够", "不足", "足りない", "不十分", "더 이상", "부족", "ไม่พอ", "ไม่เพียงพอ"];

/**
 * Reversal words that take back what their whole sentence names ("Actually, the cache should
 * live in memory, not Redis.").
 */
const SENTENCE_REVERSAL = [
  "actually",
  "instead",
  "scratch that",
  "never mind",
  "change of plan",
  "stattdessen",
  "finalement",
  "plutôt",
  "invece",
  "anzi",
  "na verdade",
  "em vez disso",
];
const SENTENCE_REVERSAL_CJK = ["算了", "而是"];

/** Words of a newer message that adds to the older rule rather than replacing it. */
const ADDITIVE = [
  "also",
  "too",
  "as well",
  "additionally",
  "in addition",
  "además",
  "auch",
  "aussi",
];
const ADDITIVE_CJK = ["也", "还要", "另外"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const phrases = (
  list: readonly string[],
  cjk: readonly string[],
  patterns: readonly string[] = [],
) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...list.map(escapeRegExp), ...patterns].join("|")})(?![\\p{L}\\p{N}])|${cjk.map(escapeRegExp).join("|")}`,
    "iu",
  );
/** A reversal that takes back what its own clause names. */
export const REVERSAL_RE = phrases(REVERSAL, REVERSAL_CJK, REVERSAL_AROUND);
/** A reversal that takes back what its whole sentence names. */
export const SENTENCE_REVERSAL_RE = phrases(SENTENCE_REVERSAL, SENTENCE_REVERSAL_CJK);
/** Words of a message that adds to a rule. */
export const ADDITIVE_RE = phrases(ADDITIVE, ADDITIVE_CJK);
/** "No longer", "not enough": a reversal of the clause naming the older rule's value. */
export const NO_LONGER_RE = phrases(NO_LONGER, NO_LONGER_CJK);
