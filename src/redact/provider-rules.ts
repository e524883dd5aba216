import { type Detection, Priority, type Rule } from "./types.js";

/**
 * Tokens recognised by a vendor's prefix or fixed shape, for vendors the secretlint preset
 * lacks or matches too narrowly (it wants exact lengths; real logs cut and pad tokens).
 * Each entry is a regex body; the table compiles to one alternation so a chunk is scanned once.
 */
/**
 * How a token may touch its neighbours: `unbounded` matches inside a longer word on the left;
 * `glued` may be followed by `_` (an AWS key id has a fixed length, so `AKIA…_old.txt` is the
 * key then a file-name suffix, #29.5). Every other token must not continue a word either side.
 */
type Boundary = "unbounded" | "glued";

const PROVIDERS: Array<[kind: string, body: string, boundary?: Boundary]> = [
  ["anthropic", "sk-ant-(?:api|admin|sid|oat|ort)\\d{2}-[A-Za-z0-9_-]{20,}"],
  [
    "openai",
    "sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
  ],
  ["api-key", "sk-[A-Za-z0-9_-]{32,}"],
  ["github", "(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9_]{30,}|github_pat_[A-Za-z0-9_]{40,}"],
  [
    "gitlab",
    "gl(?:pat|dt|ptt|rt|cbt|oas|soat|ft|imt|agent|ffct|wt|ia)-[A-Za-z0-9_-]{16,}|GR1348941[A-Za-z0-9_-]{16,}",
  ],
  [
    "aws",
    "bedrock-api-key-[A-Za-z0-9+/=]{20,}|ABSK[A-Za-z0-9+/]{60,}={0,2}|amzn\\.mws\\.[0-9a-f-]{36}",
  ],
  [
    "slack",
    "xox[abposer]-[A-Za-z0-9-]{10,}|xapp-\\d-[A-Za-z0-9-]{10,}|hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{20,}",
  ],
  ["stripe", "(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{20,}"],
  [
    "gcp",
    "AIza[0-9A-Za-z_-]{35}|ya29\\.[0-9A-Za-z_-]{20,}|GOCSPX-[A-Za-z0-9_-]{20,}|1//0[A-Za-z0-9_-]{30,}",
  ],
  [
    "aws",
    "(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}(?![A-Z0-9])",
    "glued",
  ],
  ["npm", "npm_[A-Za-z0-9]{36}"],
  ["pypi", "pypi-AgE[A-Za-z0-9_-]{40,}"],
  // letters only in the vendor's docs, but tokens with digits are seen (#29.5); not digits alone
  ["huggingface", "(?:hf|api_org)_[0-9]*[A-Za-z][A-Za-z0-9]{29,}"],
  ["grafana", "glc_[A-Za-z0-9+/]{32,}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"],
  ["digitalocean", "do[opr]_v1_[a-f0-9]{64}"],
  ["planetscale", "pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{20,}"],
  ["posthog", "ph[csx]_[A-Za-z0-9]{30,}"],
  ["sentry", "sntry[su]_[A-Za-z0-9+/=_-]{30,}"],
  ["xai", "xai-[A-Za-z0-9]{40,}"],
  ["groq", "gsk_[A-Za-z0-9]{40,}"],
  ["perplexity", "pplx-[A-Za-z0-9]{40,}"],
  ["tavily", "tvly-[A-Za-z0-9-]{20,}"],
  ["tailscale", "tskey-[a-z]+-[A-Za-z0-9-]{10,}", "unbounded"],
  ["shopify", "shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32,}"],
  ["sendgrid", "SG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}"],
  ["mailgun", "key-[a-f0-9]{32}"],
  ["docker", "dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,}"],
  ["figma", "figd_[A-Za-z0-9_-]{30,}"],
  ["linear", "lin_(?:api|oauth)_[A-Za-z0-9]{30,}"],
  ["notion", "ntn_[A-Za-z0-9]{40,}|secret_[A-Za-z0-9]{43}"],
  ["vault", "hv[sbr]\\.[A-Za-z0-9_-]{20,}"],
  ["vercel", "vc[piark]_[A-Za-z0-9]{20,}"],
  ["databricks", "dapi[a-f0-9]{32}(?:-\\d)?"],
  ["age", "AGE-SECRET-KEY-1[A-Z0-9]{50,}"],
  ["atlassian", "AT[AC]TT3[A-Za-z0-9_\\-=]{50,}"],
  ["bitbucket", "BBDC-[A-Za-z0-9+/_-]{30,}|ATBB[A-Za-z0-9_=.-]{28,}"],
  [
    "1password",
    "ops_eyJ[A-Za-z0-9+/=_-]{50,}|A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
  ],
  ["facebook", "EAA[A-Za-z0-9]{30,}"],
  ["square", "sq0(?:atp|csp)-[A-Za-z0-9_-]{20,}|EAAA[A-Za-z0-9_-]{40,}"],
  ["twilio", "SK[0-9a-fA-F]{32}|AC[a-f0-9]{32}"],
  ["brevo", "xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"],
  ["doppler", "dp\\.(?:pt|st|ct|sa|scim|audit)\\.[A-Za-z0-9]{40,}"],
  ["heroku", "HRKU-[A-Za-z0-9_-]{30,}"],
  ["netlify", "nfp_[A-Za-z0-9]{30,}"],
  ["newrelic", "NR(?:AK|JS|II|AA|BR)-[A-Za-z0-9_-]{15,}"],
  ["clojars", "CLOJARS_[a-z0-9]{60}"],
  ["dynatrace", "dt0c01\\.[A-Z0-9]{24}\\.[A-Z0-9]{64}"],
  ["dropbox", "sl\\.[A-Za-z0-9_-]{60,}"],
  ["rubygems", "rubygems_[a-f0-9]{48}"],
  ["nuget", "oy2[a-z0-9]{43}"],
  ["sonar", "sq[upa]_[a-f0-9]{40}"],
  ["postman", "PMAK-[a-f0-9]{24}-[a-f0-9]{34}|PMAT-[A-Z0-9]{26}"],
  ["supabase", "sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,}"],
  ["flyio", "fo1_[A-Za-z0-9_-]{30,}|fm[12][ar]?_[A-Za-z0-9+/=_-]{50,}"],
  ["sourcegraph", "sgp_(?:[a-f0-9]{16}_)?[a-f0-9]{40}"],
  ["pulumi", "pul-[a-f0-9]{40}"],
  ["hubspot", "pat-(?:na|eu)1-[a-f0-9-]{36}"],
  ["openshift", "sha256~[A-Za-z0-9_-]{43}"],
  ["akamai", "akab-[a-z0-9]{16}-[a-z0-9]{16}"],
  ["alibaba", "LTAI[A-Za-z0-9]{12,20}"],
  ["defined-networking", "dnkey-[A-Z0-9=_-]{26}-[A-Z0-9=_-]{52}"],
  ["docker", "SWMTKN-1-[a-z0-9]{40,}-[a-z0-9]{20,}"],
  ["braintree", "access_token\\$production\\$[a-z0-9]{16}\\$[a-f0-9]{32}"],
  ["artifactory", "AKC[a-zA-Z0-9]{10,}|cmVmdGtu[A-Za-z0-9]{50,}|AP[0-9ABCDEF][a-zA-Z0-9]{8,}"],
];

/**
 * Shapes that do not start with a literal prefix (a bare character class defeats the regex
 * engine's first-character scan, which is what keeps the table fast): each runs alone, and only
 * when its trigger substring is present.
 */
const SHAPED: Array<[kind: string, trigger: string, body: string, minRun: number]> = [
  ["mailgun", "-", "[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}", 50],
  ["mailchimp", "-us", "[a-f0-9]{32}-us\\d{1,2}", 36],
  ["facebook", "|", "\\d{15,16}\\|[A-Za-z0-9_-]{20,}", 15],
  ["telegram", ":AA", "\\d{8,10}:AA[A-Za-z0-9_-]{32,}", 34],
  ["terraform", ".atlasv1.", "[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,}", 0],
  ["azure", "Q~", "[A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}", 0],
  ["discord", ".", "[MNO][A-Za-z0-9]{23,25}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,}", 24],
];

/**
 * The shaped rules, one detector each, with what a line needs before the rule is worth running:
 * the trigger substring and, where the shape has one, the length of its longest token run
 * (`[A-Za-z0-9_+/=-]`); 0 where dots or tildes may break the run up.
 */
export const shapedRules: Array<{ trigger: string; minRun: number; detect: Rule }> = SHAPED.map(
  ([kind, trigger, body, minRun]) => {
    const re = new RegExp(`(?<![A-Za-z0-9_])(?:${body})(?![A-Za-z0-9_])`, "g");
    const detect: Rule = (text, out) => {
      if (!text.includes(trigger)) return;
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        out.push({ kind, start: m.index, end: m.index + m[0].length, priority: Priority.provider });
      }
    };
    return { trigger, minRun, detect };
  },
);

/**
 * The two characters every alternative of the vendor table starts with, for the line pre-scan
 * (`line-scan.ts`): a line with no word starting with one of these cannot hold a vendor token.
 * `test/redact/prefilter.test.ts` checks strings generated from every alternative against it.
 */
export const PROVIDER_PREFIXES: readonly string[] = [
  "sk",
  "gh",
  "gi",
  "gl",
  "GR",
  "be",
  "A3",
  "AK",
  "AS",
  "AB",
  "AC",
  "AG",
  "AI",
  "AR",
  "AN",
  "am",
  "xo",
  "xa",
  "ho",
  "rk",
  "wh",
  "ya",
  "GO",
  "1/",
  "np",
  "py",
  "hf",
  "ap",
  "do",
  "ps",
  "ph",
  "sn",
  "gs",
  "pp",
  "tv",
  "ts",
  "sh",
  "SG",
  "ke",
  "dc",
  "fi",
  "li",
  "nt",
  "se",
  "hv",
  "vc",
  "da",
  "AT",
  "BB",
  "op",
  "EA",
  "sq",
  "SK",
  "xk",
  "dp",
  "HR",
  "nf",
  "NR",
  "CL",
  "dt",
  "sl",
  "ru",
  "oy",
  "PM",
  "sb",
  "fo",
  "fm",
  "sg",
  "pu",
  "pa",
  "ak",
  "LT",
  "dn",
  "SW",
  "ac",
  "cm",
  "AP",
];

/** The vendor table's alternatives, for the prefix test. */
export const PROVIDER_BODIES: readonly string[] = PROVIDERS.map(([, body]) => body);

const KINDS = PROVIDERS.map(([kind]) => kind);
// Every alternative starts with a literal, so the engine skips ahead by first character; the
// left word boundary is checked in code (a lookbehind per alternative made the scan 20x slower).
const COMBINED = new RegExp(
  PROVIDERS.map(
    ([, body, boundary]) =>
      `(${body})${boundary === "glued" ? "(?![A-Za-z0-9])" : "(?![A-Za-z0-9_])"}`,
  ).join("|"),
  "g",
);
const UNBOUNDED = PROVIDERS.map(([, , boundary]) => boundary === "unbounded");

/**
 * A token must not continue a longer word, except right after an ANSI colour code
 * (`\x1b[94m`), which ends in a letter; prefixes marked `unbounded` match anywhere.
 */
function startsWord(text: string, index: number): boolean {
  if (index === 0) return true;
  const code = text.charCodeAt(index - 1);
  const wordChar =
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95;
  return !wordChar || /\x1b\[[0-9;]*m$/.test(text.slice(Math.max(0, index - 12), index));
}

/** Report vendor tokens in `text`. */
export function detectProviderTokens(text: string, out: Detection[]): void {
  COMBINED.lastIndex = 0;
  for (let m = COMBINED.exec(text); m !== null; m = COMBINED.exec(text)) {
    let group = 1;
    while (group < m.length && m[group] === undefined) group++;
    if (!UNBOUNDED[group - 1] && !startsWord(text, m.index)) {
      COMBINED.lastIndex = m.index + 1;
      continue;
    }
    out.push({
      kind: KINDS[group - 1] ?? "token",
      start: m.index,
      end: m.index + m[0].length,
      priority: Priority.provider,
    });
  }
}
