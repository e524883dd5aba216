/**
 * Every JSON file handoff reads whole is checked for its size and nesting before JSON.parse,
 * which costs ~70 bytes of memory per byte of deep nesting: 4 MB of `[` as any of these files
 * took 270-280 MB and 5 s. Each reader is run on such a file while JSON.parse is counted: it
 * must refuse the file (naming it and the bound) without ever handing the text to JSON.parse.
 */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { loadWorkbenchFiles } from "../../src/collect/workbench.js";
import { InputError } from "../../src/errors.js";
import { readHookConfig } from "../../src/hooks/config.js";
import { installHooks } from "../../src/hooks/install/install.js";
import { describeJsonBounds, JSON_FILE_BOUNDS } from "../../src/json/json-shape.js";
import { readConfigObject, readDefaultBranchSetting } from "../../src/store/config-file.js";
import { readStoredNotes } from "../../src/store/notes.js";
import { runCli } from "../helpers/run-cli.js";
import { makeRepo, removeDir } from "../helpers/temp-repo.js";

const DEEP = "[".repeat(2_000_000);
const repos: string[] = [];
after(() => {
  for (const repo of repos) removeDir(repo);
});

function repoWith(rel: string, text: string): string {
  const root = makeRepo("handoff-deep-json-");
  repos.push(root);
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
  return root;
}

/** Run `action` with JSON.parse counting the characters it is handed. */
async function countParsed<T>(action: () => Promise<T> | T): Promise<{ result: T; chars: number }> {
  const parse = JSON.parse;
  let chars = 0;
  JSON.parse = ((text: string, reviver?: Parameters<typeof parse>[1]) => {
    chars += String(text).length;
    return parse(text, reviver);
  }) as typeof JSON.parse;
  try {
    return { result: await action(), chars };
  } finally {
    JSON.parse = parse;
  }
}

async function refusal(action: () => Promise<unknown> | unknown): Promise<string> {
  const { result, chars } = await countParsed(async () => {
    try {
      await action();
    } catch (error) {
      return error;
    }
    return undefined;
  });
  assert.ok(chars < 100_000, `JSON.parse read ${chars} characters`);
  assert.ok(result instanceof InputError, `expected an InputError, got ${String(result)}`);
  assert.equal(result.exitCode, 2);
  return result.message;
}

test("the bounds: nesting past 64 levels or text past 32 Mi characters, judged without parsing", () => {
  assert.equal(describeJsonBounds(`${"[".repeat(64)}${"]".repeat(64)}`), null);
  assert.match(describeJsonBounds(DEEP) ?? "", /nested deeper than 64 levels/);
  // brackets inside strings are not nesting
  assert.equal(describeJsonBounds(JSON.stringify({ text: DEEP })), null);
  assert.equal(JSON_FILE_BOUNDS.maxChars, 32 * 1024 * 1024);
});

test(".handoff/config.json nested 2 million deep: an exit-2 error naming the file and the bound", async () => {
  const root = repoWith(".handoff/config.json", DEEP);
  const message = await refusal(() => readDefaultBranchSetting(root));
  assert.match(message, /^\.handoff\/config\.json: is nested deeper than 64 levels/);
  const { result: object, chars: objectChars } = await countParsed(() => readConfigObject(root));
  assert.equal(object, null);
  assert.ok(objectChars < 100_000);
  // the hooks' reader falls back to its defaults and says why
  const { result, chars } = await countParsed(() => readHookConfig(root));
  assert.ok(chars < 100_000);
  assert.match(
    result.problems.join("\n"),
    /config\.json: is nested deeper than 64 levels.*defaults used/,
  );
});

test("agent_state.json and task_board.json nested 2 million deep: an exit-2 error each", async () => {
  for (const rel of ["agent_state.json", "task_board.json"]) {
    const root = repoWith(rel, DEEP);
    const message = await refusal(() => loadWorkbenchFiles(root));
    assert.match(
      message,
      new RegExp(`^${rel.replace(".", "\\.")}: is nested deeper than 64 levels`),
    );
  }
});

test(".claude/settings.json nested 2 million deep: install refuses it and leaves it untouched", async () => {
  const root = repoWith(".claude/settings.json", DEEP);
  const message = await refusal(() => installHooks(root, "claude", { scope: "project" }));
  assert.match(message, /settings\.json: is nested deeper than 64 levels.*left untouched/);
  const run = await runCli(["hooks", "install", "claude", "--project"], {
    cwd: root,
    env: { HOME: root },
  });
  assert.equal(run.code, 2);
  assert.match(run.stderr, /settings\.json: is nested deeper than 64 levels/);
});

test("a notes.jsonl line nested 2 million deep is skipped with its reason, never parsed", async () => {
  const root = repoWith(".handoff/notes.jsonl", `${DEEP}\n`);
  const { result, chars } = await countParsed(() => readStoredNotes(root));
  assert.ok(chars < 100_000, `JSON.parse read ${chars} characters`);
  assert.deepEqual(result.records, []);
  assert.match(result.skipped[0]?.reason ?? "", /nested deeper than 64 levels/);
});
