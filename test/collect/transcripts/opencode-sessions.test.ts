/**
 * Which session of an OpenCode store `write` and the hooks read: the one `--session` names,
 * else the newest one run in the repository (or below it), never a newer one of another
 * project; none of the repository's is an error listing what the store holds, unless the
 * caller asks (`ingest`), which then offers them all. Plain objects, no store.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  chooseSession,
  type SessionInfo,
} from "../../../src/collect/transcripts/agents/opencode/sessions.js";
import { InputError } from "../../../src/errors.js";

const session = (id: string, updated: number, directory: string, parent?: string): SessionInfo => ({
  id,
  updated,
  title: `title of ${id}`,
  parent,
  directory,
});

const STORE = [
  session("ses_here_old", 10, "/work/repo"),
  session("ses_here_sub", 30, "/work/repo/packages/api"),
  session("ses_other_new", 99, "/work/notes-app"),
  session("ses_prefix", 98, "/work/repo2"),
  session("ses_task", 50, "/work/repo", "ses_here_old"),
];

test("the newest session of the repository (a folder below it included), not the newest of the store", async () => {
  assert.equal(await chooseSession(STORE, { within: "/work/repo" }, "opencode.db"), "ses_here_sub");
  // A sibling whose name starts with the repo's is another project.
  assert.equal(
    await chooseSession(
      STORE.filter((s) => s.id !== "ses_here_sub"),
      { within: "/work/repo" },
      "db",
    ),
    "ses_here_old",
    "a sub-agent's session is never the default; /work/repo2 is not in /work/repo",
  );
  assert.equal(await chooseSession(STORE, {}, "opencode.db"), "ses_other_new", "no repo: newest");
});

test("--session wins over the repository; none of the repository's: an error, or with ask every session", async () => {
  assert.equal(
    await chooseSession(STORE, { within: "/work/repo", session: "ses_other_new" }, "db"),
    "ses_other_new",
  );
  await assert.rejects(
    chooseSession(STORE, { within: "/elsewhere" }, "opencode.db"),
    (error: unknown) =>
      error instanceof InputError &&
      /^opencode\.db holds no OpenCode session run in \/elsewhere; name one with --session ID:\n {2}ses_other_new /.test(
        error.message,
      ),
  );
  await assert.rejects(
    chooseSession(STORE, { within: "/elsewhere", ask: true }, "opencode.db"),
    /holds 4 OpenCode sessions; choose one with --session ID/,
  );
  assert.equal(
    await chooseSession(STORE.slice(0, 1), { within: "/work/repo", ask: true }, "db"),
    "ses_here_old",
  );
  assert.equal(
    await chooseSession([], { within: "/work/repo" }, "db"),
    undefined,
    "an empty store",
  );
});
