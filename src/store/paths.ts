/**
 * Every path the registry builds, and the mapping that keeps names chosen by users (branches,
 * topics) or typed on the command line (packet ids) from ever leaving `.handoff/` (SPEC §7).
 */
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { UsageError } from "../errors.js";
import { HANDOFF_DIR } from "../model/snapshot/handoff-path.js";
import { assertInsideRoot } from "../platform/inside-root.js";
import { relativeWithin } from "../util/within.js";

// The registry folder's name is defined with the pure `isHandoffPath` (model/snapshot/handoff-path.ts).
export { HANDOFF_DIR };

/** Packet ids are the first 16 hex digits of a sha256 (see `Packet.id`). */
export const PACKET_ID_PATTERN = /^[0-9a-f]{16}$/;

const MAX_SEGMENT = 80;
const HASH_LENGTH = 8;

/**
 * Map any name (a branch like `feat/a` or `../../x`, a topic with spaces, a 300-character or
 * non-ASCII name) to one path segment of `[a-z0-9._-]`, at most 80 characters, never `.` or
 * `..`. A readable slug keeps it recognisable; a short hash of the exact name keeps two names
 * that slug alike (`feat/a`, `feat-a`, `FEAT/A`) apart.
 */
export function safeSegment(name: string): string {
  // node:crypto costs ~3 ms to load; this module is on resume's start-up path, safeSegment is not.
  const { createHash } = createRequire(import.meta.url)(
    "node:crypto",
  ) as typeof import("node:crypto");
  const hash = createHash("sha256").update(name, "utf8").digest("hex").slice(0, HASH_LENGTH);
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    // Leading dots would make hidden files or `..`; leading dashes read as options in shells.
    .replace(/^[.-]+/, "")
    .replace(/-{2,}/g, "-")
    .slice(0, MAX_SEGMENT - HASH_LENGTH - 1)
    .replace(/[.-]+$/, "");
  return slug === "" ? hash : `${slug}-${hash}`;
}

/** True when `id` has the exact shape of a packet id. */
export function isPacketId(id: string): boolean {
  return PACKET_ID_PATTERN.test(id);
}

/**
 * Check an id typed by a user before it touches the disk: anything but 16 lowercase hex digits
 * is a UsageError (exit 2), so `../x` or an absolute path can never become a packet path.
 */
export function assertPacketId(id: string): string {
  if (!isPacketId(id)) {
    throw new UsageError(`'${id.slice(0, 80)}' is not a packet id (expected 16 hex digits)`);
  }
  return id;
}

/** Absolute path of `.handoff/` under `root`. */
export function handoffDir(root: string): string {
  return join(resolve(root), HANDOFF_DIR);
}

/**
 * Join segments under `.handoff/` and prove the result is still inside it: the last line of
 * defence if a caller ever passes an unchecked name.
 */
export function handoffPath(root: string, ...segments: string[]): string {
  const base = handoffDir(root);
  const full = resolve(base, ...segments);
  const rel = relativeWithin(base, full);
  if (rel === null || rel === "") {
    throw new UsageError(`refusing a registry path outside ${HANDOFF_DIR}/: ${segments.join("/")}`);
  }
  // Names are safe; symlinks planted in the tree are not: `.handoff -> /elsewhere` or
  // `.handoff/log.jsonl -> ~/.bashrc` must not make the tool read or write outside the repo.
  assertInsideRoot(root, full, `${HANDOFF_DIR}/${segments.join("/")}`);
  return full;
}

/** `.handoff/packets/<id>/` for a validated id. */
export function packetDir(root: string, id: string): string {
  return handoffPath(root, "packets", assertPacketId(id));
}

/** `.handoff/log.jsonl`, the append-only event log. */
export function logPath(root: string): string {
  return handoffPath(root, "log.jsonl");
}

/** `.handoff/notes.jsonl`. */
export function notesPath(root: string): string {
  return handoffPath(root, "notes.jsonl");
}

/** `.handoff/lock`, held only while the log or the notes file is updated. */
export function lockPath(root: string): string {
  return handoffPath(root, "lock");
}

/**
 * The registry key of a (branch, topic) pair as the log records them (redacted), for logs
 * written before `nameKey`; a detached HEAD is `null`, kept apart from any name.
 */
export function registryKey(branch: string | null, topic: string): string {
  return JSON.stringify([branch, topic]);
}

/**
 * The key of a (branch, topic) pair by their RAW names (SPEC §7): 8 hex digits of the sha256 of
 * the branch, then 8 of the topic, so two names that redact alike (`fix-ghp_A…`, `fix-ghp_B…`)
 * never share a key, a live name finds its packets whatever its redacted form, and the packets
 * of one branch share the key's first half (`branchKeyOf`). The names themselves are stored and
 * shown only redacted; the key reveals nothing of them.
 */
export function nameKey(branch: string | null, topic: string): string {
  const { createHash } = createRequire(import.meta.url)(
    "node:crypto",
  ) as typeof import("node:crypto");
  const hash = (value: unknown) =>
    createHash("sha256").update(JSON.stringify(value), "utf8").digest("hex").slice(0, 8);
  return `${hash([branch])}${hash(topic)}`;
}

/** The branch half of a `nameKey`. */
export function branchKeyOf(key: string): string {
  return key.slice(0, 8);
}

/**
 * Whether a stored name may differ from the raw one, which is then known only by its key: it had
 * something redacted, or it was cut to the packet's string cap (`…` at the end: a branch or
 * topic over 2,000 characters). A raw name that happens to end in `…` only costs a hash.
 */
export function isRedactedName(name: string | null): boolean {
  return (name?.includes("[REDACTED") || name?.endsWith("…")) ?? false;
}

/** A `nameKey`: 16 lowercase hex digits. */
export const NAME_KEY_PATTERN = /^[0-9a-f]{16}$/;

/**
 * Check a `--topic` value: any printable name (it is data in the log, never a path), not empty,
 * no control characters (they would break the line-based outputs).
 */
export function checkTopic(topic: string | undefined): string {
  if (topic === undefined) return "default";
  if (topic.trim() === "" || /[\u0000-\u001f\u007f]/.test(topic)) {
    throw new UsageError("--topic must be a non-empty name without control characters");
  }
  return topic;
}
