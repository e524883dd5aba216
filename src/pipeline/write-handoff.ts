/**
 * The write pipeline end to end: collect → generate (check, trim, redact, render) → store.
 * The CLI, the hooks and the MCP server all call this one function.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type CollectOptions, collect } from "../collect/index.js";
import { InputError } from "../errors.js";
import { generate } from "../generate/index.js";
import type { OpenRisk, Packet } from "../model/packet/types.js";
import type { PreviousPacketView, Snapshot } from "../model/snapshot/types.js";
import { writeFileAtomic } from "../platform/atomic-write.js";
import { writeCleanState } from "../store/clean-state-file.js";
import { nameKey } from "../store/paths.js";
import {
  assertStorePaths,
  readPacket,
  storePacket,
  storePacketOnBase,
  sweepRegistryTempFiles,
  toPreviousView,
} from "../store/registry.js";

export interface WriteHandoffOptions extends CollectOptions {
  /**
   * `--out DIR`: also write `DIR/handoff.{md,json}` and `DIR/history.md` (relative to cwd):
   * handoff.md links to history.md, so the copy carries it too.
   */
  out?: string | null;
  /** The clock (STYLE §6): when the packet is written, as the registry's log records it. */
  now?: () => Date;
}

export interface WriteHandoffResult {
  id: string;
  /** `written` for a new packet, `unchanged` when the active packet already says the same. */
  status: "written" | "unchanged";
  /** Absolute paths of what was written (the tool's own paths). */
  packet_dir: string;
  md: string;
  json: string;
  risks: OpenRisk[];
  packet: Packet;
  markdown: string;
  snapshot: Snapshot;
}

/** Collect, generate and store one packet; throws RefusedError (exit 3) when a rule refuses. */
export async function writeHandoff(options: WriteHandoffOptions = {}): Promise<WriteHandoffResult> {
  // Nothing is written before the packet can be: the scan cache waits for it, the path guards
  // run first, so a write that refuses (exit 3) or hits a planted symlink leaves `.handoff/` as is.
  const deferred: (() => Promise<void>)[] = [];
  const drops: (() => void)[] = [];
  const snapshot = await collect({
    ...options,
    deferWrite: (write, drop) => {
      deferred.push(write);
      if (drop) drops.push(drop);
    },
  });
  let written: Awaited<ReturnType<typeof generateAndStore>>;
  try {
    assertGitWorkTree(snapshot);
    written = await generateAndStore(snapshot, options);
    for (const write of deferred) await write();
  } finally {
    // A save not run (the write failed) is dropped: the transcript worker holding it ends.
    for (const drop of drops) drop();
  }
  const { stored, payload, markdown } = written;
  await writeRecallIndexOf(snapshot, payload);
  if (options.out) {
    const outDir = resolve(options.cwd ?? process.cwd(), options.out);
    mkdirSync(outDir, { recursive: true });
    // The stored bytes (the ones the final scan passed), json last as in the registry.
    await writeFileAtomic(join(outDir, "handoff.md"), await readText(stored.md));
    await writeFileAtomic(
      join(outDir, "history.md"),
      await readText(join(stored.packet_dir, "history.md")),
    );
    await writeFileAtomic(join(outDir, "handoff.json"), await readText(stored.json));
  }
  return {
    id: stored.id,
    status: stored.status,
    packet_dir: stored.packet_dir,
    md: stored.md,
    json: stored.json,
    risks: payload.open_risks,
    packet: payload,
    markdown,
    snapshot,
  };
}

/**
 * The recall index of the packet just stored, for the point-of-edit hook. A cache: the packet is
 * written and stays the source, so an index that cannot be written (a full disk, a read-only
 * `.handoff/cache/`) costs only the recall until the next write, never the write itself.
 */
async function writeRecallIndexOf(snapshot: Snapshot, packet: Packet): Promise<void> {
  const [
    { buildRecallIndex },
    { writeRecallIndex },
    { collectResolvedIds },
    { readCarriedReasons },
  ] = await Promise.all([
    import("../recall/build-index.js"),
    import("../store/recall-index-file.js"),
    import("../model/snapshot/open-notes.js"),
    import("../resume/carried-reasons.js"),
  ]);
  // A failure carried from an earlier packet is recalled with the reason that packet's tail held.
  const carried = await readCarriedReasons(snapshot.root, packet);
  const index = buildRecallIndex(packet, undefined, collectResolvedIds(snapshot.notes), carried);
  const key = nameKey(snapshot.git?.branch ?? null, snapshot.options.topic);
  await writeRecallIndex(snapshot.root, key, index).catch(() => undefined);
}

/**
 * A packet describes a git work tree: its branch keys the registry and its claims are git's.
 * Outside one there is nothing to key it by (it would be filed under "(detached HEAD)") and
 * nothing `resume` could verify, so the write refuses before anything is stored.
 */
function assertGitWorkTree(snapshot: Snapshot): void {
  if (snapshot.git !== null) return;
  throw new InputError(
    `${snapshot.root} is not inside a git repository: a handoff packet describes a git work tree. Run it from the project's repository (or pass --root DIR), or start one with \`git init\` and a first commit.`,
  );
}

/**
 * How many times a write rebuilds on a packet that another writer stored meanwhile before it
 * stores without looking: each rebuild means another writer finished, so N writers at once need
 * at most N - 1; the bound only keeps a pathological registry from looping forever.
 */
const MAX_REBUILDS = 16;

/**
 * Generate the packet and store it with the clean state (throws before writing if refused).
 * When another writer replaced the packet this one was built on while it was being generated,
 * it is generated again on that writer's packet (whose user words, conclusions, failures and
 * notes then carry forward), so two sessions ending at once both end up in the active packet.
 */
async function generateAndStore(snapshot: Snapshot, options: WriteHandoffOptions) {
  let current = snapshot;
  for (let round = 0; ; round++) {
    const { payload, markdown, history, json, clean_state } = generate(current);
    assertStorePaths(current.root, payload.id);
    // Only now, when the write will go ahead: a refused write must not change `.handoff/` at all.
    if (round === 0) await sweepRegistryTempFiles(current.root);
    const base = round < MAX_REBUILDS ? (current.previous?.id ?? null) : undefined;
    // The clean-state file is independent of the registry: its fsyncs overlap the packet's. Both
    // settle before a failure is thrown: a full disk failing one must not leave the other's
    // half-written packet folder to a process that exits.
    const input = {
      packet: payload,
      // The bytes the final redaction scan read, written as they are.
      json,
      markdown,
      history,
      // The registry is keyed by the raw names (SPEC §7); the packet holds them redacted.
      key: nameKey(current.git?.branch ?? null, current.options.topic),
      now: (options.now ?? (() => new Date()))(),
    };
    const [storing, cleanState] = await Promise.allSettled([
      base === undefined
        ? storePacket(current.root, input)
        : storePacketOnBase(current.root, input, base),
      writeCleanState(current.root, clean_state),
    ]);
    if (storing.status === "rejected") throw storing.reason;
    if (cleanState.status === "rejected") throw cleanState.reason;
    const stored = storing.value;
    if (stored.status !== "moved") {
      // The log this packet read is its branch's from now on: other branches stop reading it.
      if (current.workbench.feedback !== null) {
        const { claimFeedbackLog } = await import("../store/feedback-owner.js");
        await claimFeedbackLog(current.root, current.git?.branch ?? null);
      }
      return { stored, payload, markdown };
    }
    current = { ...current, previous: await readNewBase(current.root, stored.active) };
  }
}

/** The packet another writer made active, as the base to rebuild on (null when unreadable). */
async function readNewBase(root: string, id: string): Promise<PreviousPacketView | null> {
  const packet = await readPacket(root, id).catch(() => null);
  return packet === null ? null : toPreviousView(packet);
}

async function readText(path: string): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  return readFile(path, "utf8");
}
