/**
 * Two shapes of a task said without an imperative (SPEC §2.3), read sentence by sentence:
 *
 * - a **statement of need**: what is missing or wanted, said as a fact ("The piece that's
 *   missing is a function that …", "What we lack is …", "Nothing yet sends …", "Ce qui
 *   manque, c'est …", "Es fehlt noch …");
 * - a **request with no content of its own**: a short ask whose object is only a pronoun, or
 *   nothing ("Please write it.", "Can you build that?", "Mach das bitte.", "请写一下。"). It
 *   takes its content from the sentence before it, so it is never a task alone.
 *
 * Structure decides where these sit (task-sentences.ts); the word tables below only recognise
 * the two shapes, in the languages users write in, with their examples in the test. Pure.
 */
import { NAMES_A_THING } from "./task-statement.js";

/**
 * Words and phrases that say something is missing or wanted, per language, matched as whole
 * words (lower case). A background sentence ("Maria prints them every Monday.") has none.
 */
const NEED_PHRASES = [
  // English
  "missing",
  "lack",
  "lacks",
  "lacking",
  "we need",
  "we'd need",
  "what we need",
  "is needed",
  "are needed",
  "we want",
  "what we want",
  "we'd like",
  "would like",
  "wanted",
  "doesn't exist",
  "does not exist",
  // German
  "fehlt",
  "fehlen",
  "brauchen",
  "bräuchten",
  "wir wollen",
  "wir hätten gern",
  "gibt es noch nicht",
  // French
  "manque",
  "manquent",
  "il nous faut",
  "il faudrait",
  "besoin",
  "voudrions",
  "aimerions",
  // Spanish, Portuguese, Italian
  "falta",
  "faltan",
  "hace falta",
  "necesitamos",
  "nos gustaría",
  "precisamos",
  "manca",
  "mancano",
  "ci serve",
  "abbiamo bisogno",
  // Polish, Dutch
  "brakuje",
  "potrzebujemy",
  "ontbreekt",
  "hebben we nodig",
];

/** "Nothing yet …", "no … yet", "noch kein …", "pas encore", "todavía no": nothing exists yet. */
const NOT_YET =
  /\b(?:nothing|no|not|none|nobody|never)\b[^.!?]*\byet\b|\byet\b[^.!?]*\b(?:nothing|no|not|none)\b|\bnoch\s+(?:kein\w*|nicht\w*|nichts)\b|\b(?:pas|rien|aucun\w*|personne)\b[^.!?]*\bencore\b|\bencore\s+(?:rien|aucun\w*|pas)\b|\b(?:todavía|aún|ainda|ancora)\s+(?:no|não|non|nada|nadie|ningun\w*|nessun\w*|nenhum\w*)\b|\b(?:nada|nadie|ningún|ninguna|nessun\w*|nenhum\w*)\b[^.!?]*\b(?:todavía|aún|ainda|ancora)\b|\bjeszcze\s+nie\b|\bnog\s+(?:geen|niet|niets)\b/u;

/** "We also need …", "I still want …": who needs it, an adverb or two, the verb. */
const WE_NEED =
  /\b(?:we|i|they|you)\s+(?:\w+\s+){0,2}?(?:need|needs|want|wants|lack)\b(?!\s+to\b)/u;

/** Need in scripts written without spaces between words. */
const NEED_CJK =
  /缺少|缺的|缺一个|还没有|还缺|需要一个|想要一个|足りない|まだない|ありません|必要です/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const NEED = new RegExp(
  `(?<![\\p{L}'’])(?:${NEED_PHRASES.map(escapeRegExp)
    .join("|")
    .replace(/'/g, "['’]")})(?![\\p{L}'’])`,
  "u",
);

/**
 * Whether `sentence` states what is missing or wanted: a need phrase, or that nothing does it
 * yet. A question is no statement ("Is anything missing?").
 */
export function isNeedStatement(sentence: string): boolean {
  if (/[?？]\s*$/u.test(sentence)) return false;
  const lower = sentence.toLowerCase();
  return NEED.test(lower) || WE_NEED.test(lower) || NOT_YET.test(lower) || NEED_CJK.test(sentence);
}

/** Words that ask, politely or by a modal ("please", "can", "kannst", "peux", "puedes", "请"). */
const REQUEST_MARKERS = new Set(
  (
    "please pls can could would will bitte kannst könntest können magst " +
    "peux pouvez pourrais pourriez plaît plait stp svp favor puedes podrías puede podría " +
    "favore puoi potresti può proszę możesz mógłbyś kun kan alsjeblieft graag pode podes consegue"
  ).split(" "),
);

/** Words that carry nothing of a request's content: who asks, who does it, when, softeners. */
const FILLER = new Set(
  (
    "you du sie tu vous usted je jij me mir moi nous us uns for für pour para per por s il " +
    "now jetzt maintenant ahora ora just mal doch then dann ensuite also bien"
  ).split(" "),
);

/** Words that only point back: pronouns standing for the thing said before. */
const PRONOUNS = new Set(
  (
    "it that this them those these " +
    "das es dies sie ihn " +
    "le la les l ça cela ceci " +
    "lo eso esto ello " +
    "questo quello " +
    "to ją go je " +
    "dat het dit " +
    "isso isto"
  ).split(" "),
);

/** The most words of a sentence that only points back ("Write it.", "Schreib sie bitte."). */
const POINTING_WORDS = 5;

/** Request words and pronouns in scripts written without spaces. */
const CJK_REQUEST = /请|麻烦|帮我|帮忙|一下|吧|能不能|可以吗|好吗|ください|お願い/gu;
const CJK_PRONOUN = /它|这个|那个|これ|それ/gu;
const CJK_LETTERS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** The most characters a CJK request with no content keeps once its markers are gone. */
const CJK_CONTENT = 4;

/** The words of `sentence` that are neither request words, filler nor pronouns. */
function contentWords(sentence: string): { asks: boolean; pointsBack: boolean; left: string[] } {
  const tokens = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  const asks = tokens.some((word) => REQUEST_MARKERS.has(word));
  const pointsBack = tokens.some((word) => PRONOUNS.has(word));
  const left = tokens.filter(
    (word) => !REQUEST_MARKERS.has(word) && !PRONOUNS.has(word) && !FILLER.has(word),
  );
  return { asks, pointsBack, left };
}

/**
 * Whether `sentence` is a request with no content of its own: it asks (a polite or modal word)
 * and what is left once its request words, filler and pronouns are gone is a verb and at most a
 * word or two — "Please write it.", "Can you build that?", "Mach das bitte.", "Tu peux
 * l'écrire ?", "¿Puedes escribirla?", "请写一下。". A sentence that names a thing of the work
 * ("Please write it in src/cut.js.") or says what to make ("Please add a test for it.") has
 * content of its own.
 */
export function isContentlessRequest(sentence: string): boolean {
  if (NAMES_A_THING.test(sentence)) return false;
  const cjk = sentence.match(CJK_LETTERS) ?? [];
  if (cjk.length > 0) {
    if (sentence.match(CJK_REQUEST) === null) return false;
    const left = sentence.replace(CJK_REQUEST, "").replace(CJK_PRONOUN, "").match(CJK_LETTERS);
    return (left ?? []).length <= CJK_CONTENT;
  }
  const { asks, pointsBack, left } = contentWords(sentence);
  return asks && left.length <= (pointsBack ? 2 : 1);
}

/**
 * Whether `sentence` opens on a pronoun standing for what was said before it, as its subject
 * ("It reads the dates from the file names.", "Das läuft jede Nacht.", "Ça tourne chaque nuit."):
 * it goes on describing that thing.
 */
export function opensWithPronoun(sentence: string): boolean {
  const first = sentence.toLowerCase().match(/\p{L}+/u)?.[0] ?? "";
  return PRONOUNS.has(first) || CJK_PRONOUN_START.test(sentence);
}

/** A CJK sentence that opens on a pronoun ("它每晚运行。"). */
const CJK_PRONOUN_START = /^\s*(?:它|这个|那个|これ|それ)/u;

/** Whether `sentence` holds a pronoun that points back at what was said before it. */
export function pointsBack(sentence: string): boolean {
  return contentWords(sentence).pointsBack;
}

/**
 * Whether `sentence` is a few words whose object is only a pronoun ("Write it.", "Schreib sie."):
 * at most one word left besides its pronoun ("Maria prints them." keeps two). It
 * is a request with no content only where structure says so — right after a statement of need,
 * or with an English imperative lead ("Write it.") — never by these words alone.
 */
export function onlyPointsBack(sentence: string): boolean {
  if (isContentlessRequest(sentence)) return true;
  if (NAMES_A_THING.test(sentence)) return false;
  const tokens = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  const { pointsBack: back, left } = contentWords(sentence);
  return back && tokens.length <= POINTING_WORDS && left.length <= 1;
}
