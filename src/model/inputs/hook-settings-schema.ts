/**
 * The part of an agent's hook settings file handoff edits (`.claude/settings.json`,
 * `.codex/hooks.json`, `.gemini/settings.json`): `{"hooks": {"<Event>": [{…matcher group…}]}}`.
 * Everything else in the file belongs to the agent and is kept as is, so every object here is
 * loose: unknown keys pass through untouched.
 */
import * as z from "zod/mini";
import { must, parseInput } from "./zod-kit.js";

/** The settings file's shape, as far as the hooks installer relies on it. */
export const hookSettingsSchema = z.looseObject(
  {
    hooks: z.optional(
      z.record(
        z.string(),
        z.array(
          z.looseObject({}, must("a matcher group (an object)")),
          must("an array of matcher groups"),
        ),
        must("an object of event names"),
      ),
    ),
  },
  must("a JSON object"),
);

/** Check a parsed settings file (from `text`, the content of `file`); InputError at the issue. */
export function checkHookSettings(value: unknown, file: string, text: string): void {
  parseInput(hookSettingsSchema, value, file, text);
}
