/**
 * Error messages quote user input (file contents, commands, paths): they pass through the
 * redactor like every other output. The redactor is loaded only on this error path.
 */
export async function safeMessage(text: string): Promise<string> {
  const { redact } = await import("../redact/index.js");
  return redact(text).text;
}
