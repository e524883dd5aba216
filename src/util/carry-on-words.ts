/**
 * The one table of the words a message says when it says nothing of the work: acknowledgements
 * and thanks ("ok", "gracias", "kiitos", "谢谢"), "go on" ("continue", "sigue", "jatka", "계속")
 * and the English words a carry-on prompt wraps them in ("where the last session left off").
 * Three readers used to keep a list each; they share this one, with its examples in
 * `test/util/carry-on-words.test.ts`:
 * - the user's words and the objective (`generate/standing.ts`): a prompt made of these only is
 *   low information; a short opener in a language the table lacks is told by structure there;
 * - a message that may set a rule (`generate/rule-like.ts`);
 * - a report with no content (`prose-words.ts`'s filler: the acknowledgements, not "go on").
 * Pure.
 */

/** Acknowledgements and thanks, several languages (a phrase's words each listed). */
export const ACKNOWLEDGEMENTS: ReadonlySet<string> = new Set(
  [
    // English.
    "ok okay k kk yes yep yeah yup sure please pls alright right fine good great cool perfect",
    "nice awesome thanks thank thx ty cheers noted understood roger gotcha got lgtm sounds looks",
    "done ready finished complete completed",
    // Spanish, German, French, Portuguese, Italian.
    "listo lista listos hecho hecha vale sí claro perfecto gracias bueno buena acuerdo entendido",
    "terminado terminada fertig erledigt klar danke ja gemacht verstanden passt",
    "d'accord daccord oui fait terminé fini parfait merci compris",
    "pronto feito certo beleza obrigado obrigada fatto fatta finito perfetto grazie",
    // Welsh, Latvian, Icelandic, Finnish, Turkish, Indonesian, Dutch, Polish.
    "diolch paldies takk fyrir kiitos teşekkürler teşekkür ederim sağol terima kasih dank",
    "bedankt dzięki dziękuję",
    // Georgian, Yoruba, Amharic, Russian, Greek, Hindi, Arabic.
    "მადლობა ẹ ṣé e se o ṣeun አመሰግናለሁ спасибо ευχαριστώ धन्यवाद शुक्रिया شكرا",
    // CJK, Korean, Thai, Vietnamese.
    "好 好的 完成 完成了 可以 行 没问题 收到 明白 了解 谢谢 多谢 はい 完了 分かりました ありがとう",
    "감사합니다 고마워요 ขอบคุณ cảm ơn",
  ]
    .join(" ")
    .split(" "),
);

/** "Go on", several languages: one of these makes a prompt of the table a carry-on. */
export const GO_ON: ReadonlySet<string> = new Set(
  [
    "continue continuing carry go ahead keep going resume proceed next start begin do",
    "sigue seguir continúa continua adelante weiter mach weitermachen fortfahren",
    "continuez vas-y segue avanti vai",
    "ymlaen ewch turpini turpiniet halda áfram haltu jatka devam et lanjut lanjutkan verder",
    "ga door dalej kontynuuj",
    "გააგრძელე tẹsiwaju ቀጥል продолжай συνέχισε जारी रखो تابع استمر",
    "继续 続けて 계속 ต่อ tiếp tục",
  ]
    .join(" ")
    .split(" "),
);

/** The English words a carry-on prompt wraps "go on" in ("… where the last session left off"). */
export const CARRY_ON_CONTEXT: ReadonlySet<string> = new Set(
  "on it that this then now so and just with from where the last previous prior other session sessions agent one conversation chat left off stopped ended finished your my our work task plan handoff for us let's lets at a what you we were was i doing said step steps thing hi hello hey".split(
    " ",
  ),
);

/** A prompt longer than this is decided as saying something: a pasted log is never a nudge. */
const MAX_WORDS = 16;

/** Whether a lower-cased word is in the table (acknowledgement, "go on" or its wrapping). */
export function isCarryOnWord(word: string): boolean {
  return ACKNOWLEDGEMENTS.has(word) || GO_ON.has(word) || CARRY_ON_CONTEXT.has(word);
}

/**
 * Whether `text` only acknowledges or tells the agent to go on: every word of it (numbers
 * aside: "continue with step 2" names a step, not a task) is in the table, and one says to go
 * on, or all acknowledge. Word by word, stopping at the first that says something.
 */
export function onlyCarriesOn(text: string): boolean {
  let words = 0;
  let goOn = false;
  let onlyAcknowledged = true;
  for (const [raw] of text.toLowerCase().matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu)) {
    const word = raw.replace(/’/g, "'").replace(/['-]+$/, "");
    if (++words > MAX_WORDS) return false;
    const go = GO_ON.has(word);
    const acknowledge = ACKNOWLEDGEMENTS.has(word);
    if (!go && !acknowledge && !CARRY_ON_CONTEXT.has(word)) return false;
    goOn ||= go;
    onlyAcknowledged &&= acknowledge;
  }
  if (words === 0) return !/\p{L}/u.test(text);
  return goOn || onlyAcknowledged;
}
