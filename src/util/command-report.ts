/**
 * Sentences that report what a command did, read by their structure first: the sentence opens on
 * the command (its program and the arguments before the verb, or a code span), and the word
 * right after it is a verb of a result in the third person ("make report prints the three
 * invoices", "npm test passes now", "pytest -q falla en test_total", "`make check` läuft durch",
 * "npm run lint affiche 3 erreurs", "make test slaagt"). Such a sentence says where the work
 * stood when the turn ended: never a decision or a finding, never a step to do (an imperative
 * "make report, then commit" has no such verb after the command). Whether the opening words are a
 * command is the caller's to say (`isCommand`), so this module needs no list of programs.
 *
 * Also where prose splits into sentences before a command or a path written in lower case
 * ("… committed. lib/fees.js charges …", "Done. make report prints …"): an end mark, a space and
 * a lowercase start are a sentence break there, not inside one.
 *
 * The verb lists are per result, in several languages, with a table of examples in the test;
 * the command before them decides first. Pure.
 */

/** What a command's run came to, as the report's verb says it. */
export type CommandResult = "passed" | "failed" | "output";

/** Verbs (and participles) saying a run passed, per language. */
const PASSED =
  "passes|passed|passing|succeeds|succeeded|works|worked|is green|runs green|runs clean|goes through|went through|pasa|pasan|pasó|funciona|läuft durch|laufen durch|läuft grün|besteht|bestehen|klappt|ist grün|passe|passent|réussit|fonctionne|est vert|slaagt|slagen|werkt|draait groen|is groen|passa|passano|funziona|è verde|passou|fica verde|通过";

/** Verbs (and participles) saying a run failed, per language. */
const FAILED =
  "fails|failed|failing|errors|errored|crashes|crashed|breaks|broke|hangs|hung|times out|timed out|exits|exited|is red|falla|fallan|falló|fallando|peta|schlägt fehl|schlagen fehl|scheitert|bricht ab|ist rot|échoue|échouent|plante|est rouge|faalt|falen|mislukt|crasht|is rood|fallisce|falliscono|si blocca|è rosso|falha|falham|quebra|失败";

/** Verbs saying what a run printed or gave back, per language. */
const OUTPUT =
  "prints|printed|outputs|returns|returned|shows|showed|lists|listed|reports|reported|gives|gave|says|said|writes|wrote|produces|produced|renders|rendered|finds|found|counts|ends|ended|imprime|muestra|devuelve|lista|da|dice|escribe|genera|gibt|zeigt|liefert|druckt|meldet|listet|schreibt|erzeugt|affiche|renvoie|donne|liste|écrit|produit|trouve|geeft|toont|print|schrijft|levert|vindt|stampa|mostra|restituisce|dà|elenca|scrive|retorna|escreve|输出|打印|显示|返回";

/** Adverbs that may sit between the command and its verb ("npm test now passes"). */
const BETWEEN =
  "now|still|already|again|also|ahora|todavía|ya|aún|jetzt|noch|immer noch|schon|wieder|maintenant|toujours|déjà|encore|nu|nog|al|weer|ora|ancora|già|agora|ainda|já|现在|仍然";

const VERB = new RegExp(
  `^(?:(?:${BETWEEN})\\s+)?(?:(${PASSED})|(${FAILED})|(${OUTPUT}))(?![\\p{L}\\p{N}_-])`,
  "iu",
);

/** Words a command may have before its verb: its program and up to four arguments. */
const MAX_COMMAND_WORDS = 5;

/** A word that may stand in a command line: no sentence punctuation at its end, no capital first. */
const COMMAND_WORD = /^(?:[\p{Ll}\d./~@$=_-][^\s,;:!?]*|[A-Z_][A-Z0-9_]*=\S*|-[^\s,;:!?]*)$/u;

/**
 * What `sentence` reports a command's run came to, when it opens on a command (`isCommand`
 * accepts the opening words as one) followed by a verb of a result: "passed", "failed" or
 * "output"; null when it does not open so.
 */
export function commandResultOf(
  sentence: string,
  isCommand: (command: string) => boolean,
): CommandResult | null {
  const text = sentence.trim().replace(/^[*_"'“(]+/, "");
  const span = /^`([^`\n]+)`\s+/.exec(text);
  if (span !== null) {
    if (!isCommand((span[1] as string).trim())) return null;
    return resultAt(text.slice(span[0].length));
  }
  const words = text.split(/\s+/);
  // The shortest opening that is a command and is followed by a verb of a result.
  for (let n = 1; n <= Math.min(MAX_COMMAND_WORDS, words.length - 1); n++) {
    const last = words[n - 1] as string;
    if (!COMMAND_WORD.test(last)) return null;
    const rest = words.slice(n).join(" ");
    const result = resultAt(rest);
    if (result !== null && isCommand(words.slice(0, n).join(" "))) return result;
  }
  return null;
}

/**
 * German verbs whose particle closes the clause, with a qualifier between ("läuft jetzt auf
 * beiden Rechnern durch", "schlägt unter Windows fehl"): the verb opens, the particle ends it.
 */
const SEPARABLE_PASSED =
  /^(?:läuft|laufen|geht|gehen)(?:\s+[^\s.,;:!?]+){0,6}?\s+(?:durch|glatt)(?=\s*(?:[.,;:!?]|$))/iu;
const SEPARABLE_FAILED =
  /^(?:schlägt|schlagen|bricht|brechen)(?:\s+[^\s.,;:!?]+){0,6}?\s+(?:fehl|ab)(?=\s*(?:[.,;:!?]|$))/iu;

/** The result the words at the start of `rest` say, or null. */
function resultAt(rest: string): CommandResult | null {
  const match = VERB.exec(rest);
  if (match === null) {
    if (SEPARABLE_PASSED.test(rest)) return "passed";
    return SEPARABLE_FAILED.test(rest) ? "failed" : null;
  }
  return match[1] !== undefined ? "passed" : match[2] !== undefined ? "failed" : "output";
}

/** Words before a failure verb that still describe the command's run ("make test still failing"). */
const FAILURE_NEAR = new RegExp(
  `^\\s*[\`'"]?\\s*(?:(?:${BETWEEN})\\s+)?(?:(?:is|are|was|were|keeps|kept|ist|est|está|è|blijft)\\s+)?(?:${FAILED})(?![\\p{L}\\p{N}_-])`,
  "iu",
);

/**
 * Whether `sentence` says `command` failed: the command, as a whole word sequence, followed by
 * a verb of failure ("Stopping here with make test failing: …", "make test still fails on …",
 * "`npm run e2e` is failing"). The subject of such a sentence is a run's state at the time.
 */
export function saysCommandFailed(sentence: string, command: string): boolean {
  const wanted = command.trim();
  if (wanted === "") return false;
  let from = 0;
  const lower = sentence.toLowerCase();
  const needle = wanted.toLowerCase();
  for (;;) {
    const at = lower.indexOf(needle, from);
    if (at < 0) return false;
    const before = at === 0 ? " " : (sentence[at - 1] as string);
    const after = sentence.slice(at + needle.length);
    if (/[\s`'"(]/.test(before) && FAILURE_NEAR.test(after)) return true;
    from = at + 1;
  }
}

/**
 * Whether `sentence` opens on `command` (as written, or in a code span) and says its run passed,
 * whatever qualifier follows ("npm test passes on both machines now", "make test pasa en
 * cualquier zona horaria", "npm test läuft jetzt auf beiden Rechnern durch"): a status of that
 * check at the time, which a later failing run of the same command makes untrue.
 */
export function saysCommandPassed(sentence: string, command: string): boolean {
  const wanted = command.trim();
  if (wanted === "") return false;
  const same = (opening: string) => opening.trim() === wanted;
  return commandResultOf(sentence, same) === "passed";
}

/** Abbreviations whose period is no sentence end ("e.g. src/x.js"). */
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|cf|approx|z\.b|p\.ej|bzw|ca|p\.ex)\.$/i;

/**
 * `text` split again where a sentence starts in lower case with a command or a path: after an
 * end mark and a space, when the words that follow open on a path (`lib/fees.js`, `fees.js`)
 * or a command (`isCommand` on the opening words, as `commandResultOf` reads them). Every other
 * lowercase start stays inside its sentence.
 */
export function splitBeforeLowercaseStarts(
  sentence: string,
  isCommand: (command: string) => boolean,
): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of sentence.matchAll(/[.!?]\s+(?=[\p{Ll}.])/gu)) {
    const end = (match.index as number) + 1;
    const head = sentence.slice(start, end);
    const next = sentence.slice(end).trimStart();
    if (ABBREVIATION.test(head) || !opensOnPathOrCommand(next, isCommand)) continue;
    parts.push(head.trim());
    start = end;
  }
  parts.push(sentence.slice(start).trim());
  return parts.filter((part) => part !== "");
}

/** A path or a file with its extension at the start of a text. */
const OPENING_PATH =
  /^(?:\.{0,2}\/)?(?:[\w.@-]+\/)+[\w.@-]*\w|^[\w-]{2,}\.[a-z][a-z0-9]{0,5}\b(?![\w(])/;

/** Whether `text` opens on a path, or on a command followed by more words. */
function opensOnPathOrCommand(text: string, isCommand: (command: string) => boolean): boolean {
  if (OPENING_PATH.test(text)) return true;
  const words = text.split(/\s+/);
  for (let n = 1; n <= Math.min(3, words.length - 1); n++)
    if (COMMAND_WORD.test(words[n - 1] as string) && isCommand(words.slice(0, n).join(" ")))
      return true;
  return false;
}
