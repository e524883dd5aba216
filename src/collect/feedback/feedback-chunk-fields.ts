/**
 * The feedback scan's use of the WebAssembly kernel (`json/feedback-kernel.ts`): each chunk the
 * forward reader reads is copied into the kernel's memory and scanned in one pass; a line of that
 * chunk then gets its `exit_code` and `command` from the kernel's record instead of a byte walk.
 * Lines the kernel is unsure of, lines not in a chunk (one that spans two reads, a multi-MB one)
 * and every line when the kernel is off (`HANDOFF_NO_WASM=1`, or no WebAssembly SIMD) go to
 * `readFeedbackFields`: the fields are the same either way.
 */
import {
  type FeedbackKernel,
  feedbackKernel,
  KERNEL_INPUT_BYTES,
  KERNEL_INPUTS,
  KERNEL_MAX_LINES,
  REC_COMMAND_END,
  REC_COMMAND_HASH,
  REC_COMMAND_START,
  REC_EXIT_END,
  REC_EXIT_START,
  REC_NEWLINE,
  REC_START,
  REC_SURE,
  RECORD_INTS,
  PLAIN,
  SURE,
  ZERO,
} from "../../json/feedback-kernel.js";
import { type FeedbackFields, readFeedbackFields } from "../../json/feedback-fields.js";
import { isStringArray, readExitValue } from "../../json/feedback-values.js";
import type { LineCursor, ReadOptions } from "../../platform/lines/forward.js";
import type { FeedbackTrimmer } from "../../trim/trim.js";
import type { FailedCommands } from "./failed-commands.js";
import type { LineWindow } from "./feedback-window.js";
import type { LineRef } from "../../platform/lines/line.js";
import { readEnvCount } from "../../util/env-count.js";

const QUOTE = 0x22;
const CR = 0x0d;

/** What a run of passing lines taken without a visit updates (the scan's state, and its file). */
export interface PassingScan {
  trimmer: FeedbackTrimmer;
  failed: FailedCommands;
  window: LineWindow;
  file: string;
}

/**
 * From how many bytes to scan the kernel is used. Making it (assembling, compiling and
 * instantiating the module) costs ~15 ms, and it saves ~0.1-0.5 ms a MB (plain to escaped
 * logs): a warm write scanning the last MB appended, or a small log, is faster without it.
 * `HANDOFF_WASM_MIN_BYTES` overrides (tests, measurements).
 */
export const KERNEL_MIN_SCAN_BYTES = 64 * 1024 * 1024;

/** Whether a scan of `bytes` uses the kernel (see KERNEL_MIN_SCAN_BYTES). */
export function kernelPaysFor(bytes: number, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env["HANDOFF_NO_WASM"] === "1") return false;
  return bytes >= (readEnvCount(env, "HANDOFF_WASM_MIN_BYTES") ?? KERNEL_MIN_SCAN_BYTES);
}

/** The kernel's memory is one: a second scan running at the same time goes without it. */
let leased = false;

/** The fields of the lines of the chunk being handed out, from the kernel when it has them. */
export class ChunkFields {
  #kernel: FeedbackKernel | null = null;
  #chunk: Buffer | null = null;
  /** Where the chunk starts in the kernel's memory (its positions are memory offsets). */
  #base = 0;
  #bytes = 0;
  #count = 0;
  #cursor = 0;
  /** Reused: the caller reads it before asking for the next line. */
  readonly #fields: FeedbackFields = {
    exitCode: 0,
    commandStart: 0,
    commandEnd: 0,
    commandIsString: true,
    commandHash: undefined,
  };

  /**
   * `useKernel` false (or `HANDOFF_NO_WASM=1`): every line through `readFeedbackFields`.
   * Otherwise the kernel is held until `release`.
   */
  constructor(useKernel = process.env["HANDOFF_NO_WASM"] !== "1") {
    if (!useKernel || leased) return;
    this.#kernel = feedbackKernel();
    if (this.#kernel) leased = true;
  }

  /** Give the kernel back (once the scan is over). */
  release(): void {
    if (this.#kernel) leased = false;
    this.#kernel = null;
    this.#chunk = null;
  }

  /**
   * What the forward reader needs: read into the kernel's memory, tell each chunk, and (with
   * `scan`) let runs of passing lines be taken without a visit each (`#takePassing`).
   */
  readOptions(scan?: PassingScan): Pick<ReadOptions, "onChunk" | "buffers" | "consume"> {
    const kernel = this.#kernel;
    if (kernel === null) return {};
    return {
      onChunk: (chunk, bytes) => this.#scanChunk(chunk, bytes),
      buffers: kernel.inputs,
      ...(scan ? { consume: (chunk, _bytes, at) => this.#takePassing(chunk, at, scan) } : {}),
    };
  }

  /**
   * Move the cursor to the record of the line starting at memory offset `lineStart` (scanning on
   * when a call recorded KERNEL_MAX_LINES); its index in `records`, or -1 when there is none.
   */
  #seek(lineStart: number): number {
    const kernel = this.#kernel as FeedbackKernel;
    const records = kernel.records;
    let at = this.#cursor * RECORD_INTS;
    for (;;) {
      if (this.#cursor === this.#count) {
        // More lines than one call records: go on after the last line recorded.
        if (this.#count < KERNEL_MAX_LINES) return -1;
        const from = (records[(this.#count - 1) * RECORD_INTS + REC_NEWLINE] as number) + 1;
        this.#count = kernel.scan(from, this.#base + this.#bytes);
        this.#cursor = 0;
        at = 0;
        continue;
      }
      const start = records[at + REC_START] as number;
      if (start === lineStart) return at;
      if (start > lineStart) return -1;
      this.#cursor++;
      at += RECORD_INTS;
    }
  }

  /**
   * Take the passing lines from `at` on, as the scan's visit would take each (`feedback.ts`):
   * certain fields, exit code exactly 0, and a command that is no pending failure (hashed by
   * the kernel, or no failure pending at all). Stops at the first other line, for the visit.
   */
  #takePassing(chunk: Buffer, at: LineCursor, scan: PassingScan): void {
    if (chunk !== this.#chunk) return;
    const base = this.#base;
    let index = this.#seek(base + at.start);
    if (index < 0) return;
    const records = (this.#kernel as FeedbackKernel).records;
    const { trimmer, failed, window, file } = scan;
    let lines = 0;
    let next = at.start;
    for (; this.#cursor < this.#count; this.#cursor++, index += RECORD_INTS) {
      const flags = records[index + REC_SURE] as number;
      if ((flags & (SURE | ZERO)) !== (SURE | ZERO)) break;
      const commandStart = (records[index + REC_COMMAND_START] as number) - base;
      const commandEnd = (records[index + REC_COMMAND_END] as number) - base;
      // The kernel vouches for an argv's brackets, not for what lies between its strings
      // (`["go","test"x]`): the visit's own check decides, as `#fromKernel` does.
      if (chunk[commandStart] !== QUOTE && !isStringArray(chunk, commandStart, commandEnd)) break;
      if (failed.size > 0) {
        if ((flags & PLAIN) === 0) break;
        const hash = records[index + REC_COMMAND_HASH] as number;
        if (failed.matchPlain(chunk, commandStart, commandEnd, hash) !== undefined) break;
      }
      const start = (records[index + REC_START] as number) - base;
      const newline = (records[index + REC_NEWLINE] as number) - base;
      // The window keeps the line's length without its newline or a `\r` before it.
      const length = newline - start - (newline > start && chunk[newline - 1] === CR ? 1 : 0);
      const position = trimmer.position;
      trimmer.skipPassing();
      window.pushPassing(position, file, at.fileOffset + start, length, at.lineNo + lines);
      lines++;
      next = newline + 1;
    }
    at.start = next;
    at.lineNo += lines;
  }

  #scanChunk(chunk: Buffer, bytes: number): void {
    const kernel = this.#kernel;
    if (kernel === null || bytes > KERNEL_INPUT_BYTES) {
      this.#chunk = null;
      return;
    }
    let base: number;
    if (chunk.buffer === kernel.memory.buffer) base = chunk.byteOffset - kernel.memory.byteOffset;
    else {
      // A reader with buffers of its own (a chunk size over the kernel's): copied in.
      base = KERNEL_INPUTS[0];
      kernel.memory.set(chunk.subarray(0, bytes), base);
    }
    this.#chunk = chunk;
    this.#base = base;
    this.#bytes = bytes;
    this.#count = kernel.scan(base, base + bytes);
    this.#cursor = 0;
  }

  /** The fields of the line `line.buf[first, last)` (its bytes without surrounding space). */
  read(line: LineRef, first: number, last: number): FeedbackFields | undefined {
    return line.buf === this.#chunk
      ? this.#fromKernel(line, first, last)
      : readFeedbackFields(line.buf, first, last);
  }

  #fromKernel(line: LineRef, first: number, last: number): FeedbackFields | undefined {
    const base = this.#base;
    const at = this.#seek(base + line.start);
    const records = (this.#kernel as FeedbackKernel).records;
    const sure = at < 0 ? 0 : (records[at + REC_SURE] as number);
    if ((sure & SURE) === 0) return readFeedbackFields(line.buf, first, last);
    const buf = line.buf;
    const exitStart = (records[at + REC_EXIT_START] as number) - base;
    const exitEnd = (records[at + REC_EXIT_END] as number) - base;
    const exitCode = (sure & ZERO) !== 0 ? 0 : readExitValue(buf, exitStart, exitEnd);
    const commandStart = (records[at + REC_COMMAND_START] as number) - base;
    const commandEnd = (records[at + REC_COMMAND_END] as number) - base;
    const commandIsString = buf[commandStart] === QUOTE;
    if (
      exitCode === undefined ||
      (!commandIsString && !isStringArray(buf, commandStart, commandEnd))
    )
      return readFeedbackFields(buf, first, last);
    const fields = this.#fields;
    fields.exitCode = exitCode;
    fields.commandStart = commandStart;
    fields.commandEnd = commandEnd;
    fields.commandIsString = commandIsString;
    fields.commandHash =
      (sure & PLAIN) === 0 ? undefined : (records[at + REC_COMMAND_HASH] as number);
    return fields;
  }
}
