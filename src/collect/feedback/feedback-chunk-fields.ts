/**
 * The feedback scan's use of the WebAssembly kernel (`json/feedback-kernel.ts`): each chunk the
 * forward reader reads lands in the kernel's memory. Runs of lines that cannot change the trim
 * (passing lines no failed command waiting for a pass can share a base with) are counted there
 * and never reach JavaScript but for the last K of a run, the window's (`#takePassing`); every
 * other line is visited, with its `exit_code` and `command` from the kernel's record of it
 * instead of a byte walk. Lines the kernel is unsure of, lines not in a chunk (one that spans
 * two reads, a multi-MB one) and every line when the kernel is off (`HANDOFF_NO_WASM=1`, or no
 * WebAssembly SIMD) go to `readFeedbackFields`: the fields are the same either way.
 */
import {
  type FeedbackKernel,
  feedbackKernel,
  KERNEL_INPUT_BYTES,
  KERNEL_INPUTS,
  REC_COMMAND_END,
  REC_COMMAND_HASH,
  REC_COMMAND_START,
  REC_EXIT_END,
  REC_EXIT_START,
  REC_START,
  REC_SURE,
  RING_SLOTS,
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
  /** The failed commands whose keys the kernel's table counts, while it is held. */
  #failed: FailedCommands | null = null;
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
    this.#failed?.attach(null);
    this.#failed = null;
    this.#kernel = null;
    this.#chunk = null;
  }

  /**
   * What the forward reader needs: read into the kernel's memory, tell each chunk, and (with
   * `scan`) let runs of lines that cannot change the trim be taken without a visit each
   * (`#takePassing`; not for a window longer than the kernel's ring).
   */
  readOptions(scan?: PassingScan): Pick<ReadOptions, "onChunk" | "buffers" | "consume"> {
    const kernel = this.#kernel;
    if (kernel === null) return {};
    const take = scan !== undefined && scan.window.capacity <= RING_SLOTS ? scan : undefined;
    if (take) {
      this.#failed = take.failed;
      take.failed.attach(kernel.keyCounts);
    }
    return {
      onChunk: (chunk, bytes) => this.#setChunk(chunk, bytes),
      buffers: kernel.inputs,
      ...(take ? { consume: (chunk, _bytes, at) => this.#takePassing(chunk, at, take) } : {}),
    };
  }

  /**
   * Take the lines from `at` on that cannot change the trim, as the scan's visit would take each
   * (`feedback.ts`): the kernel counts them (`run`) and stops at the first other line, for the
   * visit. Only the last K of them reach the window; the trim only counts them.
   */
  #takePassing(chunk: Buffer, at: LineCursor, scan: PassingScan): void {
    if (chunk !== this.#chunk) return;
    const kernel = this.#kernel as FeedbackKernel;
    const base = this.#base;
    const { trimmer, failed, window, file } = scan;
    const count = kernel.run(base + at.start, base + this.#bytes, failed.size);
    if (count === 0) return;
    const position = trimmer.position;
    trimmer.skipPassing(count);
    const ring = kernel.ring;
    for (let j = Math.max(0, count - window.capacity); j < count; j++) {
      const slot = (j & (RING_SLOTS - 1)) * 2;
      const start = (ring[slot] as number) - base;
      const newline = (ring[slot + 1] as number) - base;
      // The window keeps the line's length without its newline or a `\r` before it.
      const length = newline - start - (newline > start && chunk[newline - 1] === CR ? 1 : 0);
      window.pushPassing(position + j, file, at.fileOffset + start, length, at.lineNo + j);
    }
    at.start = kernel.stopped() - base;
    at.lineNo += count;
  }

  #setChunk(chunk: Buffer, bytes: number): void {
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
    // Record 0 is of the last chunk (or of no line): never taken for one of this chunk.
    kernel.records[REC_START] = -1;
  }

  /** The fields of the line `line.buf[first, last)` (its bytes without surrounding space). */
  read(line: LineRef, first: number, last: number): FeedbackFields | undefined {
    return line.buf === this.#chunk
      ? this.#fromKernel(line, first, last)
      : readFeedbackFields(line.buf, first, last);
  }

  #fromKernel(line: LineRef, first: number, last: number): FeedbackFields | undefined {
    const base = this.#base;
    const kernel = this.#kernel as FeedbackKernel;
    const records = kernel.records;
    const start = base + line.start;
    // The line `run` stopped at is recorded already; another is recorded alone.
    if (records[REC_START] !== start) kernel.scan(start, base + this.#bytes, 1);
    const sure = records[REC_START] === start ? (records[REC_SURE] as number) : 0;
    if ((sure & SURE) === 0) return readFeedbackFields(line.buf, first, last);
    const buf = line.buf;
    const exitStart = (records[REC_EXIT_START] as number) - base;
    const exitEnd = (records[REC_EXIT_END] as number) - base;
    const exitCode = (sure & ZERO) !== 0 ? 0 : readExitValue(buf, exitStart, exitEnd);
    const commandStart = (records[REC_COMMAND_START] as number) - base;
    const commandEnd = (records[REC_COMMAND_END] as number) - base;
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
    fields.commandHash = (sure & PLAIN) === 0 ? undefined : (records[REC_COMMAND_HASH] as number);
    return fields;
  }
}
