/**
 * Every command the hooks tell an agent to run works on the route handoff was installed by
 * (issue 31). On the Claude Code plugin route there is no `handoff` on PATH: the hooks run
 * `node <plugin root>/dist/handoff.cjs hook claude`, and the Stop gate's fix lines, the
 * PreCompact instructions and the SessionStart briefing must name that launcher. The test runs
 * the hooks through a plugin-shaped path (a folder with a space in it), with a PATH that has
 * node and git but no `handoff`, then extracts every command the texts suggest and runs it
 * with that PATH: each must run (never exit 127, "command not found").
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { commands } from "../../src/cli/commands/index.js";
import { packageRoot } from "../../src/platform/package-root.js";
import { hookInput, packetIds, waitForWriters } from "../helpers/hook-process.js";
import { git, makeRepo, removeDir, shippedBinPath } from "../helpers/temp-repo.js";

const PATH = `${dirname(process.execPath)}:/usr/bin:/bin`;

/** A plugin root whose dist/handoff.cjs runs the shipped bundle, as the plugin's does. */
function pluginBundle(base: string): string {
  const dist = join(base, "my plugins", "handoff", "dist");
  mkdirSync(dist, { recursive: true });
  const bundle = join(dist, "handoff.cjs");
  writeFileSync(bundle, `require(${JSON.stringify(shippedBinPath())});\n`);
  return bundle;
}

function run(cwd: string, command: string[], stdin = "") {
  const result = spawnSync(command[0] ?? "", command.slice(1), {
    cwd,
    input: stdin,
    encoding: "utf8",
    env: { PATH, HOME: cwd, LANG: "C.UTF-8" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every `handoff <command> …` the text suggests, bare or through `launcher`. */
function suggested(text: string, launcher: string): { bare: string[]; routed: string[] } {
  const names = Object.keys(commands).join("|");
  const bare = [
    ...text.matchAll(new RegExp(`(?:^|[\`'(])handoff (?:${names})\\b[^\`'\\n)]*`, "gm")),
  ];
  const escaped = launcher.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A command ends at its closing backtick or quote (texts wrap commands in either).
  const routed = [
    ...text.matchAll(new RegExp(`${escaped} (?:${names})\\b(?:"[^"\\n]*"|[^\`'"\\n])*`, "g")),
  ].map((m) => m[0].trimEnd());
  return { bare: bare.map((m) => m[0]), routed };
}

test("plugin route: the Stop gate, PreCompact and SessionStart texts name the plugin's launcher, and each command they suggest runs without handoff on PATH", async () => {
  assert.notEqual(
    run("/", ["sh", "-c", "command -v handoff"]).code,
    0,
    "handoff is on the test PATH",
  );
  const repo = makeRepo("handoff-plugin-route-");
  const base = `${repo}-plugin`;
  try {
    const bundle = pluginBundle(base);
    const launcher = `node "${bundle}"`;
    writeFileSync(join(repo, "app.ts"), "export const answer = 42;\n");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "Add app");
    writeFileSync(join(repo, "app.ts"), "export const answer = 43;\n");
    const hook = (fields: Record<string, unknown>, ...flags: string[]) =>
      run(repo, ["node", bundle, "hook", "claude", ...flags], hookInput({ cwd: repo, ...fields }));

    // The Stop gate (block): a dirty tree and no next action.
    const stop = hook({ hook_event_name: "Stop", stop_hook_active: false }, "--gate", "block");
    assert.equal(stop.code, 0, stop.stderr);
    const gate = (JSON.parse(stop.stdout) as { reason: string }).reason;
    assert.match(gate, /fix: node ".*" note next/);
    // The turn's write goes to a detached writer after the gate answers: let it land first, or
    // it may store its packet after the one PreCompact writes.
    await waitForWriters(repo);
    // PreCompact writes a packet and prints the compaction instructions.
    const pre = hook({ hook_event_name: "PreCompact", trigger: "auto", custom_instructions: "" });
    assert.equal(pre.code, 0, pre.stderr);
    const [id] = packetIds(repo);
    assert.ok(id !== undefined, "PreCompact wrote no packet");
    // SessionStart: the briefing.
    const start = hook({ hook_event_name: "SessionStart", source: "compact" });
    const briefing = (
      JSON.parse(start.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    // The plugin's /handoff:resume runs the same bundle: its briefing too.
    const resume = run(repo, ["node", bundle, "resume"]);
    assert.equal(resume.code, 0, resume.stderr);

    const texts = { gate, precompact: pre.stdout, briefing, resume: resume.stdout };
    const commandsRun: string[] = [];
    for (const [name, text] of Object.entries(texts)) {
      const { bare, routed } = suggested(text, launcher);
      assert.deepEqual(bare, [], `${name} suggests a bare handoff command:\n${text}`);
      assert.ok(routed.length > 0, `${name} suggests no command:\n${text}`);
      commandsRun.push(...routed);
    }
    assert.ok(
      commandsRun.some((c) => c.includes(" show ")) &&
        commandsRun.some((c) => c.includes(" note next ")),
      commandsRun.join("\n"),
    );
    if (process.env["SHOW_ROUTE"]) console.log([...new Set(commandsRun)].join("\n"));
    for (const command of new Set(commandsRun)) {
      // Placeholders become a word; the command itself runs as written.
      const runnable = command.replace(/<[^>]*>/g, "x").replace(/…/g, "x");
      const result = run(repo, ["sh", "-c", runnable]);
      assert.notEqual(result.code, 127, `${runnable}: ${result.stderr}`);
      assert.ok(
        result.code !== null &&
          result.code <= 4 &&
          !/^sh: |not found|Cannot find/m.test(result.stderr),
        `${runnable} exited ${result.code}: ${result.stderr}`,
      );
    }

    // Suggested commands may hand a write to a detached writer: a packet it stores later would
    // be the active one, not the edited one.
    await waitForWriters(repo);
    // A packet edited by hand: the briefing that it failed its integrity check names the
    // plugin's launcher for show, archive and write too.
    // the active packet: a suggested `write` may have stored a newer one than PreCompact's
    const active = run(repo, ["node", bundle, "show", "--json"]);
    const activeId = (JSON.parse(active.stdout) as { id: string }).id;
    const packetFile = join(repo, ".handoff", "packets", activeId, "handoff.json");
    const packet = JSON.parse(readFileSync(packetFile, "utf8")) as Record<string, unknown>;
    writeFileSync(packetFile, JSON.stringify({ ...packet, next_action: "edited by hand" }));
    const tampered = hook({ hook_event_name: "SessionStart", source: "startup" });
    const failed = (
      JSON.parse(tampered.stdout) as { hookSpecificOutput: { additionalContext: string } }
    ).hookSpecificOutput.additionalContext;
    assert.match(failed, /failed its integrity check/);
    const named = suggested(failed, launcher);
    assert.deepEqual(
      named.bare,
      [],
      `the integrity note suggests a bare handoff command:\n${failed}`,
    );
    assert.ok(
      named.routed.some((c) => c.includes(` archive ${activeId}`)),
      named.routed.join("\n"),
    );
  } finally {
    removeDir(repo);
    removeDir(base);
  }
});

test("the npm route keeps `handoff …`: the bin at dist/bin/handoff.cjs names no launcher", () => {
  const repo = makeRepo("handoff-npm-route-");
  try {
    const stop = run(
      repo,
      ["node", shippedBinPath(), "hook", "claude", "--gate", "block"],
      hookInput({ cwd: repo, hook_event_name: "Stop", stop_hook_active: false }),
    );
    const gate = (JSON.parse(stop.stdout) as { reason: string }).reason;
    assert.match(gate, /fix: handoff note next "/);
  } finally {
    removeDir(repo);
  }
});

test("plugin slash commands and the skill: every handoff command they name exists on the plugin route", () => {
  const root = packageRoot();
  const dir = join(root, "plugin", "commands");
  const slash = readdirSync(dir).map((f) => f.replace(/\.md$/, ""));
  const names = Object.keys(commands);
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), "utf8");
    for (const span of text.matchAll(/`([^`]+)`/g)) {
      const code = span[1] ?? "";
      assert.ok(!/^handoff /.test(code), `${file}: \`${code}\` needs handoff on PATH`);
      const sub = /dist\/handoff\.mjs" (\S+)/.exec(code)?.[1];
      if (sub !== undefined) assert.ok(names.includes(sub), `${file}: no command '${sub}'`);
      const named = /^\/handoff:(\S+)/.exec(code)?.[1];
      if (named !== undefined) assert.ok(slash.includes(named), `${file}: no /handoff:${named}`);
    }
  }
  // The skill (one file for every route) says what to use when handoff is not on PATH, and
  // each slash command it names exists.
  const skill = readFileSync(join(root, "skills", "handoff", "SKILL.md"), "utf8");
  const named = [...skill.matchAll(/`\/handoff:([a-z]+)`/g)].map((m) => m[1]);
  assert.ok(named.length >= 3, "the skill names no slash command");
  for (const n of named) assert.ok(slash.includes(n ?? ""), `SKILL.md: no /handoff:${n}`);
  assert.ok(!skill.includes("npx -y agent-handoff"), "npx -y agent-handoff: not on the registry");
  for (const m of skill.matchAll(/(?:^|`)handoff ([a-z]+)/gm)) {
    assert.ok(names.includes(m[1] ?? ""), `SKILL.md: no command '${m[1]}'`);
  }
  assert.ok(existsSync(join(root, "plugin", "hooks", "hooks.json")));
});
