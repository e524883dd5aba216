import { rules as presetRules } from "@secretlint/secretlint-rule-preset-recommend";
import { type Detection, Priority } from "./types.js";

/**
 * The secretlint recommended preset, run synchronously.
 *
 * `lintSource` is async, builds a StructuredSource (line index) per call and routes reports
 * through event emitters: fine for a file, far too heavy for thousands of short packet strings.
 * Every rule in the preset is a plain `{ create(context) → { file(source) } }` whose `file()` is
 * synchronous for text sources (only the GCP `.p12` branch awaits, and we never pass a file
 * path), so we create each rule once with a minimal context and call `file()` directly.
 *
 * Left out: `filter-comments`, which lets the scanned text switch detection off
 * (`secretlint-disable`), and is not a detector.
 */

interface Report {
  message: { data?: Record<string, unknown> };
  range: readonly [number, number];
}

interface RuleHandler {
  file?: (source: unknown) => unknown;
}

interface RuleCreator {
  meta: { id: string };
  create: (context: unknown, options: unknown) => RuleHandler;
}

function isRuleCreator(value: unknown): value is RuleCreator {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { meta?: { id?: unknown }; create?: unknown };
  return typeof candidate.meta?.id === "string" && typeof candidate.create === "function";
}

const SKIPPED_RULES = new Set(["@secretlint/secretlint-rule-filter-comments"]);

/** secretlint rule id → our kind label. */
const KIND_BY_RULE: Record<string, string> = {
  privatekey: "private-key",
  basicauth: "url-credentials",
  "database-connection-string": "connection-string",
  "hashicorp-vault": "vault",
};

function kindOfRule(ruleId: string): string {
  const short = ruleId.replace(/^@secretlint\/secretlint-rule-/, "");
  return KIND_BY_RULE[short] ?? short;
}

/** Where the current scan's reports go; rules are created once and share this sink. */
let sink: ((ruleKind: string, report: Report) => void) | undefined;

interface LoadedRule {
  kind: string;
  handler: RuleHandler;
}

let loaded: LoadedRule[] | undefined;

function loadRules(): LoadedRule[] {
  if (loaded !== undefined) return loaded;
  const list: LoadedRule[] = [];
  for (const rule of presetRules as unknown[]) {
    if (!isRuleCreator(rule) || SKIPPED_RULES.has(rule.meta.id)) continue;
    const kind = kindOfRule(rule.meta.id);
    const context = {
      sharedOptions: {},
      createTranslator: () => (messageId: string, data?: Record<string, unknown>) => ({
        message: messageId,
        messageId,
        data,
      }),
      report: (report: Report) => sink?.(kind, report),
      ignore: () => {},
    };
    list.push({ kind, handler: rule.create(context, {}) });
  }
  loaded = list;
  return list;
}

/** Strings in a report's `data`: the secret values, which some ranges do not fully cover. */
function collectDataValues(data: unknown, into: string[]): void {
  if (typeof data === "string") {
    into.push(data);
  } else if (Array.isArray(data)) {
    for (const item of data) collectDataValues(item, into);
  } else if (typeof data === "object" && data !== null) {
    for (const value of Object.values(data)) collectDataValues(value, into);
  }
}

// `AWS_SECRET_ACCESS_KEY = "` in front of the value: a name, not part of the secret
const ASSIGNMENT_PREFIX = /^["']?[A-Za-z_][A-Za-z0-9_.-]*["']?\s*(?::=|=>|=|:)\s*["']?$/;

function addReport(
  text: string,
  kind: string,
  report: Report,
  out: Detection[],
  searched: Set<string>,
): void {
  const values: string[] = [];
  collectDataValues(report.message.data, values);
  const valueSpans: Array<[number, number]> = [];
  let [start, end] = report.range;
  // Look for the values beside the report's range first: occurrences elsewhere are masked by
  // the repeat pass in redact.ts, and a search of the whole text (or of a whole line: one
  // minified line holds thousands of reports) per report is quadratic. Multi-line values (key
  // bodies) are not repeated there.
  const reach = NEAR_CHARS + values.reduce((longest, value) => Math.max(longest, value.length), 0);
  const near = findNeighbourhood(text, start, end, reach);
  for (const value of values) {
    if (value.length < 8) continue;
    const multiLine = value.includes("\n");
    const from = multiLine ? 0 : near[0];
    const to = multiLine ? text.length : near[1];
    if (pushOccurrences(text, value, from, to, valueSpans) || multiLine || searched.has(value))
      continue;
    // some data values are descriptions ("GitHub personal access tokens"): the whole text is
    // searched once per value, and what it finds is pushed then
    searched.add(value);
    pushOccurrences(text, value, 0, text.length, valueSpans);
  }
  const inside = valueSpans
    .filter(([s, e]) => s >= start && s < Math.max(end, e))
    .sort((a, b) => a[0] - b[0]);
  const first = inside[0];
  // Some rules (AWS secret key) report the range from the start of `NAME=` with the length of
  // the value: keep the name visible, and let the value spans cover the real secret.
  if (
    first !== undefined &&
    first[0] > start &&
    ASSIGNMENT_PREFIX.test(text.slice(start, first[0]))
  ) {
    start = first[0];
    end = Math.max(end, first[1]);
  }
  const priority = Priority.provider;
  for (const [s, e] of [[start, end] as [number, number], ...valueSpans]) {
    const [from, to] = URL_KINDS.has(kind) ? narrowToUserinfo(text, s, e) : [s, e];
    out.push({ kind, start: from, end: to, priority });
  }
}

/** How far beyond a report's range its values are looked for (the value may overrun it). */
const NEAR_CHARS = 256;

/**
 * The report's lines around `[start, end)`, but at most `reach` characters on either side: the
 * line bounds are looked for within that window only (one minified line is megabytes long).
 */
function findNeighbourhood(
  text: string,
  start: number,
  end: number,
  reach: number,
): [number, number] {
  const low = Math.max(0, start - reach);
  const high = Math.min(text.length, end + reach);
  const before = text.slice(low, start).lastIndexOf("\n");
  const after = text.slice(end, high).indexOf("\n");
  return [before === -1 ? low : low + before + 1, after === -1 ? high : end + after];
}

/** Push each occurrence of `value` lying wholly within `[from, to)`; true when any was. */
function pushOccurrences(
  text: string,
  value: string,
  from: number,
  to: number,
  into: Array<[number, number]>,
): boolean {
  let found = false;
  for (let at = text.indexOf(value, from); at !== -1; at = text.indexOf(value, at + value.length)) {
    if (at + value.length > to) break;
    into.push([at, at + value.length]);
    found = true;
  }
  return found;
}

/** Kinds whose reports cover a whole URL although only its userinfo is secret. */
const URL_KINDS = new Set(["url-credentials", "connection-string"]);

/** `scheme://user:pass@host/db` → the span of `user:pass`, so the host stays readable. */
function narrowToUserinfo(text: string, start: number, end: number): [number, number] {
  const url = text.slice(start, end);
  const scheme = url.indexOf("://");
  const at = url.lastIndexOf("@");
  if (scheme === -1 || at <= scheme + 3) return [start, end];
  return [start + scheme + 3, start + at];
}

// Every preset pattern needs one of these: a long token run, a URL, a PEM header, or a prefix
// short enough to slip under the run length (Slack's `xoxb-1-a`, SendGrid's `SG.`).
const TRIGGER = /[A-Za-z0-9_+/=-]{20}|:\/\/|_authToken|xox|xapp|SG\.|-----BEGIN/;

const SOURCE_BASE = { hasBOM: false, filePath: undefined, ext: "", contentType: "text" };

/** One preset rule, callable on its own. */
export interface SecretlintRule {
  /** Our kind label for the rule (`github`, `aws`, `url-credentials`…). */
  kind: string;
  detect: (text: string, out: Detection[]) => void;
}

/** The preset's rules, in preset order, each runnable alone (the pre-scan gates them one by one). */
export function loadSecretlintRules(): SecretlintRule[] {
  return loadRules().map((rule) => ({
    kind: rule.kind,
    detect: (text, out) => runRules([rule], text, out),
  }));
}

function runRules(rules: LoadedRule[], text: string, out: Detection[]): void {
  const source = { content: text, ...SOURCE_BASE };
  const searched = new Set<string>();
  sink = (kind, report) => addReport(text, kind, report, out, searched);
  try {
    for (const rule of rules) {
      const pending = rule.handler.file?.(source);
      // only the GCP .p12 branch is async, and it returns early without a file path
      if (pending instanceof Promise) pending.catch(() => {});
    }
  } finally {
    sink = undefined;
  }
}

/** Report what the secretlint preset finds in `text`. */
export function detectWithSecretlint(text: string, out: Detection[]): void {
  if (!TRIGGER.test(text)) return;
  runRules(loadRules(), text, out);
}
