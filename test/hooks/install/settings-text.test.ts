import assert from "node:assert/strict";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { blankComments } from "../../../src/json/edit-text.js";
import {
  installHooks,
  requireHookAdapter,
  uninstallHooks,
} from "../../../src/hooks/install/install.js";
import { settingsTargetFor } from "../../../src/hooks/install/scope.js";
import {
  editEntriesFor,
  hookEntriesFor,
  mergeHookEntries,
  wrapUpEntriesFor,
} from "../../../src/hooks/install/settings-merge.js";
import { type HookAgent, isHandoffCommand } from "../../../src/model/inputs/hook-entries.js";
import { runCli } from "../../helpers/run-cli.js";
import { removeDir } from "../../helpers/temp-repo.js";

const AGENTS: HookAgent[] = ["claude", "codex", "gemini"];
const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

/** A fresh folder standing for a repo root (the installer needs no git). */
function tempRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), "handoff-settings-text-"));
  dirs.push(dir);
  return dir;
}

/** Write `text` as the agent's settings file under a fresh root (undefined: no file). */
async function withSettings(
  agent: HookAgent,
  text: string | undefined,
): Promise<{ root: string; path: string }> {
  const root = tempRoot();
  const path = join(root, settingsTargetFor(await requireHookAdapter(agent)).file);
  mkdirSync(join(path, ".."), { recursive: true });
  if (text !== undefined) writeFileSync(path, text);
  return { root, path };
}

const read = (path: string): string | undefined =>
  existsSync(path) ? readFileSync(path, "utf8") : undefined;

/** Install then uninstall; the file after each step. */
async function roundTrip(agent: HookAgent, text: string | undefined) {
  const { root, path } = await withSettings(agent, text);
  await installHooks(root, agent, { agentVersion: "0.171.0" });
  const installed = read(path);
  await uninstallHooks(root, agent);
  return { installed, back: read(path), path, root };
}

const WRAPPED = "my-wrapper.sh && handoff hook claude";

test("a user's command that runs handoff inside a larger one is theirs: kept by install, kept by uninstall", async () => {
  const original = `${JSON.stringify(
    { hooks: { Stop: [{ hooks: [{ type: "command", command: WRAPPED }] }] } },
    null,
    2,
  )}\n`;
  const { installed, back } = await roundTrip("claude", original);
  const stop = (JSON.parse(installed ?? "") as { hooks: { Stop: unknown[] } }).hooks.Stop;
  assert.deepEqual(stop, [
    { hooks: [{ type: "command", command: WRAPPED }] },
    { hooks: [{ type: "command", command: "handoff hook claude" }] },
  ]);
  assert.equal(back, original);
  const ours = isHandoffCommand("claude");
  for (const command of [
    WRAPPED,
    "handoff hook claude | tee log",
    "handoff hook claude > /dev/null",
    "$(which handoff) hook claude",
    "handoff hook claude; echo done",
  ]) {
    assert.equal(ours(command), false, command);
  }
  assert.equal(ours("npx handoff hook claude --gate warn"), true);
  assert.equal(ours("node '/opt/my tools/dist/bin/handoff.mjs' hook claude"), true);
  assert.equal(ours("node '/opt/my tools/dist/bin/handoff.cjs' hook claude"), true);
});

test("a symlinked settings file stays a link; its target is edited and given back byte for byte", async () => {
  const root = tempRoot();
  const dotfiles = join(root, "dotfiles");
  mkdirSync(dotfiles);
  mkdirSync(join(root, ".claude"));
  const target = join(dotfiles, "claude-settings.json");
  const original = '{\n  "model": "opus"\n}\n';
  writeFileSync(target, original);
  const link = join(root, ".claude", "settings.json");
  symlinkSync(join("..", "dotfiles", "claude-settings.json"), link);
  await installHooks(root, "claude", { scope: "project" });
  assert.ok(lstatSync(link).isSymbolicLink(), "the link was replaced by a file");
  assert.match(readFileSync(target, "utf8"), /handoff hook claude/);
  await uninstallHooks(root, "claude", { scope: "project" });
  assert.ok(lstatSync(link).isSymbolicLink(), "the link was replaced by a file");
  assert.equal(readFileSync(target, "utf8"), original);
  // A link to nothing is refused (exit 2), not replaced.
  const broken = tempRoot();
  mkdirSync(join(broken, ".claude"));
  symlinkSync(join(broken, "missing.json"), join(broken, ".claude", "settings.json"));
  const run = await runCli(["hooks", "install", "claude", "--project", "--root", broken], {
    cwd: broken,
  });
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /symlink/);
  assert.ok(lstatSync(join(broken, ".claude", "settings.json")).isSymbolicLink());
});

test("numbers, escapes and layout survive: install keeps the user's bytes, uninstall gives them all back", async () => {
  const original =
    '{\r\n\t"big": 12345678901234567890,\r\n\t"huge": 1e400,\r\n\t"one": 1.0,\r\n\t"name": "caf\\u00e9 \\ud83d\\ude00",\r\n\t"hooks": {\r\n\t\t"PreCompact": [ {"hooks": [{"type": "command", "command": "save", "timeout": 5.50}]} ]\r\n\t}\r\n}\r\n';
  for (const agent of AGENTS) {
    const { installed, back } = await roundTrip(agent, original);
    for (const kept of [
      '"big": 12345678901234567890',
      '"huge": 1e400',
      '"one": 1.0',
      '"caf\\u00e9 \\ud83d\\ude00"',
      '"timeout": 5.50',
    ]) {
      assert.ok(installed?.includes(kept), `${agent}: ${kept} lost in\n${installed}`);
    }
    assert.ok(!/[^\r]\n/.test(installed ?? ""), `${agent}: a bare LF in a CRLF file`);
    assert.equal(back, original, agent);
  }
});

test("an empty file, an empty hooks object, an empty object stay as they were; a file install created goes", async () => {
  for (const agent of AGENTS) {
    for (const original of ["", "\n", '{"hooks":{}}', "{}\n", '{ "hooks": { } }\n', '{"a":[]}']) {
      const { installed, back } = await roundTrip(agent, original);
      assert.match(
        installed ?? "",
        /hook /,
        `${agent}: nothing installed in ${JSON.stringify(original)}`,
      );
      assert.equal(back, original, `${agent}: ${JSON.stringify(original)}`);
    }
    const { installed, back, path } = await roundTrip(agent, undefined);
    assert.ok(installed?.endsWith("}\n"));
    assert.equal(back, undefined, `${agent}: the file install created is still there`);
    assert.equal(existsSync(join(path, "..")), true, "the folder went with it");
  }
});

test("Gemini settings keep their comments through install and uninstall", async () => {
  const original = [
    "// project settings",
    "{",
    '  "model": "gemini-2.5-pro", // the big one',
    '  /* hooks below */ "hooks": {',
    '    "SessionStart": [ // mine first',
    '      {"hooks": [{"type": "command", "command": "echo hi"}]} /* greet */',
    "    ]",
    "  }",
    "}",
    "",
  ].join("\n");
  const { installed, back } = await roundTrip("gemini", original);
  for (const comment of ["// the big one", "/* hooks below */", "// mine first", "/* greet */"]) {
    assert.ok(installed?.includes(comment), `${comment} lost`);
  }
  const parsed = JSON.parse(blankComments(installed ?? "")) as {
    hooks: Record<string, { hooks: { command: string }[] }[]>;
  };
  assert.deepEqual(
    parsed.hooks["SessionStart"]?.map((g) => g.hooks[0]?.command),
    ["echo hi", "handoff hook gemini"],
  );
  assert.equal(back, original);
  // Claude Code reads strict JSON: a comment there is refused, the file untouched.
  const { root, path } = await withSettings("claude", original);
  const run = await runCli(["hooks", "install", "claude", "--root", root], { cwd: root });
  assert.equal(run.code, 2);
  assert.equal(read(path), original);
});

// Deterministic pseudo-random cases (no dependency): the same files on every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A settings file as a user might have written it: varied values, layout, and own hooks. */
function randomSettings(next: () => number, agent: HookAgent): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const crlf = next() < 0.25;
  const unit = pick(["  ", "    ", "\t", ""]);
  const comments = agent === "gemini";
  const nl = (depth: number) =>
    unit === "" ? " " : `${crlf ? "\r\n" : "\n"}${unit.repeat(depth)}`;
  const note = () => (comments && next() < 0.3 ? pick([" /* n */", " // n\n"]) : "");
  const container = (open: string, close: string, items: string[], depth: number) =>
    items.length === 0
      ? `${open}${pick(["", " "])}${close}`
      : `${open}${items.map((item) => `${nl(depth + 1)}${item}`).join(`,${note()}`)}${nl(depth)}${close}`;
  const scalar = () =>
    pick([
      "12345678901234567890",
      "1e400",
      "1.0",
      "-0.0e-0",
      '"\\u00e9\\/"',
      '"ü"',
      "true",
      "null",
    ]);
  const command = () =>
    pick([
      "prettier --write",
      WRAPPED.replace("claude", agent),
      `handoff hook ${agent} | tee -a log`,
      "notify-send done",
    ]);
  const group = (depth: number) =>
    container(
      "{",
      "}",
      [
        ...(next() < 0.5 ? [`"matcher": ${pick(['""', '"Bash"', '"startup"'])}`] : []),
        `"hooks": ${container("[", "]", [`{"type": "command", "command": ${JSON.stringify(command())}${next() < 0.3 ? `, "timeout": ${scalar() === "1.0" ? "1.0" : "30"}` : ""}}`], depth + 1)}`,
      ],
      depth,
    );
  const events = ["PreCompact", "Stop", "SessionStart", "PostToolUse", "Notification", "AfterTool"];
  const hookMembers = events
    .filter(() => next() < 0.4)
    .map((event) => {
      const groups = Array.from({ length: Math.floor(next() * 3) }, () => group(3));
      return `"${event}": ${container("[", "]", groups, 2)}`;
    });
  const members = [
    `"model": ${scalar()}`,
    ...(next() < 0.7 ? [`"hooks": ${container("{", "}", hookMembers, 1)}`] : []),
    `"n": [${scalar()}, ${scalar()}]`,
  ].filter(() => next() < 0.9);
  return `${comments && next() < 0.3 ? "// top\n" : ""}${container("{", "}", members, 0)}${pick(["\n", "", crlf ? "\r\n" : "\n"])}`;
}

test("install → uninstall gives back every byte of varied user files, and install adds exactly handoff's entries", async () => {
  const next = random(13);
  for (let n = 0; n < 60; n++) {
    const agent = AGENTS[n % 3]!;
    const original = randomSettings(next, agent);
    const { installed, back, root } = await roundTrip(agent, original);
    const value = JSON.parse(blankComments(original)) as unknown;
    const adapter = await requireHookAdapter(agent);
    const specs = [
      ...hookEntriesFor(adapter),
      ...wrapUpEntriesFor(adapter, `handoff hook ${agent}`),
      ...editEntriesFor(adapter),
    ];
    const expected = mergeHookEntries(value, specs, isHandoffCommand(agent)).settings;
    assert.deepEqual(
      JSON.parse(blankComments(installed ?? "")),
      expected,
      `${agent} #${n}: ${JSON.stringify(original)}`,
    );
    assert.equal(back, original, `${agent} #${n}: ${JSON.stringify(original)}`);
    // Installing twice changes nothing.
    await installHooks(root, agent, { agentVersion: "0.171.0" });
    const file = join(root, settingsTargetFor(adapter).file);
    const once = read(file);
    await installHooks(root, agent, { agentVersion: "0.171.0" });
    assert.equal(read(file), once);
  }
});
