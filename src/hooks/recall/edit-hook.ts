/**
 * The point-of-edit hook (`handoff hook <agent> --edit`, on the PreToolUse of Claude Code, Codex
 * CLI and Qwen Code, Gemini CLI's BeforeTool, GitHub Copilot CLI's preToolUse): the paths the tool call is about to write, looked up in
 * the recall index of this branch (`.handoff/cache/recall/`), and on a hit the rules, failures
 * and conclusions about them added to the agent's context — or the edit denied when a user's
 * rule forbids the path and `.handoff/config.json` says `"guards": "block"`.
 *
 * It runs before every edit, so it is its own lean entry (`cli/bin.ts` loads it without the
 * CLI): no git process, no packet, no redaction rules or schema. A miss reads the hook input,
 * the repo's HEAD and one index file of a few KB, and prints nothing. The config (and, for a
 * denial, the notes) are read only on a hit. It never throws and never fails the agent's call:
 * anything that goes wrong is no recall.
 */
import { readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { findGitDirs } from "../../platform/git-files.js";
import { repoPaths } from "../../platform/repo-paths.js";
import { matchRecallAll, RECALL_MAX_CHARS, renderRecall } from "../../recall/match.js";
import { readPreToolCall, toolWritePaths } from "../../recall/tool-paths.js";
import { nameKey } from "../../store/paths.js";
import { readRecallIndexSync } from "../../store/recall-index-file.js";
import { EDIT_HOSTS, renderEditOutput, renderLiftHint } from "./edit-output.js";

/** What one run needs besides the hook's stdin text. */
export interface EditHookOptions {
  /** The process's working directory: the hook input's `cwd` wins. */
  cwd: string;
  /** `--topic`: the line of work whose index is read (default `default`). */
  topic?: string;
  /** `--event`: the event, for a host whose input names none (GitHub Copilot CLI). */
  event?: string;
}

/** The hook's stdout for one input: "" on a miss, on anything it does not understand, on error. */
export async function answerEdit(
  agent: string,
  inputText: string,
  options: EditHookOptions,
): Promise<string> {
  try {
    return await answer(agent, inputText, options);
  } catch {
    return "";
  }
}

async function answer(agent: string, inputText: string, options: EditHookOptions): Promise<string> {
  const host = Object.hasOwn(EDIT_HOSTS, agent) ? EDIT_HOSTS[agent] : undefined;
  if (host === undefined) return "";
  const input = JSON.parse(inputText) as Record<string, unknown>;
  const call = readPreToolCall(input, options.event ?? null);
  if (call.event !== host.event || call.toolName === null) return "";
  const paths = toolWritePaths(call.toolName, call.toolInput);
  if (paths.length === 0) return "";
  const cwd = resolve(options.cwd, typeof input["cwd"] === "string" ? input["cwd"] : ".");
  const dirs = findGitDirs(realpathSync(cwd));
  if (dirs === null) return "";
  const index = readRecallIndexSync(
    dirs.top,
    nameKey(readBranch(dirs.gitDir), options.topic ?? "default"),
  );
  if (index === null) return "";
  const { shown, hits: found } = matchRecallAll(
    index,
    paths.flatMap((path) => repoPaths(dirs.top, cwd, path)),
  );
  if (shown === null) return "";
  const guards = found.filter((hit) => hit.guard).map((hit) => hit.entry.id);
  const live = guards.length > 0 ? await liveBlockingGuards(dirs.top, guards) : null;
  // A guard lifted since the index was written is recalled as the words it is now.
  const hits =
    live === null
      ? found
      : found.map((hit) => ({ ...hit, guard: hit.guard && live.includes(hit.entry.id) }));
  const deny = live !== null && live.length > 0;
  const hint = deny ? renderLiftHint(live) : "";
  const text = renderRecall(shown, hits, RECALL_MAX_CHARS - (deny ? hint.length + 1 : 0));
  return renderEditOutput(host.format, { text: deny ? `${text}\n${hint}` : text, deny });
}

/**
 * The branch HEAD names (null when detached or unreadable): the file read, no git process. A
 * branch git's files do not say plainly is no recall rather than a spawn.
 */
function readBranch(gitDir: string): string | null {
  try {
    const head = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
    return head.startsWith("ref: refs/heads/") ? head.slice("ref: refs/heads/".length) : null;
  } catch {
    return null;
  }
}

/**
 * Under `"guards": "block"`, the guards among `ids` that still deny the edit: those no `resolve`
 * note has lifted since the index was written. Null when the guards only warn.
 */
async function liveBlockingGuards(root: string, ids: readonly string[]): Promise<string[] | null> {
  const { readGuardsSetting } = await import("../../store/config-file.js");
  if (readGuardsSetting(root) !== "block") return null;
  const lifted = await readLiftedGuards(root, ids);
  return ids.filter((id) => !lifted.has(id));
}

/** The ids among `ids` that a `resolve` note of `.handoff/notes.jsonl` closes. */
async function readLiftedGuards(root: string, ids: readonly string[]): Promise<Set<string>> {
  const [{ readRegularFileSync }, { notesPath }] = await Promise.all([
    import("../../platform/read-regular-file.js"),
    import("../../store/paths.js"),
  ]);
  let text: string;
  try {
    text = readRegularFileSync(notesPath(root));
  } catch {
    return new Set();
  }
  return findResolvedIds(text, ids);
}

/** Pure: the ids among `ids` that a `resolve` line of a notes file closes. */
export function findResolvedIds(notesText: string, ids: readonly string[]): Set<string> {
  const lifted = new Set<string>();
  for (const line of notesText.split("\n")) {
    if (!line.includes('"resolve"') || !ids.some((id) => line.includes(id))) continue;
    try {
      const note = JSON.parse(line) as { kind?: unknown; target?: unknown };
      if (note.kind === "resolve" && typeof note.target === "string" && ids.includes(note.target))
        lifted.add(note.target);
    } catch {
      // A torn line closes nothing.
    }
  }
  return lifted;
}

/**
 * The hook as a process: stdin read to its end (bounded: 1 MB, 10 s), the answer printed; always
 * exit code 0, so an edit is never failed by the hook itself (a denial is the answer's).
 */
export async function runEditHookProcess(
  agent: string,
  args: readonly string[],
  io: { stdin: NodeJS.ReadableStream; stdout: NodeJS.WritableStream; cwd: string },
): Promise<number> {
  const flagValue = (flag: string) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const topic = flagValue("--topic");
  const event = flagValue("--event");
  // The agent may close the pipe early: that is no error of the hook's.
  io.stdout.on("error", () => undefined);
  const text = await readInput(io.stdin);
  const out = text === null ? "" : await answerEdit(agent, text, { cwd: io.cwd, topic, event });
  if (out !== "") await new Promise<void>((done) => io.stdout.write(out, () => done()));
  return 0;
}

/** Stdin's text, or null past 1 MB or 10 s (a hook input is a few KB). */
function readInput(stdin: NodeJS.ReadableStream): Promise<string | null> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (value: string | null) => {
      clearTimeout(timer);
      stdin.removeAllListeners("data");
      if (value === null) (stdin as { destroy?: () => void }).destroy?.();
      done(value);
    };
    const timer = setTimeout(() => finish(null), 10_000);
    timer.unref();
    stdin.on("data", (chunk: Buffer | string) => {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > 1_000_000) finish(null);
      else chunks.push(buffer);
    });
    stdin.once("end", () => finish(Buffer.concat(chunks).toString("utf8")));
    stdin.once("error", () => finish(null));
  });
}
