/**
 * `.handoff/config.json`, read through the registry's path guard (a `config.json` symlinked
 * out of the repo is never followed). Each part of handoff reads its own keys from it.
 */
import { readFileSync } from "node:fs";
import { InputError } from "../errors.js";
import { handoffPath } from "./paths.js";

/**
 * The config as a plain object, or null when absent, unreadable or not a JSON object (the
 * hooks report a broken file; the readers of single keys fall back to their defaults).
 * InputError when the path leaves the repository through a symlink.
 */
export function readConfigObject(root: string): Record<string, unknown> | null {
  const path = handoffPath(root, "config.json");
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  return value as Record<string, unknown>;
}

/** A branch name git would accept, plainly (no `..`, no control characters, no leading `-`). */
const BRANCH_NAME = /^(?!-)(?!.*\.\.)(?!.*\/\.)(?!.*[\s~^:?*[\\\u0000-\u001f\u007f]).+$/;

/**
 * `default_branch` of the config: the branch the work range forks from (SPEC §3.1), e.g.
 * `develop` or `upstream/trunk`. Null when unset; InputError (exit 2) when set to anything but
 * a branch name.
 */
export function readDefaultBranchSetting(root: string): string | null {
  const value = readConfigObject(root)?.["default_branch"];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" || !BRANCH_NAME.test(value)) {
    throw new InputError(".handoff/config.json: default_branch must be a branch name", {
      file: ".handoff/config.json",
    });
  }
  return value;
}
