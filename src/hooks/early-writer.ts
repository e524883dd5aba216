/**
 * A turn's detached writer started before the hook has loaded. bin.ts starts it right after the
 * gate's status, while the process is still small; the writer waits on its stdin, and the hook
 * tells it the input it saved once the gate has answered (`hand`), or lets it go (`release`: it
 * exits). Started at the end instead, the writer's spawn forked a process grown to ~90 MB, inside
 * the turn's wait, and on Node 24 left every page the hook wrote after it to fault once more
 * (copy on write) until the process exited.
 *
 * The writer's side (`readHandedFile`): the line it is told, or null when the pipe closed with
 * none (the hook let it go, or died); it then runs as a writer started with `--from-file`.
 */
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import { findGitDirs } from "../platform/git-files.js";
import { spawnWriterProcess, type WriterProcessSpec } from "./writer-spawn.js";

/** A writer waiting for its input. */
export interface EarlyWriter {
  pid: number;
  /** What it was started for: a hand-over for anything else starts a writer of its own. */
  spec: Required<Pick<WriterProcessSpec, "agent" | "root">> & Pick<WriterProcessSpec, "topic">;
  /** Tell it the saved input; settles once the line is in the pipe. Once only. */
  hand: (file: string) => Promise<void>;
  /** Let it go without an input (it exits); nothing after `hand`. */
  release: () => void;
}

/**
 * Start a turn's writer (low priority) for the repository enclosing `dir` (against `cwd`), for
 * `agent` and `topic`; undefined when that is not a repository the files show, or the writer
 * cannot be started (the hand-over then starts one, as before).
 */
export function startWriterEarly(
  cwd: string,
  dir: string | undefined,
  spec: { agent: string; topic?: string; script?: string },
): EarlyWriter | undefined {
  try {
    const root = findGitDirs(realpathSync(resolve(cwd, dir ?? ".")))?.top;
    if (root === undefined) return undefined;
    const full = { ...spec, root, background: true };
    const child = spawnWriterProcess(full, "pipe");
    const stdin = child.stdin;
    if (stdin === null || child.pid === undefined) {
      stdin?.destroy();
      return undefined;
    }
    stdin.on("error", () => undefined);
    const started = {
      agent: spec.agent,
      root,
      ...(spec.topic === undefined ? {} : { topic: spec.topic }),
    };
    return waiting(child.pid, started, stdin);
  } catch {
    return undefined;
  }
}

function waiting(pid: number, spec: EarlyWriter["spec"], stdin: Writable): EarlyWriter {
  let done = false;
  return {
    pid,
    spec,
    hand: (file) => {
      if (done) return Promise.reject(new Error("this writer was handed its input already"));
      done = true;
      return new Promise((settle, fail) => {
        stdin.once("error", fail);
        stdin.end(`${JSON.stringify({ file })}\n`, () => settle());
      });
    },
    release: () => {
      if (done) return;
      done = true;
      stdin.destroy();
    },
  };
}

/** The writer's side: the file it is handed on `stdin`, or null when it is let go. */
export async function readHandedFile(stdin: Readable): Promise<string | null> {
  let text = "";
  stdin.setEncoding("utf8");
  for await (const chunk of stdin) {
    text += chunk as string;
    // A line is all it is ever told; more is not a hook's.
    if (text.length > 64 * 1024) return null;
  }
  try {
    const file = (JSON.parse(text) as { file?: unknown } | null)?.file;
    return typeof file === "string" && file !== "" ? file : null;
  } catch {
    return null;
  }
}
