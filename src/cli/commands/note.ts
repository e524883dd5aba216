import { UsageError } from "../../errors.js";
import { appendNote, NOTE_KINDS } from "../../store/notes.js";
import { checkTopic } from "../../store/paths.js";
import { readRepoContext } from "../../store/repo-context.js";
import { flag, parseCommandArgs, stringList, stringOption } from "../args.js";
import { type CliIO, writeOut } from "../io.js";

export const usage = `Usage: handoff note KIND TEXT [--root DIR] [--topic T] [--severity S] [--option "choice: implies"]... [--json]
       handoff note resolve ID [WHY] [--choice C] [--why WHY]

Record what git cannot know, for the next packet (stored redacted in .handoff/notes.jsonl):
  objective    the session's goal
  decision     an open question; add each --option "choice: what it implies"
  pitfall      a trap the next session must avoid
  assumption   something believed but not yet validated
  risk         a known risk; --severity block|warn|info (default warn)
  proof        live evidence for an item
  next         the next step, ideally an exact command
  skill        a skill or doc the next session should load
  resolve ID   close a decision, pitfall, assumption or risk by its id ('handoff show' lists
               them); --choice names the option a decision settled on, --why (or the words
               after the id) says why: later packets report the answer

Notes belong to the current branch and topic. Unresolved decisions, pitfalls and assumptions
carry forward into each new packet until resolved.

Options:
  --root DIR        repo root (default: the enclosing git repo)
  --topic T         topic (default: default)
  --severity S      risk notes: block, warn or info
  --option TEXT     decision notes, repeatable: "choice: what it implies"
  --choice C        resolve of a decision: the option chosen (one of its --option choices)
  --why WHY         resolve: why it is closed
  --json            print the stored note as JSON`;

/** `handoff note`. */
export async function run(args: string[], io: CliIO): Promise<number> {
  const parsed = parseCommandArgs("note", args, {
    root: { type: "string" },
    topic: { type: "string" },
    severity: { type: "string" },
    option: { type: "string", multiple: true },
    choice: { type: "string" },
    why: { type: "string" },
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
  // `resolve ID the reason` reads as it is typed: the id, then why.
  const [first = "", ...rest] = words;
  const resolving = kind === "resolve";
  const whyOption = stringOption(parsed, "why");
  if (resolving && rest.length > 0 && whyOption !== undefined) {
    throw new UsageError("give why once: as the words after the id or as --why, not both");
  }
  const why = resolving && rest.length > 0 ? rest.join(" ") : whyOption;
  const choice = stringOption(parsed, "choice");
  const input = {
    kind,
    text: resolving ? first : words.join(" "),
    options: stringList(parsed, "option"),
    branch: context.branch,
    topic,
    ...(why === undefined ? {} : { why }),
    ...(choice === undefined ? {} : { choice }),
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
