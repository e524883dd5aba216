/**
 * Fail-closed redaction of the packet (SPEC §6). Every string is redacted before rendering, with
 * findings counted per kind; then the serialised handoff.json, handoff.md and history.md are
 * scanned once more. Whatever that scan still finds inside a packet string (a secret seen only
 * in its rendered context, or one hidden by JSON escaping) is redacted in the packet's strings
 * and everything is re-rendered; if the scan still finds something, the write is refused rather
 * than leak, naming the field and the input that hold it. A match that no packet string holds
 * is the renderer's own text around the values, never a secret (see `scanOutputs`).
 */
import { RefusedError } from "../errors.js";
import type { Packet } from "../model/packet/types.js";
import type { RedactResult } from "../redact/index.js";
import { mapStrings, sortCounts } from "../redact/walk-strings.js";
import { renderHistory } from "../render/history.js";
import { renderPacketJson } from "../render/json.js";
import { renderMarkdown } from "../render/markdown.js";
import { withPacketId } from "./packet-id.js";

/** The redaction function (injected so tests can drive the fail-closed path). */
export type Redactor = (text: string) => RedactResult;

/** The three files of a packet, rendered from the same JSON. */
export interface SealedPacket {
  payload: Packet;
  json: string;
  markdown: string;
  history: string;
}

/**
 * The packet's keys are its schema's names (and redaction kinds), never secrets: walks over it
 * keep them byte for byte; the final scan below still reads them and refuses if one holds a match.
 */
export const PACKET_KEYS = { keys: "schema" } as const;

function renderAll(packet: Packet): SealedPacket {
  const payload = withPacketId(packet);
  return {
    payload,
    json: renderPacketJson(payload),
    markdown: renderMarkdown(payload),
    history: renderHistory(payload),
  };
}

/** One string of the packet (a value or an object key) and where it sits. */
interface HeldString {
  text: string;
  /** JSON path of the field, e.g. `assumptions_to_validate[0].text`. */
  field: string;
  /** The input it came from, when its object says (`source: "agent_state"`). */
  input: string | null;
  /** An object key: the repair below cannot rewrite it. */
  key: boolean;
}

/** Every string of `value` with its JSON path, keys included. */
function listStrings(value: unknown, path = "", input: string | null = null): HeldString[] {
  if (typeof value === "string") return [{ text: value, field: path, input, key: false }];
  if (Array.isArray(value))
    return value.flatMap((item, i) => listStrings(item, `${path}[${i}]`, input));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const source = typeof record["source"] === "string" ? (record["source"] as string) : input;
  const out: HeldString[] = [];
  for (const [key, item] of Object.entries(record)) {
    const field = path === "" ? key : `${path}.${key}`;
    if (path !== "") out.push({ text: key, field, input: source, key: true });
    out.push(...listStrings(item, field, source));
  }
  return out;
}

/**
 * The forms a matched text may have had in the packet: as printed, JSON-unescaped (the JSON
 * shows strings escaped), or with Markdown's backslash escapes and entities undone. The repair
 * below replaces these in the packet's strings.
 */
function unescapedForms(raw: string, format: "json" | "md"): string[] {
  const forms = [raw];
  if (format === "json") {
    try {
      const unescaped = JSON.parse(`"${raw}"`) as unknown;
      if (typeof unescaped === "string") forms.push(unescaped);
    } catch {
      // Not a whole JSON string fragment: the raw text is all we can look for.
    }
  } else {
    forms.push(unescapeMarkdown(raw));
  }
  return [...new Set(forms)].filter((form) => form !== "");
}

function unescapeMarkdown(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");
}

/**
 * A text as compared between output and packet: Markdown's backslash escapes, entities and
 * visible control escapes undone, and every run of blanks (a folded newline) one space. Only for
 * deciding which strings hold a match; a string held only in this form cannot be repaired, so
 * the write is refused naming it.
 */
function comparable(text: string): string {
  return unescapeMarkdown(text.replace(/\\[nrt]/g, " ")).replace(/\s+/g, " ");
}

/** A text the final scan matched, the packet strings that hold it, and its kind. */
interface Leak {
  text: string;
  kind: string;
  holders: HeldString[];
}

/**
 * What the final scan finds in the rendered files, each traced to the packet strings that hold
 * it. A match no packet string holds (in any of its printed forms) runs into text the renderer
 * wrote around the values (`… --with-token (agent_state, \`a-…\`)`): no input put a secret
 * there, so it is not one. Every secret of an input reaches the output inside one string.
 */
function scanOutputs(sealed: SealedPacket, redactor: Redactor): Leak[] {
  // The packet's strings are listed only when the scan finds something (it almost never does).
  let listed: { strings: HeldString[]; compared: string[] } | null = null;
  const held = () => {
    if (listed === null) {
      const strings = listStrings(sealed.payload);
      listed = { strings, compared: strings.map((h) => comparable(h.text)) };
    }
    return listed;
  };
  const leaks: Leak[] = [];
  for (const [format, output] of [
    ["json", sealed.json],
    ["md", sealed.markdown],
    ["md", sealed.history],
  ] as const) {
    for (const finding of redactor(output).findings) {
      const raw = output.slice(finding.start, finding.end);
      const target = comparable(raw);
      const { strings, compared } = held();
      const holders = strings.filter((_, i) => (compared[i] as string).includes(target));
      if (holders.length === 0) continue;
      for (const text of unescapedForms(raw, format))
        leaks.push({ text, kind: finding.kind, holders });
    }
  }
  return leaks;
}

/** `field (input)` for each string that still holds a leak, for the refusal message. */
function describeHolders(leaks: Leak[]): string[] {
  const seen = new Set<string>();
  for (const leak of leaks) {
    for (const held of leak.holders) {
      const from = held.input === null ? "" : ` (input: ${held.input})`;
      seen.add(`${leak.kind} in ${held.key ? "the key of " : ""}${held.field}${from}`);
    }
  }
  return [...seen].sort();
}

/**
 * Render `packet` (strings already redacted, `redactions` filled) into its three files, with
 * the final scan. Throws RefusedError when a leak survives a second round.
 */
export function sealPacket(packet: Packet, redactor: Redactor): SealedPacket {
  let sealed = renderAll(packet);
  const leaks = scanOutputs(sealed, redactor);
  if (leaks.length === 0) return sealed;

  const counts = { ...packet.redactions };
  const fixed = mapStrings(
    { ...packet, redactions: {} },
    (text) => {
      let out = text;
      for (const leak of leaks) {
        if (!out.includes(leak.text)) continue;
        const parts = out.split(leak.text);
        counts[leak.kind] = (counts[leak.kind] ?? 0) + parts.length - 1;
        out = parts.join(`[REDACTED:${leak.kind}]`);
      }
      return out;
    },
    PACKET_KEYS,
  );
  sealed = renderAll({ ...fixed, redactions: sortCounts(counts) });
  const remaining = scanOutputs(sealed, redactor);
  if (remaining.length > 0) {
    const where = describeHolders(remaining);
    throw new RefusedError(
      `refused to write the packet: a secret survives redaction in the rendered packet: ${where.join("; ")}; remove it from that input and run again`,
      where.map((w) => `secret in rendered output: ${w}`),
    );
  }
  return sealed;
}
