/**
 * A file written through the shell is an edit: `cat > src/a.sh <<'EOF' … EOF` (as Codex CLI and
 * others write files) puts the heredoc's body into the file as a write tool would, so what one
 * write put in and a later one left out is read the same way, whichever tool wrote it. `>`
 * writes the file whole; `>>` (and `tee -a`) adds to its end. A saved scan reads such an edit
 * back from its command: its source is the command's, with the heredoc's place in the line
 * (`shellWriteRef`). Pure.
 */
import type { SourceRef, TranscriptEvent } from "./events.js";
import { heredocWrites } from "./grounding.js";

type EditEvent = Extract<TranscriptEvent, { kind: "edit" }>;

/** Where a shell write's edit sits: its command's source and the heredoc's place in the line. */
interface ShellWriteRef {
  shell_write: number;
  of: SourceRef;
}

/** The source of the `n`th write of the command at `of` (none when the command has none). */
function shellWriteRef(of: SourceRef | undefined, n: number): ShellWriteRef | undefined {
  return of === undefined ? undefined : { shell_write: n, of };
}

/** The command's source and the write's place, when `from` is a shell write's; else null. */
export function readShellWriteRef(from: SourceRef): { n: number; of: SourceRef } | null {
  if (from === null || typeof from !== "object" || !("shell_write" in from) || !("of" in from))
    return null;
  const n = (from as ShellWriteRef).shell_write;
  return Number.isSafeInteger(n) && n >= 0 ? { n, of: (from as ShellWriteRef).of } : null;
}

/** The edits a command line makes through the shell, with `from` its own source. */
export function shellWriteEdits(command: string, from?: SourceRef): EditEvent[] {
  return heredocWrites(command).map(({ path, body, append }, n) => {
    const ref = shellWriteRef(from, n);
    const edit: EditEvent = append
      ? { kind: "edit", path, added: body }
      : { kind: "edit", path, added: body, whole: true };
    return ref === undefined ? edit : { ...edit, from: ref };
  });
}
