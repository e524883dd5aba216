import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../../src/platform/package-root.js";

/**
 * Fake secrets for redaction tests, built at run time from a seeded generator so no
 * credential-shaped literal sits in the source tree (push protection, scanners).
 */

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A deterministic pseudo-random string of `length` characters from `alphabet`. */
export function fakeToken(seed: number, length: number, alphabet = BASE62): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  let out = "";
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

const HEX = "0123456789abcdef";
const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** One planted secret: the text to plant and the secret part that must never come out. */
export interface PlantedSecret {
  kind: string;
  /** Text as it would appear in a log, command or note. */
  text: string;
  /** The secret itself. */
  secret: string;
}

/** At least 20 distinct kinds of fake secrets, each unique to `seed`. */
export function makePlantedSecrets(seed: number): PlantedSecret[] {
  const t = (n: number, len: number, alphabet?: string) => fakeToken(seed * 100 + n, len, alphabet);
  const jwtPart = (n: number) => `eyJ${t(n, 30)}`;
  const list: Array<[string, string, string]> = [];
  const add = (kind: string, secret: string, text = secret) => list.push([kind, text, secret]);
  const openai = `sk-proj-${t(1, 48)}`;
  add("openai", openai, `OPENAI_API_KEY=${openai}`);
  const anthropic = `sk-ant-api03-${t(2, 93)}AA`;
  add("anthropic", anthropic, `export ANTHROPIC_API_KEY="${anthropic}"`);
  add("github", `ghp_${t(3, 36)}`);
  add("aws", `AKIA${t(4, 16, UPPER_DIGITS)}`);
  const awsSecret = t(5, 40);
  add("aws-secret", awsSecret, `aws_secret_access_key = ${awsSecret}`);
  add("slack", `xoxb-${t(6, 12, "0123456789")}-${t(7, 24)}`);
  add("stripe", `sk_live_${t(8, 24)}`);
  add("gcp", `AIza${t(9, 35)}`);
  add("npm", `npm_${t(10, 36)}`);
  const jwt = `${jwtPart(11)}.${jwtPart(12)}.${t(13, 43)}`;
  add("jwt", jwt, `session=${jwt}`);
  const password = `Pw${t(14, 10)}!9`;
  add("password", password, `DB_PASSWORD=${password}`);
  const flag = `Fl${t(15, 10)}#4`;
  add("password-flag", flag, `deploy --password ${flag}`);
  const bearer = t(16, 40);
  add("authorization", bearer, `curl -H "Authorization: Bearer ${bearer}" https://api.example.com`);
  const urlPass = `U${t(17, 12)}7`;
  add(
    "url-credentials",
    urlPass,
    `git clone https://deploy:${urlPass}@git.example.com/org/repo.git`,
  );
  const dbPass = `D${t(18, 12)}3`;
  add("connection-string", dbPass, `DATABASE_URL=postgres://app:${dbPass}@db.example.com:5432/app`);
  const keyBody = Array.from({ length: 6 }, (_, i) => t(19 + i, 64)).join("\n");
  const pem = `-----BEGIN RSA PRIVATE KEY-----\nMII${keyBody}\n-----END RSA PRIVATE KEY-----`;
  add("private-key", `MII${t(19, 64)}`, pem);
  const email = `${t(30, 8, "abcdefghijklmnopqrstuvwxyz")}.dev@example.org`;
  add("email", email, `Co-authored-by: Someone <${email}>`);
  add("private-ip", `10.${seed % 200}.${(seed * 7) % 250}.${(seed * 13) % 250}`);
  add("internal-host", `build-${t(31, 6, "abcdefghijklmnopqrstuvwxyz")}.corp.internal`);
  const user = `u${t(32, 7, "abcdefghijklmnopqrstuvwxyz")}`;
  add("home-path", `/home/${user}`, `/home/${user}/project/notes.txt`);
  const token = t(33, 32, HEX);
  add("token", token, `"api_token": "${token}"`);
  const secret = `S${t(34, 20)}`;
  add("secret", secret, `client_secret: ${secret}`);
  return list.map(([kind, text, secretPart]) => ({ kind, text, secret: secretPart }));
}

const DIGITS = "0123456789";

/**
 * The red-team forms of issue #18, each unique to `seed`: credentials with an empty URL user,
 * an unclosed quote before a second secret, password flags inside shell quotes and tool flags,
 * and secrets behind percent-encoding, invisible characters, lookalikes and base64.
 */
export function makeRedTeamSecrets(seed: number): PlantedSecret[] {
  const t = (n: number, len: number, alphabet?: string) => fakeToken(seed * 100 + n, len, alphabet);
  const pw = (n: number) => `Rt${t(n, 11)}!7`;
  const list: PlantedSecret[] = [];
  const add = (kind: string, secret: string, text: string) => list.push({ kind, text, secret });
  const empty = pw(1);
  add("url-empty-user", empty, `REDIS_URL=redis://:${empty}@cache.example.com:6379/0`);
  const second = t(2, 20);
  add("unclosed-quote", second, `token: "${t(3, 20)}; token: "${second}"`);
  const quoted = pw(4);
  add("quoted-flag", quoted, `mysql -u root '-p${quoted}' app`);
  const glued = pw(5);
  add("quoted-value", glued, `mysqldump -p'${glued}' shop`);
  const redis = pw(6);
  add("redis-cli", redis, `redis-cli -h cache -a ${redis} ping`);
  const openssl = pw(7);
  add("openssl", openssl, `openssl enc -d -pass pass:${openssl} -in db.enc`);
  const ldap = pw(8);
  add("ldap", ldap, `ldapsearch -x -D cn=admin,dc=example,dc=org -w ${ldap} -b dc=example,dc=org`);
  const htpasswd = pw(9);
  add("htpasswd", htpasswd, `htpasswd -b /etc/nginx/.htpasswd admin ${htpasswd}`);
  const sshpass = pw(10);
  add("sshpass", sshpass, `sshpass -p ${sshpass} ssh deploy@web`);
  const aws = `AKIA${t(11, 16, UPPER_DIGITS)}`;
  add("percent-encoded", aws, `https://s3.example.com/b?AWSAccessKeyId%3D${aws}%26Expires%3D1`);
  const zeroWidth = t(12, 36);
  add("zero-width", zeroWidth, `gh\u200Bp_${zeroWidth}`);
  const softHyphen = t(13, 16, UPPER_DIGITS);
  add("soft-hyphen", softHyphen, `AK\u00ADIA${softHyphen}`);
  const fullwidth = t(14, 16, UPPER_DIGITS);
  add("fullwidth", fullwidth, `\uFF21\uFF2B\uFF29\uFF21${fullwidth}`);
  const cyrillic = `${t(15, 12, DIGITS)}-${t(16, 13, DIGITS)}-${t(17, 24)}`;
  add("lookalike", cyrillic, `x\u043Exb-${cyrillic}`);
  const base64 = Buffer.from(`GITHUB_TOKEN=ghp_${t(18, 36)}`).toString("base64");
  add("base64", base64, `echo ${base64} | base64 -d`);
  return list;
}

const WORDS = [
  "amber",
  "bison",
  "cobalt",
  "dune",
  "ember",
  "fjord",
  "glacier",
  "harbor",
  "indigo",
  "juniper",
  "kettle",
  "lantern",
  "meadow",
  "nickel",
  "orchid",
  "pepper",
  "quartz",
  "raven",
  "saddle",
  "tundra",
];

/** A fake token of a named shape for `⟦…⟧` placeholders; see `expandFakeSecrets`. */
function makeShaped(kind: string, seed: number, length: number): string {
  const t = (n: number, len: number, alphabet?: string) => fakeToken(seed * 10 + n, len, alphabet);
  switch (kind) {
    case "github":
      return `ghp_${t(1, 36)}`;
    case "aws":
      return `AKIA${t(1, 16, UPPER_DIGITS)}`;
    case "slack":
      return `xoxb-${t(1, 12, DIGITS)}-${t(2, 13, DIGITS)}-${t(3, 24)}`;
    case "stripe":
      return `sk_live_${t(1, 24)}`;
    case "openai":
      return `sk-proj-${t(1, 48)}`;
    case "npm":
      return `npm_${t(1, 36)}`;
    case "gcp":
      return `AIza${t(1, 35)}`;
    case "jwt":
      return `eyJ${t(1, 30)}.eyJ${t(2, 40)}.${t(3, 43)}`;
    case "pw":
      return `Pw${t(1, 10)}!9`;
    case "b64gh":
      return Buffer.from(`GITHUB_TOKEN=ghp_${t(1, 36)}`).toString("base64");
    case "b62":
      return t(1, length);
    case "hex":
      return t(1, length, HEX);
    case "upper":
      return t(1, length, UPPER_DIGITS);
    case "digits":
      return t(1, length, DIGITS);
    case "sym":
      // a typed password: letters, digits and symbols (`Xk9#mQ2$vLp7wRt4`)
      return `${t(1, 3)}#${t(2, 4)}$${t(3, 3)}7${t(4, 3)}`;
    case "human": {
      // a password a person picks: a capitalised word, a year-like number, a symbol (`Raven2024!`)
      const word = WORDS[Number.parseInt(t(1, 2, DIGITS), 10) % WORDS.length] as string;
      return `${word[0]?.toUpperCase()}${word.slice(1)}${t(2, 4, DIGITS)}${t(3, 1, "!#$%&*?")}`;
    }
    case "phrase":
      // a diceware passphrase (`correct-horse-battery-staple`), words from a fixed list
      return [1, 2, 3, 4]
        .map((n) => WORDS[Number.parseInt(t(n, 2, DIGITS), 10) % WORDS.length])
        .join("-");
    default:
      throw new Error(`unknown fake secret shape ${kind}`);
  }
}

/**
 * Expand the `⟦shape:seed⟧` / `⟦shape:length:seed⟧` placeholders of a fixture line into fake
 * secrets built at run time (the fixture files hold no credential-shaped literal). Returns the
 * text and the expanded values, which must not survive redaction on a secret line.
 */
export function expandFakeSecrets(template: string): { text: string; values: string[] } {
  const values: string[] = [];
  const text = template.replace(/⟦([a-z0-9]+):(?:(\d+):)?(\d+)⟧/g, (_, kind, length, seed) => {
    const value = makeShaped(kind as string, Number(seed), Number(length ?? 0));
    values.push(value);
    return value;
  });
  return { text, values };
}

/** One line of `test/fixtures/secrets/labelled.jsonl`, its placeholders expanded. */
export interface LabelledLine {
  text: string;
  secret: boolean;
  kind: string;
  /** A line the redactor gets wrong today, and why: listed, so a fix or a new error shows. */
  known?: string;
  /** The message before this one, when the line is a message of a conversation. */
  previous?: string;
  /** The fake secrets planted in it (none may survive on a secret line). */
  values: string[];
}

/**
 * The project's own labelled secret and non-secret lines (`labelled.jsonl`, or another file of
 * `test/fixtures/secrets/` such as `prose.jsonl`), with fake secrets built now.
 */
export function readLabelledLines(file = "labelled.jsonl"): LabelledLine[] {
  const path = join(packageRoot(), "test", "fixtures", "secrets", file);
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const parsed = JSON.parse(line) as Omit<LabelledLine, "values">;
      return { ...parsed, ...expandFakeSecrets(parsed.text) };
    });
}
