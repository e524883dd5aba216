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
} from "../../json/feedback-kernel.js";
import { type FeedbackFields, readFeedbackFields } from "../../json/feedback-fields.js";
import { isStringArray, readExitValue } from "../../json/feedback-values.js";
import type { ReadOptions } from "../../platform/lines/forward.js";
import type { LineRef } from "../../platform/lines/line.js";

const QUOTE = 0x22;
const DIGIT_0 = 0x30;

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

  /** What the forward reader needs: read into the kernel's memory, and tell each chunk. */
  readOptions(): Pick<ReadOptions, "onChunk" | "buffers"> {
    const kernel = this.#kernel;
    if (kernel === null) return {};
    return { onChunk: (chunk, bytes) => this.#scanChunk(chunk, bytes), buffers: kernel.inputs };
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
    const kernel = this.#kernel as FeedbackKernel;
    const records = kernel.records;
    const base = this.#base;
    const lineStart = base + line.start;
    let at = this.#cursor * RECORD_INTS;
    for (;;) {
      if (this.#cursor === this.#count) {
        // More lines than one call records: go on after the last line recorded.
        if (this.#count < KERNEL_MAX_LINES) return readFeedbackFields(line.buf, first, last);
        const from = (records[(this.#count - 1) * RECORD_INTS + REC_NEWLINE] as number) + 1;
        this.#count = kernel.scan(from, base + this.#bytes);
        this.#cursor = 0;
        at = 0;
        continue;
      }
      if ((records[at + REC_START] as number) >= lineStart) break;
      this.#cursor++;
      at += RECORD_INTS;
    }
    const sure = records[at + REC_SURE] as number;
    if (records[at + REC_START] !== lineStart || (sure & SURE) === 0)
      return readFeedbackFields(line.buf, first, last);
    const buf = line.buf;
    const exitStart = (records[at + REC_EXIT_START] as number) - base;
    const exitEnd = (records[at + REC_EXIT_END] as number) - base;
    const exitCode =
      exitEnd - exitStart === 1 && buf[exitStart] === DIGIT_0
        ? 0
        : readExitValue(buf, exitStart, exitEnd);
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
