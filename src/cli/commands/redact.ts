import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import { InputError, UsageError } from "../../errors.js";
import { parseCommandArgs } from "../args.js";
import { type CliIO, isBrokenPipe } from "../io.js";

export const usage = `Usage: handoff redact [FILE]

Print FILE (or stdin when FILE is absent or '-') with secrets and private data replaced by
[REDACTED:<kind>]: API keys and tokens, passwords in assignments, flags and URLs, Authorization
headers, JWTs, private keys, connection strings, e-mail addresses, private IPs, internal host
names; home directories (/home/<user>, /Users/<user>) become '~'. Assignment names are kept
(OPENAI_API_KEY=[REDACTED:openai]).

Streams in batches of whole lines, so memory stays flat on multi-GB logs; a private key split
across reads is still caught, and a line over 1 MiB is read in overlapping windows, so a
secret across a cut is still caught whole.

Options:
  -h, --help     show this help
`;

/** `handoff redact [FILE]`: stream FILE or stdin to stdout through the redactor. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("redact", args, {});
  if (parsed.positionals.length > 1) {
    throw new UsageError("expected at most one FILE. Run 'handoff redact --help'.");
  }
  const file = parsed.positionals[0];
  let input = io.stdin;
  if (file !== undefined && file !== "-") {
    const path = resolve(io.cwd, file);
    const info = await stat(path).catch((error: unknown) => {
      throw new InputError(
        `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? "error"})`,
        { file },
      );
    });
    if (!info.isFile()) throw new InputError(`${file}: not a regular file`, { file });
    input = createReadStream(path);
  }
  // the redactor and its secretlint preset load only when this command runs
  const { redactStream } = await import("../../redact/index.js");
  await redactStream(input, io.stdout).catch((error: unknown) => {
    // Only stdout in this pipeline is a pipe to write: a reader that left early (`| head`) ends
    // the command quietly, like the other commands (`writeOut`).
    if (!isBrokenPipe(error)) throw error;
  });
  return 0;
}
