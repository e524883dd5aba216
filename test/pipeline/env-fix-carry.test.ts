/**
 * A check that passed only with a setting keeps its fix in every later briefing: the first
 * session's `<check>` fails and `LC_ALL=C <check>` passes; the second (another agent) never
 * runs it; the third runs the plain command, which fails again. The briefing after each of them
 * says how the check passes, in every order of three agents and for workspace commands
 * (`npm test -w pkg`, `npm --prefix pkg test`, `make -C dir test`), in real repos.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { writeHandoff } from "../../src/pipeline/write-handoff.js";
import { renderBriefing, renderBriefingText } from "../../src/resume/briefing.js";
import { resume } from "../../src/resume/resume.js";
import {
  type RelayAgent,
  type ScriptedSession,
  ingestScripted,
} from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-env-fix-"));
after(() => removeDir(dir));

/** What the check prints when the locale sorts accented names apart from the plain ones. */
const SORT_FAILURE = [
  "TAP version 13",
  "# Subtest: sorts names",
  "not ok 1 - sorts names",
  "  ---",
  "  error: |-",
  "    Expected values to be strictly deep-equal:",
  "    + actual - expected",
  "    ",
  "      [",
  "    +   'Zoë',",
  "    -   'Émile',",
  "      ]",
  "  ...",
  "1..1",
  "# fail 1",
].join("\n");

/** A SessionStart briefing as short as a busy host's budget leaves it. */
const SHORT_BUDGET = 2_200;

/** The text briefing after a session, and its hook form in a short budget. */
interface Briefed {
  text: string;
  short: string;
}

async function hop(repo: string, session: ScriptedSession, file: string): Promise<Briefed> {
  writeRepoFile(repo, file, `// ${session.day}\n`);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", `work of ${session.day}`);
  await ingestScripted(dir, repo, session);
  await writeHandoff({
    cwd: repo,
    transcript: join(dir, `${session.agent}-${session.day}.jsonl`),
    agent: session.agent,
    allow_missing_next: true,
    allow_dirty: true,
  });
  const result = await resume(repo);
  return {
    text: renderBriefingText(result),
    short: renderBriefing(result, "claude-hook", { maxChars: SHORT_BUDGET }),
  };
}

/** The briefings after each of the three sessions, the agents in `order`, the check `check`. */
async function relay(order: readonly RelayAgent[], check: string): Promise<Briefed[]> {
  const repo = makeRepo("handoff-env-fix-repo-");
  try {
    writeRepoFile(repo, "packages/names/sort.js", "export const sortNames = (a) => a.sort();\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "names");
    const [a, b, c] = order as [RelayAgent, RelayAgent, RelayAgent];
    const first = await hop(
      repo,
      {
        agent: a,
        day: "2026-12-01",
        user: ["Make sortNames in packages/names/sort.js sort accented names by their letters."],
        commands: [
          { command: check, exit: 1, output: SORT_FAILURE },
          { command: `LC_ALL=C ${check}`, exit: 0, output: "# pass 1" },
        ],
        report:
          "sortNames now compares with localeCompare. Next step: add a --reverse flag to packages/names/cli.js.",
      },
      "packages/names/sort.js",
    );
    const second = await hop(
      repo,
      {
        agent: b,
        day: "2026-12-02",
        user: ["Add the --reverse flag to packages/names/cli.js."],
        // Checks of its own that failed, then passed: newer than the first session's.
        commands: ["lint", "build", "typecheck"].flatMap((script) => [
          { command: `npm run ${script}`, exit: 1, output: `Error: ${script} failed on cli.js:3` },
          `npm run ${script}`,
        ]),
        report:
          "packages/names/cli.js takes --reverse now. Next step: document --reverse in packages/names/README.md.",
      },
      "packages/names/cli.js",
    );
    const third = await hop(
      repo,
      {
        agent: c,
        day: "2026-12-03",
        user: ["Document --reverse in packages/names/README.md."],
        commands: [{ command: check, exit: 1, output: SORT_FAILURE }],
        report:
          "packages/names/README.md documents --reverse. Next step: publish packages/names as 1.1.0.",
      },
      "packages/names/README.md",
    );
    return [first, second, third];
  } finally {
    removeDir(repo);
  }
}

const ORDERS: RelayAgent[][] = [
  ["codex", "gemini", "claude"],
  ["gemini", "claude", "codex"],
  ["claude", "codex", "gemini"],
];
const CHECKS = [
  "npm test -w packages/names",
  "npm --prefix packages/names test",
  "make -C packages/names test",
];

for (const [k, order] of ORDERS.entries()) {
  const check = CHECKS[k] as string;
  test(`${order.join(" → ")}, ${check}: every later briefing says the check needs LC_ALL=C`, async () => {
    const briefings = await relay(order, check);
    for (const [hop, { text, short }] of briefings.entries()) {
      const said = `after session ${hop + 1}:\n${text}`;
      assert.ok(text.includes(`passed later as LC_ALL=C ${check}`), said);
      assert.ok(text.includes("needs LC_ALL=C"), said);
      // The hook's briefing (what the next agent starts with) in a short budget keeps it too.
      assert.ok(short.includes("needs LC_ALL=C"), `after session ${hop + 1}, short:\n${short}`);
    }
    // The third session's plain run failed again: its blocking risk says how the check passes.
    const last = briefings[2]?.text ?? "";
    assert.ok(
      last.includes(
        `the last test command failed: ${check} -> exit 1 — it passed as LC_ALL=C ${check} (needs LC_ALL=C)`,
      ),
      last,
    );
  });
}
