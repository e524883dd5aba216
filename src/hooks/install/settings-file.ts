/**
 * Reading an agent's hook settings file for `hooks install|uninstall`: through a symlink to its
 * target, never a FIFO, JSON (JSON with comments for Gemini CLI) checked at `file:line:column`.
 */
import { lstat, realpath } from "node:fs/promises";
import { join } from "node:path";
import { InputError } from "../../errors.js";
import { blankComments } from "../../json/edit-text.js";
import { describeJsonBounds } from "../../json/json-shape.js";
import { describeJsonSyntaxError } from "../../json/position.js";
import { removeHookEntries } from "../../model/inputs/hook-entries.js";
import { readRegularFile } from "../../platform/read-regular-file.js";

/** Whether the settings file `file` under `root` holds any hook entry of handoff's. */
export async function holdsHandoffHooks(
  root: string,
  file: string,
  comments: boolean,
  isOurs: (command: string) => boolean,
): Promise<boolean> {
  const target = await resolveLink(join(root, file), file);
  const text = await readSettingsText(target.path, file);
  if (text === undefined) return false;
  const settings = await parseSettings(text, file, comments);
  return removeHookEntries(settings, isOurs, file).changed;
}

/** A settings file's text, or undefined when there is none. */
export async function readSettingsText(path: string, file: string): Promise<string | undefined> {
  // A FIFO in the settings' place is refused (exit 2 naming it), never opened for a blocking read.
  return readRegularFile(path, file).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof InputError) throw error;
    if (error.code === "ENOENT") return undefined;
    throw new InputError(`${file}: cannot be read (${error.code ?? error.message})`, { file });
  });
}

/** The file a settings path names: itself, or a symlink's final target (which must exist). */
export async function resolveLink(
  path: string,
  file: string,
): Promise<{ path: string; linked: boolean }> {
  const info = await lstat(path).catch(() => undefined);
  if (info === undefined || !info.isSymbolicLink()) return { path, linked: false };
  try {
    return { path: await realpath(path), linked: true };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new InputError(
      `${file} is a symlink to a file that cannot be reached (${code}); fix the link, it was left untouched`,
      { file },
    );
  }
}

/**
 * Parse a settings file; anything but valid JSON (JSON with comments for Gemini), or a `hooks`
 * entry of another shape, is refused at `file:line:column` (zod is loaded here only:
 * installing is rare, and off every hot path).
 */
export async function parseSettings(
  text: string,
  file: string,
  comments: boolean,
): Promise<unknown> {
  if (text.trim() === "") return undefined;
  // Comments blanked to spaces: positions in error messages stay those of the file.
  const json = comments ? blankComments(text) : text;
  const beyond = describeJsonBounds(json);
  if (beyond !== null)
    throw new InputError(`${file}: ${beyond}; fix it by hand, it was left untouched`, { file });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new InputError(
      `${describeJsonSyntaxError(json, file, detail).message}; fix it by hand, it was left untouched`,
      { file },
    );
  }
  const { checkHookSettings } = await import("../../model/inputs/hook-settings-schema.js");
  checkHookSettings(value, file, json);
  return value;
}
