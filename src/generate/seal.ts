/**
 * Fail-closed redaction of the packet (SPEC §6). Every string is redacted before rendering, with
 * findings counted per kind; then the serialised handoff.json, handoff.md and history.md are
 * scanned once more. Whatever that scan still finds (a secret assembled by rendering, or one
 * hidden by JSON escaping) is redacted in the packet's strings and everything is re-rendered; if
 * the scan still finds something, the write is refused rather than leak.
 */
import { RefusedError } from "../errors.js";
import type { Packet } from "../packet/types.js";
import type { RedactResult } from "../redact/index.js";
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

/** Copy of `value` with `fix` applied to every string in it (object keys are left as they are). */
export function mapStrings<T>(value: T, fix: (text: string) => string): T {
  if (typeof value === "string") return fix(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fix)) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapStrings(item, fix);
    return out as T;
  }
  return value;
}

/** Add each finding's kind to `counts`. */
function countFindings(result: RedactResult, counts: Record<string, number>): void {
  for (const finding of result.findings) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
}

/** Counts with keys sorted, so the packet bytes do not depend on the order secrets were met. */
export function sortCounts(counts: Record<string, number>): Record<string, number> {
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(counts).sort()) sorted[key] = counts[key] ?? 0;
  return sorted;
}

/** Redact every string of `value`, adding findings to `counts`. */
export function redactStrings<T>(value: T, redactor: Redactor, counts: Record<string, number>): T {
  return mapStrings(value, (text) => {
    const result = redactor(text);
    countFindings(result, counts);
    return result.text;
  });
}

function renderAll(packet: Packet): SealedPacket {
  const payload = withPacketId(packet);
  return {
    payload,
    json: renderPacketJson(payload),
    markdown: renderMarkdown(payload),
    history: renderHistory(payload),
  };
}

/** The matched texts of the final scan, with their kinds. */
function scanOutputs(sealed: SealedPacket, redactor: Redactor): { text: string; kind: string }[] {
  const leaks: { text: string; kind: string }[] = [];
  for (const [format, output] of [
    ["json", sealed.json],
    ["md", sealed.markdown],
    ["md", sealed.history],
  ] as const) {
    for (const finding of redactor(output).findings) {
      const raw = output.slice(finding.start, finding.end);
      leaks.push({ text: raw, kind: finding.kind });
      if (format === "json") {
        // The JSON shows strings escaped; the packet holds them unescaped.
        try {
          const unescaped = JSON.parse(`"${raw}"`) as unknown;
          if (typeof unescaped === "string" && unescaped !== raw) {
            leaks.push({ text: unescaped, kind: finding.kind });
          }
        } catch {
          // Not a whole JSON string fragment: the raw text is all we can look for.
        }
      }
    }
  }
  return leaks.filter((leak) => leak.text !== "");
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
  const fixed = mapStrings({ ...packet, redactions: {} }, (text) => {
    let out = text;
    for (const leak of leaks) {
      if (!out.includes(leak.text)) continue;
      const parts = out.split(leak.text);
      counts[leak.kind] = (counts[leak.kind] ?? 0) + parts.length - 1;
      out = parts.join(`[REDACTED:${leak.kind}]`);
    }
    return out;
  });
  sealed = renderAll({ ...fixed, redactions: sortCounts(counts) });
  const remaining = scanOutputs(sealed, redactor);
  if (remaining.length > 0) {
    const kinds = [...new Set(remaining.map((leak) => leak.kind))].sort().join(", ");
    throw new RefusedError(
      `refused to write the packet: the rendered packet still contains secrets (${kinds}) after redaction; remove them from the workbench inputs and run again`,
      [`secret in rendered output: ${kinds}`],
    );
  }
  return sealed;
}
