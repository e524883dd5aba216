/**
 * docs/rule-lists.md names every list of words that reading prose still keeps: each exported
 * constant of a `*-words.ts` module (generated tables aside) and of the low-information reader,
 * so a list added without saying what it decides and why it is needed fails here.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { packageRoot } from "../../src/platform/package-root.js";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

/**
 * Modules of lists: named after their words, or the reader that keeps one of its own. The
 * session's words (`session-words.ts`: what the user and agent said) are the session's, no list.
 */
const isListModule = (rel: string) =>
  (/-words\.ts$/.test(rel) && !/\.generated\.ts$|session-words\.ts$/.test(rel)) ||
  rel === "src/generate/low-information.ts";

test("docs/rule-lists.md names every exported word list", () => {
  const root = packageRoot();
  const doc = readFileSync(join(root, "docs", "rule-lists.md"), "utf8");
  const missing: string[] = [];
  for (const path of sourceFiles(join(root, "src"))) {
    const rel = relative(root, path);
    if (!isListModule(rel)) continue;
    const text = readFileSync(path, "utf8");
    for (const [, name] of text.matchAll(/^export const ([A-Z][A-Z0-9_]*)\b/gm))
      if (!doc.includes(`\`${name}\``)) missing.push(`${rel}: ${name}`);
  }
  assert.deepEqual(missing, [], "say in docs/rule-lists.md what these decide and why");
});
