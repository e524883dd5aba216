/**
 * The word lists that reading prose still needs, kept in one place with their examples
 * (`test/util/prose-words.test.ts` holds a table of positive and negative cases for each).
 * Structure decides first everywhere they are used — where a message sits in its turn, whether
 * a tool call follows it, whether it names things of the session — and these lists only settle
 * what structure cannot:
 * - acknowledgements and function words: a report made of nothing else ("ok", "Sure, will do",
 *   "Listo.") states no action, in the languages users write to agents in;
 * - function words: never the name of a thing of the session;
 * - units: "300 KB" and "4 s" are measurements, which ground a sentence by themselves;
 * - removal phrasing: "ripped out", "pulled … back out", "reverted", "quité": a reversal of
 *   something added, which makes a conclusion a dead end even when no command removed it;
 * - cue phrases: a reason given ("because", "so", "instead of"), a choice ("went with") or a
 *   fact found ("turns out"), which add weight to a grounded sentence or set its kind, and never
 *   make an ungrounded one count;
 * - remarks addressed to the user ("Let me know if …"), which end a turn but conclude nothing;
 * - next-step markers ("Next step:", "Siguiente paso:", "下一步："): a sentence opening with
 *   one is the report's next action, not something it concluded, and the report's next step is
 *   what follows one;
 * - work a report says is not done yet ("… are not committed yet."), and the verb of each such
 *   participle: the next step it calls for ("Commit …"), English only so far.
 * Pure.
 */
import { ACKNOWLEDGEMENTS } from "./carry-on-words.js";

/**
 * Words that say nothing about the work: the acknowledgements of the one carry-on table
 * (`carry-on-words.ts`, thanks included, in the languages it lists) and function words
 * (English, Spanish, German, French, Portuguese, Italian). "Go on" is not among them: a report
 * saying "continue with the export" states a step.
 */
const FILLER: ReadonlySet<string> = new Set([
  ...ACKNOWLEDGEMENTS,
  ...[
    // English.
    "will do did does doing go going on it that this these those there here all everything",
    "nothing something i i'll i'm i've we we'll we're you you're me us my our the a an is are",
    "was were be been being to of and or for in with as at by so just now then too also very",
    "well no not yet can could would should shall may might must let's let from into onto each",
    "every only per its their",
    // Spanish, German, French, Portuguese and Italian.
    "si de ya está esta eso esto lo la el los las y o es muy bien todo alles gut und ist das es",
    "mach ich wird c'est ça ca est tout va bene",
  ]
    .join(" ")
    .split(" "),
]);

/**
 * Words and word-like tokens of `text`, any script (a CJK run is one token; a letter's marks,
 * the vowel signs of Devanagari or Tamil, stay in its word).
 */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’_./-]*/gu) ?? [];
}

/**
 * Whether `text` carries a word that says something about the work: a token naming a thing (a
 * path, an identifier, a number, a backticked span), or any word that is not an acknowledgement
 * or function word. "ok", "Done.", "Sure, will do", "Listo.", "好的" carry none.
 */
export function hasContentWords(text: string): boolean {
  return countContentWords(text, 1) > 0;
}

/**
 * How many words of `text` say something about the work (see `hasContentWords`; a backticked
 * span counts as one), counted up to `atMost`.
 */
export function countContentWords(text: string, atMost = Infinity): number {
  let count = /`[^`\n]+`/.test(text) ? 1 : 0;
  for (const word of wordsOf(text)) {
    if (count >= atMost) break;
    const bare = word.replace(/[.'’-]+$/, "");
    if (bare === "") continue;
    if (/[\d/_]|\.\w/.test(bare) || /[a-z][A-Z]/.test(bare)) count++;
    else if (!FILLER.has(bare.toLowerCase().replace(/’/g, "'"))) count++;
  }
  return Math.min(count, atMost);
}

/** Whether a lowercased word is a function word or acknowledgement (never a thing's name). */
export function isFillerWord(word: string): boolean {
  return FILLER.has(word);
}

/** A number with a unit of size, time, share, count or rate, or a port: a measurement. */
export const MEASUREMENT =
  /\bport\s\d{2,5}\b|\b\d+(?:[.,]\d+)?\s?(?:[kKmMgGtT]i?[bB]|bytes?|[kKmMgG]?B\b|ms|µs|ns|s|sec(?:onds?)?|min(?:utes?)?|h(?:ours?)?|%|x|×|lines?|files?|tests?|deps|dependencies|rps|req\/s|MB\/s|fps|px|mb|kb|gb)(?![\p{L}])/u;

/**
 * An error code: a POSIX errno name, a compiler or linter code (`TS2345`, `E0308`), an HTTP
 * status with its word, an exit code, a signal.
 */
export const ERROR_CODE =
  /\b(?:E[A-Z]{3,}|[A-Z]{1,4}\d{3,5}|HTTP\s?[1-5]\d\d|(?:status|code)\s[1-5]\d\d|exit(?:\s(?:code|status))?\s-?\d+|SIG[A-Z]{3,})\b/;

/**
 * Phrasing of a removal or reversal: something put in and taken back out. English phrasal verbs
 * of removal (rip/pull/take/tear/yank/strip/back … out), revert and undo, and their Spanish,
 * German, French and Portuguese counterparts.
 */
export const REMOVAL =
  /\b(?:(?:rip|ripp|pull|took|take|tak|tear|tore|torn|yank|strip|stripp|back)(?:s|ed|ing|ped|ping)?\b[^.;:!?]{0,40}?\bout\b|revert(?:s|ed|ing)?|roll(?:s|ed|ing)? back|rolled back|undo(?:ne|ing)?|undid|uninstall(?:s|ed|ing)?|remov(?:e|ed|ing)|(?:dropp(?:ed|ing)|drop(?:s)?\b)(?!\s+(?:below|under|beneath|to|by|from)\s)|scrap(?:ped|ping)?|abandon(?:s|ed|ing)?|gave up|giving up|got rid|get rid|ditch(?:ed|ing)?|dead end|(?:does|did|do)(?:n't| not) work|won't work|quit(?:é|aste|ado|amos)|revert(?:í|ido|imos)|elimin(?:é|ado|amos)|descart(?:é|ado|amos)|deshice|entfernt|zurückgerollt|zurückgenommen|rausgeworfen|verworfen|retir(?:é|ée|és)|supprim(?:é|ée|és)|annul(?:é|ée)|abandonn(?:é|ée)|removi|revertid[oa]|desfiz)/iu;

/** A reason or finding stated: adds weight to a grounded sentence, never the only gate. */
export const REASON_CUE =
  /\b(?:because|since|so that|so\b|instead(?: of)?|rather than|in favou?r of|trade-?off|decided|chose|chosen|opted|going with|went with|turns? out|turned out|root cause|caused by|the (?:problem|issue|bug|culprit|cause) (?:is|was)|only works|must be set|listens on|flaky|porque|ya que|en lugar de|weil|da\b|statt|stattdessen|parce que|car\b|au lieu d(?:e|['’])|plutôt qu(?:e|['’]))\b|[:—–]\s/iu;

/**
 * A reason given for what is done next ("because", "so that", "rather than", "porque", "weil",
 * "parce que"): prose a tool call follows is narration unless it says why.
 */
export const STATED_REASON =
  /\b(?:because|so that|since|rather than|instead of|in favou?r of|in order to|porque|para que|ya que|en lugar de|en vez de|weil|damit|da sonst|statt|anstatt|parce que|afin que|pour que|au lieu d(?:e|['’])|plutôt qu(?:e|['’]))\b/iu;

/** A choice stated as one ("went with", "instead of", "en lugar de"): the kind "decision". */
export const DECISION_CUE =
  /\b(?:decided|decide to|chose|chosen|opted|going with|went with|instead(?: of)?|rather than|in favou?r of|won't|will not|will never|en lugar de|en vez de|elegí|statt|stattdessen|entschieden|au lieu d(?:e|['’])|plutôt qu(?:e|['’])|j'ai choisi)(?![\p{L}\p{M}\p{N}_])/iu;

/** A fact found about the environment (adds weight as REASON_CUE does; sets the kind "fact"). */
export const FACT_CUE =
  /\b(?:turns? out|turned out|root cause|caused by|the (?:problem|issue|bug|culprit|cause) (?:is|was)|listens on|flaky|only works|must be set|is(?:n't| not) (?:installed|running)|requires?|needs)\b/i;

/**
 * Next-step markers ("Next step:", "TODO:", "Siguiente paso:", "Nächster Schritt:", "Prochaine
 * étape :", "Próximo passo:", "下一步：") and what ends one: a colon, or a dash between spaces.
 * One list for both readers below.
 */
const NEXT_STEP_WORDS =
  "next steps?|next up|next|then|volgende stap(?:pen)?|remaining|todo|to-?do|still to do|left to do|what's left|follow[- ]ups?|siguientes? pasos?|pr[óo]ximos? pass?os?|pendiente|n[äa]chste[rn]? schritte?|als n[äa]chstes|offen|prochaines? [ée]tapes?|[àa] faire|passi successivi|prossimo passo|下一步|接下来" +
  // ru uk pl cs sv tr id vi el hi ar ko ja: the same marker, one phrase or two each
  "|следующий шаг|наступний крок|nast[ęe]pny krok|kolejny krok|dal[šs][íi] krok|n[äa]sta steg|s[ıi]radaki ad[ıi]m|sonraki ad[ıi]m|langkah (?:berikutnya|selanjutnya)|bư[ớo]c ti[ếe]p theo|επόμενο βήμα|अगला कदम|الخطوة التالية|다음 단계|次のステップ|次の手順" +
  // hu fi he ro da no is sk sr lt ca ms tl sw bn ta ur fa th
  "|k[öo]vetkez[őo] l[ée]p[ée]s|seuraava vaihe|seuraavaksi|הצעד הבא|השלב הבא|urm[ăa]torul pas|pasul urm[ăa]tor|n[æa]ste (?:skridt|trin|steg|trinn)|n[æa]sta skref|[ďd]al[šs][íi] krok|следећи корак|slede[ćc]i korak|kitas [žz]ingsnis|seg[üu]ent pas|pas seg[üu]ent|langkah seterusnya|susunod na hakbang|hatua inayofuata|পরবর্তী (?:ধাপ|পদক্ষেপ)|அடுத்த (?:படி|கட்டம்)|اگلا قدم|(?:قدم|گام) بعدی|ขั้นตอน(?:ต่อไป|ถัดไป)|ขั้นต่อไป";
const NEXT_STEP_END = "(?:[:：]|\\s[\u2014\u2013-]\\s)";
/** Markers that may end in a comma too ("Next, run …", "Als Nächstes, …"): "then," narrates. */
const NEXT_STEP_COMMA = "next|als n[äa]chstes";

/**
 * A sentence that opens with a next-step marker: the report's next action, never a conclusion.
 */
export const NEXT_STEP_LEAD = new RegExp(
  `^[\\s*_#-]*(?:(?:${NEXT_STEP_WORDS})\\s*\\**\\s*${NEXT_STEP_END}|(?:${NEXT_STEP_COMMA}),\\s)`,
  "iu",
);

/**
 * A next-step marker anywhere a line or sentence starts in a report (after an optional list
 * marker, heading or bold), global: the report's own word on what comes next follows it.
 */
export const NEXT_STEP_MARKER = new RegExp(
  `(?:^|\\n|[.!?।॥۔؟]\\s+|[。！？]\\s*)\\s*(?:[-*+]\\s+)?(?:#+\\s*)?\\**\\s*(?:(?:${NEXT_STEP_WORDS})\\s*\\**\\s*${NEXT_STEP_END}|(?:${NEXT_STEP_COMMA}),(?=[^\\S\\n]))\\**[^\\S\\n]*` +
    // A heading of its own line ("### Next steps", "**Next steps**"): the list under it.
    `|(?:^|\\n)[^\\S\\n]*(?:#+[^\\S\\n]*(?:${NEXT_STEP_WORDS})|\\*\\*(?:${NEXT_STEP_WORDS})\\*\\*)[^\\S\\n]*(?=\\n)`,
  "giu",
);

/**
 * A sentence that states the next step in words ("The next step is to run …", "Next step would
 * be to …"): the step is what follows.
 */
export const NEXT_STEP_IS =
  /(?:^|[.!?]\s+|\n)\s*(?:the\s+)?next\s+step\s+(?:is|would be|will be)\s+(?:to\s+)?/giu;

/** Remarks addressed to the user that end a turn and conclude nothing ("Let me know if …"). */
export const TO_THE_USER =
  /^(?:let me know|if you(?:'d)? (?:want|like|prefer)|would you like|feel free|happy to|shall i|should i|want me to|do you want|avísame|si quieres|¿quieres|sag bescheid|wenn du (?:willst|möchtest)|dis-moi|si tu veux|souhaitez-vous)\b/iu;

/**
 * Sentences that only narrate what happens next ("Let me run the tests", "Now I'll check …",
 * "Now writing src/x.js", "Running the suite again", "Voy a ejecutar los tests"): they announce
 * the tool call that follows them, whatever they name. Structure finds most (a tool call
 * follows them); this settles those that end a turn or carry a colon of their own.
 */
export const NARRATION =
  /^(?:let me|let's|now (?:i|let)|first,? (?:i|let)|next,? (?:i|let)|i(?:'ll| will) (?:now |first |next )?(?:check|look|run|read|open|start|try|inspect|search|verify|see)|i(?:'m| am) (?:now )?going to (?:check|look|run|read|open|start|try|inspect|search|verify|see|write|add|create|edit|update|commit)|(?:now|next|then|first|finally|ok(?:ay)?|alright|and),?\s+(?:writing|running|re-?running|adding|creating|editing|updating|checking|reading|looking|opening|installing|committing|testing|applying|inspecting|verifying)\b|here(?:'s| is) (?:the|my) plan|voy a|vamos a|déjame|ahora (?:voy|escribo|ejecuto|corro)|ich (?:werde|schaue|prüfe)|lass mich|jetzt (?:schreibe|teste|prüfe)|je vais|laisse-moi|maintenant,? je|vou (?:rodar|executar|escrever|verificar)|agora (?:vou|escrevo|rodo)|ora (?:eseguo|scrivo|controllo)|adesso (?:eseguo|scrivo))\b/iu;

/**
 * A sentence that opens on the gerund of a tool's action or of the work's flow ("Writing
 * src/x.js: the helper.", "Running the suite again", "Picking up from the handoff: …"): before a
 * tool call, it announces that call. Elsewhere such a
 * gerund may be the subject of a statement ("Adding the index cut the query to 40 ms"), so only
 * the place decides.
 */
export const ANNOUNCES_CALL =
  /^(?:writing|running|re-?running|adding|creating|editing|updating|checking|reading|looking|opening|installing|committing|testing|applying|inspecting|verifying|patching|picking up|continuing|resuming|starting|moving on|escribiendo|ejecutando|schreibe|écriture|escrevendo|rodando|scrivo|eseguo)\b/iu;

/**
 * A clause of consequence or reason inside a sentence: a colon, semicolon or dash between two
 * clauses ("Odd widths blur: the CSS halves them"), or a reason word. What a sentence before a
 * tool call needs, beside naming something real, to state a choice or a fact rather than
 * announce the call.
 */
export const CONSEQUENCE =
  /\S\s?[:;：；]\s+\S|\s[—–-]\s+\S|\b(?:so|that way|thus|hence|otherwise)\b/iu;

/** A consequence said in a word ("so", "thus", "así que", "also", "donc", "quindi"), no mark. */
export const CONSEQUENCE_WORD =
  /\b(?:so|thus|hence|therefore|otherwise|that way|así que|por eso|daher|deshalb|donc|quindi|então|dus)\b(?!-)/iu;

/** The verb of a past participle a report uses for work not done yet ("not committed yet"). */
export const VERB_OF: Readonly<Record<string, string>> = {
  added: "add",
  applied: "apply",
  built: "build",
  checked: "check",
  committed: "commit",
  deployed: "deploy",
  documented: "document",
  fixed: "fix",
  implemented: "implement",
  installed: "install",
  merged: "merge",
  migrated: "migrate",
  pushed: "push",
  rebased: "rebase",
  released: "release",
  removed: "remove",
  renamed: "rename",
  reviewed: "review",
  run: "run",
  staged: "stage",
  tested: "test",
  updated: "update",
  verified: "verify",
  wired: "wire",
  written: "write",
};

/** "X is not Y yet", "X hasn't been Y yet", "X still needs to be Y": subject and participle. */
export const NOT_YET =
  /^(.+?)\s+(?:(?:is|are)\s+(?:still\s+)?not|isn't|aren't|(?:has|have)\s+not\s+been|hasn't\s+been|haven't\s+been|still\s+needs?\s+to\s+be|(?:has|have)\s+yet\s+to\s+be)\s+([a-z]+)(?:\s+(?:yet|either))?\s*[.!]?$/i;

/**
 * A clause that only states the work's status in git or in its checks ("npm test passes",
 * "Committed", "the deletion of x.js is not committed yet", "todo en verde", "Tests laufen
 * durch", "测试通过"): the briefing shows git state and checks from the repo itself, so such a
 * clause concludes nothing. Read per clause by `status-sentences.ts`.
 */
export const STATUS_CLAUSE =
  /^(?:(?:all\s+)?(?:done|finished|complete|all set|all green|green|committed|pushed|merged|staged|listo|hecho|terminado|fertig|erledigt|committet|gepusht|terminé|fait|pronto|feito|fatto|(?:tutto|todo|tudo|tout|alles)\s+(?:in\s+)?(?:verde|vert|grün|ok)|完成|已完成|已提交|全部通过|全绿)\s*[.!]?$|.*\b(?:(?:is|are|was|were|got|now|está|están|ist|sind|est|sont|sono)\s+(?:still\s+)?(?:not\s+)?(?:committed|pushed|merged|staged|commiteado|comiteado|committeado|committet|gepusht|committé|poussé|committat[oaie])|(?:isn't|aren't|wasn't)\s+(?:committed|pushed|merged|staged)|(?:not|un)committed(?:\s+yet)?|pass(?:es|ed)?|passing|(?:is|are|stays?)\s+green|(?:ran|runs?)\s+green|green again|all pass(?:ing)?|succeeds?|succeeded|pasan|pasa|está(?:n)? en verde|(?:laufen|läuft)\s+durch|(?:sind|ist)\s+grün|bestehen|besteht|passent|passe|est(?:\s+tout)?\s+vert|passam|passa|ficou verde|passano|(?:è|sono)\s+verdi?|(?:is|are)\s+clean)(?:\s+(?:now|again|yet|locally|ahora|ya|jetzt|schon|maintenant|déjà|agora|já|ora|già))?\s*[.!]?$|.*(?:通过|已提交)\s*[。！]?$)/iu;

/**
 * More ways a clause ends on where the work stands, whatever its subject: a check with no error
 * ("reports no errors", "compiles without warnings", "No test fails", "9/9 ok", "läuft grün"),
 * a change landed or untouched ("is on main", "ya están en main", "is unchanged", "The fix is
 * in"), with an adverb of time after it ("pasan ya"). Read per clause, like `STATUS_CLAUSE`.
 */
export const STATUS_PREDICATE =
  /(?:\b(?:reports?|shows?|gives?|has|have|with)\s+no\s+(?:errors?|warnings?|failures?|problems?|issues?)|\b(?:without|sin|ohne|sans|sem|senza)\s+(?:any\s+)?(?:errors?|warnings?|failures?|errores|advertencias|fallos|fehler|warnungen|erreurs|avertissements|erros|avisos|errori|avvisi)|^(?:no|not a single|kein(?:er)?|ningún|aucun)\s+(?:\w+\s+)?(?:tests?|specs?|checks?)\s+(?:fails?|failed|schlägt fehl|falla|échoue)\b.*|\b(?:compiles|builds|kompiliert|compila|compile)(?:\s+(?:cleanly|fine|clean|again|sauber|bien|de nuevo))?|\b\d+\s*\/\s*\d+(?:\s+\w+)?\s+(?:ok|passed|passing|pass|green|verde|grün|vert)|\b(?:läuft|laufen)\s+grün|(?<![\p{L}\p{M}\p{N}_])(?:is|are|was|were|están?|está|ist|sind|est|sont|sono|è)\s+(?:(?:now|already|ya|schon|déjà|já|già)\s+)?(?:on|in|en|auf|sur|em|su)\s+(?:main|master|trunk|develop|origin\/[\w./-]+)|\b(?:is|are|stays?|remains?)\s+(?:unchanged|untouched|up to date)|\b(?:sin cambios|unverändert|inchangée?s?|invariato|inalterado)|\b(?:the\s+)?(?:fix|change|patch|commit)\b.*\b(?:is|are)\s+in)(?:\s+(?:now|again|yet|ya|já|già|schon|déjà|jetzt|ahora|maintenant|agora|ora))?\s*[.!。！]?$/iu;

/**
 * Words one of which every match of STATUS_PREDICATE holds, each alternative's own: a test of
 * them first spares the costly expression (tried at every place of a clause) most clauses.
 */
const STATUS_PREDICATE_WORDS =
  /\sno\s|err|warn|fail|fall|fehl|vert|vis|test|spec|check|compil|build|kompil|\d\s*\/|läuft|laufen|main|master|trunk|develop|origin|unchanged|untouched|up to date|cambios|unverändert|inchang|invariato|inalterado|fix|change|patch|commit/iu;

/** Whether `text` is a status predicate (STATUS_PREDICATE), its words tested first. */
export function isStatusPredicate(text: string): boolean {
  return STATUS_PREDICATE_WORDS.test(text) && STATUS_PREDICATE.test(text);
}

/**
 * A count of tests or checks, the word inflected as each language does ("14 tests", "4 testy",
 * "5 Testen", "3/3 specs", "12 个测试"): part of a status, never
 * the condition a measurement states ("passes in 40 s").
 */
export const CHECK_COUNT =
  /\b\d+(?:\s*\/\s*\d+)?\s*(?:(?:test(?!er)\p{L}{0,5}|spec\p{L}{0,3}|checks?|cases?|suites?|assertions?|prüfungen)(?![\p{L}])|个测试|件のテスト|テスト)/giu;

/**
 * A tally of a test run ("14 passed", "0 failed", "2 skipped", "3 réussis"): a status however
 * many clauses of it a sentence strings together.
 */
export const TEST_TALLY =
  /^\d+\s+(?:passed|passing|failed|failing|failures?|errors?|skipped|pending|todo|ok|pasaron|fallaron|bestanden|fehlgeschlagen|réussis|échoués|passaram|falharam|superati|falliti)$/iu;

/**
 * A clause that says only that nothing else has or uses a thing ("Nothing else touches that
 * file", "src/a.js has no other caller", "No other module imports it", "Nadie más la usa",
 * "Sonst liest sie niemand"): how the code stands, a finding at most, never a choice.
 */
export const NOTHING_ELSE =
  /^(?:nothing|nobody|no one|none of|no other|nichts|niemand|kein(?:e|er)? (?:andere)|sonst\s+\S+\s+(?:\S+\s+)?(?:niemand|nichts|keiner)|nada|nadie|ningún otro|ninguna otra|rien|personne|aucun(?:e)? autre|niente|nessun(?:o|a)? altr[oa]|nenhum(?:a)? outr[oa]|ninguém)\b|^(?:没有|沒有|他に)|^\S+\s+(?:has|have|had)\s+no\s+(?:other\s+)?(?:callers?|importers?|users?|references?|readers?|uses?)\b|^\S+\s+(?:is|are)(?:\s+not|n't)\s+(?:used|called|imported|referenced|read|required)(?:\s+(?:anywhere|elsewhere|by anything))?$/iu;

/**
 * A clause opening on a first person that refuses or promises something to the user ("I won't
 * keep it", "I will not use that", "No lo voy a guardar", "Ich werde es nicht speichern", "Je ne
 * vais pas l'utiliser", "Não vou usar isso"): an answer to what the user gave, not a conclusion
 * about the work, when it names nothing of the session (`status-sentences.ts`).
 */
export const FIRST_PERSON_REPLY =
  /^(?:i(?:'ll| will| won't| will not| can't| cannot| do not| don't|'m not going to| am not going to|'d rather not)|we(?:'ll| will| won't| will not)|no (?:lo |la |los |las |te )?(?:voy a|vamos a|guardo|guardaré|uso|usaré)|ich werde|wir werden|ich (?:speichere|nutze|verwende|behalte)|je ne|je (?:vais|n'utiliserai|ne garderai)|nous ne|não (?:o |a )?(?:vou|vamos|guardo|uso)|non (?:lo |la )?(?:userò|salverò|terrò))\b/iu;

/** A pronoun for what the user gave ("it", "that", "eso", "das", "ça", "isso"). */
export const GIVEN_PRONOUN =
  /(?<![\p{L}\p{M}\p{N}_])(?:it|that|this|them|those|lo|la|eso|esto|es|das|ihn|sie|le|l'|ça|cela|isso|isto|o)(?![\p{L}\p{M}\p{N}_])/iu;

/** The user addressed ("you", "your", "tu", "dein", "votre", "seu"). */
export const ADDRESSES_USER =
  /(?<![\p{L}\p{M}\p{N}_])(?:you|your|yours|tú|tu|tus|usted|su|dein|deine|deinen|du|ihr|euer|vous|votre|vos|toi|você|seu|sua|tuo|tua)(?![\p{L}\p{M}\p{N}_])/iu;
