import { isHex, isUuid, looksRandom } from "./entropy.js";
import { type Detection, Priority } from "./types.js";

/**
 * Long random-looking tokens with no keyword and no known prefix (a pasted key, a signed URL
 * parameter). Hex strings and UUIDs are left alone: commit ids, digests and resource ids fill
 * every handoff and are not credentials on their own.
 */
const MIN_LENGTH = 32;
const RUN = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/=_-])/g;

/** Paths and slugs: three or more readable segments joined by `/ - _` (a nested regex would backtrack). */
function isSlug(token: string): boolean {
  const parts = token.split(/[/_-]/).filter((part) => part.length > 0);
  return parts.length >= 3 && parts.every((part) => /[a-z]{3}/.test(part));
}

// `public_key = "…"`, `publicToken: …`: published on purpose
const PUBLIC_NAME =
  /(?:^|[^A-Za-z0-9])(?:public|pub)[A-Za-z0-9_.-]*["']?\s*(?::=|=>|=|:)\s*["'`]?$/i;

function isNamedPublic(text: string, start: number): boolean {
  return PUBLIC_NAME.test(text.slice(Math.max(0, start - 48), start));
}

/** Report keyword-less high-entropy tokens in `text`. */
export function detectRandomTokens(text: string, out: Detection[]): void {
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    const token = m[0];
    if (isHex(token.replace(/[-_]/g, "")) || isUuid(token)) continue;
    if (isSlug(token)) continue;
    if (!looksRandom(token, MIN_LENGTH)) continue;
    if (isNamedPublic(text, m.index)) continue;
    out.push({
      kind: "token",
      start: m.index,
      end: m.index + token.length,
      priority: Priority.entropy,
    });
  }
}
