/** A fingerprint of a folder that never blocks: FIFOs and sockets are named, not read. */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

/** Every entry under `dir` (recursively) with its kind and content hash; `skip` names to leave out. */
export function fingerprintDir(
  dir: string,
  skip: (name: string) => boolean = () => false,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir) && !isLink(dir)) return out;
  const walk = (rel: string) => {
    const full = rel === "" ? dir : join(dir, rel);
    const info = lstatSync(full);
    if (info.isSymbolicLink()) out[rel] = `link:${readlinkSync(full)}`;
    else if (info.isDirectory()) {
      out[rel] = "dir";
      for (const name of readdirSync(full).sort()) {
        if (!skip(name)) walk(rel === "" ? name : `${rel}/${name}`);
      }
    } else if (info.isFile()) {
      out[rel] =
        `${info.mode.toString(8)}:${info.size}:${createHash("sha256").update(readFileSync(full)).digest("hex")}`;
    } else out[rel] = "special";
  };
  walk("");
  return out;
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
