/**
 * Sentences that state where the repository stood when they were said, read as what they claim
 * is missing: the change not committed ("Nothing is committed yet.", "Los cambios aún no están
 * commiteados."), the branch not pushed ("The branch is still unpushed."), a thing no test
 * covers yet ("No test covers refundShares yet."). Such a claim holds as of its session only:
 * whether a later session made it untrue is read from git (`generate/git-state-conclusions.ts`),
 * never from the words. A sentence that also gives a reason or a choice is more than a claim of
 * state and is not read here. The word lists are per claim, in several languages, with a table
 * of examples in the test. Pure.
 */

/** What a sentence claims was still missing in the repository when it was said. */
export type GitStateClaim = "uncommitted" | "unpushed" | "untested";

/** A negation before a participle of git, per language ("not", "noch nicht", "aún no", "pas"). */
const NEG =
  "not|n't|never|no|nada|nothing|none|nichts|nicht|noch nicht|pas|rien|non|niente|nada|niet|nog niet|não|ainda não|aún no|todavía no|还没|尚未|没有|未";

/** Participles and adjectives of a commit, per language. */
const COMMITTED =
  "committed|commited|commiteados?|commiteadas?|comiteados?|committeados?|confirmados?|committet|eingecheckt|committée?s?|commitée?s?|commité|committat[oaie]|gecommit|commitados?|提交";

/** Participles of a push, per language. */
const PUSHED = "pushed|gepusht|gepushed|poussée?s?|pusheados?|subidos?|enviados?|pushat[oaie]|推送";

/** Words that say a change is uncommitted or a branch unpushed in one word. */
const UNCOMMITTED_WORD =
  /(?<![\p{L}\p{M}\p{N}_])(?:uncommitted|unstaged|sin commitear|sin confirmar|nicht committet|non commité|non committat[oaie]|未提交)(?![\p{L}\p{M}\p{N}_])|未提交/iu;
const UNPUSHED_WORD =
  /\b(?:unpushed|not yet pushed|sin pushear|sin subir|ungepusht|non poussée?s?)\b|未推送/iu;

const NOT_COMMITTED = new RegExp(
  `(?:^|[\\s'"(])(?:${NEG})\\b[^.;:!?]{0,40}?\\b(?:${COMMITTED})(?![\\p{L}])|(?:${COMMITTED})[^.;:!?]{0,12}?\\b(?:yet|noch nicht|todavía|aún)\\b.*\\b(?:${NEG})\\b`,
  "iu",
);
const NOT_PUSHED = new RegExp(
  `(?:^|[\\s'"(])(?:${NEG})\\b[^.;:!?]{0,40}?\\b(?:${PUSHED})(?![\\p{L}])`,
  "iu",
);

/** "No test covers X", "nothing tests X yet", "X has no test", "kein Test deckt X ab", "aucun test". */
const UNTESTED =
  /(?:^|\s)(?:no|not a single|nothing|kein(?:e|er)?|ningún|ninguna|aucun|nessun|geen|nenhum)\s+(?:\w+\s+)?(?:tests?|specs?|tes?ts?|prueba|pruebas|teste)\b[^.;!?]{0,60}\b(?:covers?|tests?|checks?|exercises?|deckt|prüft|cubre|prueba|couvre|teste|copre|dekt|cobre)\b|\b(?:has|have)\s+no\s+(?:\w+\s+)?(?:tests?|specs?|coverage)\b|\b(?:is|are)\s+(?:still\s+)?(?:untested|not (?:yet )?(?:tested|covered))\b|\bnothing\s+tests\b|没有测试|テストがない/iu;

/** A reason or a choice beside the claim: then the sentence says more than where things stood. */
const MORE_THAN_STATE =
  /\b(?:because|since|so that|so we|rather than|instead|decided|chose|porque|para que|en lugar de|weil|damit|statt|parce que|afin de|au lieu de|perché|invece|omdat|zodat|em vez de)(?![\p{L}\p{M}\p{N}_])|因为|所以/iu;

/**
 * What `sentence` claims was still missing in the repository when it was said, or null: a
 * change not committed, a branch not pushed, a thing no test covers. A sentence that gives a
 * reason or a choice beside the claim is null: that part may still hold.
 */
export function gitStateClaimOf(sentence: string): GitStateClaim | null {
  const text = sentence.trim();
  if (text === "" || MORE_THAN_STATE.test(text)) return null;
  if (UNPUSHED_WORD.test(text) || NOT_PUSHED.test(text)) return "unpushed";
  if (UNCOMMITTED_WORD.test(text) || NOT_COMMITTED.test(text)) return "uncommitted";
  if (UNTESTED.test(text)) return "untested";
  return null;
}

/**
 * Where a sentence's clauses meet: punctuation between two, or "and" in the languages listed,
 * or both (", and"): the conjunction goes with the break, so a clause left first after a cut
 * never opens on it ("and golden/report.txt still holds the old report").
 */
const CLAUSE_BREAK =
  /(\s*[,;]\s+(?:(?:and|y|e|und|et|en|và)\s+)?|\s+(?:and|y|e|und|et|en|và)\s+)/iu;

/**
 * `text` without the clauses that claim something `untrue` says no longer holds ("refundShares
 * rounds each share down; nothing is committed yet." → "refundShares rounds each share down."),
 * or null when nothing else is left. A sentence that gives a reason or a choice is kept whole:
 * its claim may be what the reason is about.
 */
export function withoutClaims(
  text: string,
  untrue: (claim: GitStateClaim) => boolean,
): string | null {
  // An end mark followed by a space ends a sentence; one inside a path (`src/split.js`) does not.
  const sentences = text.trim().split(/(?<=[.!?。！])\s+/u);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const end = /[.!?。！]+\s*$/u.exec(sentence)?.[0].trim() ?? "";
    const body = sentence.trim().slice(0, sentence.trim().length - end.length);
    // Split keeps the separators at odd indexes: each clause with the separator before it.
    if (MORE_THAN_STATE.test(body)) {
      kept.push(sentence.trim());
      continue;
    }
    // Split keeps the separators at odd indexes: each clause goes with the separator before it.
    const parts = body.split(CLAUSE_BREAK);
    const clauses: string[] = [];
    for (let i = 0; i < parts.length; i += 2) {
      const clause = parts[i] as string;
      const claim = gitStateClaimOf(clause);
      if (claim !== null && untrue(claim)) continue;
      clauses.push(clauses.length === 0 ? clause : `${parts[i - 1] ?? " "}${clause}`);
    }
    if (clauses.length * 2 - 1 === parts.length) kept.push(sentence.trim());
    else if (clauses.length > 0) kept.push(`${clauses.join("").trim()}${end || "."}`);
  }
  return kept.length === 0 ? null : kept.join(" ");
}
