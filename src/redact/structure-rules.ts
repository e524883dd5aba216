import { type Detection, Priority, type Rule } from "./types.js";

/**
 * Secrets recognised by their shape rather than a provider prefix: JWTs, credentials inside
 * URLs, database connection strings, `Authorization`/`Bearer` headers, password flags and SQL.
 */

function pushGroup(
  out: Detection[],
  match: RegExpExecArray,
  group: number,
  kind: string,
  priority: number,
): void {
  // every regex here carries the `d` flag, so capture offsets are exact
  const span = match.indices?.[group];
  if (span === undefined || span[1] <= span[0]) return;
  out.push({ kind, start: span[0], end: span[1], priority });
}

/** Run a global regex over `text` and report one capture group of each match. */
function scan(
  text: string,
  re: RegExp,
  group: number,
  kind: string,
  priority: number,
  out: Detection[],
): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    pushGroup(out, m, group, kind, priority);
    if (m[0].length === 0) re.lastIndex++;
  }
}

// header.payload.signature; the signature may be empty (alg "none") or cut off by a log tail
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.?[A-Za-z0-9_\-+/=]*/dg;
// a base64-encoded JSON object long enough to carry a credential (Grafana, Sentry, 1Password…)
const B64_JSON = /(?<![A-Za-z0-9+/_-])eyJ[A-Za-z0-9+/_=-]{20,}/dg;

const DB_SCHEMES =
  "postgres(?:ql)?|mysql(?:x)?|mariadb|mongodb(?:\\+srv)?|redis|rediss|amqps?|mssql|sqlserver|oracle|couchdb|cassandra|clickhouse|neo4j(?:\\+s)?|bolt|snowflake|cockroachdb|db2|jdbc:[a-z0-9]+";
// scheme://user:password@host — the whole userinfo is masked, the host kept; the user may be
// empty (`redis://:password@host`, Redis and Heroku URLs)
const URL_USERINFO = new RegExp(
  `\\b((?:${DB_SCHEMES})|[a-z][a-z0-9+.-]{1,20})://([^\\s/?#@"'<>\`]{0,256}:[^\\s/?#@"'<>\`]{1,256}|[A-Za-z0-9_\\-.~%]{16,256})@(?=[^\\s@]*)`,
  "gid",
);

function detectUrlCredentials(text: string, out: Detection[]): void {
  if (!text.includes("://")) return;
  URL_USERINFO.lastIndex = 0;
  for (let m = URL_USERINFO.exec(text); m !== null; m = URL_USERINFO.exec(text)) {
    const scheme = (m[1] ?? "").toLowerCase();
    const userinfo = m[2] ?? "";
    const start = m.index + scheme.length + 3;
    const isDb = new RegExp(`^(?:${DB_SCHEMES})$`).test(scheme);
    // `ssh://git@host` and other bare user names are not secrets; tokens as user names are
    if (!userinfo.includes(":") && !/[0-9]/.test(userinfo)) continue;
    if (userinfo.endsWith(":") && userinfo.indexOf(":") === userinfo.length - 1) continue;
    out.push({
      kind: isDb ? "connection-string" : "url-credentials",
      start,
      end: start + userinfo.length,
      priority: Priority.structure,
    });
  }
}

// `Authorization: Bearer x`, `Proxy-Authorization: Basic x`, `authorization=x`: keep the scheme
const AUTH_HEADER =
  /\b(?:proxy-)?authori[sz]ation\b["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token|digest|negotiate|ntlm|apikey|api-key|sso-key|key|otp|dpop)\s+)?([^\s"',;]{4,})/dgi;
const BEARER = /\bbearer\s+([A-Za-z0-9._~+/=-]{8,})/dgi;
const COOKIE = /\b(?:set-)?cookie\b["']?\s*:\s*["']?([^\n"']{4,})/dgi;

// A flag may sit inside shell quotes, whole (`'-pX'`, as an argv list is joined) or around its
// value only (`-p'X'`): `["']?` on both sides of every flag below.

// `-u user:password` / `--user user:password` (curl, docker login…), keeping the user name
const USER_FLAG =
  /(?:^|\s)["']?(?:-u|--user|--proxy-user)(?:[\s=]+|["'](?:\s+|=)?)["']?[^\s:"']*:["']?([^\s"']+)/dg;
// MySQL's `-p<password>` glued form, and `-p <value>` when the value looks like a password
const MYSQL_GLUED =
  /\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;&]*?\s["']?-p["']?([^\s'"-][^\s'"]*)/dg;
const SHORT_P_FLAG = /(?:^|\s)["']?-p["']?\s+(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"']+))/dg;

/**
 * Tools whose password flag is not `-p`: the value after the flag is a password whatever it
 * looks like (unless it is a variable). Group 1 is the value.
 */
const TOOL_FLAGS: RegExp[] = [
  // redis-cli -a PW, redis-cli --pass PW
  /\bredis-cli\b[^\n|;&]*?\s["']?(?:-a|--pass|--askpass-value)["']?[\s=]+["']?([^\s"']+)/dg,
  // openssl enc -k PW (the legacy key-as-password flag)
  /\bopenssl\b[^\n|;&]*?\s["']?-k["']?\s+["']?([^\s"']+)/dg,
  // openssl … -pass pass:PW, -passin pass:PW, -passout pass:PW (also `-password pass:`)
  /(?:^|\s)["']?-(?:pass|passin|passout|password)["']?\s+["']?pass:([^\s"']+)/dg,
  // ldapsearch / ldapadd / ldapmodify … -w PW
  /\bldap[a-z]*\b[^\n|;&]*?\s["']?-w["']?\s+["']?([^\s"']+)/dg,
  // sshpass -p PW, sshpass -pPW
  /\bsshpass\b[^\n|;&]*?\s["']?-p["']?\s*["']?([^\s"'-][^\s"']*)/dg,
  // htpasswd -b[cBmsdp…] FILE USER PW (the password is the third operand)
  /\bhtpasswd\s+(?:-[A-Za-z]+\s+)*?["']?-[A-Za-z]*b[A-Za-z]*["']?\s+(?:-[A-Za-z]+\s+)*(?:["'][^"'\n]*["']|[^\s"']+)\s+(?:["'][^"'\n]*["']|[^\s"']+)\s+["']?([^\s"']+)/dg,
];

/** `-p x` is a password only when `x` mixes letters with digits or symbols and is not a path. */
export function looksLikePasswordArgument(value: string): boolean {
  if (value.length < 6 || value.startsWith("-") || /[/\\~]/.test(value)) return false;
  if (/^\d+(?::\d+)*$/.test(value) || /^[a-z]+:[a-z-]+$/.test(value)) return false;
  const letters = /[A-Za-z]/.test(value);
  const digitsOrSymbols = /[0-9!@#$%^&*+=?]/.test(value);
  const mixedCase = /[a-z]/.test(value) && /[A-Z]/.test(value);
  return letters && (digitsOrSymbols || mixedCase);
}

// SQL: `IDENTIFIED BY 'x'`, `IDENTIFIED WITH plugin AS 'x'`, `WITH [ENCRYPTED] PASSWORD 'x'`
const SQL_PASSWORD =
  /\bIDENTIFIED\s+(?:WITH\s+'?[\w-]+'?\s+)?(?:BY|AS)\s+(?:PASSWORD\s+)?('[^'\n]*'|"[^"\n]*"|[^\s;'"\\]+)/dgi;
// PowerShell: `ConvertTo-SecureString 'x' -AsPlainText`, `-Password 'x'`
const SECURE_STRING = /ConvertTo-SecureString\s+(?:-\w+\s+)*("[^"\n]*"|'[^'\n]*'|[^\s-]\S*)/dgi;
// `CREATE ROLE x WITH LOGIN PASSWORD secret;`
const SQL_WITH_PASSWORD =
  /\b(?:WITH|LOGIN|ENCRYPTED)\s+PASSWORD\s+('[^'\n]*'|"[^"\n]*"|[^\s;'"]+)/dgi;
// Bundler host credentials: `BUNDLE_GEMS__EXAMPLE__COM=user:pass`
const BUNDLER = /\bBUNDLE_[A-Z0-9_]*__[A-Z0-9_]+["']?\s*[:=]\s*["']?([^\s"';&]+)/dg;

function unquote(out: Detection[], at: number): void {
  const last = out[out.length - 1];
  if (last === undefined || last.start !== at) return;
  // keep the quotes themselves out of the span: only their content is secret
  last.start += 1;
  last.end -= 1;
}

/** A shell variable or placeholder stands for a password; it is not one. */
function isPlaceholder(value: string): boolean {
  return /^(?:\$|%[A-Za-z_]|<[^>]*>$|\{\{)/.test(value);
}

/**
 * Where a flag's value that starts inside a quoted word really ends: at the closing quote on
 * its line. The flag regexes stop a value at a blank, so `-p"Zq8r T5vX"` gave `Zq8r` and left
 * the rest of the password in clear (#29.2); the opening quote is found by looking back over the
 * word (`-p"…`, `-u "user:…`, `'-p…'`).
 */
function endOfQuotedWord(text: string, start: number, end: number): number {
  let i = start - 1;
  while (i >= 0 && !/[\s"']/.test(text[i] as string)) i--;
  const quote = text[i];
  if (i < 0 || (quote !== '"' && quote !== "'") || text[end] === quote) return end;
  const close = text.indexOf(quote, end);
  const newline = text.indexOf("\n", end);
  if (close === -1 || (newline !== -1 && newline < close) || close - start > 256) return end;
  return close;
}

/** Report a password flag's value, the whole quoted word when it starts inside one. */
function pushPassword(out: Detection[], text: string, match: RegExpExecArray, group: number): void {
  const span = match.indices?.[group];
  if (span === undefined || span[1] <= span[0]) return;
  const end = endOfQuotedWord(text, span[0], span[1]);
  out.push({ kind: "password", start: span[0], end, priority: Priority.header });
}

function detectFlagsAndSql(text: string, out: Detection[]): void {
  USER_FLAG.lastIndex = 0;
  for (let m = USER_FLAG.exec(text); m !== null; m = USER_FLAG.exec(text)) {
    // `-u "$USER:$TOKEN"`: variables, not a password
    if (!isPlaceholder(m[1] ?? "")) pushPassword(out, text, m, 1);
  }
  for (const re of TOOL_FLAGS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (!isPlaceholder(m[1] ?? "")) pushPassword(out, text, m, 1);
    }
  }
  MYSQL_GLUED.lastIndex = 0;
  for (let m = MYSQL_GLUED.exec(text); m !== null; m = MYSQL_GLUED.exec(text))
    pushPassword(out, text, m, 1);
  SHORT_P_FLAG.lastIndex = 0;
  for (let m = SHORT_P_FLAG.exec(text); m !== null; m = SHORT_P_FLAG.exec(text)) {
    // `-p "two words"` (quoted) or `-p value`: one of groups 1-3 holds it
    const group = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
    if (looksLikePasswordArgument(m[group] ?? "")) pushPassword(out, text, m, group);
  }
  for (const re of [SQL_PASSWORD, SECURE_STRING, SQL_WITH_PASSWORD]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const value = m[1] ?? "";
      const start = m.index + m[0].length - value.length;
      out.push({ kind: "password", start, end: start + value.length, priority: Priority.header });
      if (/^['"]/.test(value)) unquote(out, start);
    }
  }
}

/** JWTs and base64-encoded JSON objects. */
export const detectJwts: Rule = (text, out) => {
  if (!text.includes("eyJ")) return;
  scan(text, JWT, 0, "jwt", Priority.structure, out);
  scan(text, B64_JSON, 0, "token", Priority.entropy + 1, out);
};

/** `Authorization`, `Bearer` and cookie headers. */
export const detectHeaders: Rule = (text, out) => {
  if (!/auth|bearer|cookie/i.test(text)) return;
  scan(text, AUTH_HEADER, 1, "authorization", Priority.header, out);
  scan(text, BEARER, 1, "authorization", Priority.header, out);
  scan(text, COOKIE, 1, "cookie", Priority.header, out);
};

/** What a line must hold for `detectPasswordFlags` to find anything on it (the families' gate). */
export const PASSWORD_FLAG_TRIGGER =
  /-[pu]|--user|IDENTIFIED|SecureString|PASSWORD|redis-cli|openssl|ldap|sshpass|htpasswd|pass:/gi;

/** Password flags and SQL/PowerShell password clauses. */
export const detectPasswordFlags: Rule = (text, out) => {
  PASSWORD_FLAG_TRIGGER.lastIndex = 0;
  const triggered = PASSWORD_FLAG_TRIGGER.test(text);
  PASSWORD_FLAG_TRIGGER.lastIndex = 0;
  if (!triggered) return;
  detectFlagsAndSql(text, out);
};

/** Bundler host credentials. */
export const detectBundlerCredentials: Rule = (text, out) => {
  if (text.includes("BUNDLE_")) scan(text, BUNDLER, 1, "token", Priority.header, out);
};

export { detectUrlCredentials };

/** The shape rules, in no particular order (overlaps are merged later). */
export const structureRules: Rule[] = [
  detectJwts,
  detectUrlCredentials,
  detectHeaders,
  detectPasswordFlags,
  detectBundlerCredentials,
];
