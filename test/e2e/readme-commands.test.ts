/**
 * Every command in the README runs as written (issue 31): each line of each ```sh block, in a
 * temp repo with two remotes, `handoff` on PATH and a temp HOME. A line may end in any of the
 * documented outcomes (0 ok, 1 not clean or drifted, 3 refused, 4 nothing found), never a usage
 * or input error (2), an internal error (70) or a command that does not exist (127). Two kinds of
 * block are run elsewhere: the set-up commands at the top are CI itself, and the Install section's
 * global installs are `scripts/check-install.sh`'s, in a temporary prefix.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";
import { git, makeRepo } from "../helpers/temp-repo.js";

interface Block {
  section: string;
  lines: string[];
}

/** The ```sh blocks of a Markdown text with the `## ` section each sits in (longer fences skipped). */
export function shellBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = "";
  let fence: string | null = null;
  let current: Block | null = null;
  for (const line of markdown.split("\n")) {
    const open = /^(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence === null) {
      if (line.startsWith("## ")) section = line.slice(3);
      if (open !== null) {
        fence = open[1]!;
        current = open[1] === "```" && open[2]?.trim() === "sh" ? { section, lines: [] } : null;
      }
      continue;
    }
    if (line === fence) {
      if (current !== null) blocks.push(current);
      fence = null;
      current = null;
    } else current?.lines.push(line);
  }
  return blocks;
}

/** A line without its trailing ` # comment`. */
const command = (line: string) => line.replace(/\s+#\s.*$/, "").trim();

const RUN_ELSEWHERE = new Set(["", "Install"]);
const ALLOWED = new Set([0, 1, 3, 4]);

test("every command of the README's shell blocks runs as written", () => {
  const root = packageRoot();
  const blocks = shellBlocks(readFileSync(join(root, "README.md"), "utf8")).filter(
    (b) => !RUN_ELSEWHERE.has(b.section),
  );
  const commands = blocks.flatMap((b) => b.lines.map(command)).filter((c) => c !== "");
  assert.ok(commands.length >= 15, `only ${commands.length} commands found`);
  const base = mkdtempSync(join(tmpdir(), "handoff-readme-"));
  try {
    const bin = join(base, "bin");
    mkdirSync(bin);
    const shim = join(bin, "handoff");
    writeFileSync(
      shim,
      `#!/bin/sh\nexec "${process.execPath}" "${join(root, "dist", "bin", "handoff.mjs")}" "$@"\n`,
    );
    chmodSync(shim, 0o755);
    const home = join(base, "home");
    mkdirSync(home);
    const repo = makeRepo();
    for (const remote of ["origin", "upstream"]) {
      const bare = join(base, `${remote}.git`);
      spawnSync("git", ["init", "-q", "--bare", bare]);
      git(repo, "remote", "add", remote, bare);
    }
    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      HOME: home,
      CODEX_HOME: join(home, ".codex"),
    };
    for (const line of commands) {
      const run = spawnSync("bash", ["-c", line], {
        cwd: repo,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      assert.ok(
        run.status !== null && ALLOWED.has(run.status),
        `README command failed (exit ${run.status}): ${line}\n${run.stderr}`,
      );
    }
    rmSync(repo, { recursive: true, force: true });
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test("the README's shell blocks are found: fenced sh only, never inside a longer fence", () => {
  const text = "# t\n```sh\na\n```\n## S\n````text\n```sh\nb\n```\n````\n```sh\nc # note\n```\n";
  assert.deepEqual(shellBlocks(text), [
    { section: "", lines: ["a"] },
    { section: "S", lines: ["c # note"] },
  ]);
  assert.equal(command("c # note"), "c");
});
