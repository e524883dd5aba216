/**
 * A scripted session (relay-transcripts.ts) written as OpenCode's JSON storage (`session/`,
 * `message/`, `part/`, one file each, as OpenCode 1.x writes them): the user's messages, then
 * the files the agent wrote (its write tool's parts, then one patch part), its shell commands
 * with their exits, then its
 * closing words, turn by turn.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ScriptedRun, ScriptedSession } from "./relay-transcripts.js";

/** The session as `ScriptedSession`, but written by OpenCode (its writes as a patch part). */
export type OpenCodeSession = Omit<ScriptedSession, "agent">;

function writeJson(path: string, value: unknown): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Write `session`, run in `root`, as an OpenCode store under `dir`; returns the store's path. */
export function writeOpenCodeSession(dir: string, root: string, session: OpenCodeSession): string {
  const store = join(dir, `opencode-${session.day}`);
  const id = `ses_${session.day.replace(/-/g, "")}`;
  const start = Date.parse(`${session.day}T12:00:00.000Z`);
  let n = 0;
  const tick = () => start + 1000 * ++n;
  const runs = session.commands.map(
    (entry): ScriptedRun =>
      typeof entry === "string" ? { command: entry, exit: 0, output: "ok" } : entry,
  );
  const message = (role: "user" | "assistant", parent: string | null): string => {
    const msg = `msg_${String(++n).padStart(3, "0")}`;
    const common = { id: msg, sessionID: id, role, time: { created: tick() } };
    writeJson(
      join(store, "message", id, `${msg}.json`),
      role === "user"
        ? { ...common, agent: "build", model: { providerID: "local", modelID: "stand-in" } }
        : { ...common, parentID: parent, path: { cwd: root, root }, finish: "stop" },
    );
    return msg;
  };
  const part = (msg: string, value: Record<string, unknown>): void => {
    const prt = `prt_${String(++n).padStart(3, "0")}`;
    writeJson(join(store, "part", msg, `${prt}.json`), {
      id: prt,
      sessionID: id,
      messageID: msg,
      ...value,
    });
  };
  const say = (msg: string, text: string) =>
    part(msg, { type: "text", text, time: { start: tick() } });

  const [first = "", ...later] = session.user;
  const opening = message("user", null);
  say(opening, first);
  const work = message("assistant", opening);
  if (session.said !== undefined) say(work, session.said);
  // Each write as OpenCode's write tool records it (its content), then the step's patch part.
  for (const [i, write] of (session.writes ?? []).entries()) {
    const at = tick();
    part(work, {
      type: "tool",
      callID: `call_write_${i}`,
      tool: "write",
      state: {
        status: "completed",
        input: { filePath: join(root, write.path), content: write.content },
        output: "",
        metadata: {},
        time: { start: at, end: at + 100 },
      },
    });
  }
  const written = (session.writes ?? []).map((write) => join(root, write.path));
  if (written.length > 0) part(work, { type: "patch", hash: "0".repeat(8), files: written });
  for (const [i, run] of runs.entries()) {
    const at = tick();
    part(work, {
      type: "tool",
      callID: `call_${i}`,
      tool: "bash",
      state: {
        status: "completed",
        input: { command: run.command, description: "Run it" },
        output: `${run.output}\n`,
        metadata: { exit: run.exit },
        time: { start: at, end: at + 500 },
      },
    });
  }
  let parent = work;
  for (const text of later) {
    say(parent, "Noted.");
    const asked = message("user", null);
    say(asked, text);
    parent = message("assistant", asked);
  }
  for (const text of [
    ...(session.report === null ? [] : [session.report]),
    ...(session.more ?? []),
  ])
    say(parent, text);
  writeJson(join(store, "session", "proj_relay", `${id}.json`), {
    id,
    version: "1.3.17",
    projectID: "proj_relay",
    directory: root,
    parentID: null,
    slug: id,
    title: first.slice(0, 40),
    time: { created: start, updated: tick() },
  });
  return store;
}
