/**
 * The transcript part of the snapshot (SPEC §2.3): an agent session once normalised.
 * Re-exported by `types.ts`, where the rest of the snapshot is.
 */
import type { FeedbackSummary } from "./feedback-types.js";

// One list of agents (model/agents.ts); its ids are the transcript formats.
export type { AgentKind } from "../agents.js";
import type { AgentKind } from "../agents.js";

export interface TodoItem {
  content: string;
  status: "pending" | "in_progress" | "completed";
}

/** Declarations an edit put in: their names as written (at most three) and the file. */
export interface PutInCode {
  names: string[];
  /** The file they went into, relative to the project when under it. */
  path: string;
  /**
   * With no names: the one line the edit added (`if (order.hall) total += 4000;`), trimmed,
   * for a behaviour put in as a statement or a branch that declares nothing.
   */
  line?: string;
}

/**
 * Code a tool call took back out that the agent's prose next to it gives the reason for
 * (`collect/transcripts/removal-reasons.ts`): what went and where from. A sentence said in
 * words of the effect ("Totals came out a cent short, so that's gone.") names none of it.
 */
export interface TookOutCode {
  /** What went, as the code or the command named it (an identifier, a package, a file name). */
  names: string[];
  /** The file it went from (repo path as the tool gave it), or null (a package). */
  path: string | null;
  /**
   * The session itself had put it in: a dead end of this work whoever reads it. False when an
   * earlier session did (or nobody of this work): generate decides from the work's files.
   */
  own: boolean;
  /** The conclusion's kind had no removal sat next to it (absent: no conclusion without it). */
  was?: "decision" | "dead_end" | "fact";
}

/** A file the session read (Read / view / cat-like tool calls inside the repo). */
export interface FileReads {
  /** Repo-relative. */
  path: string;
  count: number;
  /** Order of the latest read among all reads (higher = more recent), for ranking ties. */
  last: number;
}

/** A plan the agent presented (Claude Code `ExitPlanMode`, Codex `update_plan`, a plan file). */
export interface SessionPlan {
  title: string | null;
  steps: { text: string; status: "pending" | "in_progress" | "completed" }[];
}

/**
 * What an agent transcript yields once normalised; `A` is the agent's id (a test's fake
 * adapter has its own).
 */
export interface TranscriptSummary<A extends string = AgentKind> {
  agent: A;
  /** Display path (repo-relative or `~`-based); never used to re-open the file. */
  source: string;
  objective: string | null;
  edited_files: string[];
  todos: TodoItem[];
  /**
   * The session went on after its latest to-do update (an edit or a command, then a report):
   * the list is as the agent last left it, which may no longer be where the work stands.
   */
  todos_stale: boolean;
  compactions: number;
  /** Lines or entries that could not be used. */
  skipped: number;
  interrupted: number;
  feedback: FeedbackSummary;
  /** Wall-clock span of the session in ms, when the transcript carries timestamps. */
  duration_ms: number | null;
  /**
   * The session's working directory as the transcript records it (absolute), or null when it
   * records none. A session whose cwd is outside the repo is not this repo's (SPEC §2.3).
   */
  cwd: string | null;
  /**
   * Every genuine user message of the main session, verbatim, in order, duplicates once (never
   * harness text, tool results or sub-agent prompts). Not yet redacted or cut: generate does both.
   */
  user_messages: string[];
  /** The agent's final assistant text of the main session, verbatim (not yet redacted or cut). */
  agent_report: string | null;
  /** The session's date (UTC `YYYY-MM-DD` of its first timestamp), or null without timestamps. */
  date: string | null;
  /** What the agent concluded in its prose (`conclusions.ts`), newest first, bounded. */
  conclusions: {
    kind: "decision" | "dead_end" | "fact";
    text: string;
    /** The removal its words give the reason for, when it sits next to one. */
    took_out?: TookOutCode;
    /**
     * What the edit right after it put in, when it names no identifier itself: the decision
     * said in words of the domain and the code that carries it out (`put-in.ts`).
     */
    put_in?: PutInCode;
  }[];
  /** The conversation's last turns: the user's last message, the agent's last two (oldest first). */
  tail: {
    user: string | null;
    agent: string[];
    /**
     * The agent's message before its report came in the same last stretch of prose, with no
     * tool call or user message between (a reply written as two messages); absent when not.
     */
    same_turn?: true;
    /**
     * The user's last message came between the agent's two messages (the earlier one, the
     * user's answer to it, then the agent's last): a closing exchange; absent when not.
     */
    after_user?: true;
  };
  /** Files the session read inside the repo, most read first (then most recent). */
  reads: FileReads[];
  /** The latest plan the agent presented, or null. */
  plan: SessionPlan | null;
  /** Lines of a type the adapter has no use for: counted (`ingest --summary`), never a risk. */
  unknown_lines: number;
  /**
   * Which identifiers the session's edits and shell writes put into which file, as hashes of
   * (file name, identifier) (`util/name-hash.ts`, saved as base64): what says a step naming a
   * file and a name of its code was done. Absent when it wrote no code.
   */
  written_names?: string;
  /**
   * What the session's edits took the declaration of out and did not put back (a constant, a
   * function, an option, whoever wrote it), as hashes of the lowercased name: an earlier
   * session's conclusion naming one is abandoned. Absent when it took none out.
   */
  taken_out?: string;
  /**
   * The stems of the words the session's edits and shell writes put in (identifiers split into
   * their words, test names, comments: `util/word-stems.ts`), as hashes: what says a step the
   * session did in code terms ("handle refunds on split payments" by `SPLIT_REFUND`) was done.
   * Absent when it wrote nothing.
   */
  written_words?: string;
  /**
   * What the session did after the agent's last prose, as hashes (`util/name-hash.ts`): the
   * names of the files (lowercased, no folder) its edits and shell writes touched, and the
   * commands that passed (`util/name-hash.ts` `commandKey`): a step that prose states ("Next step: …")
   * then carried out by its later tool calls, in that turn or the next. Absent when nothing
   * was done after it.
   */
  done_after_report?: string;
  /**
   * The removal of the session's last turn whose reason no prose gave yet: words the hook
   * hands in that the transcript does not hold yet (`last-words.ts`) may give it. Absent when
   * none.
   */
  turn_removal?: TookOutCode;
  /**
   * The values the session's edits changed (a line whose only difference is one number, or one
   * number and the name holding it: `collect/git/value-changes.ts`), oldest first, each with the
   * index in `user_messages` of the latest user message before the edit (-1: none): which
   * message the change answered. Absent when no edit changed a value.
   */
  value_edits?: ValueEdit[];
  /**
   * The numbers the session's edits and writes gave new constants (`MIN_OVERS = 10`), in the
   * order written, each with the index in `user_messages` of the latest user message before it
   * (-1: none): the code each message's turn wrote for its rules. Absent when none.
   */
  value_writes?: ValueWrite[];
  /**
   * The constants with a number the session's edits took out and did not declare again (the
   * name, its number, its file), each with the index in `user_messages` of the latest user
   * message before the edit: the code an older rule was written as, taken out in the turn of a
   * newer one. Absent when none.
   */
  value_removals?: ValueWrite[];
  /**
   * The lines holding a number each edit or write put in, as keys of the file and the line
   * (`writtenLineKey`), with the index in `user_messages` of the latest user message before it:
   * a change the diff shows, made by a write of the whole file (no old text to compare), came
   * after the message of the first write that put its new line in. Absent when none.
   */
  line_writes?: LineWrite[];
}

/** The lines with a number one edit or write put in a file, and the user message it came after. */
export interface LineWrite {
  keys: number[];
  user: number;
}

/** A number a new constant of the session holds, and the user message it came after. */
export interface ValueWrite {
  value: string;
  /**
   * The constant that holds it and the file it went into (`MIN_CENTS`, `lib/charge.js`): a later
   * write of the same constant with another value changed it, even when each write gave the
   * file whole; a rewrite that gives it the same value again writes no new rule.
   */
  name?: string;
  path?: string;
  /** Index in `user_messages` of the latest user message before the write; -1 for none. */
  user: number;
}

/** A value an edit of the session changed, and the user message it came after. */
export interface ValueEdit {
  before: string;
  after: string;
  /** The name holding the value changed with it (`OFFLINE_MINUTES` → `OFFLINE_READINGS`). */
  renamed?: true;
  /** The new name shares no word with the old (`MAX_COLS` → `MAX_LINES`): with `renamed`. */
  other_name?: true;
  /** Index in `user_messages` of the latest user message before the edit; -1 for none. */
  user: number;
}
