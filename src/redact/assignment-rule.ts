import {
  findFallback,
  isMacro,
  isNameChar,
  readOperator,
  readValue,
  skipTypeAnnotation,
} from "./assignment-syntax.js";
import { isHex, isUuid, looksRandom } from "./entropy.js";
import { classifyName, type NameVerdict } from "./keyword-names.js";
import { type Detection, Priority } from "./types.js";

/**
 * Keyword assignments: `DB_PASSWORD=x`, `"token": "x"`, `password => 'x'`, `--api-key x`,
 * `<password>x</password>`, `if (password !== "x")`, `%define token x`. Only the value is
 * reported, so the name survives (`DB_PASSWORD=[REDACTED:password]`).
 *
 * Written as a scanner rather than one big regex: a keyword hit is expanded by hand to its
 * enclosing name, which stays linear on long runs of name characters where a regex with a
 * leading `[\w.-]*` would backtrack quadratically. The operator and value are read by
 * `assignment-syntax.ts`; this file decides which names and which values make a secret.
 */

const KEYWORD_HIT = /pa?s|pw|secret|token|key|auth|cred|salt|nonce|bearer|sig|session/gi;

/** Values that name or reference a secret rather than being one. */
const NOT_A_VALUE = new Set([
  "null",
  "none",
  "nil",
  "true",
  "false",
  "undefined",
  "empty",
  "string",
  "str",
  "int",
  "number",
  "boolean",
  "bool",
  "the",
  "is",
  "was",
  "not",
  "and",
  "or",
  "required",
  "optional",
  "yes",
  "no",
  "ok",
  "set",
  "unset",
  "see",
  "missing",
  "invalid",
  "incorrect",
  "expired",
  "redacted",
  "hidden",
  "masked",
  "secret",
  "password",
  "token",
  "default",
  "env",
  "value",
  "object",
  "any",
  "function",
  // language keywords that start an expression: `token = await getToken(user)`
  "await",
  "async",
  "new",
  "yield",
  "typeof",
  "lambda",
  // prose about a flag: "the --password flag", "the --token option"
  "flag",
  "option",
  // authentication schemes: `Authorization: Bearer x` reports x, not the scheme
  "bearer",
  "basic",
  "digest",
  "negotiate",
  "ntlm",
]);

/** A value that names or points at a secret (`$X`, `process.env.X`, `getenv(…)`, `null`). */
export function isReference(value: string, quoted: boolean): boolean {
  if (/^[$%]|^\{\{|^<[^>]*>$|^\*+$|^x+$|^\.+$|^#+$|^-+$/i.test(value)) return true;
  if (!quoted) {
    if (
      /^(?:process\.env|os\.environ|getenv|env\.|secrets\.|vars\.|config\.|settings\.)/i.test(value)
    )
      return true;
    // a call or a dotted member chain: `getenv("X")`, `self.password`, `X25519.secret_length`
    if (/^[A-Za-z_][\w.]*\(/.test(value)) return true;
    if (/^[A-Za-z_]\w+(?:\.[A-Za-z_]\w+)+$/.test(value)) return true;
  }
  return NOT_A_VALUE.has(value.toLowerCase());
}

/** A plain ALL_CAPS identifier that repeats a keyword (`PASSWORD`, `DB_PASS`) names a variable. */
export function isVariableName(value: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(value) && /PASS|PWD|SECRET|TOKEN|KEY|CRED|AUTH/.test(value);
}

/** Report keyword assignments in `text`. */
export function detectAssignments(text: string, out: Detection[]): void {
  KEYWORD_HIT.lastIndex = 0;
  let processedUntil = -1;
  for (let hit = KEYWORD_HIT.exec(text); hit !== null; hit = KEYWORD_HIT.exec(text)) {
    if (hit.index < processedUntil) continue;
    let start = hit.index;
    while (start > 0 && isNameChar(text.charCodeAt(start - 1))) start--;
    let end = hit.index + hit[0].length;
    while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
    processedUntil = end;
    KEYWORD_HIT.lastIndex = end;
    const name = text.slice(start, end).replace(/^[.]+|[.-]+$/g, "");
    const verdict = classifyName(name);
    if (verdict === undefined) continue;
    const op = readOperator(text, end, start);
    if (op === undefined) continue;
    const urlQuery = text[start - 1] === "?" || text[start - 1] === "&";
    let value = readValue(text, op.end, urlQuery, op.encoded);
    if (value === undefined) continue;
    if (op.spaced && !value.quoted && !name.startsWith("-") && !isMacro(text, start)) continue;
    // `--with-token (from agent_state)`: a bracket opens an aside, not a value
    if (op.spaced && !value.quoted && /^[([{]/.test(text[value.start] ?? "")) continue;
    value = skipTypeAnnotation(text, value, urlQuery) ?? value;
    let raw = text.slice(value.start, value.end);
    if (op.xml) {
      const close = raw.indexOf("<");
      if (close >= 0) raw = raw.slice(0, close);
    }
    if (!value.quoted && /^[A-Za-z_][\w.]*\(/.test(raw)) {
      // `getenv("X", "fallback")`, `environ.get("X") or "fallback"`: the fallback is the secret
      const fallback = findFallback(text, value.start);
      if (fallback !== undefined) {
        out.push({
          kind: verdict.kind,
          start: fallback.start,
          end: fallback.end,
          priority: Priority.keyword,
        });
      }
      continue;
    }
    if (op.comparison === true && verdict.kind !== "password" && isWord(raw)) continue;
    if (!acceptValue(raw, verdict.strength, value.quoted)) continue;
    out.push({
      kind: verdict.kind,
      start: value.start,
      end: value.start + raw.length,
      priority: Priority.keyword,
    });
    processedUntil = value.start + raw.length;
    KEYWORD_HIT.lastIndex = processedUntil;
  }
}

/**
 * One word of letters in any script, at most a closing mark: what a tokenizer compares a
 * `token` or a `key` with (`token === "if"`, `key == "ร้อย"`). A secret compared in code has
 * digits or symbols; a password compared with a plain word stays a password.
 */
function isWord(raw: string): boolean {
  return raw.length <= 24 && /^[\p{L}\p{M}]+[!?.]?$/u.test(raw);
}

function acceptValue(raw: string, strength: NameVerdict["strength"], quoted: boolean): boolean {
  if (raw.length < 4 || /^\\?\[REDACTED:/.test(raw)) return false;
  if (isReference(raw, quoted) || isVariableName(raw)) return false;
  if (quoted && /\s/.test(raw.trim()) && !looksRandom(raw.replace(/\s+/g, ""), 16)) return false;
  if (strength === "strong") return true;
  if (strength === "weak" && (isUuid(raw) || (raw.length >= 16 && isHex(raw)))) return true;
  return looksRandom(raw) && !isUuid(raw);
}
