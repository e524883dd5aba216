/** Pure: the files an apply_patch body names (Codex CLI and OpenCode both use the format). */

const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/gm;

/** The files an apply_patch body names, in order, deduplicated. */
export function patchFiles(patch: string): string[] {
  const files = new Set<string>();
  for (const match of patch.matchAll(PATCH_FILE)) {
    const file = (match[1] ?? match[2] ?? "").trim();
    if (file !== "") files.add(file);
  }
  return [...files];
}
