import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { transcriptFixture } from "./hook-process.js";
import { runCli } from "./run-cli.js";
import { git, makeRepo, removeDir } from "./temp-repo.js";

/** What `write` and `resume` left of a session with values planted in it. */
export interface PlantedRun {
  packet: string;
  markdown: string;
  /** Every file under `.handoff/`, read as text. */
  registry: string;
  /** What `write --json` and `resume` printed. */
  outputs: string[];
}

/** Every file under `dir`, read as text. */
function readTree(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? readTree(path) : readFileSync(path, "utf8")))
    .join("\n");
}

/**
 * The Claude Code transcript fixture `name` with each placeholder of `planted` replaced by its
 * value, written up by `write` on a real repository and briefed by `resume`; `check` reads the
 * results before the repository is removed.
 */
export async function withPlantedSession(
  name: string,
  planted: Record<string, string>,
  check: (run: PlantedRun) => void,
): Promise<void> {
  const repo = makeRepo();
  const outside = mkdtempSync(join(tmpdir(), "handoff-session-"));
  try {
    writeFileSync(join(repo, "till.js"), "export const pay = () => true;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "till");
    const transcript = join(outside, "session.jsonl");
    let text = readFileSync(transcriptFixture("claude", name), "utf8").replaceAll(
      "__REPO__",
      JSON.stringify(repo).slice(1, -1),
    );
    for (const [marker, value] of Object.entries(planted)) text = text.replaceAll(marker, value);
    writeFileSync(transcript, text);

    const written = await runCli(["write", "--json", "--transcript", transcript], { cwd: repo });
    assert.equal(written.code, 0, written.stderr);
    const paths = JSON.parse(written.stdout) as { json: string; md: string };
    const resumed = await runCli(["resume"], { cwd: repo });
    assert.equal(resumed.code, 0, resumed.stderr);
    check({
      packet: readFileSync(paths.json, "utf8"),
      markdown: readFileSync(paths.md, "utf8"),
      registry: readTree(join(repo, ".handoff")),
      outputs: [written.stdout, resumed.stdout],
    });
  } finally {
    removeDir(repo);
    removeDir(outside);
  }
}

/** Fails when any of `values` is in the packet, handoff.md, the registry or what was printed. */
export function assertNoneLeft(run: PlantedRun, values: readonly string[]): void {
  for (const value of values) {
    assert.ok(!run.packet.includes(value), `the packet holds ${value}`);
    assert.ok(!run.markdown.includes(value), `handoff.md holds ${value}`);
    assert.ok(!run.registry.includes(value), `the registry holds ${value}`);
    for (const out of run.outputs) assert.ok(!out.includes(value), `printed ${value}: ${out}`);
  }
}
