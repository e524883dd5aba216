/** A secret or private value found by the redactor, in offsets of the input string. */
export interface RedactionFinding {
  /** Short lowercase label, e.g. `openai`, `password`, `home-path`. */
  kind: string;
  /** Offset in the input where it started. */
  start: number;
  /** Offset in the input just past its end. */
  end: number;
}

/** The redacted text and what was removed from it. */
export interface RedactResult {
  text: string;
  findings: RedactionFinding[];
}

/**
 * One candidate span reported by a rule, before overlapping spans are merged. `priority` breaks
 * ties when spans overlap: the most specific rule names the merged span (a provider prefix beats
 * a keyword assignment, which beats bare entropy).
 */
export interface Detection {
  kind: string;
  start: number;
  end: number;
  priority: number;
}

/** A detector: a pure function from text to candidate spans. */
export type Rule = (text: string, out: Detection[]) => void;

/** Priorities, highest wins when spans overlap. */
export const Priority = {
  provider: 50,
  structure: 40,
  header: 35,
  keyword: 30,
  entropy: 10,
  privacy: 5,
} as const;
