import { detectAssignments } from "./assignment-rule.js";
import { SHORT_MIN_LENGTH, detectRandomTokens, detectTypedPasswords } from "./entropy-rule.js";
import {
  intersectLines,
  type LineScan,
  type LineSet,
  linesMatching,
  linesMatchingEither,
  linesWithLiteral,
  linesWithRun,
  makePairTable,
  scanLines,
  unionLines,
} from "./line-scan.js";
import {
  detectEmails,
  detectHomeDirectories,
  detectInternalHostNames,
  detectPrivateAddresses,
} from "./privacy-rules.js";
import { detectGroupedPasswords } from "./generated-password.js";
import { detectPassphrases, PASSPHRASE_LINES } from "./passphrase.js";
import { detectPrivateKeys } from "./private-key-rule.js";
import { detectLexiconSecrets } from "./prose-lexicon-rule.js";
import { detectLoginSecrets, detectProseSecrets } from "./prose-rule.js";
import { ACCOUNT_LINES, detectAccountPairs } from "./account-pair.js";
import { detectLoginClauses, LOGIN_LINES } from "./login-clause.js";
import { detectHandlePairs, HANDLE_LINES } from "./handle-pair.js";
import { ACCESS_LINES, detectAccessClauses, VALUE_LINES } from "./access-clause.js";
import { detectOtherScriptTokens, JOINED_LINES, OTHER_SCRIPT_LINES } from "./other-script-token.js";
import { detectProviderTokens, PROVIDER_PREFIXES, shapedRules } from "./provider-rules.js";
import { detectWithPreset } from "./preset-family.js";
import {
  detectBundlerCredentials,
  detectHeaders,
  detectJwts,
  detectPasswordFlags,
  detectUrlCredentials,
  PASSWORD_FLAG_TRIGGER,
} from "./structure-rules.js";
import type { Detection, Rule } from "./types.js";
import { detectEncoded } from "./normalise.js";
import { runOnLines } from "./windows.js";

/**
 * Every rule with the lines it needs to see. `lines` is a superset of the lines where the rule
 * can report anything (its own trigger, found by a literal search or the one-pass line scan);
 * `context` widens each line by that many lines on both sides for rules whose patterns may
 * cross a newline (`\s+` between a keyword and its value) or look back across one.
 * The order is the order the rules ran in before the pre-scan existed: it names merged spans
 * on priority ties.
 */
interface Family {
  lines: (scan: LineScan) => LineSet;
  context: number;
  rule: Rule;
}

const PAIRS = makePairTable(PROVIDER_PREFIXES);

const HEADERS = /auth|bearer|cookie/gi;
const ADDRESSES = /\d\.\d|[fF][cdeCDE][0-9a-fA-F]{2}:/g;
const INTERNAL = /\.(?:internal|intranet|corp|local|lan|arpa|priv)/gi;
const HOMES = /\/home\/|Users[/\\¥]/g;
/**
 * Lines the multilingual prose rule may report on, beyond the keyword lines above (which hold
 * every English credential word): a character past ASCII (most of the lexicon), or one of its
 * ASCII-only words of other languages, a login pair or `user:x@host`. Plain words, no
 * look-arounds: this runs over every line of a log.
 */
const LEXICON_LINES =
  /[^\x00-\x7f]|senha|wachtwoord|wachtzin|clave|chave|chiave|sleutel|geheim|kennwort|jeton|mdp|segred|segret|secreto|identifiants|credenc|credenz|inloggegevens|zugang|nutzer|usuario|utente|gebruiker|toegang|acces|utilisateur|wi-?fi|parola|sifre|hasl|hesl|klucz|nyckel|sandi|rahasia|kredensial|kullan|sekret|pakai ini|gunakan ini|pengguna|akses|use this|das hier|usa |utilise|gebruik dit|user[^\n/]{1,40}\/|:[^\s@:]*[^\s@]@/gi;

/**
 * Keyword lines for the assignment rule and the prose rules, from one regex pass: words both
 * start from (group 1), words only the assignment rule needs (group 2: `ps` of `PGPASS`-like
 * names, `auth`, `salt`…) and words only prose uses (group 3: `pin`, `otp`, `code`, `log in`…).
 */
const KEYWORDS_AND_PROSE =
  /(pass|pw|secret|token|key|cred)|(pa?s|auth|salt|nonce|bearer|sig|session)|(\bpin\b|otp|[ -]code|log ?in|sign ?in|ssh|su\b|account)/gi;
const keywordLinesOf = new WeakMap<LineScan, [LineSet, LineSet]>();
function keywordLines(scan: LineScan): [LineSet, LineSet] {
  let lines = keywordLinesOf.get(scan);
  if (lines === undefined) {
    lines = linesMatchingEither(scan, KEYWORDS_AND_PROSE);
    keywordLinesOf.set(scan, lines);
  }
  return lines;
}

function toLineSet(flags: Uint8Array): LineSet {
  if (flags.length === 1) return flags[0] === 1;
  return flags.includes(1) ? flags : false;
}

const FAMILIES: Family[] = [
  {
    lines: (scan) => unionLines(toLineSet(scan.providerLines), linesWithLiteral(scan, "tskey-")),
    context: 0,
    rule: detectProviderTokens,
  },
  ...shapedRules.map(
    ({ trigger, minRun, detect }): Family => ({
      lines: (scan) =>
        minRun > 0
          ? intersectLines(linesWithRun(scan, minRun), scan.text.includes(trigger))
          : linesWithLiteral(scan, trigger),
      context: 0,
      rule: detect,
    }),
  ),
  { lines: () => true, context: 0, rule: detectPrivateKeys },
  { lines: (scan) => linesWithLiteral(scan, "eyJ"), context: 0, rule: detectJwts },
  { lines: (scan) => linesWithLiteral(scan, "://"), context: 0, rule: detectUrlCredentials },
  { lines: (scan) => linesMatching(scan, HEADERS), context: 1, rule: detectHeaders },
  {
    lines: (scan) => linesMatching(scan, PASSWORD_FLAG_TRIGGER),
    context: 1,
    rule: detectPasswordFlags,
  },
  {
    lines: (scan) => linesWithLiteral(scan, "BUNDLE_"),
    context: 1,
    rule: detectBundlerCredentials,
  },
  { lines: (scan) => keywordLines(scan)[0], context: 0, rule: detectAssignments },
  { lines: (scan) => keywordLines(scan)[1], context: 0, rule: detectProseSecrets },
  { lines: (scan) => keywordLines(scan)[1], context: 0, rule: detectLoginSecrets },
  { lines: (scan) => linesMatching(scan, ACCOUNT_LINES), context: 0, rule: detectAccountPairs },
  { lines: (scan) => linesMatching(scan, LOGIN_LINES), context: 0, rule: detectLoginClauses },
  { lines: (scan) => linesMatching(scan, HANDLE_LINES), context: 0, rule: detectHandlePairs },
  {
    lines: (scan) =>
      intersectLines(linesMatching(scan, VALUE_LINES), linesMatching(scan, ACCESS_LINES)),
    context: 0,
    rule: detectAccessClauses,
  },
  {
    // a log of ASCII only has no line of another script: the frequent joined words go unsearched
    lines: (scan) => {
      const other = linesMatching(scan, OTHER_SCRIPT_LINES);
      return other === false ? false : intersectLines(linesMatching(scan, JOINED_LINES), other);
    },
    context: 0,
    rule: detectOtherScriptTokens,
  },
  {
    lines: (scan) => unionLines(...keywordLines(scan), linesMatching(scan, LEXICON_LINES)),
    context: 0,
    rule: detectLexiconSecrets,
  },
  // `public_key:` on the line before a token makes it public: look one line back
  { lines: (scan) => linesWithRun(scan, SHORT_MIN_LENGTH), context: 1, rule: detectRandomTokens },
  { lines: (scan) => toLineSet(scan.symbolLines), context: 0, rule: detectTypedPasswords },
  { lines: (scan) => linesMatching(scan, PASSPHRASE_LINES), context: 0, rule: detectPassphrases },
  { lines: () => true, context: 0, rule: detectGroupedPasswords },
  { lines: (scan) => linesWithLiteral(scan, "@"), context: 0, rule: detectEmails },
  { lines: (scan) => linesMatching(scan, ADDRESSES), context: 0, rule: detectPrivateAddresses },
  { lines: (scan) => linesMatching(scan, INTERNAL), context: 0, rule: detectInternalHostNames },
  { lines: (scan) => linesMatching(scan, HOMES), context: 0, rule: detectHomeDirectories },
];

function detectOnScan(scan: LineScan, out: Detection[]): void {
  detectWithPreset(scan, PAIRS, out);
  for (const family of FAMILIES) {
    runOnLines(scan, family.lines(scan), family.context, family.rule, out);
  }
}

/** Every rule on its candidate lines, as the text is written (no decoding). */
export const detectPlain: Rule = (text, out) => detectOnScan(scanLines(text, PAIRS), out);

/**
 * Run every rule on its candidate lines of `text`, then on a decoded copy of the lines that
 * hold an encoding (`normalise.ts`), pushing detections in input offsets.
 */
export function detectAll(text: string, out: Detection[]): void {
  const scan = scanLines(text, PAIRS);
  detectOnScan(scan, out);
  detectEncoded(scan, detectPlain, out);
}
