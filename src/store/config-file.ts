/**
 * `.handoff/config.json`, read through the registry's path guard (a `config.json` symlinked
 * out of the repo is never followed). Each part of handoff reads its own keys from it.
 */
import { describeJsonBounds } from "../json/json-shape.js";
import { describeJsonSyntaxError } from "../json/position.js";
import { InputError } from "../errors.js";
import { inputIssueError, mustBe } from "../model/inputs/input-issue.js";
import { handoffPath } from "./paths.js";
import { readRegularFileSync } from "../platform/read-regular-file.js";

/** The config file as messages name it (repo-relative). */
export const CONFIG_FILE = ".handoff/config.json";

/**
 * The config as a plain object, or null when absent, unreadable or not a JSON object (the
 * hooks report a broken file; the readers of single keys fall back to their defaults).
 * InputError when the path leaves the repository through a symlink.
 */
export function readConfigObject(root: string): Record<string, unknown> | null {
  const path = handoffPath(root, "config.json");
  try {
    return readConfig(path)?.value ?? null;
  } catch {
    return null;
  }
}

/** A branch name git would accept, plainly (no `..`, no control characters, no leading `-`). */
const BRANCH_NAME = /^(?!-)(?!.*\.\.)(?!.*\/\.)(?!.*[\s~^:?*[\\\u0000-\u001f\u007f]).+$/;

/**
 * `default_branch` of the config: the branch the work range forks from (SPEC §3.1), e.g.
 * `develop` or `upstream/trunk`. Null when unset. A command must not guess the range, so a
 * config that is not valid JSON, not an object, or whose `default_branch` is not a branch name
 * is an InputError (exit 2) at `.handoff/config.json:line:column`.
 */
export function readDefaultBranchSetting(root: string): string | null {
  const config = readConfig(handoffPath(root, "config.json"));
  if (config === null) return null;
  const value = config.value["default_branch"];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" || !BRANCH_NAME.test(value)) {
    throw inputIssueError(CONFIG_FILE, config.text, [
      { path: ["default_branch"], message: mustBe("a branch name", value) },
    ]);
  }
  return value;
}

/** The config's text and object; null when absent; InputError when unreadable or not an object. */
function readConfig(path: string): { text: string; value: Record<string, unknown> } | null {
  let text: string;
  try {
    text = readRegularFileSync(path, CONFIG_FILE);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw new InputError(`${CONFIG_FILE}: cannot be read (${code ?? "error"})`, {
      file: CONFIG_FILE,
    });
  }
  const beyond = describeJsonBounds(text);
  if (beyond !== null) throw new InputError(`${CONFIG_FILE}: ${beyond}`, { file: CONFIG_FILE });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const { message, line } = describeJsonSyntaxError(text, CONFIG_FILE, detail);
    throw new InputError(message, { file: CONFIG_FILE, line: line ?? undefined });
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw inputIssueError(CONFIG_FILE, text, [
      { path: [], message: mustBe("a JSON object", value) },
    ]);
  }
  return { text, value: value as Record<string, unknown> };
}

/** What a guard does when an edit touches a path a user's rule forbids (`"guards"`). */
export type GuardMode = "warn" | "block";

/**
 * `guards` of the config: `block` denies an edit of a path a user's rule forbids, `warn` (the
 * default, also for an absent, unreadable or unknown value: a hook never fails on it) adds the
 * rule to the agent's context and lets the edit run.
 */
export function readGuardsSetting(root: string): GuardMode {
  return readConfigObject(root)?.["guards"] === "block" ? "block" : "warn";
}
