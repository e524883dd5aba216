/**
 * Talking to the remote: fetch and push of the one ref `refs/handoff/registry`, nothing else
 * (no tags, no branches, no FETCH_HEAD). Git's messages are classified by pure functions into
 * the errors of docs/sync.md; they may quote a URL with credentials, so they are redacted.
 */
import { createHash } from "node:crypto";
import { InputError, UsageError } from "../errors.js";
import { runPlumbing, runPlumbingOrThrow } from "./git-plumbing.js";

/** The ref the registry travels on, on the remote and locally (the last push from here). */
export const REGISTRY_REF = "refs/handoff/registry";

/** Pure: where the last fetched registry of `remote` is kept locally. */
export function trackingRef(remote: string): string {
  const plain = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,60}$/.test(remote) && !remote.includes("..");
  const name = plain
    ? remote
    : `url-${createHash("sha256").update(remote).digest("hex").slice(0, 12)}`;
  return `refs/handoff/remotes/${name}/registry`;
}

/** Pure: what a failed fetch means. */
export type FetchFailure = "no-registry" | "no-remote" | "other";

/** Pure: classify the stderr of a failed `git fetch`. */
export function classifyFetchFailure(stderr: string): FetchFailure {
  if (/couldn't find remote ref/i.test(stderr)) return "no-registry";
  if (
    /does not appear to be a git repository|no such remote|could not read from remote|repository .* not found|unable to access/i.test(
      stderr,
    )
  ) {
    return "no-remote";
  }
  return "other";
}

/** Pure: the outcome of `git push --porcelain` for our one ref. */
export type PushOutcome =
  | { kind: "pushed" }
  | { kind: "rejected"; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "failed"; reason: string };

/**
 * Pure: classify a push. `[rejected]` (fetch first, non-fast-forward) means someone pushed
 * first; `[remote rejected]` means the remote refused the ref itself (a hook, a server that
 * allows branches and tags only).
 */
export function classifyPush(exitCode: number, stdout: string, stderr: string): PushOutcome {
  const line = stdout.split("\n").find((l) => l.includes(REGISTRY_REF));
  if (exitCode === 0 && line !== undefined && !line.startsWith("!")) return { kind: "pushed" };
  const detail = line?.split("\t")[2]?.trim() ?? "";
  if (/^\[remote rejected\]/.test(detail)) return { kind: "refused", reason: detail };
  if (/^\[rejected\]/.test(detail)) return { kind: "rejected", reason: detail };
  return { kind: "failed", reason: firstLines(stderr) || detail || `exit ${exitCode}` };
}

function firstLines(text: string): string {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("hint:"))
    .slice(0, 3)
    .join(" ");
}

async function redactText(text: string): Promise<string> {
  const { redact } = await import("../redact/index.js");
  return redact(text).text;
}

/**
 * Fetch the remote's registry into `trackingRef(remote)`; returns its commit, or null when the
 * remote has no registry yet. UsageError (exit 2) when the remote does not exist or cannot be
 * reached; InputError (exit 2) for any other failure, with git's message.
 */
export async function fetchRegistry(root: string, remote: string): Promise<string | null> {
  if (remote.startsWith("-")) throw new UsageError(`'${remote}' is not a remote name or URL`);
  const ref = trackingRef(remote);
  const result = await runPlumbing(root, [
    "fetch",
    "--quiet",
    "--no-tags",
    "--no-write-fetch-head",
    "--no-recurse-submodules",
    remote,
    `+${REGISTRY_REF}:${ref}`,
  ]);
  if (result.exitCode !== 0) {
    const kind = classifyFetchFailure(result.stderr);
    if (kind === "no-registry") return null;
    const message = await redactText(firstLines(result.stderr));
    if (kind === "no-remote") {
      throw new UsageError(
        `remote '${await redactText(remote)}' not found or not reachable: ${message} (see 'git remote -v')`,
      );
    }
    throw new InputError(`git fetch of ${REGISTRY_REF} failed: ${message}`);
  }
  const out = await runPlumbingOrThrow(root, ["rev-parse", "--verify", `${ref}^{commit}`]);
  return out.toString("utf8").trim();
}

/**
 * Push `commit` to the remote's registry ref, without force: the remote takes it only as a
 * fast-forward of what we fetched. `--no-verify`: the user's pre-push hook guards code pushes
 * (tests, linters) and has nothing to check in a registry commit.
 */
export async function pushCommit(
  root: string,
  remote: string,
  commit: string,
): Promise<PushOutcome> {
  const result = await runPlumbing(root, [
    "push",
    "--porcelain",
    "--no-verify",
    remote,
    `${commit}:${REGISTRY_REF}`,
  ]);
  const outcome = classifyPush(result.exitCode, result.stdout.toString("utf8"), result.stderr);
  if (outcome.kind === "pushed" || outcome.kind === "rejected") return outcome;
  return { ...outcome, reason: await redactText(outcome.reason) };
}

/** Point a local `refs/handoff/*` ref at `commit`. */
export async function updateHandoffRef(root: string, ref: string, commit: string): Promise<void> {
  if (!ref.startsWith("refs/handoff/")) throw new UsageError(`refusing to move ${ref}`);
  await runPlumbingOrThrow(root, ["update-ref", "-m", "handoff sync", ref, commit]);
}
