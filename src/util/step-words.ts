/**
 * The word lists that telling a step to do from a statement of how things are still needs, kept
 * together with their examples (`test/util/step-words.test.ts` holds a table of positive and
 * negative cases for each, in several languages). Structure decides first where they are used
 * (`generate/step-shape.ts`: a sentence that opens on a thing of the work describes it; what the
 * session did is grounded in its edits and runs), and these lists only settle what structure
 * cannot:
 * - step cues: a sentence that says something is still to do, needed, next, or asks the user
 *   ("still", "needs", "next", "before", "falta", "noch", "il reste", "?") is a step whatever
 *   else it says;
 * - results: a check or a commit reported as it stands ("npm test passes", "is committed",
 *   "pasan", "ist committet"): a status, not a step;
 * - keeping as is: a sentence that only says something stays as it is ("I'll leave it unused
 *   for now.", "Leaving the fixture alone.", "Nothing else to do there.", "lo dejo así") names
 *   no change, so it is no step.
 * Pure.
 */

/**
 * A sentence that says something is still to do, needed or next, or asks (a step). "next to"
 * and "next door" say where a thing is ("the discount prints next to the price"), not what comes.
 */
export const STEP_CUE =
  /\?|？|\b(?:still|yet|needs?|needed|remains? to|left to|should|must|have to|has to|ought|next(?! to\b| door\b)|then|to-do|before|until|once|afterwards|later|pending|falta(?:n)?|hay que|queda(?:n)? por|todav[ií]a|antes de|despu[ée]s|luego|noch|muss|m[üu]ssen|fehlt|vorher|danach|sp[äa]ter|reste|il faut|doit|doivent|avant de|ensuite|puis|ainda|precisa|antes|depois|ancora|manca(?:no)?|bisogna|prima di|dopo|poi|nog|moet|daarna|eerst)\b|还要|还需|需要|下一|接下来|然后|之前|まだ|次に|必要/iu;

/**
 * A check or a commit reported as it stands: the tests pass, it is committed, pushed or merged,
 * in the languages users write to agents in.
 */
export const RESULT_WORD =
  /\b(?:pass(?:es|ed)?|green|succeed(?:s|ed)?|committed|pushed|merged|is in place|are in place|pasa(?:n)?|en verde|commiteado|confirmado|subido|l[äa]uft durch|laufen durch|gr[üu]n|committet|gepusht|passe(?:nt)?|au vert|commit[ée]e?s?|passa(?:m)?|verde|passano|passa|slaagt|slagen|groen)\b|通过|已提交|通った|コミット済み/iu;

/**
 * A sentence that only says something stays as it is: leave / keep … as is, around, for now /
 * stays / alone / untouched / unused, and their Spanish, German, French, Portuguese, Italian,
 * Dutch, Swedish, Polish, Turkish and CJK counterparts.
 */
export const KEEPS_AS_IS =
  /\b(?:leav(?:e|es|ing)\b(?:[^.;!?]|\.(?=\S)){0,40}\b(?:alone|as (?:it is|is)|unused|untouched|in place|for now|there|be)|left (?:it |them )?(?:alone|as is|unused|untouched)|keep(?:s|ing)?\b(?:[^.;!?]|\.(?=\S)){0,40}\b(?:as (?:it is|is)|unchanged|untouched|around|for now|in place|alone)|(?:not|won't|don't) touch(?:ing)?|stays|staying|remains? (?:as|unchanged|untouched|the same)|unchanged|untouched|as is|lo dejo|la dejo|los dejo|dejo (?:el|la|los|las|eso|esto)|queda (?:igual|as[ií])|tal cual|sin tocar|lasse (?:es|ihn|sie|das)|bleibt|unver[äa]ndert|unber[üu]hrt|je (?:le |la |les )?laisse|tel quel|telle quelle|reste tel|deixo|fica como|como est[áa]|lascio|resta (?:cos[ìi]|com)|cos[ìi] com'[èe]|laat (?:ik |het |hem |ze )|blijft|l[åa]ter (?:den|det) vara|zostawiam|b[ıi]rak[ıi]yorum|oldu[ğg]u gibi)|保持不变|不动|先不管|就这样|そのまま|このまま/iu;

/**
 * A sentence that says nothing is left to do there ("Nothing else to do there.", "No changes
 * needed in src/x.js.", "Nada más que hacer.", "Nichts mehr zu tun."): it outweighs the step
 * cues its own words hold ("needed").
 */
export const NOTHING_TO_DO =
  /\b(?:nothing (?:else|more|further|left)|nothing to (?:do|change|fix)|no (?:further |more )?(?:changes?|work|action|edits?) (?:needed|required|left)|no (?:further|more) (?:changes?|work|action)|nada m[áa]s|nada que (?:hacer|cambiar)|nichts (?:mehr|weiter)|nichts zu (?:tun|[äa]ndern)|rien d'autre|rien de plus|rien [àa] (?:faire|changer)|nada mais|niente (?:altro|di pi[ùu])|niets meer|inget mer|nic wi[ęe]cej)|没有其他|无需修改|他にやることはない/iu;

/** Whether `sentence` only says something stays as it is ("Leaving the fixture alone."). */
export function keepsAsIs(sentence: string): boolean {
  return KEEPS_AS_IS.test(sentence) || NOTHING_TO_DO.test(sentence);
}

/** Whether `sentence` says nothing is left to do there (`NOTHING_TO_DO`). */
export function saysNothingToDo(sentence: string): boolean {
  return NOTHING_TO_DO.test(sentence);
}

/**
 * A cue that points forward: something still to do, needed or next (not "before" or "once",
 * which may tell what happened): what a sentence before a report's closing status needs to be
 * taken as the report's step.
 */
export const FORWARD_CUE =
  /\b(?:still|needs?|remains? to|left to|should|must|next(?! to\b| door\b)|to-do|falta(?:n)?|hay que|queda(?:n)? por|todav[ií]a|noch|muss|fehlt|reste|il faut|ainda|precisa|ancora|manca(?:no)?|bisogna|nog|moet)\b|还要|还需|需要|下一|接下来|まだ|次に/iu;

/**
 * A negation: what a sentence holding one says is not so ("src/index.js does not export it",
 * "no importer", "exportiert es nicht", "n'exporte pas"), so it never reports a step as done.
 */
export const NEGATION =
  /\b(?:not|no|never|none|cannot|nothing|nicht|kein(?:e[nrs]?)?|nie|pas|jamais|nunca|n[ãa]o|non|niet|geen)\b|n't|不|没|ない|ません/iu;

/** Whether `sentence` holds a negation (`NEGATION`). */
export function isNegated(sentence: string): boolean {
  return NEGATION.test(sentence);
}

/** Whether `sentence` says something is still to do, needed, next, or asks the user. */
export function hasStepCue(sentence: string): boolean {
  return STEP_CUE.test(sentence);
}

/** Whether `sentence` points forward to something still to do (`FORWARD_CUE`). */
export function pointsForward(sentence: string): boolean {
  return FORWARD_CUE.test(sentence);
}

/**
 * An imperative that asks for a result rather than reporting one: "Make the flaky test pass",
 * "Get CI green", "Ensure npm test passes", "Haz que pasen", "Sorge dafür", "Fais passer";
 * "make check passes" is a command's result (`make` asks only before a determiner or "sure").
 */
export const ASKS_FOR_RESULT =
  /^[\s*_-]*(?:make (?:sure|the|it|them|all|every|ci|tests?|this|that)|get|ensure|verify|confirm|check|see|haz|hacer|aseg[úu]r|comprueba|verifica|sorge|stelle sicher|pr[üu]fe|fais|assure|v[ée]rifie|garant|fa(?:i|cc)|assicura|zorg)\b/iu;

/** Whether `sentence` asks for a result rather than reporting one (`ASKS_FOR_RESULT`). */
export function asksForResult(sentence: string): boolean {
  return ASKS_FOR_RESULT.test(sentence);
}

/** Whether `sentence` reports a check or a commit as it stands ("npm test passes"). */
export function reportsResult(sentence: string): boolean {
  return RESULT_WORD.test(sentence);
}

/**
 * A step that only asks to check or confirm something, done by looking rather than by a change:
 * "check whether …", "verify that …", "confirm …", "see if …", "vérifier que …", "prüfen, ob
 * …", "comprobar si …", "controlla se …", "sprawdź, czy …", "检查 …", "確認 …". "check out" and
 * "check in" are git's, not a check; "make sure" asks for a change as often as for a look.
 */
export const CHECK_STEP =
  /^[\s*_>-]*(?:(?:double[- ])?check(?!\s+(?:out|in)\b)|verify|confirm|see (?:whether|if)|find out|look (?:into |at )?whether|v[ée]rifie[rz]?|contr[ôo]le[rz]?|regarde[rz]? si|s'assurer|pr[üu]fe[nt]?|[üu]berpr[üu]fe[nt]?|kontrolliere[n]?|nachsehen|sieh nach|schau(?:e[n]?)? (?:nach|ob)|comprueba|comprobar|compruebe|verifica[rs]?|verifique|confirma[r]?|revisa[r]?|averigua[r]?|mira si|controlla(?:re)?|verificare|accertati|conferi[r]?|sprawd[źz](?:i[ćc])?|upewnij si[ęe]|controleer|controleren|nagaan|kijk of|kontrollera|ki[ểe]m tra|провер(?:ь|ьте|ить)|убедись)(?![\p{L}])|^[\s*_>-]*(?:检查|确认|核实|看看|查一下|確認|チェック)/iu;

/**
 * Whether `step` only asks to check or confirm something (`CHECK_STEP`): answered by looking,
 * not by a change. A question is not one: it may ask the user to decide ("Should the cap be 25
 * or 30?"), which no reading does.
 */
export function isCheckStep(step: string): boolean {
  return CHECK_STEP.test(step);
}

/**
 * What leaves a check open in the sentence that should close it: a question, something still
 * needed, or the check not made ("could not tell", "not verified", "unclear", "no pude
 * comprobar", "nicht geprüft", "pas vérifié", "未確認"). "Still" alone is an outcome here ("the
 * importer still passes a string"), not a step.
 */
export const LEAVES_OPEN =
  /\?|？|\b(?:needs? to|remains? to|left to|should|must|have to|has to|next(?! to\b| door\b)|to-do|not (?:yet )?(?:checked|verified|confirmed|sure|clear)|unclear|unsure|couldn't|could not|can't tell|cannot tell|didn't get to|no pude|sin comprobar|hay que|falta(?:n)?|queda(?:n)? por|nicht (?:gepr[üu]ft|sicher)|muss|fehlt|pas (?:encore )?v[ée]rifi[ée]|il faut|reste [àa]|n[ãa]o consegui|precisa|non (?:ho )?verificato|bisogna|manca(?:no)?|niet gecontroleerd|moet|nie sprawdzi[łl]e?m)(?![\p{L}\p{N}_])|还要|还需|需要|下一|接下来|未确认|未確認|次に/iu;

/** Whether a sentence leaves a check open rather than stating its outcome (`LEAVES_OPEN`). */
export function leavesOpen(sentence: string): boolean {
  return LEAVES_OPEN.test(sentence);
}

/**
 * A step that asks to run something, by its opening verb ("run the quarterly check", "re-run
 * the slow suite", "ejecuta la importación de 2024", "relance l'export", "führe … aus",
 * "uruchom …", "çalıştır …"): done by a run that passed, whatever the command's own words.
 */
export const RUN_STEP =
  /^[\s*_>-]*(?:re-?run|run|execute|launch|trigger|kick off|ejecut[ae]r?|vuelve a (?:ejecutar|correr|lanzar)|corre(?:r)?|lanza(?:r)?|relanza(?:r)?|ex[ée]cute[rz]?|relance[rz]?|lance[rz]?|f[üu]hre|starte|lass|esegui(?:re)?|rilancia|lancia|executa(?:r)?|roda(?:r)?|voer|draai|uruchom(?:i[ćc])?|odpal|[çc]al[ıi][şs]t[ıi]r|yeniden [çc]al[ıi][şs]t[ıi]r|запусти(?:те)?|перезапусти(?:те)?)(?![\p{L}])/iu;

/** Words that only say a run is to be made again ("again", "once more", "de nuevo", "erneut"). */
export const AGAIN_WORDS =
  /(?<![\p{L}\p{M}\p{N}_])(?:again|once more|de nuevo|otra vez|erneut|nochmal|noch einmal|encore|di nuovo|de novo|opnieuw|ponownie|tekrar|снова|ещё раз)(?![\p{L}])|\baus\b/giu;

/** Whether `step` asks to run something (`RUN_STEP`). */
export function asksToRun(step: string): boolean {
  return RUN_STEP.test(step);
}

/** `step` without its run verb and the words that only say "again": what is to be run. */
export function whatToRun(step: string): string {
  return step.replace(RUN_STEP, " ").replace(AGAIN_WORDS, " ");
}

/**
 * Work a report says was left undone: "didn't get to", "not done yet", "no llegué a", "pas eu
 * le temps", "nicht geschafft", "noch nicht", "nie zdążyłem", "yapamadım", "henüz",
 * "まだ", "できなかった", "还没", "没来得及". A sentence of the closing words that names a step's
 * words and says this keeps the step open, whatever the session wrote.
 */
export const LEFT_UNDONE =
  /\b(?:(?:didn't|did not|couldn't|could not|haven't|have not|wasn't able to|was not able to|never) (?:get(?:ting)? (?:to|round to|around to)|finish|do|manage|start|handle)|not (?:yet )?(?:done|finished|started|handled|implemented|covered|addressed)|left (?:out|for later|undone|open)|no (?:llegu[ée]|me dio tiempo|lo termin[ée]|pude|he podido)|queda(?:n)? pendiente|sin (?:hacer|terminar)|pas eu le temps|pas (?:encore )?(?:fait|fini|termin[ée])|nicht (?:geschafft|fertig|erledigt|dazu gekommen)|noch nicht|non (?:sono riuscit|ho (?:fatto|finito|fatto in tempo))|n[ãa]o (?:consegui|terminei|deu tempo)|ainda n[ãa]o|nie (?:zd[ąa][żz]y[łl]|zrobi[łl]|sko[ńn]czy[łl]|uda[łl]o)|jeszcze nie|yapamad|bitiremed|yeti[şs]tiremed|hen[üu]z|не успел|ещё не|еще не)|まだ|できなかった|手が回らな|未完|未実装|还没|没来得及|尚未|未完成/iu;

/** Whether `sentence` says work was left undone (`LEFT_UNDONE`) or leaves it open (`LEAVES_OPEN`). */
export function saysLeftUndone(sentence: string): boolean {
  return LEFT_UNDONE.test(sentence) || LEAVES_OPEN.test(sentence);
}

/**
 * How a sentence that reports how things stand opens, where an imperative never does: an
 * article or determiner ("The tokenizer keeps …", "Each card gets …", "Los reembolsos …", "Die
 * Erstattungen …", "Les remboursements …"), a verb in the past ("Added …", "Handled …", "Ran
 * …", "Wrote …", "Añadí …", "Dodałem …", "J'ai …", "Ich habe …", "Ho …") or an English plural
 * noun as its subject ("Refunds go back …": a word ending in one s, where "Pass", "Focus" and
 * "Access" end in two or in "us").
 */
export const STATUS_OPENING =
  /^[\s*_>"'“(-]*(?:(?:the|each|every|both|this|these|those|its|their|our|el|los|las|cada|der|die|das|dem|den|jede[rsnm]?|alle|les|chaque|ces|gli|ogni|het|elke|deze|każd[ayey]|wszystkie|bu|tüm|все|каждый|эти)\s|(?!(?:embed|shred)\b)[a-z]{2,}[^e\s]ed\s|(?:ran|wrote|made|built|kept|took|found|gave)\s|[a-záéíóúñ]{2,}[éí][\s,:]|[a-ząćęłńóśźż]{2,}(?:łem|łam|liśmy|łyśmy)[\s,:]|(?:j'ai|nous avons|ich habe|habe|wir haben|ho|abbiamo|ik heb|heb|we hebben)\s|[a-z]{2,}[^su\s']s\s)/iu;

/**
 * How a sentence of a verb-final language that reports how things stand ends: a Turkish past
 * or present ("… çalıştırdım.", "… dönüyor.", in a sentence with a letter of Turkish's own), a
 * Japanese polite past ("… しました。", "… 通りました。"), a Chinese completed action ("… 了。",
 * "… 完成。").
 */
export const STATUS_ENDING =
  /[ıİşŞğĞçÇöÖüÜ][^.!?]*(?:[dt][ıiuü](?:m|k|lar)?|[ıiuü]yor(?:um|uz|lar)?)[.!]?\s*$|(?:ました|でした|済みです|完了です)[。.!！]?\s*$|(?:了|完成|已完成)[。.!！]?\s*$/u;

/** Whether `sentence` opens or ends as a report of how things stand (`STATUS_OPENING`, …). */
export function readsAsStatus(sentence: string): boolean {
  return STATUS_OPENING.test(sentence) || STATUS_ENDING.test(sentence);
}
