/**
 * Whether a sentence that sits next to a removal of the work's own code says why it went — in
 * words of the effect the code had, naming none of it ("Totals came out a cent short on half the
 * rows, so that's gone.", "Die Ausgabe sprang hin und her; raus damit."). Structure has already
 * decided that the sentence is next to such a removal (`collect/transcripts/removal-reasons.ts`);
 * the word lists here only settle what structure cannot: a sentence that announces the removal
 * or the next call, says what the agent will try next, or tidies (a rename, unused code) states
 * no dead end. A verdict clause ("so that's gone", "raus damit", "back to fetching each time")
 * is no reason by itself: another clause must say what went wrong. The table of positive and
 * negative examples, in several languages, is `test/util/removal-reason-words.test.ts`. Pure.
 */
import {
  ANNOUNCES_CALL,
  countContentWords,
  NARRATION,
  REMOVAL,
  STATUS_CLAUSE,
  isStatusPredicate,
} from "./prose-words.js";

/**
 * What the agent will do or try next, said at a sentence's start ("I'll try a plain loop", "Next
 * I'll …", "Trying …", "Voy a probar …", "Ich versuche …", "Je vais …"): a plan, not a dead end.
 */
const PLAN_LEAD =
  /^(?:(?:i|we)(?:'ll|’ll| will| shall|'m going to|’m going to| am going to|'re going to| are going to)\b|let(?:'s|’s| me| us)\b|next\b|then\b|now\b|trying\b|going to\b|switching\b|(?:i|we)\s+(?:try|attempt)\b|(?:voy|vamos) a\b|probar[ée]\b|ich (?:werde|versuche|probiere)\b|wir (?:werden|versuchen)\b|als n[äa]chstes\b|je vais\b|nous allons\b|on va\b|vou\b|vamos\b|agora\b|ora\b|adesso\b|proverò(?![\p{L}\p{M}\p{N}_])|接下来|下一步|我(?:要|会|将|来)|次は)/iu;

/**
 * Tidying: a rename, code nothing used or called, leftovers, debug output, formatting — a removal
 * that takes back no attempt.
 */
const TIDY =
  /\b(?:renam\w*|tid(?:y|ied|ying)|clean(?:ed|ing|s)?\s*up|cleanup|unused|dead code|leftovers?|no longer (?:used|needed|called|referenced)|never (?:called|used|imported|referenced)|nothing (?:calls|uses|imports|requires|references)|no (?:caller|callers|importer|importers)|debug(?:ging)? (?:prints?|logs?|logging|output|lines?|statements?)|console\.log|typos?|formatting|moved (?:\w+ ){0,3}(?:to|into) \S+\.\w+|umbenann\w*|aufger[äa]umt|aufr[äa]umen|unbenutzt\w*|ungenutzt\w*|toter code|renombr\w*|limpi(?:é|ar|eza|ando)|sin usar|no se usa\w*|c[óo]digo muerto|renomm\w*|nettoy\w*|inutilis[ée]\w*|code mort|renomead\w*|limpe(?:i|za)|n[ãa]o usad\w*|rinominat\w*|inutilizzat\w*|non usat\w*)|重命名|未使用|没用到|死代码|清理|未使用の|リネーム/iu;

/** A clause that only says the thing went, or what the work went back to. */
const VERDICT =
  /^(?:(?:so|and|then|which is why|hence|thus|also|,)\s+)*(?:(?:that|it|this|they|those|these|the \w+)(?:'s|’s| is| are| has| have)?\s+)?(?:(?:all\s+)?gone|out(?:\s+(?:it|they)\s+go(?:es)?)?|back to\b.*|reverted\b.*|raus\b.*|weg\b.*|zur[üu]ck\b.*|fuera\b.*|de vuelta\b.*|vuelvo\b.*|retour\b.*|dehors\b.*|fora\b.*|de volta\b.*|via\b.*|torno\b.*)$/iu;

/** A gerund or present first person that announces the removal itself ("Removing the cache."). */
const ANNOUNCES_REMOVAL =
  /^(?:(?:i(?:'m|’m| am)\s+)?(?:removing|deleting|dropping|reverting|taking|pulling|ripping|undoing|restoring|backing)\b|(?:i|we)\s+(?:remove|delete|drop|revert|take|pull|undo|restore)\b|entferne\b|l[öo]sche\b|quito\b|quitando\b|elimino\b|eliminando\b|borro\b|borrando\b|je (?:retire|supprime|enl[èe]ve)\b|retirando\b|removendo\b|rimuovo\b|tolgo\b)/iu;

/** A verb of what happened, in English: a gerund subject before one states an effect. */
const PAST =
  /\b(?:was|were|had|made|came|went|broke|got|took|kept|left|ran|gave|put|let|hit|showed|\p{L}{2,}ed)\b/iu;

/**
 * A clause of how the code stands now ("src/a.js logs through logLine() now", "The split now
 * floors to the cent"): the new approach described, not what went wrong with the old one.
 */
const STATE_NOW =
  /\b(?:now|ahora|jetzt|nun|maintenant|désormais|agora|adesso|ora|nu)\b|现在|今は/iu;

/** Where a sentence splits into clauses: a colon, semicolon, dash, comma, or a joining word. */
const CLAUSE_BREAK = /\s*[;:：；]\s+|\s+[—–-]\s+|,\s+|\s+(?=(?:so|but|then|which is why)\s)/iu;

/** A clause says something of its own when this many of its words are content words. */
const MIN_CONTENT = 3;

/**
 * Whether `sentence`, sitting next to a removal of code the work had put in, says in words why it
 * went: it plans nothing, announces nothing, tidies nothing, and beside any verdict clause one
 * clause of three content words or more says what went wrong.
 */
export function givesRemovalReason(sentence: string): boolean {
  const text = sentence.trim().replace(/^[*_>\s-]+/, "");
  if (text === "" || /[?？]$/.test(text)) return false;
  if (PLAN_LEAD.test(text) || NARRATION.test(text) || TIDY.test(text)) return false;
  const clauses = text.split(/\s+and\s+|\s*[;:：；]\s+/).flatMap((c) => c.split(CLAUSE_BREAK));
  // "Tests pass: a 12000-row export becomes 3 files", "LOG_DAYS is 30; committed.": a report
  // of how things stand, not why code went.
  const bare = (clause: string) => clause.trim().replace(/[.!。！]+$/u, "");
  if (clauses.some((c) => STATUS_CLAUSE.test(bare(c)) || isStatusPredicate(bare(c)))) return false;
  // A clause of the new approach makes the sentence a description of it, whatever else it says.
  if (clauses.some((c) => !VERDICT.test(bare(c)) && STATE_NOW.test(bare(c)))) return false;
  return clauses.some((raw, i) => {
    const clause = bare(raw);
    if (clause === "" || VERDICT.test(clause)) return false;
    if (ANNOUNCES_REMOVAL.test(clause) || (i === 0 && ANNOUNCES_CALL.test(clause))) return false;
    // "Building the wheel to see its size": a gerund with no verb of what happened announces.
    if (/^\p{L}+ing\b/iu.test(clause) && !PAST.test(clause)) return false;
    // A clause of removal phrasing ("pulled the cache back out") says what, not why.
    if (REMOVAL.test(clause) && countContentWords(clause.replace(REMOVAL, " ")) < MIN_CONTENT + 1)
      return false;
    return countContentWords(clause) >= MIN_CONTENT;
  });
}

/**
 * Whether a user message asks for a removal ("remove the cache", "take the retry out", "quita
 * el caché", "nimm den Cache raus"): the agent that carries it out tells no dead end of its own.
 */
export function asksForRemoval(message: string): boolean {
  return /\b(?:remove|delete|drop|revert|undo|get rid of|(?:take|rip|pull|back)\s+(?:\S+\s+){0,4}?out\b|quit(?:a|e|ar)|elimin(?:a|e|ar)|borr(?:a|e|ar)|entfern\w*|l[öo]sch\w*|nimm\s+(?:\S+\s+){0,4}?raus|supprim\w*|enl[èe]v\w*|retir(?:e|er|a|ar)|remov(?:a|er)|apag(?:a|ue|ar)|rimuov\w*|togli\w*)\b|删除|去掉|移除|削除|消して/iu.test(
    message,
  );
}
