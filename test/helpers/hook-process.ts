import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { packageRoot } from "../../src/platform/package-root.js";

/** The compiled CLI of the build this test file belongs to (dist/ or .build/<name>/). */
export function builtBin(): string {
  return join(dirname(fileURLToPath(import.meta.url)), "..", "..", "src", "cli", "bin.js");
}

/** A fixture of this repository's `test/fixtures/transcripts/`, by its path below that folder. */
export function transcriptFixture(...parts: string[]): string {
  return join(packageRoot(), "test", "fixtures", "transcripts", ...parts);
}

/**
 * A transcript fixture as the agent would have written it for a session in `repo`: the
 * fixture's `__REPO__` placeholder becomes the repo's path (a session belongs to the folder it
 * ran in), written beside the repo (agents keep transcripts outside the project). Returns its path.
 */
export function placeTranscript(repo: string, ...parts: string[]): string {
  const text = readFileSync(transcriptFixture(...parts), "utf8");
  const placed = text.replaceAll("__REPO__", JSON.stringify(repo).slice(1, -1));
  const path = `${repo}-${parts[parts.length - 1]}`;
  writeFileSync(path, placed);
  return path;
}

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Spawn `node bin.js ...args` in `cwd` with `stdin` written and closed, as an agent runs a hook.
 * The in-hook write budget is lifted unless `env` sets `HANDOFF_WRITE_BUDGET_MS` (`""`: the
 * agents' real budgets). `bin`: another executable (the shipped bundle, `shippedBinPath()`).
 */
export function runBin(
  args: string[],
  {
    cwd,
    stdin,
    env,
    bin = builtBin(),
  }: { cwd: string; stdin: string; env?: Record<string, string>; bin?: string },
): Promise<ProcessRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      stdio: ["pipe", "pipe", "pipe"],
      // A write runs inside the hook however slow the loaded machine (no detached writer racing
      // the test's clean-up); the budget tests pass their own (`HANDOFF_WRITE_BUDGET_MS: ""`).
      env: { ...process.env, HANDOFF_WRITE_BUDGET_MS: "600000", ...env },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        code,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        ms: performance.now() - started,
      }),
    );
    child.stdin.end(stdin);
  });
}

/** The hook input an agent sends, as JSON text. */
export function hookInput(fields: Record<string, unknown>): string {
  return JSON.stringify({ session_id: "3f1c2a9e-0000-4000-8000-000000000001", ...fields });
}

/** Ids of the packets stored under `repo`. */
export function packetIds(repo: string): string[] {
  const dir = join(repo, ".handoff", "packets");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A stored packet, parsed. */
export function readStoredPacket(repo: string, id: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(repo, ".handoff", "packets", id, "handoff.json"), "utf8"),
  ) as Record<string, unknown>;
}

/** The lines of `.handoff/hook.log` (empty when absent). */
export function hookLogLines(repo: string): string[] {
  const path = join(repo, ".handoff", "hook.log");
  return existsSync(path) ? readFileSync(path, "utf8").trimEnd().split("\n") : [];
}

/**
 * The packet ids of `repo` once there are at least `count` of them (a detached writer finishes
 * after the hook returned), polling; the ids seen when `timeoutMs` runs out.
 */
export async function waitForPackets(
  repo: string,
  count: number,
  timeoutMs = 20_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids = packetIds(repo);
    // A packet folder appears before its registry line: wait for the writer's log line too.
    const done = hookLogLines(repo).filter((l) => / packet \S+ \(detached writer\)/.test(l));
    // And the writer gone: its marker in pending-writes/ is removed as it exits.
    const writing = readdirIfAny(join(repo, ".handoff", "pending-writes")).some((n) =>
      n.endsWith(".writing"),
    );
    if ((ids.length >= count && done.length > 0 && !writing) || Date.now() > deadline) return ids;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until no write is still coming in `repo`: no input handed to a detached writer and no
 * writer at work (its marker goes as it exits). A host that does not wait for its hooks' writers
 * (Gemini CLI, every turn's write) exits before its packet is stored.
 */
export async function waitForWriters(repo: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (readdirIfAny(join(repo, ".handoff", "pending-writes")).length > 0) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The packet the latest hook write logged (`written` or `unchanged`), from `.handoff/hook.log`. */
export function lastLoggedPacket(repo: string): string | undefined {
  const ids = hookLogLines(repo).flatMap((line) => {
    const id = / info: (?:written|unchanged) packet ([0-9a-f]{16})/.exec(line)?.[1];
    return id === undefined ? [] : [id];
  });
  return ids.at(-1);
}

function readdirIfAny(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
