import type { Detection, RedactionFinding } from "./types.js";

/** What a redacted span becomes: `[REDACTED:<kind>]`, except home paths, which become `~`. */
export function renderReplacement(kind: string): string {
  return kind === "home-path" ? "~" : `[REDACTED:${kind}]`;
}

// also as Markdown renders it, brackets escaped: `\[REDACTED:kind\]`
const MARKER = /\\?\[REDACTED:[a-z0-9-]{1,40}\\?\]/g;

/** Spans of markers already present, which no rule may re-match (keeps redact idempotent). */
export function findMarkers(text: string): Array<[number, number]> {
  if (!text.includes("REDACTED:")) return [];
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(MARKER))
    spans.push([match.index, match.index + match[0].length]);
  return spans;
}

/**
 * Remove marker spans from detections, splitting a detection that straddles one. A leftover
 * piece with no letter or digit (the `\` of an escaped quote after a marker) is dropped: it is
 * the rule's context, not a secret.
 */
function subtractMarkers(
  text: string,
  detections: Detection[],
  markers: Array<[number, number]>,
): Detection[] {
  if (markers.length === 0) return detections;
  const out: Detection[] = [];
  for (const detection of detections) {
    let pieces: Detection[] = [detection];
    // markers are disjoint and in text order: start at the first that ends past the detection
    // (a pass after the first holds thousands of markers and as many detections)
    for (let m = firstEndingAfter(markers, detection.start); m < markers.length; m++) {
      const [mStart, mEnd] = markers[m] as [number, number];
      if (mStart >= detection.end) break;
      const next: Detection[] = [];
      for (const piece of pieces) {
        if (mEnd <= piece.start || mStart >= piece.end) {
          next.push(piece);
          continue;
        }
        if (piece.start < mStart) next.push({ ...piece, end: mStart });
        if (mEnd < piece.end) next.push({ ...piece, start: mEnd });
      }
      pieces = next.filter((piece) => /[A-Za-z0-9]/.test(text.slice(piece.start, piece.end)));
    }
    for (const piece of pieces) out.push(piece);
  }
  return out;
}

/** The index of the first of `markers` (disjoint, in order) ending after `offset`. */
function firstEndingAfter(markers: Array<[number, number]>, offset: number): number {
  let low = 0;
  let high = markers.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((markers[mid] as [number, number])[1] <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Merge overlapping detections into disjoint findings, sorted by offset. The kind of a merged
 * span is the one of its highest-priority part (earliest on ties), so `OPENAI_API_KEY=sk-...`
 * seen by both the keyword rule and the provider rule is reported as `openai`.
 */
export function mergeDetections(text: string, detections: Detection[]): RedactionFinding[] {
  const usable = subtractMarkers(
    text,
    detections.filter((d) => d.end > d.start),
    findMarkers(text),
  ).filter((d) => d.end > d.start);
  usable.sort((a, b) => a.start - b.start || b.end - a.end);
  const findings: RedactionFinding[] = [];
  let current: Detection | undefined;
  for (const detection of usable) {
    if (current !== undefined && detection.start < current.end) {
      const kind = detection.priority > current.priority ? detection.kind : current.kind;
      const priority = Math.max(detection.priority, current.priority);
      current = { kind, priority, start: current.start, end: Math.max(current.end, detection.end) };
      continue;
    }
    if (current !== undefined) findings.push(toFinding(current));
    current = { ...detection };
  }
  if (current !== undefined) findings.push(toFinding(current));
  return findings;
}

function toFinding(detection: Detection): RedactionFinding {
  return { kind: detection.kind, start: detection.start, end: detection.end };
}

/** Replace each finding's span by its replacement; findings are disjoint and sorted. */
export function applyFindings(text: string, findings: RedactionFinding[]): string {
  if (findings.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const finding of findings) {
    parts.push(text.slice(at, finding.start), renderReplacement(finding.kind));
    at = finding.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}
