/**
 * Whether a text reads as one shell command: its first word (after any `VAR=value`
 * assignments) is a well-known executable (npm, git, make, pytest, …), or a relative path
 * (`./x`, `bin/x`, `scripts/x`). English verbs that are also programs ("make sure …", "go fix …")
 * count only in short lines. Pure; shared by the next action's command and the step shapes.
 */
const KNOWN_EXECUTABLES = new Set([
  "apt",
  "bash",
  "bun",
  "bundle",
  "cargo",
  "cd",
  "cmake",
  "composer",
  "curl",
  "deno",
  "docker",
  "dotnet",
  "gh",
  "git",
  "go",
  "gradle",
  "handoff",
  "java",
  "jest",
  "just",
  "kubectl",
  "ls",
  "make",
  "mix",
  "mvn",
  "node",
  "npm",
  "npx",
  "php",
  "pip",
  "pip3",
  "pnpm",
  "poetry",
  "pytest",
  "python",
  "python3",
  "rake",
  "rspec",
  "ruby",
  "rustc",
  "sh",
  "swift",
  "terraform",
  "tox",
  "tsc",
  "uv",
  "vitest",
  "yarn",
  "zsh",
]);

const AMBIGUOUS = new Set(["cd", "go", "just", "ls", "make", "mix", "swift"]);

/** True when `text` reads as one shell command (see the module comment). */
export function looksLikeCommandLine(text: string): boolean {
  const line = text.trim();
  if (line === "" || line.includes("\n")) return false;
  const words = line.split(/\s+/);
  let first = words[0] ?? "";
  // Skip leading env assignments such as `CI=1 NODE_ENV=test npm test`.
  let k = 0;
  while (/^[A-Za-z_][A-Za-z0-9_]*=\S*$/.test(first) && k < words.length - 1) {
    k++;
    first = words[k] ?? "";
  }
  // English verbs that are also programs ("make sure …", "go fix …") count only in short lines.
  if (AMBIGUOUS.has(first)) return words.length - k <= 3 && !/[A-Za-z][.,;:!?]$/.test(line);
  if (KNOWN_EXECUTABLES.has(first)) return true;
  return /^(\.{1,2}\/|bin\/|scripts\/)\S+$/.test(first);
}
