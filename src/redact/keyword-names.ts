/**
 * Which names announce a secret. A name (`DB_PASSWORD`, `clientSecret`, `--api-key`) is split
 * into lowercase components; the last component that is a keyword decides the kind, and the
 * components after it decide whether the name is *strong* (any non-trivial value is a secret) or
 * *weak* (`secret_name`, `token_url`, `bucket_key`: only a random-looking value is).
 */

/** Password spellings seen in the wild: password, passwd, pwd, pw, pass, pasword, psswrd, passwort. */
const PASSWORD_WORD =
  /^(?:pass(?:w(?:ord|d|ort)?|phrase|code)?|p[as]{0,3}w(?:o?r?s?)d|pw|pword)s?$/;
/** Lowercase compounds that end in a keyword (`mysqlpass`, `anypassword`, `authtoken`). */
const COMPOUND_SUFFIX =
  /(?:password|passwd|passwort|pwd|secret|secrets|(?:access|auth|api|bearer|refresh|session|id|bot|user|app|oauth|personal|private|secret|service|admin|client|deploy|git|github|gh|slack|npm|pypi|hf|csrf|xsrf)tokens?|apikey|secretkey|accesskey|privatekey|authkey|credentials?|(?:db|user|root|admin|mysql|sql|my|app|ftp|smtp|mail|ldap|redis|pg|sys|any)pass)$/;

const KIND_BY_WORD: Record<string, string> = {
  secret: "secret",
  secrets: "secret",
  token: "token",
  tokens: "token",
  apikey: "api-key",
  credential: "secret",
  credentials: "secret",
  cred: "secret",
  creds: "secret",
  auth: "authorization",
  authorization: "authorization",
  bearer: "authorization",
  privatekey: "private-key",
  secretkey: "secret",
  accesskey: "secret",
  authkey: "secret",
  salt: "secret",
  nonce: "secret",
  session: "token",
  sessionid: "token",
  signature: "secret",
  sig: "secret",
};

/** Keywords that need a random-looking value even when nothing weakens them. */
const WEAK_WORDS = new Set(["key", "keys", "signature", "sig", "auth", "session", "sessionid"]);

/** Components before the keyword that make the name a quantity (`max_tokens`, `min_password`). */
const QUANTITY = new Set(["max", "min", "num", "total", "limit"]);

/** Components after the keyword that turn it into metadata about a secret, not the secret. */
export const WEAKENING: ReadonlySet<string> = new Set([
  "id",
  "ids",
  "name",
  "names",
  "file",
  "files",
  "filename",
  "path",
  "paths",
  "dir",
  "url",
  "uri",
  "urls",
  "endpoint",
  "type",
  "types",
  "length",
  "len",
  "size",
  "count",
  "variable",
  "var",
  "env",
  "field",
  "param",
  "label",
  "header",
  "prefix",
  "policy",
  "format",
  "algorithm",
  "alg",
  "mode",
  "version",
  "ref",
  "expiry",
  "expires",
  "exp",
  "ttl",
  "timeout",
  "at",
  "time",
  "date",
  "required",
  "enabled",
  "min",
  "max",
  "vault",
  "store",
  "manager",
  "helper",
  "provider",
  "source",
  "location",
  "hint",
  "strength",
  "rule",
  "rules",
  "reset",
  "mask",
  "char",
  "chars",
  "input",
  "prompt",
  "placeholder",
  "label",
  "message",
  "error",
  "regex",
  "pattern",
  "validator",
  "storage",
  "spec",
  "arn",
  "kind",
  "index",
  "map",
  "list",
  "set",
  "cache",
  "class",
  "service",
  "resource",
  "scope",
  "scopes",
  "method",
  "methods",
  "handler",
  "callback",
  "command",
  "cmd",
  "script",
  "generator",
  "pair",
  "usage",
  "ring",
  "board",
  "word",
  "stroke",
  "press",
  "pressed",
  "code",
  "frame",
  "store",
]);

/** Components before the keyword that mean "not a secret at all". */
const NEGATING = new Set(["public", "pub", "csrf", "xsrf", "is", "has", "use", "enable", "show"]);

/** Split a name into lowercase components at `_ - . /`, spaces and camelCase humps. */
export function splitName(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((part) => part.length > 0);
}

/** What a name says about the value assigned to it. */
export interface NameVerdict {
  kind: string;
  /**
   * `strong`: any non-trivial value is a secret (`password`, `client_secret`).
   * `weak`: a random-looking value, hex or UUID included, is (`HEROKU_KEY`, `session`).
   * `metadata`: the name describes a secret (`token_url`, `secret_name`, `key_id`): only a
   * random-looking value that is not a UUID or hex id is.
   */
  strength: "strong" | "weak" | "metadata";
}

function kindOfWord(word: string): string | undefined {
  if (PASSWORD_WORD.test(word)) return "password";
  const direct = KIND_BY_WORD[word];
  if (direct !== undefined) return direct;
  if (WEAK_WORDS.has(word)) return "secret";
  const compound = COMPOUND_SUFFIX.exec(word);
  if (compound === null) return undefined;
  const tail = compound[0];
  if (/^(?:csrf|xsrf)/.test(tail)) return undefined;
  if (/pass|pwd/.test(tail)) return "password";
  return KIND_BY_WORD[tail] ?? (tail.endsWith("token") ? "token" : "secret");
}

/**
 * Names repeat endlessly in logs and transcripts (`https`, `steps`, `tokens`): remember the
 * verdicts, up to a bound so a stream of distinct names cannot grow memory.
 */
const verdicts = new Map<string, NameVerdict | null>();
const MAX_REMEMBERED = 4096;
const MAX_CACHED_LENGTH = 12;

/** Classify a name, or undefined when it carries no secret keyword. */
export function classifyName(name: string): NameVerdict | undefined {
  const known = verdicts.get(name);
  if (known !== undefined) return known ?? undefined;
  const verdict = classifyNameUncached(name);
  // V8 keeps a slice of 13+ characters as a view of its parent: caching one would pin a
  // whole 256 KB log batch in memory, so only short names (the repeating ones) are kept
  if (name.length <= MAX_CACHED_LENGTH) {
    if (verdicts.size >= MAX_REMEMBERED) verdicts.clear();
    verdicts.set(name, verdict ?? null);
  }
  return verdict;
}

function classifyNameUncached(name: string): NameVerdict | undefined {
  const parts = splitName(name);
  let index = -1;
  let kind: string | undefined;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] as string;
    kind = kindOfWord(part);
    if (kind !== undefined) {
      index = i;
      break;
    }
  }
  if (kind === undefined || index < 0) return undefined;
  const keyword = parts[index] as string;
  if (parts.slice(0, index).some((p) => NEGATING.has(p))) return undefined;
  // `api` + `key` and `access` + `key` are one keyword spelled in two parts.
  if ((keyword === "key" || keyword === "keys") && index > 0) {
    const before = parts[index - 1];
    if (before === "api") kind = "api-key";
    else if (before === "private") kind = "private-key";
  }
  let strong = !WEAK_WORDS.has(keyword) || kind === "api-key" || kind === "private-key";
  if (keyword === "key" && index > 0) {
    const before = parts[index - 1] as string;
    if (
      [
        "secret",
        "access",
        "api",
        "private",
        "client",
        "master",
        "signing",
        "encryption",
        "auth",
      ].includes(before)
    ) {
      strong = true;
    }
  }
  if (parts.slice(index + 1).some((p) => WEAKENING.has(p))) return { kind, strength: "metadata" };
  // `max_tokens`, `input_tokens`, `num_tokens`: counts of model tokens, not credentials
  if (keyword === "tokens" || parts.slice(0, index).some((p) => QUANTITY.has(p)))
    return { kind, strength: "metadata" };
  return { kind, strength: strong ? "strong" : "weak" };
}
