/**
 * A password of joined words the user types in Norwegian and in Bengali prose ("inngangskoden til
 * lagerterminalen er X", "প্যানেলের গোপন শব্দ হলো X", the panel's secret word is X) reaches neither
 * the packet, handoff.md, the registry nor the briefing, in a Claude Code session written up by
 * `write` on a real repository and briefed by `resume`.
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

test("a joined-words password typed in Norwegian or Bengali prose is in no packet and no briefing", async () => {
  // joined shapes, built here: a word, a number and a word; three words and a digit
  const norwegian = ["Fjell", "_", "88", "fjord"].join("");
  const bengali = ["Nodi", "-", "Pukur", "_", "Jol7"].join("");
  const repo = makeRepo();
  const outside = mkdtempSync(join(tmpdir(), "handoff-session-"));
  try {
    writeFileSync(join(repo, "till.js"), "export const pay = () => true;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "till");
    const transcript = join(outside, "session.jsonl");
    const fixture = readFileSync(
      transcriptFixture("claude", "access-password-world-2.1.332.jsonl"),
      "utf8",
    );
    writeFileSync(
      transcript,
      fixture
        .replaceAll("__REPO__", JSON.stringify(repo).slice(1, -1))
        .replaceAll("__PLANTED_NB__", norwegian)
        .replaceAll("__PLANTED_BN__", bengali),
    );

    const written = await runCli(["write", "--json", "--transcript", transcript], { cwd: repo });
    assert.equal(written.code, 0, written.stderr);
    const paths = JSON.parse(written.stdout) as { json: string; md: string };
    const packet = readFileSync(paths.json, "utf8");
    const markdown = readFileSync(paths.md, "utf8");
    // the premise: the user's words reached the packet, the values masked in them
    assert.match(packet, /lagerterminalen er \[REDACTED:password\]/, packet);
    assert.match(packet, /গোপন শব্দ হলো \[REDACTED:password\]/, packet);
    const registry = readTree(join(repo, ".handoff"));
    assert.match(markdown, /lagerterminalen er \[REDACTED:password\]/, markdown);
    const resumed = await runCli(["resume"], { cwd: repo });
    assert.equal(resumed.code, 0, resumed.stderr);
    for (const value of [norwegian, bengali]) {
      assert.ok(!written.stdout.includes(value), `write printed ${value}`);
      assert.ok(!packet.includes(value), `the packet holds ${value}`);
      assert.ok(!markdown.includes(value), `handoff.md holds ${value}`);
      assert.ok(!registry.includes(value), `the registry holds ${value}`);
      assert.ok(!resumed.stdout.includes(value), `the briefing holds ${value}: ${resumed.stdout}`);
    }
  } finally {
    removeDir(repo);
    removeDir(outside);
  }
});
