import { isGeneratedPassphrase, looksLikePassphrase } from "./passphrase.js";
import { isReference, isVariableName } from "./assignment-rule.js";
import { isHex, isUuid, looksRandom, measureLowercaseRuns } from "./entropy.js";
import { classifyName, type NameVerdict, WEAKENING } from "./keyword-names.js";
import { type Detection, Priority } from "./types.js";

/**
 * Secrets said in plain words (SPEC §6, issue #29.1): "the Redis password for staging is X",
 * "use token X for the api", "the passphrase is a-b-c-d", "log in as deploy / X", "use X as the
 * password". A user's words are kept verbatim in the packet, so these reach the next model.
 *
 * A credential word is followed, within a few words, by a connector (`is`, `was`, `:`, `=`, `to`)
 * and a value, or directly by a value ("token X"). The value, not the sentence, decides: it must
 * look like a secret for that word ("the token is expired", "password is required", "the key is
 * the user id" are words, not values), and the form without a connector asks for more.
 */

/**
 * Credential words of prose. `pass` counts only as a noun ("the pass for X is"), not as a verb
 * ("pass the token to …"); `code` only as an unlock, access or recovery code.
 */
const CREDENTIAL =
  /\b(?:pass(?:word|wd|phrase|code)s?|pwd|pw|pin|otp|tokens?|secrets?|keys?|credentials?|creds|pass(?=\s+(?:for|is|was)\b)|(?:unlock|access|security|recovery|backup|2fa|mfa|door|alarm)[ -]code)\b/gi;

/** What a text must hold for `detectLoginSecrets` to find anything in it. */
const LOGIN_TRIGGER = /log ?in|sign ?in|ssh|su\b|cred|account/i;

/** Words before the credential word that change its kind or strength (`api key`, `public key`). */
const QUALIFIERS = new Set([
  "api",
  "access",
  "secret",
  "private",
  "public",
  "pub",
  "client",
  "master",
  "signing",
  "encryption",
  "auth",
  "session",
  "refresh",
  "bearer",
  "personal",
  "deploy",
  "license",
]);

/** Words right after the credential word that make the phrase about a secret, not one. */
const METADATA = new Set([
  "hash",
  "hashes",
  "hashed",
  "hashing",
  "rotation",
  "bucket",
  "buckets",
  "exchange",
  "refresh",
  "budget",
  "usage",
  "validation",
  "requirements",
  "requirement",
  "protected",
  "authentication",
  "based",
  "less",
  "s",
]);

const CONNECTORS = new Set([
  "is",
  "was",
  "are",
  "were",
  "it's",
  "it’s",
  ":",
  "=",
  "==",
  "to",
  "->",
  "=>",
  "→",
]);
/** Words that may sit between a connector and its value ("is now X", "is set to X"). */
const GLUE = new Set(["now", "still", "currently", "just", "simply", "set", "changed", "reset"]);

/** Most tokens looked at after a credential word. */
const MAX_TOKENS = 8;

// Paths, URLs, versions and file names are where a secret is, or what it is for: not one.
const NOT_A_SECRET =
  /^(?:[~.]?\/|\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z][A-Za-z0-9+.-]*:\/\/|v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$|[\w-]+\.(?:txt|json|ya?ml|env|pem|key|pub|toml|ini|conf|cfg|md|ts|js|py|sh|log|crt|p12|pfx|gpg|asc|kdbx)$)/i;
const PASSPHRASE = /^[a-z]{3,}(?:[-_.][a-z]{3,}){2,}$/;
const TRAILING = /[,.;:!?)\]}"'`]+$/;
const LEADING = /^[(["'`]+/;

interface Token {
  start: number;
  end: number;
  quoted: boolean;
}

/** The next blank-separated token on the line from `at` (a quoted string whole), if any. */
function nextToken(text: string, at: number): Token | undefined {
  let i = at;
  while (text[i] === " " || text[i] === "\t") i++;
  if (i >= text.length || text[i] === "\n" || text[i] === "\r") return undefined;
  const quote = text[i] as string;
  if (quote === '"' || quote === "'" || quote === "`") {
    // read to the closing quote or the line's end, whichever is first: never a search to the
    // line's end (one minified line holds thousands of tokens)
    let close = i + 1;
    while (close < text.length && text[close] !== quote && text[close] !== "\n") close++;
    if (close > i + 1 && text[close] === quote) return { start: i + 1, end: close, quoted: true };
  }
  let end = i;
  while (end < text.length && !/\s/.test(text[end] as string)) end++;
  return { start: i, end, quoted: false };
}

const count = (flags: boolean[]): number => flags.filter(Boolean).length;

/** A password, PIN or passphrase as someone would type it; `bare` (no connector) asks more. */
function looksLikeSpokenPassword(value: string, keyword: string, bare: boolean): boolean {
  if (/^\d+$/.test(value)) {
    const shortest = /^pin|code$/i.test(keyword) ? 4 : 6;
    return !bare && value.length >= shortest && value.length <= 12;
  }
  if (PASSPHRASE.test(value)) return !bare;
  if (value.length < 6 || !/[A-Za-z]/.test(value)) return false;
  const lower = /[a-z]/.test(value);
  const upper = /[A-Z]/.test(value.slice(1));
  const digit = /\d/.test(value);
  // a letter of another alphabet (`şifresi`, `Lösung`) is a letter, not a symbol
  const symbol = /[^\p{L}\p{N}_.-]/u.test(value);
  if (bare) return value.length >= 8 && count([lower, upper, digit, symbol]) >= 3;
  if (digit || symbol) return true;
  // letters only: mixed case inside the word, and no word-length lowercase runs (`PassWord`)
  return lower && upper && measureLowercaseRuns(value) <= 3;
}

/** Whether `raw` (a token after a credential word) is a secret for that word (`bare`: no connector before it, the strict test). */
export function acceptValue(
  raw: string,
  verdict: NameVerdict,
  keyword: string,
  bare: boolean,
): boolean {
  // a quoted phrase: a passphrase of three words or more, or a value once its blanks are gone
  const spaced = /\s/.test(raw);
  if (spaced && verdict.kind === "password" && !bare && raw.trim().split(/\s+/).length >= 3)
    return /^[\p{L}\p{N}\s'-]+$/u.test(raw) || looksRandom(raw.replace(/\s+/g, ""), 10);
  const value = spaced ? raw.replace(/\s+/g, "") : raw;
  if (value.length < 4 || value.length > 200 || /^\\?\[REDACTED:/.test(value)) return false;
  if (isReference(value, false) || isVariableName(value) || NOT_A_SECRET.test(value)) return false;
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value)) return false; // an env var's name
  if (value.includes("/") && !looksRandom(value, 20)) return false;
  // code, not a value: `span[0]`, `getToken()`, `opts.secret`, `{{ x }}`
  if (/^[A-Za-z_$][\w$]*(?:\[[^\]]*\]|\([^)]*\)|\.[A-Za-z_$][\w$]*)+[;,]?$|[{}]/.test(value))
    return false;
  if (verdict.strength === "metadata") return false;
  // a passphrase is words by design: no randomness test would pass it; a weak word ("key")
  // takes only the strict shape, since "the cache key is user-id-42" names a key
  if (verdict.strength === "weak" ? isGeneratedPassphrase(value) : looksLikePassphrase(value))
    return true;
  if (verdict.kind === "password") return looksLikeSpokenPassword(value, keyword, bare);
  if (verdict.strength === "weak") return looksRandom(value, 16) && !isUuid(value);
  if (looksRandom(value, bare ? 16 : 12) || (isHex(value) && value.length >= 16)) return true;
  const classes = count([/[a-z]/.test(value), /[A-Z]/.test(value), /\d/.test(value)]);
  return !bare && value.length >= 10 && classes >= 2 && /[^\w.-]/.test(value);
}

/** The verdict for a credential word, given the word before it (`api key`, `public key`). */
function verdictFor(text: string, start: number, keyword: string): NameVerdict | undefined {
  const before = /([A-Za-z]+)([ \t]|[-_.])$/.exec(text.slice(Math.max(0, start - 16), start));
  const qualifier = before?.[1]?.toLowerCase();
  const word = keyword.toLowerCase();
  // a word glued on (`csrf-token`, `db.password`) is part of the name; a spaced one only qualifies
  const glued = before?.[2] !== undefined && !/[ \t]/.test(before[2]);
  const name =
    qualifier !== undefined && (glued || QUALIFIERS.has(qualifier)) ? `${qualifier}_${word}` : word;
  if (/^(?:pin|pass|credentials?|creds|.+[ -]code)$/.test(word))
    return { kind: "password", strength: "strong" };
  if (word === "otp") return { kind: "secret", strength: "strong" };
  return classifyName(name);
}

function push(out: Detection[], kind: string, start: number, end: number): void {
  out.push({ kind, start, end, priority: Priority.keyword });
}

/** The credential word at `hit`: a value after a connector, or right after the word. */
function readAfterKeyword(text: string, hit: RegExpExecArray, out: Detection[]): void {
  const keyword = hit[0];
  let at = hit.index + keyword.length;
  // most hits in logs are "the token bucket", "exit code 1": look at the next word first
  const next = /^[ \t]+([A-Za-z]+)\b/.exec(text.slice(at, at + 24))?.[1]?.toLowerCase();
  if (next !== undefined && (WEAKENING.has(next) || METADATA.has(next))) return;
  const verdict = verdictFor(text, hit.index, keyword);
  if (verdict === undefined || verdict.strength === "metadata") return;
  // `password-reset`, `key.pem`, `token=x`, `token: x`: a longer name or an assignment, the
  // assignment rule's business; prose puts a blank after the word
  if (at < text.length && !/^(?:\s|[;,)?]\s)/.test(text.slice(at, at + 2))) return;
  if (/[;,)?]/.test(text[at] ?? "")) at++; // "the password? It's X", "password; it is now X"
  let connector = false;
  for (let n = 0; n < MAX_TOKENS; n++) {
    const token = nextToken(text, at);
    if (token === undefined) return;
    at = token.end + (token.quoted ? 1 : 0);
    const raw = text.slice(token.start, token.end);
    const lead = token.quoted ? 0 : (LEADING.exec(raw)?.[0].length ?? 0);
    const word = token.quoted ? raw : raw.slice(lead).replace(TRAILING, "");
    const lower = word.toLowerCase();
    if (n === 0 && (WEAKENING.has(lower) || METADATA.has(lower))) return;
    if (!token.quoted && CONNECTORS.has(lower)) {
      connector = true;
      continue;
    }
    if (connector && GLUE.has(lower)) continue;
    if ((connector || n === 0) && acceptValue(word, verdict, keyword, !connector)) {
      push(out, verdict.kind, token.start + lead, token.start + lead + word.length);
      return;
    }
    // "VPN:", "(rotated today):": a word that ends in a colon introduces the value
    connector = !token.quoted && /[^:]:$/.test(raw);
    if (!token.quoted && /[.!?]$/.test(raw)) return; // the sentence ends
  }
}

// "log in as deploy / X", "login with admin/X", "ssh in as root:X", "guest account: guest / X"
const LOGIN =
  /\b(?:log(?:ged)?[ -]?in(?:to)?|login|sign(?:ed)?[ -]?in(?:to)?|ssh|su|credentials?|creds|account)\b[^\n]{0,48}?(?<=[\s(:,])([A-Za-z0-9][\w.@+-]{0,63})([ \t]\/[ \t]|\/|:)(\S+)/dgi;
// "log in to the admin panel as root with X", "sign into the tenant as a@b.c with X"
const LOGIN_WITH =
  /\b(?:log(?:ged)?[ -]?in(?:to)?|login|sign(?:ed)?[ -]?in(?:to)?|ssh)\b[^\n]{0,60}?\swith\s+(\S+)/dgi;

const PASSWORD: NameVerdict = { kind: "password", strength: "strong" };

/** Report the value of group `group` of `m` when it reads as a password (`bare`: the strict test). */
function pushLoginValue(out: Detection[], m: RegExpExecArray, group: number, bare: boolean): void {
  const span = m.indices?.[group];
  const raw = m[group] ?? "";
  if (span === undefined) return;
  let value = raw.replace(TRAILING, "");
  if (/^["'`].*["'`]$/.test(value)) value = value.slice(1, -1);
  if (value.length < 8 || value.includes("/") || /^\d+$/.test(value)) return;
  const start = span[0] + raw.indexOf(value);
  if (acceptValue(value, PASSWORD, "password", bare))
    push(out, "password", start, start + value.length);
}

/** Report passwords given with a login in `text`: "log in as deploy / X", "ssh in as root with X". */
export function detectLoginSecrets(text: string, out: Detection[]): void {
  if (!LOGIN_TRIGGER.test(text)) return;
  LOGIN.lastIndex = 0;
  for (let m = LOGIN.exec(text); m !== null; m = LOGIN.exec(text)) {
    // `user:pass` glued is a port, a tag, a region as often: it asks for the strict test
    pushLoginValue(out, m, 3, m[2] === ":");
  }
  LOGIN_WITH.lastIndex = 0;
  for (let m = LOGIN_WITH.exec(text); m !== null; m = LOGIN_WITH.exec(text)) {
    pushLoginValue(out, m, 1, true);
  }
}

// "use X as the password", "use X as your API key"
const USE_AS =
  /\buse\s+(\S+)\s+as\s+(?:the\s+|your\s+|an?\s+|our\s+)?(?:[A-Za-z-]+\s+){0,2}?(?:([A-Za-z]+)\s+)?(pass(?:word|phrase|code)|pwd|pin|token|secret|key)\b/dgi;

function detectUseAs(text: string, out: Detection[]): void {
  USE_AS.lastIndex = 0;
  for (let m = USE_AS.exec(text); m !== null; m = USE_AS.exec(text)) {
    const span = m.indices?.[1];
    const keyword = m[3] ?? "";
    const qualifier = (m[2] ?? "").toLowerCase();
    const name = QUALIFIERS.has(qualifier) ? `${qualifier}_${keyword}` : keyword;
    const verdict =
      keyword.toLowerCase() === "pin"
        ? ({ kind: "password", strength: "strong" } as const)
        : classifyName(name);
    if (span === undefined || verdict === undefined) continue;
    let value = (m[1] ?? "").replace(TRAILING, "");
    let start = span[0];
    if (/^["'`].*["'`]$/.test(value)) {
      value = value.slice(1, -1);
      start++;
    }
    if (acceptValue(value, verdict, keyword, false))
      push(out, verdict.kind, start, start + value.length);
  }
}

/** Report secrets said in prose in `text`: the value only, the words around it kept. */
export function detectProseSecrets(text: string, out: Detection[]): void {
  CREDENTIAL.lastIndex = 0;
  for (let hit = CREDENTIAL.exec(text); hit !== null; hit = CREDENTIAL.exec(text)) {
    readAfterKeyword(text, hit, out);
  }
  if (text.includes(" as ")) detectUseAs(text, out);
}
