/**
 * What the clean-state check knows of source languages: which files are code (debug prints and
 * commented-out code only count there, never in Markdown or data), their line-comment marker, and
 * their debug-print patterns.
 */

/** A language family as the check sees it. */
export interface Language {
  name: string;
  /** Line-comment markers, longest first. */
  comments: string[];
  /** Debug statements that should not be handed over. */
  debugPrints: RegExp[];
}

const JS_DEBUG = [/\bconsole\.log\s*\(/, /(^|[;{}])\s*debugger\s*(;|$)/];

const JS: Language = { name: "javascript", comments: ["//"], debugPrints: JS_DEBUG };
const PYTHON: Language = {
  name: "python",
  comments: ["#"],
  debugPrints: [
    /(^|[^\w.])print\s*\(/,
    /\b(i?pdb)\.set_trace\s*\(/,
    /(^|[^\w.])breakpoint\s*\(\s*\)/,
  ],
};
const RUST: Language = { name: "rust", comments: ["//"], debugPrints: [/\bdbg!\s*\(/] };
const RUBY: Language = {
  name: "ruby",
  comments: ["#"],
  debugPrints: [/\bbinding\.(pry|irb)\b/, /(^|\s)byebug\b/],
};
const C_LIKE: Language = { name: "c-like", comments: ["//"], debugPrints: [] };
const SHELL: Language = { name: "shell", comments: ["#"], debugPrints: [] };
const DASH_DASH: Language = { name: "sql-like", comments: ["--"], debugPrints: [] };

const BY_EXTENSION: Record<string, Language> = {
  js: JS,
  jsx: JS,
  mjs: JS,
  cjs: JS,
  ts: JS,
  tsx: JS,
  mts: JS,
  cts: JS,
  vue: JS,
  svelte: JS,
  py: PYTHON,
  pyi: PYTHON,
  rs: RUST,
  rb: RUBY,
  go: C_LIKE,
  java: C_LIKE,
  kt: C_LIKE,
  kts: C_LIKE,
  scala: C_LIKE,
  swift: C_LIKE,
  c: C_LIKE,
  h: C_LIKE,
  cc: C_LIKE,
  cpp: C_LIKE,
  hpp: C_LIKE,
  cs: C_LIKE,
  php: C_LIKE,
  dart: C_LIKE,
  sh: SHELL,
  bash: SHELL,
  zsh: SHELL,
  sql: DASH_DASH,
  lua: DASH_DASH,
};

/** The language of a repo-relative path from its extension, or null when it is not code. */
export function languageOf(path: string): Language | null {
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  if (dot <= 0) return null;
  return BY_EXTENSION[base.slice(dot + 1).toLowerCase()] ?? null;
}
