import assert from "node:assert/strict";
import { test } from "node:test";
import {
  handoffCommand,
  launcherFor,
  onRoute,
  setHandoffCli,
} from "../../src/util/cli-launcher.js";

test("launcherFor: the plugin bundle names itself by its absolute path, anything else 'handoff'", () => {
  const root = "/home/u/.claude/plugins/cache/agent-handoff/handoff/0.1.0";
  assert.equal(launcherFor(`${root}/dist/handoff.cjs`), `node "${root}/dist/handoff.cjs"`);
  // What the plugin's hooks ran before its CommonJS launcher, still named by older settings.
  assert.equal(launcherFor(`${root}/dist/handoff.mjs`), `node "${root}/dist/handoff.mjs"`);
  assert.equal(
    launcherFor("/opt/my plugins/dist/handoff.cjs"),
    'node "/opt/my plugins/dist/handoff.cjs"',
  );
  assert.equal(launcherFor("/usr/lib/node_modules/agent-handoff/dist/bin/handoff.mjs"), "handoff");
  assert.equal(launcherFor("/usr/lib/node_modules/agent-handoff/dist/bin/handoff.cjs"), "handoff");
  assert.equal(launcherFor("/opt/$x/dist/handoff.mjs"), "node '/opt/$x/dist/handoff.mjs'");
  assert.equal(launcherFor("/repo/dist/src/cli/bin.js"), "handoff");
  assert.equal(launcherFor("/opt/plugin/dist/handoff.js"), "handoff");
  assert.equal(launcherFor(undefined), "handoff");
});

test("onRoute renames backticked handoff commands only, and only off the npm route", () => {
  const text = 'record it with `handoff note risk "x"`; the handoff packet';
  try {
    setHandoffCli("handoff");
    assert.equal(onRoute(text), text);
    setHandoffCli("node /p/dist/handoff.mjs");
    assert.equal(
      onRoute(text),
      'record it with `node /p/dist/handoff.mjs note risk "x"`; the handoff packet',
    );
    assert.equal(handoffCommand("check"), "node /p/dist/handoff.mjs check");
  } finally {
    setHandoffCli("handoff");
  }
});
