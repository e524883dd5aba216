import {
  MORE_ARTICLES,
  MORE_AS_WORDS,
  MORE_CJK_CONNECTOR_ENDS,
  MORE_COMPOUND_HEADS,
  MORE_CONNECTORS,
  MORE_CREDENTIAL_WORDS,
  MORE_GLUE,
  MORE_NEEDS_CONNECTOR,
  MORE_USER_WORDS,
} from "./prose-lexicon-more.js";

export {
  KOREAN_AS_ENDS,
  POST_AS_WORDS,
  POST_COPULAS,
  PRE_COPULAS,
} from "./prose-lexicon-more.js";

/**
 * The words of credentials in ten languages (English, German, Spanish, French, Portuguese,
 * Italian, Dutch, Russian, Chinese, Japanese) here and eleven more in `prose-lexicon-more.ts`
 * (Turkish, Polish, Swedish, Korean, Ukrainian, Czech, Indonesian, Vietnamese, Greek, Hindi,
 * Arabic), for the rule that reads secrets said in plain
 * words (`prose-lexicon-rule.ts`). Only words live here; the rule's structure (a credential
 * word, a connector, a value that looks like a secret) is the same in every language. The
 * table of examples is test/redact/prose-lexicon-rule.test.ts; the measure is `bench:prose`.
 */

/** What a credential word announces: it decides how random its value must look. */
export type CredentialClass = "password" | "token" | "secret" | "key" | "login" | "pointer";

/**
 * Credential words by class. Latin-script words are matched whole (a compound ending in one —
 * `WLAN-Passwort`, `hoofdwachtwoord` — counts; `Passwortfeld`, `PASSWORD_FILE`,
 * `--password-stdin` do not); Chinese and Japanese ones anywhere in a run.
 */
export const CREDENTIAL_WORDS: Record<CredentialClass, readonly string[]> = {
  password: [
    // en
    "password",
    "passwords",
    "passwd",
    "pwd",
    "pw",
    "passphrase",
    "passcode",
    "pin",
    "auth",
    "wifi code",
    "wi-fi code",
    "door code",
    "access code",
    "alarm code",
    "authentication",
    // de
    "authentifizierung",
    "passwort",
    "kennwort",
    "pincode",
    "wlan-code",
    // es
    "contraseña",
    "frase de paso",
    "código pin",
    "clave del wifi",
    "clave",
    "autenticación",
    // fr
    "authentification",
    "mot de passe",
    "mdp",
    "phrase secrète",
    "code pin",
    "code du wifi",
    "code wifi",
    // pt
    "senha",
    "palavra-passe",
    "frase-senha",
    "autenticação",
    // it
    "parola d'ordine",
    "parola chiave",
    "autenticazione",
    // nl
    "wachtwoord",
    "wachtzin",
    "wifi-code",
    "authenticatie",
    // ru
    "пароль",
    "пароля",
    "паролем",
    "мастер-пароль",
    "парольная фраза",
    "пин-код",
    "код от вайфая",
    "код от wi-fi",
    "аутентификация",
    // zh
    "密码",
    "口令",
    "认证",
    // ja
    "パスワード",
    "パスフレーズ",
    "暗証番号",
    "認証",
    ...MORE_CREDENTIAL_WORDS.password,
  ],
  token: [
    ...["token", "tokens", "jeton", "zugangstoken", "токен", "令牌", "トークン"],
    ...MORE_CREDENTIAL_WORDS.token,
  ],
  secret: [
    "secret",
    "secreto",
    "segredo",
    "segreto",
    "geheim",
    "geheimnis",
    "секрет",
    "シークレット",
    ...MORE_CREDENTIAL_WORDS.secret,
  ],
  key: [
    "key",
    "api key",
    "api-key",
    "schlüssel",
    "api-schlüssel",
    "clé",
    "clé d'api",
    "clave de api",
    "chave",
    "chave de api",
    "chiave",
    "chiave api",
    "sleutel",
    "api-sleutel",
    "ключ",
    "api-ключ",
    "密钥",
    "秘钥",
    "キー",
    "apiキー",
    ...MORE_CREDENTIAL_WORDS.key,
  ],
  login: [
    "credentials",
    "creds",
    "zugangsdaten",
    "credenciales",
    "identifiants",
    "credenciais",
    "credenziali",
    "inloggegevens",
    "учётные данные",
    "учетные данные",
    "登录信息",
    "ログイン情報",
    ...MORE_CREDENTIAL_WORDS.login,
  ],
  // "use this for staging: X" names no credential but hands one over
  pointer: [
    "use this",
    "das hier",
    "usa esto",
    "utilise ça",
    "utilise ceci",
    "usa isto",
    "usa questo",
    "gebruik dit",
    "используй это",
    "用这个",
    "これを使って",
    ...MORE_CREDENTIAL_WORDS.pointer,
  ],
};

/**
 * Words that also close a compound written as one word (`hoofdwachtwoord`, `Masterpasswort`):
 * only these may follow a lowercase letter, so `pushPassword` or `usernamePassword` is a name.
 */
export const COMPOUND_HEADS: ReadonlySet<string> = new Set([
  "passwort",
  "kennwort",
  "wachtwoord",
  "schlüssel",
  "sleutel",
  "пароль",
  ...MORE_COMPOUND_HEADS,
]);

/** Words too common to take a value without a connector ("pin X", "auth X", "key X"). */
export const NEEDS_CONNECTOR: ReadonlySet<string> = new Set([
  "pin",
  "auth",
  "key",
  "clave",
  "clé",
  "chave",
  "chiave",
  "ключ",
  "キー",
  "認証",
  ...MORE_NEEDS_CONNECTOR,
]);

/** Words that introduce a `user / password` pair ("user root / X", "grafana 登录：grafana / X"). */
export const USER_WORDS: readonly string[] = [
  "user",
  "login",
  "log in",
  "access",
  "benutzer",
  "nutzer",
  "zugang",
  "usuario",
  "acceso",
  "utilisateur",
  "accès",
  "usuário",
  "acesso",
  "utente",
  "accesso",
  "gebruiker",
  "toegang",
  "пользователь",
  "логин",
  "доступ",
  "用户",
  "登录",
  "ユーザー",
  "ログイン",
  ...MORE_USER_WORDS,
];

/** Words between a credential word and its value: "is", "ist", "es", "est", "é", "lautet"… */
export const CONNECTORS: ReadonlySet<string> = new Set([
  ...["is", "was", "are", "were", "to", ":", "=", "==", "->", "=>", "→", "—", "–", "-"],
  ...["ist", "lautet", "war", "sind", "auf"],
  ...["es", "era", "son", "a"],
  ...["est", "était", "en", ":"],
  ...["é", "para"],
  ...["è", "in"],
  ...["op"],
  ...["это", "на"],
  ...["：", "＝"],
  ...MORE_CONNECTORS,
]);

/** Words that may follow a connector before the value ("is now X", "admin and X"). */
export const GLUE: ReadonlySet<string> = new Set([
  ...["now", "still", "currently", "just", "set", "and"],
  ...["jetzt", "nun", "und"],
  ...["ahora", "y"],
  ...["maintenant", "et"],
  ...["agora", "e"],
  ...["ora"],
  ...["nu", "en"],
  ...["теперь", "сейчас", "и"],
  ...MORE_GLUE,
]);

/** How a Chinese or Japanese run ends when it leads into a value ("密码是", "パスワードは"). */
export const CJK_CONNECTOR_ENDS: readonly string[] = [
  ..."是为為はをにがと和：:＝=",
  "改成了",
  "改成",
  "改为",
  ...MORE_CJK_CONNECTOR_ENDS,
];

/** "X as the password": the words for "as" (the value comes before them). */
export const AS_WORDS: readonly string[] = [
  ...["as", "als", "como", "comme", "come"],
  ...MORE_AS_WORDS,
];

/** The same in Chinese, written without blanks before the credential word ("作为新密码"). */
export const CJK_AS_WORDS: readonly string[] = ["作为", "当作", "当成"];

/** Articles and qualifiers that may sit between "as" and the credential word. */
export const ARTICLES: readonly string[] = [
  ...["the", "your", "our", "a", "an", "new"],
  ...["das", "den", "die", "neues", "neue"],
  ...["el", "la", "nueva", "nuevo"],
  ...["le", "nouveau", "nouvel"],
  ...["o", "nova"],
  ...["il", "nuova"],
  ...["het", "de", "nieuwe"],
  ...MORE_ARTICLES,
];
