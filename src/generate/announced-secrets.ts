import type { Packet } from "../model/packet/types.js";
import { redactInContext } from "../redact/index.js";

/**
 * The user's messages are redacted in sequence as well as one by one: a credential announced
 * in one ("sending the staging password next") and given alone in the next is masked there,
 * which no redaction of a single string can know. Returns the messages with such values masked,
 * counting each in `counts`; every string still passes the packet's own redaction afterwards.
 */
export function maskAnnouncedSecrets(
  messages: Packet["user_messages"],
  counts: Record<string, number>,
): Packet["user_messages"] {
  let previous: string | undefined;
  return messages.map((message) => {
    const text = message.text;
    const before = previous;
    previous = text;
    if (before === undefined || /\s/.test(text.trim())) return message;
    const result = redactInContext(text, before);
    if (result.text === text || result.findings.length === 0) return message;
    for (const finding of result.findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
    return { ...message, text: result.text };
  });
}
