/**
 * A count set in the environment (a byte threshold, a budget in ms): a non-negative integer, or
 * null when the variable is unset, blank or anything else (the caller's default applies). Pure:
 * the environment is passed in.
 */
export function readEnvCount(env: NodeJS.ProcessEnv, name: string): number | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}
