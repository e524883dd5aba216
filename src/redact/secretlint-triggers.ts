/**
 * What each rule of the secretlint preset needs in a line before it can report there, read off
 * the preset's patterns (`@secretlint/secretlint-rule-preset-recommend`): mostly the literal
 * prefix its tokens start with. The pre-scan runs each rule only on lines holding its trigger;
 * a rule missing here (a newer preset) falls back to the preset-wide trigger, and
 * `test/redact/prefilter.test.ts` checks the gated rules against the ungated preset.
 */
export type SecretlintTrigger =
  /** Lines holding a match, widened by `context` lines (for `\s*` between a name and value). */
  | { pattern: RegExp; context: number }
  /** The whole text, when it holds this substring (patterns spanning lines or the whole file). */
  | { whole: string };

export const SECRETLINT_TRIGGERS: Record<string, SecretlintTrigger> = {
  aws: {
    pattern:
      /A3T|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA|(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)|ACCOUNT|account|Account/g,
    context: 1,
  },
  // JSON.parse of the whole source: only a service-account file can report
  gcp: { whole: "private_key_id" },
  "private-key": { whole: "PRIVATE KEY" },
  github: { pattern: /gh[pousr]_|github_pat_|x-oauth-basic/g, context: 0 },
  npm: { pattern: /_authToken=|npm_/g, context: 0 },
  // the webhook pattern is case-insensitive
  slack: {
    pattern: /xox[bpaor]-|xapp-|[hH][oO][oO][kK][sS]\.[sS][lL][aA][cC][kK]\.[cC][oO][mM]/g,
    context: 0,
  },
  // `http(s)://user:password@` or `ftp(s)://…`, in any case
  "url-credentials": { pattern: /:\/\/[-a-zA-Z0-9_]{1,256}:[-a-zA-Z0-9_]{1,256}@/g, context: 0 },
  openai: { pattern: /sk-/g, context: 0 },
  anthropic: { pattern: /sk-ant-api0/g, context: 0 },
  groq: { pattern: /gsk_/g, context: 0 },
  huggingface: { pattern: /hf_/g, context: 0 },
  linear: { pattern: /lin_api_/g, context: 0 },
  notion: { pattern: /ntn_/g, context: 0 },
  sendgrid: { pattern: /SG\./g, context: 0 },
  shopify: { pattern: /shp(?:pa|ca|at|ss)_/g, context: 0 },
  gitlab: { pattern: /glpat-/g, context: 0 },
  grafana: { pattern: /glc_|glsa_/g, context: 0 },
  "1password": { pattern: /ops_/g, context: 0 },
  // mongodb(+srv)://, (jdbc:)mysql(x)://, postgres(ql):// in any case (the patterns are /i)
  "connection-string": {
    pattern:
      /[gG][oO][dD][bB](?:\+[sS][rR][vV])?:\/\/|[sS][qQ][lL][xX]?:\/\/|[gG][rR][eE][sS](?:[qQ][lL])?:\/\//g,
    context: 0,
  },
  vault: { pattern: /hv[sbr]\./g, context: 0 },
  vercel: { pattern: /vc[pikar]_/g, context: 0 },
  databricks: { pattern: /dapi/g, context: 0 },
  docker: { pattern: /dckr_pat_/g, context: 0 },
  figma: { pattern: /figd_/g, context: 0 },
};
