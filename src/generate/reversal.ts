/**
 * Whether a newer user message reverses an older one (SPEC §3.1: a rule stands until the user
 * supersedes it). Structure first: the two must be on the same subject — they share a content
 * word, and for a reversal word, one of the clause that word governs — and then either give a
 * new value to the same quantity ("Node 18" → "Node 20", "30 s" → "10 s" for the same delay) or
 * say a reversal in words ("forget …", "no longer", "instead", "actually", in a few languages).
 * A newer message that adds ("also", "too") reverses nothing by a new value alone. When unsure,
 * nothing is superseded: both stay, the newer last. The word tables are in reversal-words.ts;
 * their positive and negative examples are in the test. Pure.
 */
import {
  type Quantity,
  asciiDigits,
  quantitiesIn,
  sameAmount,
  sameNumber,
} from "../util/quantity.js";
import { numberWordValue } from "../util/number-words.js";
import { ADDITIVE_RE, NO_LONGER_RE, REVERSAL_RE, SENTENCE_REVERSAL_RE } from "./reversal-words.js";
import { countedPerOther } from "./value-basis.js";

/** Words that carry no subject of their own, in the languages the tables below know. */
const FUNCTION_WORDS = new Set(
  (
    "the and for with from that this these those into onto than then them they their there " +
    "what when where which while who why how not but are was were been being have has had " +
    "will would should could can may might must shall just only also too very more most less " +
    "all any some each every other its our your you yours mine his her him she one ones use " +
    "after before about over under between without within because since until again here " +
    "using make keep let lets it's don't doesn't isn't aren't won't please now again still yet " +
    "instead actually rather anymore longer forget drop stop ignore never always want need like " +
    "los las una uno que del por para con sin pero más ya " +
    "der die das den dem des ein eine und mit für von nicht mehr " +
    "les des une pour avec sans pas plus que qui dans sur est sont aux mais cette ces " +
    "com para não uma umas uns dos das nos nas são mais esta este isso isto pelo pela sem agora " +
    "per che gli della delle dei degli non più sono uno ora anche"
  ).split(" "),
);

/** Whether `text` says a reversal in words ("actually", "instead", "no longer", "改为"). */
export function saysReversal(text: string): boolean {
  return REVERSAL_RE.test(text) || SENTENCE_REVERSAL_RE.test(text);
}

/** Whether `text` adds to a rule rather than replacing it ("also", "too", "也"). */
export function onlyAdds(text: string): boolean {
  return ADDITIVE_RE.test(text);
}

/**
 * Units a rule counts in, in the languages users write rules in, each to one name: "höchstens
 * 5000 Zeilen" and "20000 rows", "60 caracteres" and "80 characters" give the same quantity a
 * new value. Only units: the subject of a rule in another language is otherwise unknown, and
 * unsure marks nothing.
 */
const UNIT_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    rows: "rows row zeilen zeile filas fila lignes ligne righe riga linhas linha 行",
    characters:
      "characters character chars caracteres caracter carácter zeichen caractères caractère caratteri carattere 字符 个字符",
    pixels: "px pixels pixel píxeles pixeles píxel pixeln",
    milliseconds:
      "ms milliseconds millisecond millis milisegundos milissegundos millisekunden millisecondes millisecondi 毫秒",
    seconds:
      "s seconds second secs sec segundos segundo sekunden sekunde secondes seconde secondi secondo 秒",
    minutes: "minutes minute mins min minutos minuto minuten minute minuti 分钟",
    items:
      "items item elementos elemento einträge eintrag éléments élément elementi elemento itens 条",
    retries:
      "retries retry attempts attempt reintentos intentos versuche tentatives tentativi tentativo tentativas 次",
    files:
      "files file archivos archivo ficheros fichero dateien datei fichiers fichier arquivos arquivo 文件",
  }).flatMap(([name, words]) => words.split(" ").map((word) => [word, name] as const)),
);

/** The one names of the units: a quantity keyed by one of these is counted in a unit. */
const UNITS: ReadonlySet<string> = new Set(UNIT_NAMES.values());

/**
 * Function words of the languages users write rules in, to tell that two messages are in two
 * languages: their subject words cannot be compared then, and a unit is all that ties a rule to
 * its new value ("Les vignettes font 200 px au maximum" → "Thumbnails are 320 px wide now").
 */
const LANGUAGE_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    en: "the an of to in on at for with and or but is are was were be been must should will would can now then after before up it this that these those from by not",
    es: "el la los las un una unos unas de del al en con por para y o pero es son está están ahora que se lo",
    de: "der die das den dem des ein eine einen und oder aber ist sind mit für von zu im am auf nicht jetzt pro",
    fr: "le la les un une des du de au aux en avec pour et ou mais est sont font maintenant que qui ce cette",
    pt: "o a os as um uma uns umas do da dos das de em no na nos nas com por para e ou mas é são está estão têm tem agora que",
    it: "il lo la i gli le un una uno di del della delle dei degli al alla ai con per e o ma è sono ora ogni che",
  }).map(([language, words]) => [language, new Set(words.split(" "))] as const),
);

/**
 * The languages whose function words `text` holds most of (several on a tie: "por" is Spanish
 * and Portuguese alike); empty when it holds none.
 */
export function languagesOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const hits = [...LANGUAGE_WORDS].map(
    ([language, set]) => [language, words.filter((w) => set.has(w)).length] as const,
  );
  const most = Math.max(0, ...hits.map(([, n]) => n));
  return new Set(most === 0 ? [] : hits.filter(([, n]) => n === most).map(([l]) => l));
}

/** Whether `a` and `b` are known to be in two languages: no leading language in common. */
export function inTwoLanguages(a: string, b: string): boolean {
  const first = languagesOf(a);
  const second = languagesOf(b);
  return first.size > 0 && second.size > 0 && ![...first].some((l) => second.has(l));
}

/** The letters' main script of `text`: Latin, Cyrillic, Greek, CJK, Hangul, Arabic, … */
function mainScript(text: string): string {
  const counts = new Map<string, number>();
  for (const ch of text.match(/\p{L}/gu) ?? []) {
    const script = /\p{Script=Latin}/u.test(ch)
      ? "latin"
      : /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch)
        ? "cjk"
        : /\p{Script=Hangul}/u.test(ch)
          ? "hangul"
          : /\p{Script=Cyrillic}/u.test(ch)
            ? "cyrillic"
            : "other";
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/**
 * Whether two messages cannot share a subject word: written in two scripts, or in two languages
 * (one in a language whose function words are known, the other not, counts as two).
 */
export function inTwoTongues(a: string, b: string): boolean {
  if (mainScript(a) !== mainScript(b) || inTwoLanguages(a, b)) return true;
  return (languagesOf(a).size === 0) !== (languagesOf(b).size === 0);
}

/** A word as a rule's subject: a unit by its one name, any other word as it is. */
const subjectWord = (word: string): string => UNIT_NAMES.get(word) ?? word;

/** The content words of `text`: three characters or more, not a function word, not a number. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}_][\p{L}\p{N}_'-]*/gu) ?? [];
  return new Set(
    words
      .map((w) => subjectWord(w.replace(/^['-]+|['-]+$/g, "")))
      .filter((w) => [...w].length >= 3 && !FUNCTION_WORDS.has(w)),
  );
}

/**
 * The quantities `text` gives a value: the content word before each number, and the unit right
 * after it (`UNIT_NAMES`: "5000 Zeilen" is rows), with the numbers.
 */
export function quantities(text: string): Map<string, Set<string>> {
  return quantitiesBy(text, true);
}

/** The quantities `text` names by a word before their number ("Node 18", "fee: 15 denars"). */
function namedQuantities(text: string): Map<string, Set<string>> {
  return quantitiesBy(text, false);
}

/** `quantities`, or with `counted` false only those named by the word before their number. */
function quantitiesBy(text: string, counted: boolean): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  // Digits of any script are one number's ("cada caixote leva ๑๒ litros" gives 12 as "12 litros" does).
  const plain = asciiDigits(text).toLowerCase();
  const tokens = plain.match(/\d+(?:\.\d+)*|[\p{L}_][\p{L}\p{N}_'-]*/gu) ?? [];
  // The version each named version number is of ("sqlite" of "SQLite 3.34"), by its token.
  const versionOf = new Map<number, string>();
  for (const [i, token] of tokens.entries()) {
    if (!/^\d/.test(token)) continue;
    const unit = UNIT_NAMES.get(tokens[i + 1] ?? "");
    if (counted && unit !== undefined) {
      const values = found.get(unit) ?? new Set<string>();
      values.add(token);
      found.set(unit, values);
    }
    // The nearest content word within three tokens before ("Node 18", "delay at 30").
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      const key = tokens[j] ?? "";
      if (/^\d/.test(key)) break;
      if ([...key].length < 3 || FUNCTION_WORDS.has(key) || REVERSAL_RE.test(key)) continue;
      const values = found.get(key) ?? new Set<string>();
      values.add(token);
      found.set(key, values);
      if (token.includes(".")) versionOf.set(i, key);
      break;
    }
    // A version number of the same major as a named one just before it is of the same thing,
    // whatever words stand between in any language ("SQLite 3.34 இல்லை, இப்போது 3.40", "már
    // nem SQLite 3.34 van rajta, hanem 3.40": no longer 3.34, now 3.40).
    if (token.includes("."))
      for (const [at, key] of versionOf)
        if (at < i && i - at <= 6 && majorOf(tokens[at] ?? "") === majorOf(token))
          found.get(key)?.add(token);
  }
  // What is counted: the first content word of the two words right after a number, in the same
  // clause ("8 archives", "7 nightly snapshots"), unless a unit names it.
  for (const match of counted ? plain.matchAll(COUNTED) : []) {
    const [, value = "", after = ""] = match;
    const next = after.trim().split(/\s+/);
    if (UNIT_NAMES.has(next[0] ?? "")) continue;
    const key = next.find((w) => [...w].length >= 3 && !FUNCTION_WORDS.has(w));
    if (key === undefined || REVERSAL_RE.test(key)) continue;
    const values = found.get(key) ?? new Set<string>();
    values.add(value);
    found.set(key, values);
  }
  return found;
}

/** The whole part of a version number ("3" of "3.40"). */
const majorOf = (token: string): string => token.split(".")[0] ?? "";

/** A number and the two words right after it, nothing but spaces between. */
const COUNTED = /(?<![\p{L}\p{N}_.])(\d+(?:\.\d+)*)((?:[ \t]+[\p{L}_][\p{L}\p{N}_'-]*){1,2})/gu;

/** The quantities `newer` gives a value `older` did not give them; none when it adds none. */
function newValueKeys(newer: string, older: string): string[] {
  const before = quantities(older);
  return [...quantities(newer)]
    .filter(([key, values]) => {
      const old = before.get(key);
      return old !== undefined && [...values].some((v) => !old.has(v));
    })
    .map(([key]) => key);
}

/**
 * The parts of `text` a reversal word governs: each clause (ended by , ; : . ! ? or a dash; a
 * point inside a version does not end it)
 * holding a clause-bound one, and each sentence holding a sentence-wide one.
 */
function reversedParts(text: string): string[] {
  const clauses = text
    .split(/[,;:.!?]+(?=\s|$)|[—–。，；！？]+|\s-\s/u)
    .filter((c) => REVERSAL_RE.test(c));
  const sentences = text
    .split(/[.!?۔؟।॥።፧։။]+(?=\s|$)|[。！？]+/u)
    .filter((s) => SENTENCE_REVERSAL_RE.test(s));
  return [...clauses, ...sentences];
}

/** Values too common to be a rule's subject ("step 1", "0 failures"). */
const TOO_COMMON = new Set([0, 1]);

/**
 * Whether `part`, a clause of a newer message that takes something back, names a value the
 * older rule names (a version, a limit: "3.8", "١١", "18"), of no other dimension: the value
 * is the subject then, in whatever language the two are written.
 */
function namesValueOf(part: string, older: string, twoTongues = false): boolean {
  const olds = quantitiesIn(older);
  // In two tongues one spelling on both sides is a word shared, not a value: the Polish "Ten
  // plik" (this file) is no "ten retries".
  const spelling = (text: string, q: Quantity) =>
    (text.slice(q.start, q.end).match(/^\p{L}+/u)?.[0] ?? "").toLowerCase();
  return quantitiesIn(part).some((q) =>
    olds.some(
      (o) =>
        !(twoTongues && spelling(part, q) !== "" && spelling(part, q) === spelling(older, o)) &&
        !q.values.some((v) => TOO_COMMON.has(v)) &&
        (q.unit === null || o.unit === null || sameAmount(q, o)) &&
        q.values.some((v) => o.values.some((w) => sameNumber(v, w))),
    ),
  );
}

/**
 * The clauses of `text` that say "no longer" or "not enough" in any of the tables' languages
 * (`REVERSAL`, `NO_LONGER`), where the older rule's value named takes it back.
 */
function droppedParts(text: string): string[] {
  return text
    .split(/[,;:.!?،؛]+(?=\s|$)|[—–。，；！？]+|\s-\s/u)
    .filter((c) => REVERSAL_RE.test(c) || NO_LONGER_RE.test(c));
}

/** The most sentences a message marked superseded as a whole may have. */
const MAX_RULE_SENTENCES = 2;

/**
 * Whether the content words `a` of a part of `newer` and `b` of `older` share one, `except`
 * aside, that says the two are about one thing. In one tongue any shared word does. In two, a
 * word one of them reads as a number or a function word of its language and the other does not
 * is another word in each (the Polish "ten" is "this", the German "pro" is "per", a Spanish text
 * reads "set" as a number): it counts only where both write it as a name of the work
 * (`namedIn`). `texts` null: the caller has a stronger tie (a new value of one unit) and any
 * shared word does.
 */
function shares(
  a: ReadonlySet<string>,
  b: ReadonlySet<string>,
  texts: { newer: string; older: string } | null,
  except: readonly string[] = [],
): boolean {
  const shared = [...a].filter(
    (w) => b.has(w) && !except.includes(w) && (texts === null || !onlyInOtherPaths(w, texts)),
  );
  if (shared.length === 0) return false;
  if (texts === null || !inTwoTongues(texts.newer, texts.older)) return true;
  const { newer, older } = texts;
  return shared.some(
    (w) =>
      readAsOtherWord(w, newer) === readAsOtherWord(w, older) ||
      (namedIn(w, newer) && namedIn(w, older)),
  );
}

const PATH = /[\p{L}\p{N}_.-]*\/[\p{L}\p{N}_./-]*/gu;

/**
 * The paths of `text` that hold `word` as a segment, or null when `word` is also said outside
 * any path: then it is a word of the sentence, not only of a file's name.
 */
function pathsHolding(word: string, text: string): string[] | null {
  const lower = text.toLowerCase();
  const paths = lower.match(PATH) ?? [];
  const holding = paths.filter((p) => contentWords(p).has(word));
  if (holding.length === 0) return null;
  return contentWords(lower.replace(PATH, " ")).has(word) ? null : holding;
}

/**
 * Whether `word` is shared only as a segment of two different files ("billing" of
 * src/billing/invoice.ts and src/billing/legacy.ts): two files of one folder are two subjects.
 * The same path, or a folder and a file in it, is one.
 */
function onlyInOtherPaths(word: string, texts: { newer: string; older: string }): boolean {
  const inNewer = pathsHolding(word, texts.newer);
  const inOlder = pathsHolding(word, texts.older);
  if (inNewer === null || inOlder === null) return false;
  const folder = (p: string): string => p.replace(/\/?$/, "/");
  return !inNewer.some((n) =>
    inOlder.some((o) => n === o || n.startsWith(folder(o)) || o.startsWith(folder(n))),
  );
}

/**
 * Whether `text` reads `word` as a number or as a function word of its own language: a value or
 * a "this", never a subject two messages share.
 */
function readAsOtherWord(word: string, text: string): boolean {
  if (numberWordValue(word, text) !== undefined) return true;
  return [...languagesOf(text)].some((l) => LANGUAGE_WORDS.get(l)?.has(word) === true);
}

/** A word of any script, as `contentWords` reads them. */
const WORD = /[\p{L}_][\p{L}\p{N}_'-]*/gu;

/**
 * Whether `text` writes `word` (a content word, lower case) as a name of the work, whatever its
 * language: inside a code span, a path, a file name or an identifier (`LOG_DIR`, `cutName`), in
 * capitals (`API`), or with a capital inside a sentence ("Keep Node 18", "Olvida Redis"). A
 * capital opening a sentence says nothing ("Ten plików …").
 */
function namedIn(word: string, text: string): boolean {
  for (const match of text.matchAll(WORD)) {
    const token = match[0].replace(/^['-]+|['-]+$/g, "");
    if (token.toLowerCase() !== word) continue;
    const at = match.index ?? 0;
    const before = text.slice(0, at);
    const after = text.slice(at + match[0].length);
    if (((before.match(/`/g) ?? []).length & 1) === 1) return true;
    if (/[/._]$/.test(before) || /^(?:[/_]|\.[A-Za-z])/.test(after)) return true;
    if (/_|\p{N}|\p{Ll}\p{Lu}/u.test(token)) return true;
    if ([...token].length >= 2 && token === token.toUpperCase() && token !== token.toLowerCase())
      return true;
    const opens = /(?:^|[.!?:;。！？]\s*|\n\s*(?:[-*+•]\s+|\d+[.)]\s+)?)$/u.test(before);
    if (/^\p{Lu}/u.test(token) && !opens) return true;
  }
  return false;
}

/**
 * Whether `newer` reverses `older`, a message of one or two sentences: a part of `newer` that a
 * reversal word governs names a content word of `older`; or `newer` gives a quantity of `older`
 * a new value, shares another content word with it, and does not say it only adds.
 */
export function reverses(newer: string, older: string, unitAlone = true): boolean {
  // A message of several sentences holds several rules (often the task itself): one of them
  // reversed does not take back the others, so the whole stays (`reversedSentence` names it).
  const sentences = sentencesOf(older);
  if (sentences.length > MAX_RULE_SENTENCES) return false;
  // Two sentences: a rule and its reason go together, two rules do not ("at most 5000 rows a
  // file. And leave scripts/cron.sh alone." loses only its first to "split at 20000 rows").
  if (sentences.length === 2 && !reversesRule(newer, older, unitAlone)) return false;
  if (
    sentences.length === 2 &&
    ruleCount(sentences) === 2 &&
    !sentences.every((x) => reversesRule(newer, x, unitAlone))
  )
    return false;
  return reversesRule(newer, older, unitAlone);
}

/**
 * How many of `sentences` name a thing of their own (a path, a number in digits or words, a code
 * span): "Retry an SMS five times" is a rule of its own beside "Keep running on Node 18".
 */
function ruleCount(sentences: readonly string[]): number {
  return sentences.filter(
    (x) =>
      /[\w-]+\/[\w./-]+|\b\w+\.[a-z]{1,5}\b|\p{N}|`[^`]+`/u.test(x) || quantitiesIn(x).length > 0,
  ).length;
}

/**
 * The rules of a message: its sentences, the parts of a sentence separated by semicolons
 * ("House rules: npm test; never edit vendor/; log with console.error" holds three), and the
 * items of a list (a line under "Rules:", a line opening with `-` or `1.`); an end mark of any
 * script ends a sentence (the Devanagari and Bengali `।`, the Urdu `۔`, the Ethiopic `።`).
 */
export const sentencesOf = (text: string): string[] =>
  text
    .split(
      /[.!?۔؟।॥።፧։။]+(?:\s+|$)|[。！？；]+|;\s*|\n(?=[ \t]*(?:[-*+•]|\d+[.)])\s)|(?<=:[ \t]*)\n/u,
    )
    .filter((s) => s.trim() !== "");

/**
 * The one sentence of `older`, a message of several sentences, that `newer` reverses, or null:
 * the task and its other rules stand. When several would match, the one sharing the most
 * content words with `newer` (a new value for one of its quantities counting double); a tie
 * leaves it unsure, and unsure marks nothing.
 */
export function reversedSentence(newer: string, older: string, unitAlone = true): string | null {
  const sentences = sentencesOf(older);
  if (sentences.length < 2) return null;
  // Two sentences are one rule and its reason unless each names a thing (`reverses`).
  if (sentences.length === 2 && (ruleCount(sentences) < 2 || reverses(newer, older, unitAlone)))
    return null;
  const words = contentWords(newer);
  let best: string | null = null;
  let bestScore = 0;
  let tie = false;
  for (const sentence of sentences) {
    if (!reversesRule(newer, sentence, unitAlone)) continue;
    const own = contentWords(sentence);
    const dropped = droppedParts(newer).some((part) => namesValueOf(part, sentence));
    const score =
      [...own].filter((w) => words.has(w)).length +
      2 * newValueKeys(newer, sentence).length +
      (dropped ? 2 : 0);
    if (score > bestScore) {
      best = sentence.trim();
      bestScore = score;
      tie = false;
    } else if (score === bestScore) tie = true;
  }
  return tie ? null : best;
}

/**
 * How `newer` takes `older` back, when it does: by a word of reversal on a shared subject or the
 * older value ("words"), by a new value of a quantity the two share a word on ("value"), or, in
 * two languages, by the unit of a new value alone or the name written alike before it ("unit":
 * the weakest tie).
 */
type ReversalTie = "words" | "value" | "unit";

function reversalTie(newer: string, older: string): ReversalTie | null {
  const subject = contentWords(older);
  if (subject.size === 0) return null;
  const texts = { newer, older };
  if (reversedParts(newer).some((part) => shares(contentWords(part), subject, texts)))
    return "words";
  // The value as the subject: in one language a word of the older must be said too ("Uploads:
  // 5 MB is not enough" takes nothing back from "Avatars at most 5 MB"); in two, none can be.
  const twoTongues = inTwoTongues(newer, older);
  if (
    droppedParts(newer).some((part) => namesValueOf(part, older, twoTongues)) &&
    (shares(contentWords(newer), subject, texts) || twoTongues)
  )
    return "words";
  const keys = newValueKeys(newer, older);
  if (keys.length === 0 || onlyAdds(newer)) return null;
  // A value counted per another thing is another quantity ("at most 12 euros a month" is not
  // "1.20 euros a jar"), unless one name says whose value it is in both ("fee: 15 denars a
  // kilo" → "fee: 50 denars a hive"). In two tongues the things cannot be compared by word.
  const named = namedQuantities(older);
  const byName = [...namedQuantities(newer).keys()].some((k) => keys.includes(k) && named.has(k));
  if (!byName && !inTwoTongues(newer, older) && countedPerOther(newer, older)) return null;
  // In two tongues a name written alike in both before its value ("SQLite 3.34" → "SQLite
  // 3.34 … 3.40") is the one word they can share: the thing whose value is new. A tie as weak
  // as the unit's: the session's diff, when it ties the newer to a rule, says which.
  if (byName && inTwoTongues(newer, older)) return "unit";
  // A new value of one unit is tie enough for any shared word ("Tooltips höchstens 80 Zeichen"
  // → "Make the tooltips 120 characters at most").
  const byUnit = keys.some((key) => UNITS.has(key));
  if (shares(contentWords(newer), subject, byUnit ? null : texts, keys)) return "value";
  // In two languages no subject word can be shared: the unit the value is counted in is.
  return byUnit && inTwoLanguages(newer, older) ? "unit" : null;
}

/**
 * `reverses` without the bound on the older message's sentences; `unitAlone` false: a tie by
 * the unit alone does not count (the session's diff named another rule the newer replaced).
 */
function reversesRule(newer: string, older: string, unitAlone = true): boolean {
  const tie = reversalTie(newer, older);
  return tie !== null && (unitAlone || tie !== "unit");
}
