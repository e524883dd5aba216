/**
 * The command a hook entry runs, checked at install: `handoff` when it resolves on the PATH the
 * agent will inherit, else the absolute launcher of this very installation
 * (`node /abs/dist/bin/handoff.cjs`), so an entry never points at a command that is not there.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packageRoot } from "../../platform/package-root.js";
import { findExecutable } from "../../platform/find-executable.js";
import { DEFAULT_BASE_COMMAND } from "./settings-merge.js";

/** The launcher chosen and, when it is not the plain name, why. */
export interface Launcher {
  command: string;
  note: string | null;
}

/**
 * This installation's CLI entry point: its package.json `bin` (`…/dist/bin/handoff.cjs`, the
 * plugin's `…/dist/handoff.cjs`). A checkout built with `tsc` alone has no bundle yet: then the
 * unbundled entry this module sits beside (`…/dist/src/cli/bin.js`), which runs the same code.
 */
export function binPath(): string {
  const root = packageRoot();
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    bin?: Record<string, string>;
  };
  const shipped = manifest.bin?.[DEFAULT_BASE_COMMAND];
  if (shipped !== undefined && existsSync(join(root, shipped))) return join(root, shipped);
  return fileURLToPath(new URL("../../cli/bin.js", import.meta.url));
}

/** Quote a word for a POSIX shell when it needs it. */
export function quoteArg(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/** Choose the hook command's launcher for the given PATH. */
export function resolveLauncher(path: string | undefined): Launcher {
  if (findExecutable(DEFAULT_BASE_COMMAND, path) !== null) {
    return { command: DEFAULT_BASE_COMMAND, note: null };
  }
  const node = findExecutable("node", path) !== null ? "node" : quoteArg(process.execPath);
  const command = `${node} ${quoteArg(binPath())}`;
  return {
    command,
    // The registry has no agent-handoff yet: the install that works today is this very folder.
    note: `'handoff' is not on PATH, so the hooks run ${command}. To use the short name instead: npm install -g ${quoteArg(packageRoot())} (this installation; npm install -g agent-handoff once it is published), then run this install again (or pass --command).`,
  };
}
