/**
 * Reading a saved source (`refs.ts`) back into what the Claude Code parser made of it: the
 * line is read again from its place and decoded as the parser decodes it, and the same pure code
 * (`toPendingTool`, `resultEvents`, `claudePlan`, `todoItems`) gives the same value. Throws when
 * a source does not read back (the file changed under the cache): the scan is then done in full.
 */
import { parseClaudeLine } from "./line.js";
import { asBlockRef, asCommandRef, asLinePlace, type BlockRef, type LinePlace } from "./refs.js";
import { resultEvents } from "./results.js";
import { type PendingTool, toPendingTool } from "./tools.js";
import {
  isObject,
  type JsonObject,
  type SourceRef,
  str,
  type TranscriptEvent,
  todoItems,
} from "../../events.js";
import { LinesAt } from "../../../../platform/lines/at.js";
import { claudePlan } from "../../session-reads.js";

/** Lines of the session's files read back by place (synchronously: a few short reads). */
export class SessionLines {
  readonly #lines: LinesAt;
  readonly #objects = new Map<string, JsonObject>();

  constructor(paths: string[]) {
    this.#lines = new LinesAt(paths);
  }

  /** The object of the line at `place`; throws when it is not one. */
  object(place: LinePlace): JsonObject {
    const [file, offset, length] = place;
    const key = `${file}:${offset}:${length}`;
    const known = this.#objects.get(key);
    if (known !== undefined) return known;
    const value = parseClaudeLine(this.#lines.read(file, offset, length), 0, length);
    if (typeof value === "string") throw new Error(value);
    this.#objects.set(key, value);
    return value;
  }

  close(): void {
    this.#lines.close();
  }
}

/** Reads each saved source back into what the parser made of it. */
export class SourceReader {
  readonly #lines: SessionLines;
  readonly #subagents: number;
  readonly #passingOutput: boolean;

  /** `subagents`: how many of the files are subagent files (they come first). */
  constructor(lines: SessionLines, subagents: number, passingOutput: boolean) {
    this.#lines = lines;
    this.#subagents = subagents;
    this.#passingOutput = passingOutput;
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
    // A whole write with the old text its result recorded: its tool use and its result.
    if (kind === "edit" && asCommandRef(from) !== undefined) return this.#paired(from, kind);
    if (kind === "edit" || kind === "read") {
      const tool = this.tool(from);
      const path = tool.files[0];
      if (tool.kind !== kind || path === undefined) throw new Error(`not a ${kind}`);
      // An edit's text as the parser read it: a saved removal reads its names back from it.
      return kind === "edit" ? { kind, path, from, ...tool.text } : { kind, path, from };
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
    return this.#paired(from, "command");
  }

  /** The `kind` event of a tool use and its result (`CommandRef`), as the parser made it. */
  #paired(from: SourceRef, kind: "command" | "edit"): TranscriptEvent {
    const ref = asCommandRef(from);
    if (ref === undefined) throw new Error(`not a ${kind}`);
    const tool = this.tool(ref[0]);
    const { obj, block } = this.#block(ref[1]);
    if (!isObject(block)) throw new Error("not a tool result");
    const [event] = resultEvents(tool, obj, block, this.#passingOutput, from);
    if (event?.kind !== kind) throw new Error(`no ${kind}`);
    return event;
  }
}
