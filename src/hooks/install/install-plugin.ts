/**
 * `hooks install|uninstall` for an agent whose hooks are a plugin file (OpenCode): the file is
 * handoff's whole, so install writes it (nothing when the same text is there already; an older
 * version of it is replaced) and uninstall removes it, then the folders the install made when
 * they are left empty. A file of someone else's in its place is refused and left untouched.
 */
import { mkdir, readdir, rmdir, unlink } from "node:fs/promises";
import { dirname, relative } from "node:path";
import { InputError } from "../../errors.js";
import { writeFileAtomic } from "../../platform/atomic-write.js";
import { readRegularFile } from "../../platform/read-regular-file.js";
import type { PluginInstall } from "../protocol/adapter.js";

/** What an install or uninstall of a plugin file did. */
export interface PluginResult {
  changed: boolean;
}

/** Write the plugin running `command` at `path` (`file` names it in messages). */
export async function installPlugin(
  plugin: PluginInstall,
  path: string,
  file: string,
  command: string,
  options: { wrapUp: boolean; edit: string } = { wrapUp: true, edit: `${command} --edit` },
): Promise<PluginResult> {
  const text = plugin.render(command, options);
  const current = await readIfThere(path, file);
  if (current === text) return { changed: false };
  if (current !== undefined && !plugin.isOurs(current)) {
    throw new InputError(`${file} exists and is not handoff's plugin; it was left untouched`, {
      file,
    });
  }
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, text);
  return { changed: true };
}

/**
 * Remove handoff's plugin at `path`, then each folder up to `stop` that is left empty (the
 * install made them: `.opencode/plugins/`, `.opencode/`).
 */
export async function uninstallPlugin(
  plugin: PluginInstall,
  path: string,
  file: string,
  stop: string,
): Promise<PluginResult> {
  const current = await readIfThere(path, file);
  if (current === undefined || !plugin.isOurs(current)) return { changed: false };
  await unlink(path);
  for (
    let dir = dirname(path);
    relative(stop, dir) !== "" && !relative(stop, dir).startsWith("..");
    dir = dirname(dir)
  ) {
    const left = await readdir(dir).catch(() => null);
    if (left === null || left.length > 0) break;
    await rmdir(dir).catch(() => undefined);
  }
  return { changed: true };
}

async function readIfThere(path: string, file: string): Promise<string | undefined> {
  return readRegularFile(path, file).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof InputError) throw error;
    if (error.code === "ENOENT") return undefined;
    throw new InputError(`${file}: cannot be read (${error.code ?? error.message})`, { file });
  });
}
