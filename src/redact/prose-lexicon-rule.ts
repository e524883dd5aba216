import { acceptValue } from "./prose-rule.js";
import type { NameVerdict } from "./keyword-names.js";
import {
  CJK_CONNECTOR_ENDS,
  COMPOUND_HEADS,
  CONNECTORS,
  GLUE,
  NEEDS_CONNECTOR,
  POST_COPULAS,
} from "./prose-lexicon.js";
import {
  AS_PATTERN,
  CJK,
  CJK_RUN,
  CREDENTIAL,
  classOf,
  LEXICON_TRIGGER,
  PASSWORD_VERDICT,
  USER,
  verdictOf,
} from "./prose-lexicon-patterns.js";
import { type Detection, Priority } from "./types.js";

/**
 * Secrets said in plain words in any of the lexicon's languages. The structure is the same in
 * each: a credential word, then within its clause a connector (`is`, `ist`, `es`, `est`, `é`,
 * `:`, `=`, `是`, `は`…) and a value, or the value right after the word; "X as the password";
 * `user / X` after a login word; `user:X@host`. The value decides, as for the English rule
 * (`acceptValue`): it must look like a secret for that word, so talk about passwords, flags
 * and variable names (`--password-stdin`, `PASSWORD_FILE`) is left alone.
 */

interface Token {
  start: number;
  end: number;
  text: string;
}

/** The tokens of `text[from, to)`: blank-separated, and a CJK run apart from what touches it. */
function tokenize(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < to) {
    // any blank the token's end stops at, not only a space or a tab: French puts a no-break
    // space before its colon, and a blank read as a token of no length is never passed
    if (/\s/.test(text[i] as string)) {
      i++;
      continue;
    }
    let end = i;
    CJK_RUN.lastIndex = i;
    if (CJK_RUN.test(text)) end = Math.min(CJK_RUN.lastIndex, to);
    else
      while (end < to && !/\s/.test(text[end] as string) && !CJK.test(text[end] as string)) end++;
    tokens.push({ start: i, end, text: text.slice(i, end) });
    i = end;
  }
  return tokens;
}

const TRAILING = /[,.;!?)\]}"'`»”]+$/;
/**
 * A suffix Turkish writes after a foreign word or a name with an apostrophe (`X'dir` "is X",
 * `X'i`, `X'le`), or an English possessive: not part of the value.
 */
const APOSTROPHE_SUFFIX = /(?<=[\p{L}\p{N}])['’][a-zçğıöşü]{1,4}$/u;
const LEADING = /^[(["'`«“]+/;
/** `user:secret` as one token: the part after the first colon is the value. */
const PAIR = /^[A-Za-z0-9._-]{1,64}:(?!\/\/)(.+)$/;

function push(out: Detection[], kind: string, start: number, end: number): void {
  out.push({ kind, start, end, priority: Priority.keyword });
}

/** Report `token` when it (or its part after `user:`) is a secret for `verdict`. */
function tryValue(token: Token, verdict: NameVerdict, bare: boolean, out: Detection[]): boolean {
  const lead = LEADING.exec(token.text)?.[0].length ?? 0;
  let value = token.text.slice(lead).replace(TRAILING, "").replace(APOSTROPHE_SUFFIX, "");
  let start = token.start + lead;
  const pair = PAIR.exec(value);
  if (pair?.[1] !== undefined && !bare) {
    start += value.length - pair[1].length;
    value = pair[1];
  }
  if (value === "" || CJK.test(value) || CODE_LIKE.test(value)) return false;
  // a word of the sentence (`demandé`, `Kaffeemaschine`): accents are letters, not symbols
  if (/^\p{L}+$/u.test(value) && /[^\x00-\x7f]/.test(value)) return false;
  if (!acceptValue(value, verdict, verdict.kind === "password" ? "password" : "token", bare))
    return false;
  push(out, verdict.kind, start, start + value.length);
  return true;
}

function isConnector(token: string): boolean {
  const lower = token.toLowerCase();
  if (CONNECTORS.has(lower)) return true;
  if (CJK.test(token)) {
    // an opening bracket or quote may stand between the connector and the value: `密码：「X」`
    const run = token.replace(/[「『（《〈【“]+$/, "");
    return CJK_CONNECTOR_ENDS.some((end) => run.endsWith(end));
  }
  return /[^:]:$/.test(token) || token.endsWith("：");
}

/** Most tokens read after a credential word. */
const MAX_TOKENS = 8;

/** A word glued to letters before it is a credential word only as a compound's lowercase head. */
function isGluedName(text: string, hit: RegExpExecArray): boolean {
  const before = text[hit.index - 1] ?? " ";
  if (!/\p{L}/u.test(before) || CJK.test(hit[0])) return false;
  const first = hit[0][0] as string;
  return first !== first.toLowerCase() || !COMPOUND_HEADS.has(hit[0].toLowerCase());
}

/** Code, not a value: brackets, pipes, quotes or calls inside a token given without a connector. */
const CODE_LIKE = /[|()[\]{}<>;"'`\\]/;

function readAfter(text: string, hit: RegExpExecArray, lineEnd: number, out: Detection[]): void {
  // `kind: "password"`: a word in quotes is a string of code, not a sentence's word
  const quote = text[hit.index - 1] ?? "";
  if (isGluedName(text, hit) || (/["'`]/.test(quote) && text[hit.index + hit[0].length] === quote))
    return;
  // `password=x`, `token:x`: an assignment, the assignment rule's business (it keeps the name)
  const after = hit.index + hit[0].length;
  if (/^(?:=|:(?=\S))/.test(text.slice(after, after + 2))) return;
  const kind = classOf(hit[0]);
  const bareAllowed =
    kind !== "pointer" && kind !== "login" && !NEEDS_CONNECTOR.has(hit[0].toLowerCase());
  const verdict = verdictOf(kind);
  if (verdict === undefined || verdict.strength === "metadata") return;
  const tokens = tokenize(text, hit.index + hit[0].length, Math.min(lineEnd, hit.index + 200));
  // Russian has no present-tense copula: "пароль от роутера X", "пин-код сейфа 1234"
  const zeroCopula = /[\u0400-\u04ff]/.test(hit[0]);
  const pinLike = zeroCopula && /пин|код/i.test(hit[0]);
  let connector = false;
  for (let n = 0; n < Math.min(MAX_TOKENS, tokens.length); n++) {
    const token = tokens[n] as Token;
    const lower = token.text.toLowerCase();
    // `auth: { … }`, `password: [ … ]`: structured data, the assignment rule's business
    if (/^[{[]/.test(token.text)) return;
    if (isConnector(token.text)) {
      connector = true;
      // "Passwort: X" glued, "密码：X": the connector may end the token that holds it
      continue;
    }
    if (connector && GLUE.has(lower)) continue;
    const reach = zeroCopula ? 3 : 0;
    // a quoted value is still a value: `hasłem 'X'`, `lösenord "X"`
    const plain = token.text
      .replace(/^["'`«“]+/, "")
      .replace(TRAILING, "")
      .replace(APOSTROPHE_SUFFIX, "");
    const bare = !connector && n <= reach && bareAllowed && !CODE_LIKE.test(plain);
    // verb-final: `पासवर्ड X है` ("password X is"), the copula after the value joins them
    if (!connector && n === 0 && isPostCopula(tokens[n + 1])) connector = true;
    if ((connector || bare) && !CJK.test(token.text)) {
      const digits = pinLike && /^\d{4,12}[,.;]?$/.test(token.text);
      if (tryValue(token, verdict, !connector && !digits, out)) return;
    }
    connector = false;
    if (/[.!?。！？]$/.test(token.text)) return;
  }
}

const COPULAS = new Set(POST_COPULAS);

/** Whether `token` is a copula that follows its value (`है`, `입니다`), a full stop glued on or not. */
function isPostCopula(token: Token | undefined): boolean {
  return token !== undefined && COPULAS.has(token.text.replace(/[.!?。।]+$/u, ""));
}

/** "user root / X", "grafana 登录：grafana / X": the value after the slash. */
function readUserPair(text: string, hit: RegExpExecArray, lineEnd: number, out: Detection[]): void {
  const tokens = tokenize(text, hit.index + hit[0].length, Math.min(lineEnd, hit.index + 120));
  for (let n = 0; n + 2 < tokens.length && n < 6; n++) {
    const name = tokens[n] as Token;
    const slash = tokens[n + 1] as Token;
    const value = tokens[n + 2] as Token;
    if (slash.text === "/" && /^[\w.@+-]{1,64}$/.test(name.text) && !value.text.includes("/")) {
      tryValue(value, PASSWORD_VERDICT, false, out);
      return;
    }
  }
}

/** "I used X as the password", "X als Passwort", "X 作为密码", "X'i şifre olarak", "X를 비밀번호로". */
function detectAs(text: string, out: Detection[]): void {
  AS_PATTERN.lastIndex = 0;
  for (let m = AS_PATTERN.exec(text); m !== null; m = AS_PATTERN.exec(text)) {
    const raw = m[1] ?? m[3] ?? m[4] ?? m[5] ?? m[7] ?? m[8] ?? "";
    let verdict = PASSWORD_VERDICT;
    const word = m[2] ?? m[6] ?? m[9];
    if (word !== undefined) verdict = verdictOf(classOf(word)) ?? verdict;
    tryValue({ start: m.index, end: m.index + raw.length, text: raw }, verdict, false, out);
  }
}

/** `user:secret@host.tld` written without a scheme. */
const USERINFO =
  /(?<![\w.:/-])[A-Za-z0-9._-]{1,64}:([^\s@/:]{4,200})@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/dg;

function detectUserInfo(text: string, out: Detection[]): void {
  USERINFO.lastIndex = 0;
  for (let m = USERINFO.exec(text); m !== null; m = USERINFO.exec(text)) {
    const span = m.indices?.[1];
    if (span === undefined) continue;
    const value = m[1] as string;
    if (acceptValue(value, PASSWORD_VERDICT, "password", false))
      push(out, "password", span[0], span[1]);
  }
}

/** Report secrets said in plain words, in any of the lexicon's languages. */
export function detectLexiconSecrets(text: string, out: Detection[]): void {
  if (!LEXICON_TRIGGER.test(text)) return;
  // a hit's line end is found once per line: one minified line holds thousands of hits
  let lineEnd = -1;
  const lineEndOf = (at: number): number => {
    if (at > lineEnd) {
      const newline = text.indexOf("\n", at);
      lineEnd = newline === -1 ? text.length : newline;
    }
    return lineEnd;
  };
  CREDENTIAL.lastIndex = 0;
  for (let hit = CREDENTIAL.exec(text); hit !== null; hit = CREDENTIAL.exec(text)) {
    readAfter(text, hit, lineEndOf(hit.index), out);
  }
  lineEnd = -1;
  USER.lastIndex = 0;
  for (let hit = USER.exec(text); hit !== null; hit = USER.exec(text)) {
    readUserPair(text, hit, lineEndOf(hit.index), out);
  }
  detectAs(text, out);
  if (text.includes("@")) detectUserInfo(text, out);
}

/** Whether a message announces a credential ("what's the password?", "sending the token next"). */
export function announcesCredential(message: string): boolean {
  CREDENTIAL.lastIndex = 0;
  for (let hit = CREDENTIAL.exec(message); hit !== null; hit = CREDENTIAL.exec(message)) {
    const kind = classOf(hit[0]);
    if (kind !== "pointer" && kind !== "login") return true;
  }
  return false;
}

/**
 * The value of a message that is nothing but one token, when the message before it announced a
 * credential: the answer to "what's the staging password?" sent on its own.
 */
export function detectAnnouncedSecret(text: string, previous: string, out: Detection[]): void {
  const trimmed = text.trim();
  if (trimmed === "" || /\s/.test(trimmed) || !announcesCredential(previous)) return;
  const start = text.indexOf(trimmed);
  tryValue({ start, end: start + trimmed.length, text: trimmed }, PASSWORD_VERDICT, false, out);
}
