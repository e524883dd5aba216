import { pushTypedValueAfter } from "./typed-value.js";
import type { Detection } from "./types.js";

/**
 * A password typed in a sentence that says how to log in, with no credential word: "o sandbox
 * deixa a gente entrar como agencia-sp, com X no segundo campo", "zaloguj się jako ania, X".
 * The login verb is the anchor (a closed list of a score of languages, since no structure tells
 * "log in" from other verbs); the value decides, by the strict password test (eight characters
 * or more, three of lowercase, uppercase, digits and symbols), within the verb's sentence. A user
 * name, a host or a menu named in the same sentence never passes that test.
 */

/** "Log in" in the lexicon's languages, as the verb is typed in a sentence. */
const LOGIN_VERB = new RegExp(
  [
    "log(?:ged|ging)?[ -]?(?:in|on)",
    "sign(?:ed|ing)?[ -]?in",
    // pt, es, fr, it: enter, access, log in
    "entr(?:amos|are|ar|ez|er|a|e|o|i)",
    "acess(?:ar|e|a)",
    "logar",
    "acced(?:ere|er|e|i)",
    "ingres(?:ar|a|e)",
    "iniciar sesi[oó]n",
    "connect(?:ez|er|e)",
    // de, nl, sv, pl, cs
    "(?:an|ein)(?:melden|loggen)",
    "(?:melde|logg)\\S* (?:dich |sich |mich )?(?:an|ein)",
    "inloggen",
    "aanmelden",
    "logga in",
    "zaloguj\\S*",
    "přihlas\\S*",
    // ru, uk, tr, id, vi
    "войти",
    "зайти",
    "заходи\\S*",
    "увійти",
    "giriş",
    "gir(?:mek|in)",
    "masuk",
    "đăng nhập",
    // ko, ja, zh, hi
    "로그인",
    "접속",
    "ログイン",
    "登录",
    "登入",
    "लॉगिन",
  ].join("|"),
  "giu",
);

/** Where a login verb starts a word: not inside another (`central`, `reentrar`). */
const WORD_START = /[\p{L}\p{N}]/u;

/** Most tokens read after the verb, within its sentence. */
const REACH = 12;

/** Lines that may hold a login verb: where the rule runs. */
export const LOGIN_LINES =
  /log|sign|entr|acess|acced|ingres|sesi|connect|melde|logg|aanmeld|zalog|přihl|войти|зайти|заход|увійти|giri|masuk|đăng|로그인|접속|ログイン|登录|登入|लॉगिन/gi;

/** Report a password typed in a sentence that says how to log in. */
export function detectLoginClauses(text: string, out: Detection[]): void {
  LOGIN_VERB.lastIndex = 0;
  for (let m = LOGIN_VERB.exec(text); m !== null; m = LOGIN_VERB.exec(text)) {
    if (WORD_START.test(text[m.index - 1] ?? "")) continue;
    const at = m.index + m[0].length;
    if (WORD_START.test(text[at] ?? "") && !/[^\x00-\x7f]/.test(m[0])) continue;
    pushTypedValueAfter(text, at, { words: REACH }, out);
  }
}
