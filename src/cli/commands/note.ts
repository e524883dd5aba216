import { UsageError } from "../../errors.js";
import { appendNote, NOTE_KINDS } from "../../store/notes.js";
import { checkTopic } from "../../store/paths.js";
import { readRepoContext } from "../../store/repo-context.js";
import { flag, parseCommandArgs, stringList, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff note KIND TEXT [--root DIR] [--topic T] [--severity S] [--option "choice: implies"]... [--json]

Record what git cannot know, for the next packet (stored redacted in .handoff/notes.jsonl):
  objective    the session's goal
  decision     an open question; add each --option "choice: what it implies"
  pitfall      a trap the next session must avoid
  assumption   something believed but not yet validated
  risk         a known risk; --severity block|warn|info (default warn)
  proof        live evidence for an item
  next         the next step, ideally an exact command
  skill        a skill or doc the next session should load
  resolve ID   close a decision, pitfall, assumption or risk by its id

Notes belong to the current branch and topic. Unresolved decisions, pitfalls and assumptions
carry forward into each new packet until resolved.

Options:
  --root DIR        repo root (default: the enclosing git repo)
  --topic T         topic (default: default)
  --severity S      risk notes: block, warn or info
  --option TEXT     decision notes, repeatable: "choice: what it implies"
  --json            print the stored note as JSON`;

/** `handoff note`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("note", args, {
    root: { type: "string" },
    topic: { type: "string" },
    severity: { type: "string" },
    option: { type: "string", multiple: true },
    json: { type: "boolean" },
  });
  const [kind, ...words] = parsed.positionals;
  if (kind === undefined || words.length === 0) {
    throw new UsageError(
      `handoff note needs KIND and TEXT (KIND is one of ${NOTE_KINDS.join(", ")})`,
    );
  }
  const topic = checkTopic(stringOption(parsed, "topic"));
  const context = await readRepoContext(io.cwd, stringOption(parsed, "root"));
  const input = {
    kind,
    text: words.join(" "),
    options: stringList(parsed, "option"),
    branch: context.branch,
    topic,
  };
  const severity = stringOption(parsed, "severity");
  const note = await appendNote(
    context.root,
    severity === undefined ? input : { ...input, severity },
  );
  await writeOut(
    io.stdout,
    flag(parsed, "json")
      ? `${JSON.stringify(note)}\n`
      : `recorded ${note.kind} ${note.id}: ${note.text}\n`,
  );
  return 0;
}
