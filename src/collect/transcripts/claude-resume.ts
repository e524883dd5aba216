/**
 * A Claude Code session read so that the next `write` can resume (issue 19): the lines are
 * handed to the parser with where they are, so every event carries the source of its text
 * (`claude-refs.ts`); the parser's and the summary's state at the main file's last complete
 * line is saved in `.handoff/cache/` (`transcript-cache.ts`) once the packet is stored, and the
 * next scan of the grown file starts there, reading each text of the state back from its line.
 *
 * Subagent files are read first (as `readClaudeEvents` does): the scan resumes only when they
 * are all unchanged; a new or grown one means a full scan.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { basename } from "node:path";
import { ClaudeParser, parseClaudeLine, type SavedClaudeParser } from "./claude.js";
import { listSubagentFiles } from "./claude-files.js";
import {
  asBlockRef,
  asCommandRef,
  asLinePlace,
  type BlockRef,
  type LinePlace,
} from "./claude-refs.js";
import { resultEvents } from "./claude-results.js";
import { type PendingTool, toPendingTool } from "./claude-tools.js";
import { claudePlan } from "./session-reads.js";
import {
  isObject,
  type JsonObject,
  skipOversize,
  type SourceRef,
  str,
  type TranscriptEvent,
  todoItems,
} from "./events.js";
import { readRawLines } from "./raw-lines.js";
import { TranscriptAccumulator } from "./summary.js";
import {
  hashResumePoint,
  identifySession,
  loadTranscriptCache,
  type SavedTranscriptScan,
  type SessionFile,
  saveTranscriptCache,
  TRANSCRIPT_CACHE_VERSION,
  type TranscriptScanKey,
  warnUnreadable,
} from "./transcript-cache.js";

/** Use the scan cache; `warn` gets one line when it is unreadable. */
export interface TranscriptCacheOptions {
  warn: (message: string) => void;
  /** Hand the cache's save over instead of running it (`CollectOptions.deferWrite`). */
  defer?: ((write: () => Promise<void>) => void) | undefined;
}

/** Lines with something of the session (`used`) and with nothing of use (`unused`). */
export interface EventCounts {
  used: number;
  unused: number;
}

/** What the scan needs from its caller. */
export interface ResumableScan {
  path: string;
  /** The display path: skipped-line reports and the cache key name it. */
  label: string;
  k: number;
  root: string;
  cache: TranscriptCacheOptions;
  /** Count one event into `counts` (the caller's rule of what is content). */
  count: (counts: EventCounts, event: TranscriptEvent) => void;
}

/** The parser options of `write` (a passing record keeps its command only, SPEC §4). */
const PASSING_OUTPUT = false;

/** Read a Claude Code session into a summary, resuming from the cache when it allows. */
export async function scanClaudeResumable(
  scan: ResumableScan,
): Promise<{ summary: TranscriptAccumulator; counts: EventCounts }> {
  const { path, label, k, root, cache } = scan;
  const subs = await listSubagentFiles(path);
  const files: (SessionFile & { label: string; sidechain: boolean })[] = [
    ...subs.map((sub) => {
      const name = `subagents/${basename(sub)}`;
      return { path: sub, name, label: `${label}:${name}`, sidechain: true };
    }),
    { path, name: basename(path), label, sidechain: false },
  ];
  const key: TranscriptScanKey = {
    source: label,
    agent: "claude",
    k,
    passing_output: PASSING_OUTPUT,
  };
  const identities = await identifySession(files);
  const saved = await loadTranscriptCache(root, key, files, cache.warn);
  const restored =
    saved &&
    restore(
      saved,
      files.map((f) => f.path),
      subs.length,
      cache.warn,
    );
  const { parser, summary, counts } = restored ?? {
    parser: new ClaudeParser({ passingOutput: PASSING_OUTPUT }),
    summary: new TranscriptAccumulator(k),
    counts: { used: 0, unused: 0 },
  };
  let snapshot: SavedTranscriptScan | null = null;
  const take = (offset: number, lineNo: number) => {
    const parserState = parser.save();
    const summaryState = summary.saveState();
    if (identities === null || parserState === null || summaryState === null) return;
    snapshot = {
      version: TRANSCRIPT_CACHE_VERSION,
      key,
      files: identities,
      resume: { offset, line_no: lineNo, hash: "", head: "" },
      counts: { ...counts },
      parser: parserState,
      summary: summaryState,
    };
  };
  const last = files.length - 1;
  const first = restored && saved ? last : 0;
  for (let index = first; index <= last; index++) {
    const file = files[index] as (typeof files)[number];
    const from =
      restored && saved
        ? { startOffset: saved.resume.offset, startLineNo: saved.resume.line_no }
        : {};
    let next = { offset: from.startOffset ?? 0, lineNo: from.startLineNo ?? 1 };
    for await (const lines of readRawLines(file.path, from)) {
      for (const line of lines) {
        if (index === last && line.partial) take(line.offset, line.lineNo);
        const events =
          line.oversize !== undefined
            ? [skipOversize(file.label, line.lineNo, line.oversize)]
            : parser.handleBytes(
                line.buf,
                line.start,
                line.end,
                line.lineNo,
                file.label,
                file.sidechain,
                [index, line.offset, line.end - line.start],
              );
        for (const event of events) {
          scan.count(counts, event);
          summary.add(event);
        }
        const length =
          line.oversize ?? line.end - line.start + (line.buf[line.end] === 0x0d ? 1 : 0);
        next = { offset: line.offset + length + 1, lineNo: line.lineNo + 1 };
      }
    }
    if (index === last && snapshot === null) take(next.offset, next.lineNo);
  }
  for (const event of parser.finish()) {
    scan.count(counts, event);
    summary.add(event);
  }
  if (snapshot !== null) {
    const done: SavedTranscriptScan = snapshot;
    await hashResumePoint(path, done);
    const save = () =>
      saveTranscriptCache(root, done).catch((error: Error) =>
        cache.warn(`could not save the transcript scan cache: ${error.message}`),
      );
    if (cache.defer) cache.defer(save);
    else await save();
  }
  return { summary, counts };
}

/** The saved state read back, or null (a full scan) when a text cannot be read back. */
function restore(
  saved: SavedTranscriptScan,
  paths: string[],
  subagents: number,
  warn: (message: string) => void,
): { parser: ClaudeParser; summary: TranscriptAccumulator; counts: EventCounts } | null {
  const lines = new SessionLines(paths);
  try {
    const read = new SourceReader(lines, subagents);
    const parser = ClaudeParser.restore(
      { passingOutput: PASSING_OUTPUT },
      saved.parser as SavedClaudeParser,
      {
        tool: (from) => read.tool(from),
        cwd: (from) => read.cwd(from),
      },
    );
    const summary = TranscriptAccumulator.restore(saved.key.k, saved.summary, (from, kind) =>
      read.event(from, kind),
    );
    return { parser, summary, counts: { ...saved.counts } };
  } catch {
    // The files passed every check, yet a saved source does not read back: not ours to trust.
    warnUnreadable(warn);
    return null;
  } finally {
    lines.close();
  }
}

/** Lines of the session's files read back by place (synchronously: a few short reads). */
class SessionLines {
  readonly #paths: string[];
  readonly #fds = new Map<number, number>();
  readonly #objects = new Map<string, JsonObject>();

  constructor(paths: string[]) {
    this.#paths = paths;
  }

  /** The object of the line at `place`; throws when it is not one. */
  object(place: LinePlace): JsonObject {
    const [file, offset, length] = place;
    const key = `${file}:${offset}:${length}`;
    const known = this.#objects.get(key);
    if (known !== undefined) return known;
    const path = this.#paths[file];
    if (path === undefined) throw new Error("no such file");
    let fd = this.#fds.get(file);
    if (fd === undefined) {
      fd = openSync(path, "r");
      this.#fds.set(file, fd);
    }
    const buf = Buffer.allocUnsafe(length);
    if (readSync(fd, buf, 0, length, offset) !== length) throw new Error("line cut short");
    const value = parseClaudeLine(buf, 0, length);
    if (typeof value === "string") throw new Error(value);
    this.#objects.set(key, value);
    return value;
  }

  close(): void {
    for (const fd of this.#fds.values()) closeSync(fd);
    this.#fds.clear();
  }
}

/** Reads each saved source back into what the parser made of it. */
class SourceReader {
  readonly #lines: SessionLines;
  readonly #subagents: number;

  constructor(lines: SessionLines, subagents: number) {
    this.#lines = lines;
    this.#subagents = subagents;
  }

  /** The content block a block ref names, with its line. */
  #block(from: SourceRef): { obj: JsonObject; block: unknown; ref: BlockRef } {
    const ref = asBlockRef(from);
    if (ref === undefined) throw new Error("not a block");
    const obj = this.#lines.object([ref[0], ref[1], ref[2]]);
    const holder = obj["type"] === "attachment" ? obj["attachment"] : obj["message"];
    if (!isObject(holder)) throw new Error("no content");
    const content = obj["type"] === "attachment" ? holder["prompt"] : holder["content"];
    const block = ref[3] === -1 ? content : Array.isArray(content) ? content[ref[3]] : undefined;
    if (block === undefined) throw new Error("no such block");
    return { obj, block, ref };
  }

  /** Whether the line is a subagent's (a subagent file, or marked so). */
  #sidechain(obj: JsonObject, ref: BlockRef | LinePlace): boolean {
    return ref[0] < this.#subagents || obj["isSidechain"] === true;
  }

  tool(from: SourceRef): PendingTool {
    const { obj, block, ref } = this.#block(from);
    if (!isObject(block)) throw new Error("not a tool use");
    const name = str(block["name"])?.toLowerCase();
    const input = block["input"];
    if (name === undefined || !isObject(input)) throw new Error("not a tool use");
    const tool = toPendingTool(
      name,
      input,
      str(block["id"]),
      str(obj["timestamp"]),
      this.#sidechain(obj, ref),
    );
    if (tool === undefined) throw new Error("not a tool use followed");
    tool.from = ref;
    return tool;
  }

  cwd(from: SourceRef): string {
    const place = asLinePlace(from);
    const cwd = place && str(this.#lines.object(place)["cwd"]);
    if (cwd === undefined) throw new Error("no cwd");
    return cwd;
  }

  /** The event of `kind` whose text sits at `from`. */
  event(from: SourceRef, kind: TranscriptEvent["kind"]): TranscriptEvent {
    if (kind === "command") return this.#command(from);
    if (kind === "cwd") return { kind, path: this.cwd(from), from };
    if (kind === "edit" || kind === "read") {
      const tool = this.tool(from);
      const path = tool.files[0];
      if (tool.kind !== kind || path === undefined) throw new Error(`not a ${kind}`);
      return { kind, path, from };
    }
    const { obj, block } = this.#block(from);
    // A long string is read lazily (a LazyString): `str` decodes it as the parser did.
    const text = isObject(block) ? str(block["text"]) : str(block);
    if (kind === "user") {
      if (text === undefined) throw new Error("no user text");
      return { kind, text, sidechain: this.#sidechain(obj, asBlockRef(from) as BlockRef), from };
    }
    if (kind === "report") {
      const report = text?.trim();
      if (!report) throw new Error("no report");
      return { kind, text: report, from };
    }
    if (!isObject(block) || !isObject(block["input"])) throw new Error("not a tool use");
    const input = block["input"];
    const name = str(block["name"])?.toLowerCase() ?? "";
    if (kind === "todos") {
      const items = name === "todowrite" ? todoItems(input["todos"]) : undefined;
      if (items === undefined) throw new Error("no to-do list");
      return { kind, items, from };
    }
    const plan = kind === "plan" ? claudePlan(name, input) : undefined;
    if (plan?.kind !== "plan") throw new Error(`cannot read back a ${kind}`);
    return { ...plan, from };
  }

  /** A command: its tool use and its result, through the parser's own pairing code. */
  #command(from: SourceRef): TranscriptEvent {
    const ref = asCommandRef(from);
    if (ref === undefined) throw new Error("not a command");
    const tool = this.tool(ref[0]);
    const { obj, block } = this.#block(ref[1]);
    if (!isObject(block)) throw new Error("not a tool result");
    const [event] = resultEvents(tool, obj, block, PASSING_OUTPUT, from);
    if (event?.kind !== "command") throw new Error("no command");
    return event;
  }
}
