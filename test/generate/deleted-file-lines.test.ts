/**
 * A file deleted whole takes its lines' names out of that file only. A decision of an earlier
 * session names a CSV column (`chiller_out`) that the deleted importer used and the reader
 * still uses: it stays decided, not "taken out since" a line of the deleted file. A decision
 * naming a line of a file that stays and was rewritten is still taken back by that line.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { parseReplacedLines } from "../../src/collect/git/replaced-lines.js";
import { parseRemovedNames } from "../../src/collect/git/removed-names.js";
import { generate } from "../../src/generate/index.js";
import type { Packet } from "../../src/model/packet/types.js";
import { toPreviousView } from "../../src/store/registry.js";
import { ingestScripted } from "../helpers/relay-transcripts.js";
import { scriptedHop } from "../helpers/scripted-hop.js";
import { makeSessionSnapshot } from "../helpers/session-snapshot.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-deleted-lines-"));
const repo = makeRepo("handoff-deleted-lines-repo-");
after(() => {
  removeDir(dir);
  removeDir(repo);
});

const IMPORT = "lib/tally_import.tcl";
const READER = "lib/pickups.tcl";
const IMPORT_TEXT = [
  "proc import_tally {path} {",
  '    lappend rows [dict create boat $boat ice_kg $kg chiller_out ""]',
  "    return $rows",
  "}",
  "",
].join("\n");
const READER_TEXT = [
  "proc read_pickups {path} {",
  "    lappend rows [dict create boat $boat ice_kg $kg chiller_out $out]",
  "    return $rows",
  "}",
  "",
].join("\n");
const DECISION =
  "Only the chiller nights of such a pick-up are left out; its ice is still billed, because `chiller_out` is typed in by hand when the truck leaves.";

for (const agent of ["claude", "gemini", "codex"] as const)
  test(`a decision naming a column the deleted file used, and the code still uses, stays decided (${agent})`, async () => {
    const hop = scriptedHop(dir, repo);
    const p1 = await hop(
      {
        agent: "codex",
        day: "2026-12-01",
        user: [
          "bin/ice.tcl 2026-09 should print each boat's bill; tclsh tests/all.tcl runs the tests.",
        ],
        writes: [
          { path: IMPORT, content: IMPORT_TEXT },
          { path: READER, content: READER_TEXT },
        ],
        commands: ["tclsh tests/all.tcl"],
        report: `${DECISION} tclsh tests/all.tcl passes.`,
      },
      null,
      [],
    );
    writeRepoFile(repo, IMPORT, IMPORT_TEXT);
    writeRepoFile(repo, READER, READER_TEXT);
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "--allow-empty", "-m", "before");
    git(repo, "rm", "-q", IMPORT);
    const patch = git(repo, "diff", "--cached", "-U0", "--no-color");
    git(repo, "commit", "-q", "--allow-empty", "-m", "after");
    const s = makeSessionSnapshot();
    s.transcript = await ingestScripted(dir, repo, {
      agent,
      day: "2026-12-02",
      user: ["Is lib/tally_import.tcl still used?", "Then delete it."],
      commands: ["git rm lib/tally_import.tcl", "tclsh tests/all.tcl"],
      report: "lib/tally_import.tcl is deleted: nothing sourced it. tclsh tests/all.tcl passes.",
    });
    s.options.agent_report = null;
    s.options.allow_missing_next = true;
    s.previous = toPreviousView(p1 as Packet);
    if (s.git !== null)
      s.git = {
        ...s.git,
        replaced_lines: parseReplacedLines(patch),
        removed_names: parseRemovedNames(patch).map((r) => r.name.toLowerCase()),
        range_files: [{ path: IMPORT, deleted: true }],
      };
    const p2 = generate(s).payload;
    const said = p2.conclusions.find((c) => c.text.startsWith("Only the chiller nights"));
    assert.ok(said !== undefined, JSON.stringify(p2.conclusions, null, 1));
    assert.notEqual(said.kind, "dead_end", said.text);
    assert.ok(!said.text.includes("taken out since"), said.text);
  });
