import { realpathSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { readFeedbackLog } from "../../collect/feedback/feedback.js";
import { assertReadableFile } from "../../collect/input-file.js";
import { UsageError } from "../../errors.js";
import { intOption, parseCommandArgs } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff trim FILE [--k N]

Stream a feedback log (JSONL, one command a line) and print the records the trim keeps, as
JSONL: the last K records (default 5) plus every failure (non-zero or null exit), in order,
failures of one command grouped with a count, at most 30 entries. Malformed lines are skipped
and reported on stderr.`;

export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("trim", args, { k: { type: "string" } });
  const [file, extra] = parsed.positionals;
  if (file === undefined) throw new UsageError("missing FILE. Usage: handoff trim FILE [--k N]");
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
  const k = intOption("trim", parsed, "k", 5, { min: 1, max: 30 });
  const path = resolve(io.cwd, file);
  assertReadableFile(path, file);
  // FILE is named by the user, so a symlink may point anywhere: read the file it points to
  // (readFeedbackLog refuses links that leave the folder it is given).
  const real = realpathSync(path);
  const summary = await readFeedbackLog(dirname(real), [basename(real)], k);
  const { redactValue } = await import("../../redact/index.js");
  const lines = summary.tail.map((entry) => JSON.stringify(redactValue(entry).value));
  await writeOut(io.stdout, lines.length > 0 ? `${lines.join("\n")}\n` : "");
  if (summary.skipped_count > 0) {
    const listed = summary.skipped.map((s) => `  ${s.reason}`).join("\n");
    await writeOut(
      io.stderr,
      `handoff trim: skipped ${summary.skipped_count} malformed line(s) of ${file}:\n${listed}\n`,
    );
  }
  return 0;
}
