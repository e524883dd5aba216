/**
 * Which branch the feedback log at the repo root belongs to. The log is one untracked file that
 * every branch's checkout sees, and its records name no branch (the agent's wrapper writes them),
 * so without this the failures of one branch's work reached every branch's packet. A packet
 * written with the log claims it for its branch (`.handoff/feedback-branch.json`, the log known
 * by its first line: a new or rotated log is another log); on any other branch the log is then
 * not read until it is replaced. A log no packet has claimed yet is read as before: the branch
 * of the first packet written with it is taken as the branch it was written on.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../platform/atomic-write.js";
import { openRegularFile } from "../platform/read-regular-file.js";
import { redact } from "../redact/index.js";
import { sha256Hex } from "../util/canonical-json.js";
import { handoffPath } from "./paths.js";

/** The live feedback log's name (collect's FEEDBACK_FILE; repeated here, a layer below it). */
const LIVE_LOG = "feedback_record.jsonl";
/** The first line is read up to this many bytes: enough to tell two logs apart. */
const FIRST_LINE_BYTES = 64 * 1024;

/** The claim on the log: the hash of its first line and the branch that wrote a packet with it. */
export interface FeedbackOwner {
  first_line: string;
  branch: string | null;
}

function ownerPath(root: string): string {
  return handoffPath(root, "feedback-branch.json");
}

/** The hash of the live log's first line, or null when there is no log (or no line yet). */
export async function identifyFeedbackLog(root: string): Promise<string | null> {
  const handle = await openRegularFile(join(root, LIVE_LOG), "r").catch(() => null);
  if (handle === null) return null;
  try {
    const buffer = Buffer.alloc(FIRST_LINE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, FIRST_LINE_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    const end = head.indexOf(0x0a);
    const line = end < 0 ? head : head.subarray(0, end);
    return line.length === 0 ? null : sha256Hex(line.toString("latin1"), 16);
  } finally {
    await handle.close();
  }
}

/** The recorded claim, or null (none, or unreadable: then the log is read as before). */
export async function readFeedbackOwner(root: string): Promise<FeedbackOwner | null> {
  const text = await readFile(ownerPath(root), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<FeedbackOwner>;
    if (typeof value.first_line !== "string") return null;
    return { first_line: value.first_line, branch: value.branch ?? null };
  } catch {
    return null;
  }
}

/**
 * Whether the log may be read on `branch`: yes unless a packet of another branch claimed this
 * very log. Returns the branch that owns it when not.
 */
export async function feedbackOwnedElsewhere(
  root: string,
  branch: string | null,
): Promise<string | null> {
  const owner = await readFeedbackOwner(root);
  // Stored redacted (a token pasted into a branch name stays out of .handoff/): the raw name is
  // compared first, so the redaction rules load only when the names differ.
  if (owner === null || owner.branch === branch || owner.branch === storedBranch(branch)) {
    return null;
  }
  const identity = await identifyFeedbackLog(root);
  return identity !== null && identity === owner.first_line
    ? (owner.branch ?? "(detached HEAD)")
    : null;
}

/** A branch name as the claim stores it: redacted like every string handoff writes. */
function storedBranch(branch: string | null): string | null {
  return branch === null ? null : redact(branch).text;
}

/** Claim the live log for `branch` after a packet was written with it (no log: nothing). */
export async function claimFeedbackLog(root: string, branch: string | null): Promise<void> {
  const identity = await identifyFeedbackLog(root);
  if (identity === null) return;
  const owner = await readFeedbackOwner(root);
  if (owner !== null && owner.first_line === identity) return;
  const claim: FeedbackOwner = { first_line: identity, branch: storedBranch(branch) };
  await writeFileAtomic(ownerPath(root), `${JSON.stringify(claim)}\n`);
}
