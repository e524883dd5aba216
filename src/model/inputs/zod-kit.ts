/**
 * The few zod building blocks every input schema shares: an error that reads like the rest of
 * handoff's messages (`must be a string, got number 5`) and the parse that turns the first issue
 * into an InputError through the one formatter. `zod/mini`, the lighter build: these schemas
 * load on `write`'s path (never on `resume`'s or the every-tool-call hooks').
 */
import type * as z from "zod/mini";
import { inputIssueError, mustBe } from "./input-issue.js";

/** Schema params whose error says the value must be `what` (and shows what it got). */
export function must(
  what: string,
  missingWhat?: string,
): { error: (iss: { input?: unknown }) => string } {
  return { error: (iss) => mustBe(what, iss.input, missingWhat) };
}

/** Parse `value` (parsed from `text`, the content of `file`) or throw the located InputError. */
export function parseInput<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  file: string,
  text: string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw inputIssueError(file, text, result.error.issues);
}
