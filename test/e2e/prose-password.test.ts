/**
 * A password the user types in Turkish prose reaches neither the packet nor the briefing: one
 * said after a credential word (`Veritabanı şifresi X`) and one a generated password given with
 * no such word (`orada X geçerli`), both in a Claude Code session written up by `write` on a real
 * repository and briefed by `resume`.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { transcriptFixture } from "../helpers/hook-process.js";
import { runCli } from "../helpers/run-cli.js";
import { git, makeRepo, removeDir } from "../helpers/temp-repo.js";

/** Every file under `dir`, read as text. */
function readTree(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? readTree(path) : readFileSync(path, "utf8")))
    .join("\n");
}

test("a password typed in Turkish, with or without a credential word, is in no packet and no briefing", async () => {
  // shaped as generators make them: three groups of letters in both cases and digits
  const withWord = ["Vb8n", "q3Wz", "Rm5"].join("-");
  const bare = ["pL4x", "Nc9v", "Yt2"].join("-");
  const repo = makeRepo();
  const outside = mkdtempSync(join(tmpdir(), "handoff-session-"));
  try {
    writeFileSync(join(repo, "login.js"), "export const login = () => true;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "login");
    const transcript = join(outside, "session.jsonl");
    const fixture = readFileSync(
      transcriptFixture("claude", "turkish-password-2.1.332.jsonl"),
      "utf8",
    );
    writeFileSync(
      transcript,
      fixture
        .replaceAll("__REPO__", JSON.stringify(repo).slice(1, -1))
        .replaceAll("__PLANTED_WITH_WORD__", withWord)
        .replaceAll("__PLANTED_BARE__", bare),
    );

    const written = await runCli(["write", "--json", "--transcript", transcript], { cwd: repo });
    assert.equal(written.code, 0, written.stderr);
    const { json } = JSON.parse(written.stdout) as { json: string };
    const packet = readFileSync(json, "utf8");
    // the premise: the user's Turkish words reached the packet, the values masked in them
    assert.match(packet, /şifresi \[REDACTED:password\]/, packet);
    assert.match(packet, /orada \[REDACTED:password\] geçerli/, packet);
    const registry = readTree(join(repo, ".handoff"));
    const resumed = await runCli(["resume"], { cwd: repo });
    assert.equal(resumed.code, 0, resumed.stderr);
    for (const value of [withWord, bare]) {
      assert.ok(!written.stdout.includes(value), `write printed ${value}`);
      assert.ok(!registry.includes(value), `the registry holds ${value}`);
      assert.ok(!resumed.stdout.includes(value), `the briefing holds ${value}: ${resumed.stdout}`);
    }
  } finally {
    removeDir(repo);
    removeDir(outside);
  }
});
