/**
 * The recall index kept beside the registry (`.handoff/cache/recall/<key>.json`, one per branch
 * and topic, never synced): written with each packet from the packet itself, read by the
 * point-of-edit hook, which must answer a miss in a few KB of reading. It is a cache: a missing,
 * edited or foreign-shaped file is no recall (the packet stays the source; `handoff recall`
 * builds from the packet).
 */
import { readRegularFileSync } from "../platform/read-regular-file.js";
import { RECALL_INDEX_VERSION, type RecallIndex } from "../recall/index-shape.js";
import { handoffPath } from "./paths.js";

/** Where the index of a (branch, topic) key lives; through the registry's path guard. */
export function recallIndexPath(root: string, key: string): string {
  if (!/^[0-9a-f]{16}$/.test(key)) throw new Error(`not a registry key: ${key.slice(0, 40)}`);
  return handoffPath(root, "cache", "recall", `${key}.json`);
}

/** The index's bytes: sorted JSON (the builder sorts), one line, a trailing newline. */
export function renderRecallIndex(index: RecallIndex): string {
  return `${JSON.stringify(index)}\n`;
}

/** Write the index of `key` atomically (folders made first). */
export async function writeRecallIndex(
  root: string,
  key: string,
  index: RecallIndex,
): Promise<void> {
  const path = recallIndexPath(root, key);
  // Loaded here, not at the top: the hook that reads the index never writes it.
  const [{ mkdir }, { dirname }, { writeFileAtomic }] = await Promise.all([
    import("node:fs/promises"),
    import("node:path"),
    import("../platform/atomic-write.js"),
  ]);
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, renderRecallIndex(index));
}

/**
 * The index of `key`, or null when there is none or it is not an index of this version (a cache
 * of another shape is no recall, never an error). Synchronous: the hook's whole read.
 */
export function readRecallIndexSync(root: string, key: string): RecallIndex | null {
  let text: string;
  try {
    text = readRegularFileSync(recallIndexPath(root, key));
  } catch {
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<RecallIndex> | null;
    if (
      value === null ||
      typeof value !== "object" ||
      value.version !== RECALL_INDEX_VERSION ||
      !Array.isArray(value.entries) ||
      !isRecord(value.exact) ||
      !isRecord(value.prefix) ||
      !isRecord(value.glob)
    ) {
      return null;
    }
    return value as RecallIndex;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
