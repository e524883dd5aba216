/**
 * Who wrote a packet, as the registry records it (docs/sync.md):
 * - the host label, shown by `resume` and `list` after a pull: `.handoff/config.json`'s
 *   `host_label` (redacted, so a configured internal hostname or e-mail never travels), else
 *   `host-` + 8 hex of sha256(hostname), which names no machine;
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

/** Pure: the default, non-identifying label of a machine. */
export function defaultHostLabel(machine: string): string {
  return `host-${sha256(machine).slice(0, 8)}`;
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
 * The identity of this registry copy. A configured label is redacted (the redactor loads only
 * then); the result is clipped back to 64 characters if a replacement made it longer.
 */
export async function readLocalIdentity(
  root: string,
  machine: string = hostname(),
): Promise<LocalIdentity> {
  const configured = readConfiguredHostLabel(root);
  let host = defaultHostLabel(machine);
  if (configured !== null) {
    const { redact } = await import("../redact/index.js");
    host = redact(configured).text.slice(0, 64);
  }
  return { origin: originFor(machine, root), host };
}
