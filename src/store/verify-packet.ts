/**
 * Packets are checked where they are read (SPEC §7): a packet file on disk or from a remote may
 * have been cut short, hand-edited or forged. Two levels:
 * - `checkPacketIntegrity`: every top-level field present with its JSON type, `previous` an id,
 *   and the id the content hash — cheap (one sha256, no schema validator, no redaction rules),
 *   for `resume` and the SessionStart hook on the session-start path. Every packet is redacted
 *   when written (and pulled ones are fully checked when merged), so any edit by hand (a token
 *   planted in `next_action`) changes the hash and is refused without loading the rules. Only
 *   a deliberate forgery that also recomputes the id, renames the folder and rewrites the log
 *   gets past it; `show`, `push` and `pull` still re-scan such a packet;
 * - `findPacketProblems`: the schema (ajv, loaded on first use), the id as the content hash,
 *   and a redaction re-scan of the file's text — for every other reader (write's previous
 *   packet, show, push, pull). Write skips the re-scan (`rescan: false`): nothing of the
 *   previous packet reaches its output but through the new packet's redaction and final scan,
 *   which catch what a re-scan would (and redact it rather than refuse the write).
 */
import { InputError } from "../errors.js";
import { computePacketId } from "../generate/packet-id.js";
import {
  FIELDS_ADDED_LATER,
  type FieldKind,
  PACKET_FIELDS,
} from "../model/packet/packet-fields.generated.js";
import type { Packet } from "../model/packet/types.js";
import { PACKET_ID_PATTERN } from "./paths.js";

function hasKind(value: unknown, kind: FieldKind): boolean {
  if (kind.endsWith("?") && value === null) return true;
  const base = kind.replace("?", "");
  if (base === "array") return Array.isArray(value);
  if (base === "object")
    return typeof value === "object" && value !== null && !Array.isArray(value);
  return typeof value === base;
}

/**
 * Pure: what is wrong with the shape of `value` as the packet `id` (empty when nothing): not an
 * object, another schema version or id, a missing field or one of the wrong JSON type. The
 * fields and their types are the schema's (`packet-fields.generated.ts`); a field added after
 * packets were first stored may be absent, and is checked when present.
 */
export function checkPacketShape(value: unknown, id: string): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return ["not a JSON object"];
  }
  const record = value as Record<string, unknown>;
  if (record["schema_version"] !== 1) return ["schema_version is not 1"];
  if (record["id"] !== id) return [`id is not ${id}`];
  const problems: string[] = [];
  for (const [field, kind] of Object.entries(PACKET_FIELDS)) {
    if (!(field in record)) {
      if (!FIELDS_ADDED_LATER.includes(field)) problems.push(`${field} is missing`);
    } else if (!hasKind(record[field], kind)) problems.push(`${field} is not ${kind}`);
  }
  return problems;
}

/**
 * Pure: what is wrong with `value` as the packet `id` without loading anything: its shape,
 * `previous` (excluded from the hash) not an id, and the id not the hash of its content.
 */
export function checkPacketIntegrity(value: unknown, id: string): string[] {
  const shape = checkPacketShape(value, id);
  if (shape.length > 0) return shape;
  const packet = value as Packet;
  if (packet.previous !== null && !PACKET_ID_PATTERN.test(packet.previous)) {
    return ["previous is not a packet id"];
  }
  const hash = computePacketId(packet);
  return hash === id ? [] : [`its content hashes to ${hash}, not to its id (edited by hand?)`];
}

/**
 * Everything wrong with the packet file `text` stored as `id` (empty when nothing): its shape,
 * the schema, whether `id` is its content hash, and any secret a redaction re-scan still finds
 * in it. Loads ajv, the id hash and the redaction rules (never on resume's hot path).
 */
export async function findPacketProblems(
  text: string,
  id: string,
  { rescan = true }: { rescan?: boolean } = {},
): Promise<string[]> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return ["not valid JSON"];
  }
  const shape = checkPacketShape(value, id);
  if (shape.length > 0) return shape;
  const { validatePacket } = await import("../model/packet/validate.js");
  const problems = validatePacket(value).map((p) => `schema: ${p}`);
  if (problems.length > 0) return problems;
  const hash = computePacketId(value as Packet);
  if (hash !== id) problems.push(`its content hashes to ${hash}, not to its id (edited by hand?)`);
  if (!rescan) return problems;
  const { findSecrets } = await import("../redact/index.js");
  const secrets = findSecrets(text);
  if (secrets.length > 0) {
    const kinds = [...new Set(secrets.map((s) => s.kind))].sort().join(", ");
    problems.push(`holds what looks like a secret (${kinds}) that was never redacted`);
  }
  return problems;
}

/** A local packet that failed its checks (exit 2): the file, the first problems, how to recover. */
export class BadPacketError extends InputError {
  readonly packetId: string;
  readonly packetFile: string;
  constructor(id: string, problems: string[]) {
    const file = `.handoff/packets/${id}/handoff.json`;
    const shown = problems.slice(0, 3).join("; ") + (problems.length > 3 ? "; …" : "");
    super(
      `${file}: not a valid handoff packet (${shown}); recover with 'handoff archive ${id}', then 'handoff write'`,
      { file },
    );
    this.packetId = id;
    this.packetFile = file;
  }
}

/** The InputError for a bad local packet: the file, the first problems, how to recover. */
export function badPacketError(id: string, problems: string[]): BadPacketError {
  return new BadPacketError(id, problems);
}
