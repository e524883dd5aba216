import { hasAccessWord } from "./access-clause.js";
import { detectAll } from "./families.js";
import { detectAnnouncedSecret } from "./prose-lexicon-rule.js";
import { findRepeats, PATTERN_CHARS, type RepeatValue, type RepeatWork } from "./repeats.js";
import { applyFindings, mergeDetections, renderReplacement } from "./spans.js";
import type { Detection, RedactResult, RedactionFinding, Rule } from "./types.js";

/** Kinds that are identity or topology, not credentials: their text is not searched elsewhere. */
const NOT_SECRET = new Set(["email", "private-ip", "internal-host", "home-path"]);

/**
 * Past this many characters of distinct detected values (their searched prefixes) in one text,
 * the repeat search would need more than ~100 MB of automaton: the whole text is then replaced by one
 * `[REDACTED:dense-secrets]` rather than passed through with echoes unsearched. The streaming
 * redactor never reaches it (it hands the redactor at most ~1.2 Mi characters at a time).
 */
export const MAX_REPEAT_CHARS = 2 * 1024 * 1024;

/**
 * A secret found once is masked everywhere it occurs, so an echo of it in an unlabelled spot
 * (`dipPr1! ID:x PWD:dipPr1!`) does not survive. Returns false when the values exceed
 * `MAX_REPEAT_CHARS` and the text must be replaced whole.
 */
function addRepeats(text: string, detections: Detection[], work?: RepeatWork): boolean {
  const firsts = new Map<string, Detection>();
  let total = 0;
  for (const detection of detections) {
    if (NOT_SECRET.has(detection.kind) || detection.end - detection.start < 6) continue;
    const value = text.slice(detection.start, detection.end);
    if (firsts.has(value) || value.includes("\n")) continue;
    firsts.set(value, detection);
    total += Math.min(value.length, PATTERN_CHARS);
    if (total > MAX_REPEAT_CHARS) return false;
  }
  const values: RepeatValue[] = [];
  for (const [value, detection] of firsts) values.push({ value, detection });
  for (const repeat of findRepeats(text, values, work)) detections.push(repeat);
  return true;
}

// Nothing below can match a string without one of these: skips most paths, names and subjects.
// Fullwidth forms and invisible characters count: a token written in them is decoded first.
const CANDIDATE =
  /[0-9=:@~\u00AD\u200B-\u200F\u2060\uFEFF\uFF01-\uFF5E]|[A-Za-z0-9_+/-]{12}|pass|pw|secret|token|key|auth|bearer|cookie|-----|home|users|\s["']?-[pu]\b|redis-cli|openssl|ldap|htpasswd|\.(?:internal|intranet|corp|local|lan|arpa|priv)/i;

/**
 * Two words joined in camel case with no digit (`pumpaHallinta`) pass no test above, yet are a
 * password in a sentence of another language that says what they open: such text goes on too.
 */
const CAMEL_PAIR = /[a-z]{3}[A-Z][a-z]{2}/;

/** All findings in `text`, merged and sorted, before replacement. */
export function findSecrets(text: string): RedactionFinding[] {
  if (text.length < 4) return [];
  if (!CANDIDATE.test(text) && !(CAMEL_PAIR.test(text) && hasAccessWord(text))) return [];
  return collectFindings(text, detectAll);
}

/**
 * Run `detect` over `text`, mask repeats of what it found and merge the spans. Exported so a
 * test can compare the line-gated rules with every rule run on the whole text.
 */
export function collectFindings(text: string, detect: Rule, work?: RepeatWork): RedactionFinding[] {
  const detections: Detection[] = [];
  detect(text, detections);
  if (detections.length === 0) return [];
  if (!addRepeats(text, detections, work))
    return [{ kind: "dense-secrets", start: 0, end: text.length }];
  return mergeDetections(text, detections);
}

/** Map an offset in the redacted text back to the input, given the findings applied. */
function toInputOffset(findings: RedactionFinding[], offset: number, isEnd: boolean): number {
  let delta = 0;
  for (const finding of findings) {
    const outStart = finding.start + delta;
    const outEnd = outStart + renderReplacement(finding.kind).length;
    if (offset < outStart || (isEnd && offset === outStart)) break;
    if (offset < outEnd || (isEnd && offset === outEnd)) return isEnd ? finding.end : finding.start;
    delta += outEnd - outStart - (finding.end - finding.start);
  }
  return offset - delta;
}

/** Passes after the first: a replacement can expose a boundary a rule was waiting for. */
const MAX_PASSES = 4;

/**
 * The lines of `out` that hold a replacement: only there can a new match appear (no rule but
 * the PEM one spans lines, and a PEM key is replaced whole), so later passes scan just these.
 */
function findTouchedLines(out: string, findings: RedactionFinding[]): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  let delta = 0;
  for (const finding of findings) {
    const start = finding.start + delta;
    const end = start + renderReplacement(finding.kind).length;
    delta = end - finding.end;
    // Findings are sorted: one on the line the last window ends on extends that window, so
    // each stretch of `out` is searched for newlines once, however many findings a line holds.
    const last = windows[windows.length - 1];
    if (last !== undefined && start <= last[1]) {
      if (end > last[1]) last[1] = findLineEnd(out, end);
      continue;
    }
    const from = out.lastIndexOf("\n", start - 1) + 1;
    const to = findLineEnd(out, end);
    if (last !== undefined && from <= last[1]) last[1] = to;
    else windows.push([from, to]);
  }
  return windows;
}

function findLineEnd(text: string, from: number): number {
  const newline = text.indexOf("\n", from);
  return newline === -1 ? text.length : newline;
}

/**
 * Redact secrets and private data from `text`: each span becomes `[REDACTED:<kind>]` (home
 * directories become `~`), assignment names stay visible. Pure and synchronous; idempotent:
 * the lines holding replacements are scanned again until nothing more is found, and later
 * findings are mapped back to input offsets.
 */
export function redact(text: string): RedactResult {
  let findings = findSecrets(text);
  if (findings.length === 0) return { text, findings };
  let out = applyFindings(text, findings);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const more: RedactionFinding[] = [];
    for (const [from, to] of findTouchedLines(out, findings)) {
      for (const f of findSecrets(out.slice(from, to)))
        more.push({ ...f, start: f.start + from, end: f.end + from });
    }
    if (more.length === 0) break;
    const detections: Detection[] = findings.map((f) => ({ ...f, priority: 1 }));
    for (const finding of more) {
      const start = toInputOffset(findings, finding.start, false);
      const end = toInputOffset(findings, finding.end, true);
      detections.push({ kind: finding.kind, start, end, priority: 0 });
    }
    findings = mergeDetections(text, detections);
    out = applyFindings(text, findings);
  }
  return { text: out, findings };
}

/**
 * `redact` for one message of a conversation, given the message before it: a credential
 * announced there ("what's the staging password?") and given here on its own is masked too.
 */
export function redactInContext(text: string, previous: string | undefined): RedactResult {
  const result = redact(text);
  // a message redacted already holds more than one bare value: nothing more to find
  if (previous === undefined || result.findings.length > 0) return result;
  const announced: Detection[] = [];
  detectAnnouncedSecret(text, previous, announced);
  if (announced.length === 0) return result;
  const findings = mergeDetections(text, announced);
  return { text: applyFindings(text, findings), findings };
}
