/**
 * Whether a user message may set a rule: the message a later edit of the session answered when
 * that edit changed a value (`edit-reversal.ts`). Structure first: a message is a question when
 * it ends with a question mark of any script (or opens with Spanish `¿`); the word lists only
 * tell the messages that say nothing of the work — thanks and "go on" — in the languages users
 * write to agents in, listed here with their examples in `test/generate/rule-like.test.ts`.
 * A message in a language no list knows is a rule when it is no question: its number may be in
 * words nobody listed ("pymtheg munud", "þrjú korter"), and the edit after it says what it set.
 * Pure.
 */
import { isFillerWord, wordsOf } from "../util/prose-words.js";

/** Thanks and "go on", word by word (a phrase's words each listed), several languages. */
const SAYS_NOTHING = new Set(
  [
    // English, Spanish, German, French, Portuguese, Italian.
    "thanks thank you cheers ty continue go on keep going carry resume proceed next",
    "gracias sigue seguir continúa continua adelante danke weiter mach weitermachen fortfahren",
    "merci continue continuez vas-y obrigado obrigada continua segue grazie avanti vai",
    // Welsh, Latvian, Icelandic, Finnish, Turkish, Indonesian, Dutch, Polish.
    "diolch ymlaen ewch paldies turpini turpiniet takk fyrir halda áfram haltu kiitos jatka",
    "teşekkürler teşekkür ederim sağol devam et terima kasih lanjut lanjutkan dank bedankt",
    "verder ga door dzięki dziękuję dalej kontynuuj",
    // Georgian, Yoruba, Amharic, Russian, Greek, Hindi, Arabic.
    "მადლობა გააგრძელე ẹ ṣé e se o ṣeun tẹsiwaju አመሰግናለሁ ቀጥል спасибо продолжай ευχαριστώ",
    "συνέχισε धन्यवाद जारी रखो शुक्रिया شكرا تابع استمر",
    // CJK, Korean, Thai, Vietnamese.
    "谢谢 多谢 继续 ありがとう 続けて 감사합니다 고마워요 계속 ขอบคุณ ต่อ cảm ơn tiếp tục",
  ]
    .join(" ")
    .split(" "),
);

/** A question in any script: it ends with a question mark (Greek's is U+037E), or opens with `¿`. */
const QUESTION = /[?？؟\u037E]\s*$|^\s*¿/u;

/** Whether `text` only thanks the agent or tells it to go on: every word says nothing. */
export function saysNothing(text: string): boolean {
  const words = wordsOf(text.toLowerCase());
  return words.every((w) => SAYS_NOTHING.has(w) || isFillerWord(w));
}

/**
 * Whether `text` may set a rule: it is no question and not only thanks or "go on" (in a
 * language of the lists; any other message says something, and may be a rule).
 */
export function isRuleLike(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "" || !/[\p{L}\p{N}]/u.test(trimmed)) return false;
  if (QUESTION.test(trimmed)) return false;
  return !saysNothing(trimmed);
}
