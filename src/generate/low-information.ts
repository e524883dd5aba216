/**
 * Which user messages direct nothing (SPEC §2.3: never the objective, not among the user's
 * words past their own session). Two readings:
 * - anywhere, a message made only of the carry-on table's words ("ok", "thanks, go on",
 *   "continue where the last session left off", "sigue", "谢谢"; `util/carry-on-words.ts`);
 * - by structure, in any language, the opening message of a session that continues a line of
 *   work (a packet before it) that is short and names nothing of the work: no path, identifier,
 *   acronym, code span, number or amount in words, no name of a file, command or function the
 *   work has ("jatka siitä mihin jäit", "이어서 해 주세요", "המשך מאיפה שעצרת", "tiếp tục nhé"). A
 *   session opens on a carry-on in a relay, so the place is what tells it; a first session's
 *   short opener is its task ("Add the CSV export"), so is an English request opening a later
 *   one ("Fix the login redirect", `request-leads.ts`), and later in a session a short message
 *   naming nothing may be a rule the table cannot tell from a nudge ("use tabs"): all stay.
 * A short message that binds or negates ("no floats", "ei enää kolmea", "nie mehr") sets a
 * rule, and is never low information: the words of binding and negation below only keep a
 * message, they never drop one. Pure.
 */
import { onlyCarriesOn } from "../util/carry-on-words.js";
import { quantitiesIn } from "../util/quantity.js";
import { isRequestSentence } from "./request-leads.js";
import { isStatement, namesTheWork } from "./task-statement.js";
import type { WorkNames } from "./work-names.js";

/** Whether `text` only tells the agent to go on or acknowledges (the carry-on table's words). */
export function isLowInformation(text: string): boolean {
  return onlyCarriesOn(text);
}

/**
 * Negation and binding, whole words in lower case: what makes a short message naming no thing
 * a rule ("no floats", "never inline", "sin decimales", "ohne Rundung", "ei enää kolmea").
 * English, Spanish, German, French, Portuguese, Italian, Dutch, Polish, Finnish, Swedish,
 * Norwegian, Danish, Turkish, Indonesian, Vietnamese, Russian, Ukrainian, Greek, Hebrew, Arabic,
 * Hindi, Swahili.
 */
export const RULE_MARKERS: ReadonlySet<string> = new Set(
  [
    "no not don't never none without only always must mustn't should shouldn't",
    "nunca sin solo sólo siempre debe nicht kein keine keinen nie niemals ohne nur immer muss",
    "ne pas non jamais sans seulement toujours doit não sem sempre deve mai senza",
    "niet geen nooit zonder alleen altijd moet nie bez tylko zawsze nigdy musi",
    "ei älä enää ilman aina vain inte ikke ej aldrig aldri utan uten uden bara kun",
    "değil yok asla hiç sadece tidak jangan tanpa bukan hanya selalu không đừng chưa chỉ luôn",
    "не нет без никогда только всегда ні ніколи лише завжди όχι δεν μην χωρίς ποτέ μόνο πάντα",
    "לא אל בלי אין אף רק תמיד لا لم لن ليس بدون أبدا فقط دائما नहीं मत बिना कभी सिर्फ़ सिर्फ केवल",
    "hapana bila usi kamwe tu daima",
  ]
    .join(" ")
    .split(" "),
);

/** The same in scripts written without spaces, or in verb endings (Korean, Japanese). */
const RULE_MARKERS_UNSPACED =
  /不|没|沒|别|別|无|無|只|必须|總是|总是|ない|ません|だけ|않|말고|마세요|말아|없이|항상|절대/u;

/**
 * Whether `text`, a session's opening message, directs nothing by structure: it is short (not a
 * statement of five words or eight CJK characters), names nothing of the work (`names`, read
 * only when the rest leaves the question open), states no quantity and sets no rule.
 */
export function opensOnNothing(text: string, names: () => WorkNames): boolean {
  if (isLowInformation(text)) return true;
  if (isStatement(text) || quantitiesIn(text).length > 0) return false;
  // A short new task in English opens on its verb ("Fix the login redirect"): a request.
  if (isRequestSentence(text)) return false;
  // An acronym names a thing ("the CSV export", "PDF"), in the scripts that have capitals.
  if (RULE_MARKERS_UNSPACED.test(text) || /(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/u.test(text))
    return false;
  const words = text.toLowerCase().match(/[\p{L}\p{M}][\p{L}\p{M}'’]*/gu) ?? [];
  if (words.length === 0 || words.some((w) => RULE_MARKERS.has(w.replace(/’/g, "'")))) return false;
  return !namesTheWork(text, names());
}
