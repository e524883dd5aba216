/**
 * Error messages quote user input (file contents, commands, paths): they pass through the
 * redactor like every other output, and are cut to `MAX_MESSAGE_CHARS`: a message that quotes
 * megabytes of input (a parser's or the regex engine's) is never a useful line, and the less
 * of the input it repeats, the less a rule that misses an escaped or split value can leak.
 * The redactor is loaded only on this error path.
 */
export async function safeMessage(text: string): Promise<string> {
  const { redact } = await import("../redact/index.js");
  const safe = redact(text).text;
  if (safe.length <= MAX_MESSAGE_CHARS) return safe;
  return `${safe.slice(0, MAX_MESSAGE_CHARS)}… (${safe.length - MAX_MESSAGE_CHARS} more characters not shown)`;
}

/** The longest error message printed, after redaction (a debug stack trace included). */
export const MAX_MESSAGE_CHARS = 4000;
