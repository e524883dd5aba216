/** A secret or private value found by the redactor. */
export interface RedactionFinding {
  kind: string;
  /** Offset in the input where it started. */
  start: number;
  end: number;
}

export interface RedactResult {
  text: string;
  findings: RedactionFinding[];
}

// Placeholder: the real detector (secretlint preset + own rules) replaces this module.
export function redact(text: string): RedactResult {
  return { text, findings: [] };
}
