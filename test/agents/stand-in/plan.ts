/**
 * A scripted conversation for the stand-ins, richer than `Script`'s one command: per user prompt,
 * the steps the model takes (prose, then a shell command or a file write) and its closing text.
 * The stand-in is stateless, so each answer is chosen from the request alone: the prompt is the
 * one whose text occurs in the latest conversation item, the step is the number of tool results
 * that follow it. That survives a compaction (the history before the prompt is replaced) and a
 * resumed session (earlier prompts and their results stay before it).
 */

type Json = Record<string, unknown>;

/** One model turn: prose the model says, then at most one tool call. */
export interface Step {
  /** Text the model writes before the call (a decision, a dead end, …). */
  say?: string;
  /** A shell command to run. */
  run?: string;
  /** A file to write, its path relative to the repo. */
  write?: { path: string; content: string };
}

/** What the model does after one user prompt. */
export interface Turn {
  /** A piece of the user's prompt that identifies it (it is matched in the request body). */
  prompt: string;
  steps: Step[];
  /** The closing answer once every step's tool result is in. */
  final: string;
}

/** The model's answer to one request: prose, and a call or not. */
export interface PlannedAnswer {
  say: string | null;
  call: Step | null;
}

/** A conversation as a dialect reads it: its items, and how many tool results each holds. */
export interface Conversation {
  items: Json[];
  toolResults: (item: Json) => number;
}

/** The answer for a request, or null when no turn's prompt is in it (a side request). */
export function plannedAnswer(turns: Turn[], conversation: Conversation): PlannedAnswer | null {
  const texts = conversation.items.map((item) => stringsOf(item));
  // A prompt is a text that starts with it; a briefing that quotes an earlier prompt is not.
  // A resumed Gemini CLI session sends a hook's context and the new prompt as one text: the
  // context (a tagged block such as <hook_context>…</hook_context>) does not count.
  const starts = (i: number, prompt: string) =>
    texts[i]!.some((text) => withoutContextBlocks(text).startsWith(prompt));
  const holds = (i: number, prompt: string) => texts[i]!.some((text) => text.includes(prompt));
  // Where in item i the prompt last occurs: a resumed session may send the briefing (which quotes
  // earlier prompts) and the new prompt in one text, the new prompt last.
  const offset = (i: number, prompt: string) =>
    Math.max(...texts[i]!.map((text) => text.lastIndexOf(prompt)));
  let best: { turn: Turn; at: number; offset: number } | null = null;
  for (const match of [starts, holds]) {
    for (const turn of turns) {
      for (let i = texts.length - 1; i >= 0; i--) {
        if (!match(i, turn.prompt)) continue;
        const found = { turn, at: i, offset: offset(i, turn.prompt) };
        if (best === null || i > best.at || (i === best.at && found.offset > best.offset))
          best = found;
        break;
      }
    }
    if (best !== null) break;
  }
  if (best === null) return null;
  const done = conversation.items
    .slice(best.at + 1)
    .reduce((sum, item) => sum + conversation.toolResults(item), 0);
  const step = best.turn.steps[done];
  if (step === undefined) return { say: best.turn.final, call: null };
  const hasCall = step.run !== undefined || step.write !== undefined;
  return { say: step.say ?? null, call: hasCall ? step : null };
}

/** The text without the tagged context blocks it opens with. */
function withoutContextBlocks(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const block = /^<([A-Za-z_-]+)>[\s\S]*?<\/\1>\s*/.exec(rest);
    if (block === null) return rest;
    rest = rest.slice(block[0].length);
  }
}

/** Every string inside a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A file write as one shell command (for agents whose write tool is not a plain function). */
export function writeAsShell(write: { path: string; content: string }): string {
  const marker = "HANDOFF_EOF";
  const dir = write.path.includes("/") ? write.path.slice(0, write.path.lastIndexOf("/")) : "";
  const mkdir = dir === "" ? "" : `mkdir -p ${dir} && `;
  return `${mkdir}cat > ${write.path} <<'${marker}'\n${write.content.replace(/\n$/, "")}\n${marker}`;
}
