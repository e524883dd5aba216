/**
 * Who wrote a packet, as the registry records it (docs/sync.md):
 * - the host label, shown by `resume` and `list` (issue 17 item 6): `.handoff/config.json`'s
 *   `host_label`, else the first label of the host name (`laptop` of `laptop.corp.example`),
 *   redacted like any string either way, so a secret or e-mail in a name never travels; a
 *   person reads a machine's name, never a bare hash;
 * - the origin, the identity of one registry copy (one clone on one machine), that keys its
 *   events in a merged log: `o-` + 12 hex of sha256(hostname, repo root). Derived, not stored,
 *   so no extra file has to stay out of sync; two clones on one machine differ by their root.
 */
import { createHash } from "node:crypto";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { HOST_PATTERN } from "./log.js";
import { readConfigObject } from "./config-file.js";

/** The writer's identity stamped on log events. */
export interface LocalIdentity {
  origin: string;
  host: string;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * Pure: the default label of a machine, before redaction: the first label of its host name,
 * without control characters, at most 64 characters; `host` when nothing is left.
 */
export function defaultHostLabel(machine: string): string {
  const first = machine.split(".")[0] ?? "";
  const clean = first
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 64);
  return clean === "" ? "host" : clean;
}

/**
 * Whether a packet came from another copy of the registry (`handoff pull`, or a `.handoff/`
 * committed elsewhere): its `written` event's origin is not this copy's. An event without
 * origin predates sync and was written here. A registry moved to another folder or machine
 * counts as another copy: the safe side, since a pulled packet's command is shown as text only.
 */
export function isPulledOrigin(
  origin: string | undefined,
  root: string,
  machine: string = hostname(),
): boolean {
  return origin !== undefined && origin !== originFor(machine, root);
}

/** Pure: the origin of the registry at `root` on `machine`. */
export function originFor(machine: string, root: string): string {
  return `o-${sha256(`${machine}\0${resolve(root)}`).slice(0, 12)}`;
}

/**
 * The `host_label` of `.handoff/config.json`, or null when absent, unreadable or not a
 * printable one-line string of at most 64 characters (the default label is used then).
 */
export function readConfiguredHostLabel(root: string): string | null {
  let config: Record<string, unknown> | null;
  try {
    config = readConfigObject(root);
  } catch {
    return null;
  }
  const label = config?.["host_label"];
  if (typeof label !== "string") return null;
  const trimmed = label.trim();
  return HOST_PATTERN.test(trimmed) ? trimmed : null;
}

/**
 * The identity of this registry copy. The label is redacted (loading the redactor: write, push
 * and pull load it anyway); the result is clipped back to 64 characters if a replacement made
 * it longer.
 */
export async function readLocalIdentity(
  root: string,
  machine: string = hostname(),
): Promise<LocalIdentity> {
  const label = readConfiguredHostLabel(root) ?? defaultHostLabel(machine);
  const { redact } = await import("../redact/index.js");
  return { origin: originFor(machine, root), host: redact(label).text.slice(0, 64) };
}
