/**
 * The hook settings of `.handoff/config.json`: when to wrap up (`wrap_up_at`, a fraction of the
 * context window), the window itself (`context_window`, `models`) and the Stop gate (`gate`).
 * A hook must never block the agent, so a config it cannot use is reported as problems (the
 * caller logs them) and the defaults stand in for the bad keys; the good keys still apply.
 */
import { describeJsonSyntaxError } from "../collect/json-position.js";
import { handoffPath } from "../store/paths.js";
import { readRegularFileSync } from "./read-regular-file.js";

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
  try {
    return parseHookConfig(JSON.parse(text));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      config: DEFAULT_HOOK_CONFIG,
      problems: [
        `${describeJsonSyntaxError(text, ".handoff/config.json", detail).message}; defaults used`,
      ],
    };
  }
}

/**
 * Validate a parsed config (pure). Unknown keys belong to other parts of handoff and are left
 * alone; each known key with a bad value falls back to its default and adds one problem.
 */
export function parseHookConfig(value: unknown): HookConfigResult {
  const problems: string[] = [];
  const config: HookConfig = { ...DEFAULT_HOOK_CONFIG, models: {} };
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      config,
      problems: [".handoff/config.json: expected a JSON object; defaults used"],
    };
  }
  const record = value as Record<string, unknown>;
  const wrap = record["wrap_up_at"];
  if (wrap !== undefined) {
    if (typeof wrap === "number" && wrap > 0 && wrap <= 1) config.wrap_up_at = wrap;
    else problems.push(`wrap_up_at must be a number in (0, 1], got ${show(wrap)}; using 0.6`);
  }
  const window = record["context_window"];
  if (window !== undefined && window !== null) {
    if (isTokenCount(window)) config.context_window = window;
    else problems.push(`context_window must be a positive integer, got ${show(window)}; ignored`);
  }
  const models = record["models"];
  if (models !== undefined && models !== null) {
    if (typeof models !== "object" || Array.isArray(models)) {
      problems.push(`models must be an object of model id → tokens, got ${show(models)}; ignored`);
    } else {
      for (const [model, tokens] of Object.entries(models as Record<string, unknown>)) {
        if (isTokenCount(tokens)) config.models[model] = tokens;
        else problems.push(`models.${model} must be a positive integer, got ${show(tokens)}`);
      }
    }
  }
  const gate = record["gate"];
  if (gate !== undefined) {
    if (typeof gate === "string" && (GATE_MODES as readonly string[]).includes(gate)) {
      config.gate = gate as GateMode;
    } else {
      problems.push(`gate must be one of off, warn, block, got ${show(gate)}; using the default`);
    }
  }
  return {
    config,
    problems: problems.map((p) => (p.startsWith(".handoff") ? p : `.handoff/config.json: ${p}`)),
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

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
