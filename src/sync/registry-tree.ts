/**
 * The registry as a git tree, built and read with plumbing only (no index, no work tree):
 *
 *     log.jsonl
 *     notes.jsonl
 *     packets/<id>/handoff.json, handoff.md, history.md
 *
 * Nothing else travels: `clean_state.json`, `hook.log`, `hook-state/`, `config.json`, locks and
 * temp files are local to one machine. Listing and batch parsing are pure and tested alone.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { isTempFileName } from "../platform/atomic-write.js";
import { handoffPath, isPacketId } from "../store/paths.js";
import { runPlumbingOrThrow } from "./git-plumbing.js";

/** The files a packet directory may hold, in the order they are written (json last). */
export const PACKET_FILES = ["handoff.md", "history.md", "handoff.json"] as const;

/** One packet's files: name → blob id. */
export type PacketBlobs = Map<string, string>;

/** The registry files of one tree (or of the local `.handoff/`), by blob id. */
export interface RegistryListing {
  log: string | null;
  notes: string | null;
  packets: Map<string, PacketBlobs>;
  /** Paths of the tree that are not registry files (ignored, reported). */
  ignored: string[];
}

/**
 * Pure: parse `git ls-tree -r -z` output into the registry's files. Only regular files at the
 * known paths count; a packet without `handoff.json` is incomplete and ignored.
 */
export function parseRegistryListing(output: string): RegistryListing {
  const listing: RegistryListing = { log: null, notes: null, packets: new Map(), ignored: [] };
  for (const record of output.split("\0")) {
    if (record === "") continue;
    const tab = record.indexOf("\t");
    const [mode, type, oid] = record.slice(0, tab).split(" ");
    const path = record.slice(tab + 1);
    if (tab < 0 || type !== "blob" || (mode !== "100644" && mode !== "100755") || !oid) {
      listing.ignored.push(path);
      continue;
    }
    if (path === "log.jsonl") listing.log = oid;
    else if (path === "notes.jsonl") listing.notes = oid;
    else {
      const parts = path.split("/");
      const [top, id, name] = parts;
      const known = (PACKET_FILES as readonly string[]).includes(name ?? "");
      if (parts.length !== 3 || top !== "packets" || !isPacketId(id ?? "") || !known) {
        listing.ignored.push(path);
        continue;
      }
      const files = listing.packets.get(id!) ?? new Map<string, string>();
      listing.packets.set(id!, files);
      files.set(name!, oid);
    }
  }
  for (const [id, files] of listing.packets) {
    if (!files.has("handoff.json")) {
      listing.packets.delete(id);
      listing.ignored.push(`packets/${id}/ (no handoff.json)`);
    }
  }
  return listing;
}

/** List the registry files of `commit` (a commit or tree id). */
export async function readRegistryListing(root: string, commit: string): Promise<RegistryListing> {
  const out = await runPlumbingOrThrow(root, ["ls-tree", "-r", "-z", "--full-tree", commit]);
  return parseRegistryListing(out.toString("utf8"));
}

/**
 * Pure: split `git cat-file --batch` output into blob contents by id. Sizes are bytes, so the
 * output stays a Buffer until each blob is cut out.
 */
export function parseCatFileBatch(output: Buffer): Map<string, Buffer> {
  const blobs = new Map<string, Buffer>();
  let at = 0;
  while (at < output.length) {
    const eol = output.indexOf(0x0a, at);
    if (eol < 0) break;
    const header = output.subarray(at, eol).toString("utf8").split(" ");
    at = eol + 1;
    if (header[1] === "missing" || header.length !== 3) continue;
    const size = Number(header[2]);
    blobs.set(header[0]!, output.subarray(at, at + size));
    at += size + 1;
  }
  return blobs;
}

/** Read blobs by id, in one git call. */
export async function readBlobs(
  root: string,
  oids: Iterable<string>,
): Promise<Map<string, Buffer>> {
  const unique = [...new Set(oids)];
  if (unique.length === 0) return new Map();
  const out = await runPlumbingOrThrow(root, ["cat-file", "--batch"], `${unique.join("\n")}\n`);
  return parseCatFileBatch(out);
}

/**
 * Hash every complete local packet (one with `handoff.json`) into the object store, in one git
 * call; returns each packet's files by blob id. `--no-filters`: the bytes travel as they are,
 * whatever the user's attributes say.
 */
export async function hashLocalPackets(root: string): Promise<Map<string, PacketBlobs>> {
  const base = handoffPath(root, "packets");
  let ids: string[];
  try {
    ids = (await readdir(base)).filter(isPacketId).sort();
  } catch {
    return new Map();
  }
  const paths: { id: string; name: string; path: string }[] = [];
  await Promise.all(
    ids.map(async (id) => {
      const names = await readdir(join(base, id)).catch(() => [] as string[]);
      if (!names.includes("handoff.json")) return;
      for (const name of names) {
        if ((PACKET_FILES as readonly string[]).includes(name) && !isTempFileName(name)) {
          paths.push({ id, name, path: join(base, id, name) });
        }
      }
    }),
  );
  const packets = new Map<string, PacketBlobs>();
  if (paths.length === 0) return packets;
  const out = await runPlumbingOrThrow(
    root,
    ["hash-object", "-w", "--no-filters", "--stdin-paths"],
    `${paths.map((p) => p.path).join("\n")}\n`,
  );
  const oids = out.toString("utf8").trim().split("\n");
  paths.forEach(({ id, name }, index) => {
    const files = packets.get(id) ?? new Map<string, string>();
    packets.set(id, files);
    files.set(name, oids[index]!);
  });
  return packets;
}

/** Write one blob; returns its id. */
export async function writeBlob(root: string, data: string | Buffer): Promise<string> {
  const out = await runPlumbingOrThrow(root, ["hash-object", "-w", "--stdin"], data);
  return out.toString("utf8").trim();
}

/** Pure: one `mktree` input block (entries sorted by name, as git sorts them). */
export function renderTreeEntries(
  entries: readonly { mode: "100644" | "040000"; name: string; oid: string }[],
): string {
  return [...entries]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((e) => `${e.mode} ${e.mode === "040000" ? "tree" : "blob"} ${e.oid}\t${e.name}\n`)
    .join("");
}

/**
 * Build the registry tree from the log and notes text and the packets' blobs; returns the root
 * tree id. Packet trees go through one `mktree --batch` call whatever their number.
 */
export async function buildRegistryTree(
  root: string,
  input: { log: string; notes: string; packets: Map<string, PacketBlobs> },
): Promise<string> {
  const ids = [...input.packets.keys()].sort();
  const rootEntries: { mode: "100644" | "040000"; name: string; oid: string }[] = [];
  const [logOid, notesOid] = await Promise.all([
    input.log === "" ? null : writeBlob(root, input.log),
    input.notes === "" ? null : writeBlob(root, input.notes),
  ]);
  if (logOid !== null) rootEntries.push({ mode: "100644", name: "log.jsonl", oid: logOid });
  if (notesOid !== null) rootEntries.push({ mode: "100644", name: "notes.jsonl", oid: notesOid });
  if (ids.length > 0) {
    const blocks = ids.map((id) =>
      renderTreeEntries(
        [...input.packets.get(id)!].map(([name, oid]) => ({ mode: "100644" as const, name, oid })),
      ),
    );
    const out = await runPlumbingOrThrow(root, ["mktree", "--batch"], blocks.join("\n"));
    const trees = out.toString("utf8").trim().split("\n");
    const packetsTree = await runPlumbingOrThrow(
      root,
      ["mktree"],
      renderTreeEntries(ids.map((id, i) => ({ mode: "040000", name: id, oid: trees[i]! }))),
    );
    rootEntries.push({ mode: "040000", name: "packets", oid: packetsTree.toString().trim() });
  }
  const tree = await runPlumbingOrThrow(root, ["mktree"], renderTreeEntries(rootEntries));
  return tree.toString("utf8").trim();
}
