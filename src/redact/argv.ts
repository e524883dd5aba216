import { redact } from "./redact.js";
import { renderReplacement } from "./spans.js";

/**
 * Redact an argv list element by element, before it is joined with shell quoting: quoting
 * glues quotes to a flag (`'-pPASS'`) and can hide it from a rule that reads a command line.
 * The elements are read together, joined by blanks, so a rule still sees a flag and its value
 * in separate elements (`-p`, `PASS`) and the tool name before them (`mysql … -pPASS`); each
 * span found is masked inside the elements it covers.
 */
export function redactArgv(argv: readonly string[]): string[] {
  const plain = argv.join(" ");
  const { findings } = redact(plain);
  if (findings.length === 0) return [...argv];
  const out: string[] = [];
  let offset = 0;
  for (const arg of argv) {
    const start = offset;
    const end = offset + arg.length;
    offset = end + 1;
    let masked = "";
    let at = start;
    for (const finding of findings) {
      if (finding.end <= start || finding.start >= end) continue;
      const from = Math.max(finding.start, start);
      const to = Math.min(finding.end, end);
      masked += plain.slice(at, from) + renderReplacement(finding.kind);
      at = to;
    }
    out.push(masked + plain.slice(at, end));
  }
  return out;
}
