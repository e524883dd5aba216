/**
 * The hook settings of `.handoff/config.json`: when to wrap up (`wrap_up_at`, a fraction of the
 * context window), the window itself (`context_window`, `models`) and the Stop gate (`gate`).
 * A hook must never block the agent, so a config it cannot use is reported as problems (the
 * caller logs them) and the defaults stand in for the bad keys; the good keys still apply.
 * Each problem reads `.handoff/config.json:line:column field: message` (the one input-error
 * formatter). The checks are written out rather than a zod schema on purpose: this runs on every
 * tool call, where loading zod would cost about half again the hook's whole run.
 */
import { describeJsonBounds } from "../json/json-shape.js";
import { describeJsonSyntaxError } from "../json/position.js";
import { formatInputIssue, type InputIssue, showJson } from "../model/inputs/input-issue.js";
import { CONFIG_FILE } from "../store/config-file.js";
import { handoffPath } from "../store/paths.js";
import { readRegularFileSync } from "../platform/read-regular-file.js";

/** What the Stop gate does when the session is not ready to hand off. */
export type GateMode = "off" | "warn" | "block";

export const GATE_MODES: readonly GateMode[] = ["off", "warn", "block"];

/** The hook settings, defaults filled in. */
export interface HookConfig {
  /** Fill ratio (0 < x ≤ 1) at which the wrap-up fires once per session. Default 0.6. */
  wrap_up_at: number;
  /** Tokens of context for a model the table does not know; null = not set (default 200,000). */
  context_window: number | null;
  /** Per-model windows, by model id or id prefix; win over every other source. */
  models: Record<string, number>;
  /** null = not set: the agent's default applies (`warn` for Claude Code, `off` for Codex CLI). */
  gate: GateMode | null;
}

export const DEFAULT_WRAP_UP_AT = 0.6;
export const DEFAULT_CONTEXT_WINDOW = 200_000;

export const DEFAULT_HOOK_CONFIG: HookConfig = {
  wrap_up_at: DEFAULT_WRAP_UP_AT,
  context_window: null,
  models: {},
  gate: null,
};

/** A parsed config and what was wrong with it (empty when all was well). */
export interface HookConfigResult {
  config: HookConfig;
  problems: string[];
}

/** Path of the project config under `root`. */
export function hookConfigPath(root: string): string {
  // Through the registry's path guard: a `config.json -> /elsewhere` symlink is refused.
  return handoffPath(root, "config.json");
}

/**
 * Read `<root>/.handoff/config.json`. A missing file is the defaults, silently; an unreadable or
 * invalid one is the defaults plus a problem. Synchronous on purpose: this runs on every tool
 * call and the file is tiny.
 */
export function readHookConfig(root: string): HookConfigResult {
  let text: string;
  try {
    text = readRegularFileSync(hookConfigPath(root));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return { config: DEFAULT_HOOK_CONFIG, problems: [] };
    return {
      config: DEFAULT_HOOK_CONFIG,
      problems: [`.handoff/config.json cannot be read (${code ?? "error"}); defaults used`],
    };
  }
  const beyond = describeJsonBounds(text);
  if (beyond !== null)
    return { config: DEFAULT_HOOK_CONFIG, problems: [`${CONFIG_FILE}: ${beyond}; defaults used`] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      config: DEFAULT_HOOK_CONFIG,
      problems: [`${describeJsonSyntaxError(text, CONFIG_FILE, detail).message}; defaults used`],
    };
  }
  return parseHookConfig(value, text);
}

/**
 * Validate a parsed config (pure); `text` is what it was parsed from, for the positions (by
 * default its JSON). Unknown keys belong to other parts of handoff and are left alone; each known
 * key with a bad value falls back to its default and adds one problem.
 */
export function parseHookConfig(
  value: unknown,
  text: string = JSON.stringify(value) ?? "null",
): HookConfigResult {
  const issues: InputIssue[] = [];
  const problem = (path: InputIssue["path"], message: string) => issues.push({ path, message });
  const config: HookConfig = { ...DEFAULT_HOOK_CONFIG, models: {} };
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    problem([], `must be a JSON object, got ${showJson(value)}; defaults used`);
  } else {
    const record = value as Record<string, unknown>;
    const wrap = record["wrap_up_at"];
    if (wrap !== undefined) {
      if (typeof wrap === "number" && wrap > 0 && wrap <= 1) config.wrap_up_at = wrap;
      else problem(["wrap_up_at"], `must be a number in (0, 1], got ${showJson(wrap)}; using 0.6`);
    }
    const window = record["context_window"];
    if (window !== undefined && window !== null) {
      if (isTokenCount(window)) config.context_window = window;
      else {
        problem(["context_window"], `must be a positive integer, got ${showJson(window)}; ignored`);
      }
    }
    const models = record["models"];
    if (models !== undefined && models !== null) {
      if (typeof models !== "object" || Array.isArray(models)) {
        problem(
          ["models"],
          `must be an object of model id → tokens, got ${showJson(models)}; ignored`,
        );
      } else {
        for (const [model, tokens] of Object.entries(models as Record<string, unknown>)) {
          if (isTokenCount(tokens)) config.models[model] = tokens;
          else problem(["models", model], `must be a positive integer, got ${showJson(tokens)}`);
        }
      }
    }
    const gate = record["gate"];
    if (gate !== undefined) {
      if (typeof gate === "string" && (GATE_MODES as readonly string[]).includes(gate)) {
        config.gate = gate as GateMode;
      } else {
        problem(
          ["gate"],
          `must be one of off, warn, block, got ${showJson(gate)}; using the default`,
        );
      }
    }
  }
  return {
    config,
    problems: issues.map((issue) => formatInputIssue(CONFIG_FILE, text, issue).message),
  };
}

/** Parse a `--gate` value (undefined passes through); anything else is null (invalid). */
export function parseGateMode(value: string | undefined): GateMode | undefined | null {
  if (value === undefined) return undefined;
  return (GATE_MODES as readonly string[]).includes(value) ? (value as GateMode) : null;
}

function isTokenCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}
