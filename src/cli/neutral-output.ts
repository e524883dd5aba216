/**
 * The terminal edge of the CLI: every command's stdout and stderr pass `neutraliseForTerminal`
 * (render/inert-text.ts) on their way out, so no value a packet, a note or a transcript holds can
 * drive the terminal (ESC, BEL, OSC 52 to the clipboard, a bidi override) or close an agent's
 * context wrapper, whichever command prints it. A command that colours its output makes its text
 * inert itself, then paints it and writes it past the edge (`rawOutput`).
 */
import { StringDecoder } from "node:string_decoder";
import { Writable } from "node:stream";
import { neutraliseForTerminal } from "../render/inert-text.js";

/** A stream that neutralises what is written to it, then writes it to `target`. */
class NeutralisingStream extends Writable {
  readonly target: Writable;
  readonly isTTY: boolean;
  private readonly decoder = new StringDecoder("utf8");

  constructor(target: Writable) {
    super({ decodeStrings: false });
    this.target = target;
    this.isTTY = (target as { isTTY?: boolean }).isTTY === true;
    // A write's failure reaches its callback (`writeOut` settles a closed pipe there); the event
    // would otherwise be an uncaught exception.
    this.on("error", () => {});
  }

  override _write(
    chunk: string | Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    // A multi-byte character split across two Buffer chunks is held until it is whole.
    const text = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
    this.target.write(neutraliseForTerminal(text), (error) => callback(error ?? null));
  }

  override _final(callback: (error?: Error | null) => void): void {
    const rest = this.decoder.end();
    if (rest === "") callback();
    else this.target.write(neutraliseForTerminal(rest), (error) => callback(error ?? null));
  }
}

/** `stream` behind the terminal edge (once: a stream already behind it is returned as is). */
export function neutralOutput(stream: Writable): Writable {
  return stream instanceof NeutralisingStream ? stream : new NeutralisingStream(stream);
}

/**
 * The stream under the terminal edge, for a command that wrote its own text inert
 * (`neutraliseForTerminal`) and then coloured it, or draws a progress line.
 */
export function rawOutput(stream: Writable): Writable {
  return stream instanceof NeutralisingStream ? stream.target : stream;
}
