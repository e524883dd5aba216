import { classifyName, type NameVerdict } from "./keyword-names.js";
import {
  ARTICLES,
  AS_WORDS,
  CJK_AS_WORDS,
  CREDENTIAL_WORDS,
  type CredentialClass,
  KOREAN_AS_ENDS,
  POST_AS_WORDS,
  PRE_COPULAS,
  USER_WORDS,
} from "./prose-lexicon.js";

/**
 * The lexicon's words compiled once for the multilingual prose rule (`prose-lexicon-rule.ts`):
 * word patterns with their boundaries (Latin-like words whole, CJK and Korean ones anywhere in a
 * run), the class of each word, the line trigger and the "as" pattern.
 */

/**
 * A character of a script read as runs, not blank-separated words: Chinese, Japanese and Hangul
 * (Korean glues its particles to the word, `비밀번호는`, as Japanese runs do).
 */
export const CJK =
  /[\u1100-\u11ff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** A run of those characters, read from `lastIndex`. */
export const CJK_RUN =
  /[\u1100-\u11ff\u3000-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/y;

/** A lexicon word as a pattern: escaped, its blanks any run of blanks. */
export function toPattern(word: string): string {
  return word.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&").replace(/ /g, "[ \\t]+");
}

/** Latin words whole (a compound may end in one), CJK words anywhere; longest first. */
export function wordPattern(words: readonly string[]): string {
  const sorted = [...words].sort((a, b) => b.length - a.length);
  const latin = sorted.filter((w) => !CJK.test(w)).map(toPattern);
  const cjk = sorted.filter((w) => CJK.test(w)).map(toPattern);
  // long words may close a compound (`Redis-Passwort`, `hoofdwachtwoord`); short ones stand alone
  const long = latin.filter((w) => w.length >= 7);
  const short = latin.filter((w) => w.length < 7);
  const parts = [
    `(?<![\\p{L}\\p{N}_$@.-])(?:${short.join("|")})(?![\\p{L}\\p{N}_-])`,
    `(?<![\\p{N}_$@.]|--)(?:${long.join("|")})(?![\\p{L}\\p{N}_-])`,
  ];
  if (cjk.length > 0) parts.push(`(?:${cjk.join("|")})`);
  return parts.join("|");
}

const CLASS_OF = new Map<string, CredentialClass>();
for (const [kind, words] of Object.entries(CREDENTIAL_WORDS))
  for (const word of words) CLASS_OF.set(word, kind as CredentialClass);

/** Any credential word of the lexicon. */
export const CREDENTIAL = new RegExp(wordPattern([...CLASS_OF.keys()]), "giu");
/** Any login word of the lexicon. */
export const USER = new RegExp(wordPattern(USER_WORDS), "giu");
/**
 * What a line must hold for the rule to look at it: any lexicon word as plain text, without the
 * word boundaries (a superset, and several times cheaper to run over every line of a log than
 * the rule's own patterns with their Unicode look-arounds).
 */
export const LEXICON_TRIGGER = new RegExp(
  `${[...CLASS_OF.keys(), ...USER_WORDS].map(toPattern).join("|")}|паролем|:[^\\s@:]*[^\\s@]@`,
  "i",
);

/** What a password word, a login word or a pointer announces. */
export const PASSWORD_VERDICT: NameVerdict = { kind: "password", strength: "strong" };

/** The verdict a credential word's class gives its value. */
export function verdictOf(kind: CredentialClass | undefined): NameVerdict | undefined {
  if (kind === "password" || kind === "login" || kind === "pointer") return PASSWORD_VERDICT;
  if (kind === "token") return classifyName("token");
  if (kind === "secret") return classifyName("secret");
  return classifyName("key");
}

/** The class of a credential word as matched (any case). */
export function classOf(word: string): CredentialClass | undefined {
  // `ŞİFRE` lowercases to `i` and a combining dot above
  return CLASS_OF.get(
    word
      .toLowerCase()
      .replace(/\u0307/g, "")
      .replace(/[ \t]+/g, " "),
  );
}

const NAMING_WORDS = wordPattern([...CLASS_OF.keys()].filter((w) => classOf(w) !== "pointer"));
/** "X as the password" in each language's order; the groups are read by `detectAs`. */
export const AS_PATTERN = new RegExp(
  [
    // "X as the password": value, "as", articles, the word
    `(?<![^\\s])(\\S+)[ \\t]+(?:${AS_WORDS.map(toPattern).join("|")})[ \\t]+(?:(?:${ARTICLES.map(toPattern).join("|")})[ \\t]+)*(${NAMING_WORDS})`,
    "(?<![^\\s])(\\S+)[ \\t]+паролем",
    `(?<![^\\s])([\\x21-\\x7e]+)[ \\t]*(?:${CJK_AS_WORDS.join("|")})[\\u4e00-\\u9fff]{0,4}?(?:密码|口令|令牌|密钥)`,
    // "X şifre olarak": value, the word, "as" after it
    `(?<![^\\s])(\\S+)[ \\t]+(?:(?:${ARTICLES.map(toPattern).join("|")})[ \\t]+)*(${NAMING_WORDS})[ \\t]+(?:${POST_AS_WORDS.map(toPattern).join("|")})(?![\\p{L}\\p{N}])`,
    // "X를 비밀번호로": value, object particle, the word, the particle "as"
    `(?<![^\\s])([\\x21-\\x7e]+?)(?:을|를)?[ \\t]*(?:새[ \\t]*)?(?:비밀번호|패스워드|암호)(?:${KOREAN_AS_ENDS.join("|")})`,
    // "Is é X an pasfhocal": a copula first, the value, articles, the word (the match starts at
    // the value: the copula is looked behind)
    `(?<=(?:^|[\\s,;:(])(?:${PRE_COPULAS.map(toPattern).join("|")})[ \\t]+)(\\S+)[ \\t]+(?:(?:${ARTICLES.map(toPattern).join("|")})[ \\t]+)*(${NAMING_WORDS})`,
  ].join("|"),
  "giu",
);
