/**
 * A regular expression's source for a list of literal words, written as a trie: the words that
 * start alike share their start (`k(?:od|irjau)`), so an engine that tries an alternation at each
 * position of a text follows one branch per character instead of trying every word. For a line
 * filter, where any word found is enough, a word that another word starts with stands for both
 * (`kod` covers `kode`). A word may end in `\b` (a word boundary, written as those two
 * characters); every other character is matched literally.
 */
export function literalTrieSource(words: readonly string[]): string {
  const root: TrieNode = new Map();
  for (const word of words) insert(root, tokens(word.toLowerCase()));
  return emit(root);
}

/** A trie node: each next token to its node; `null` where a word ends. */
type TrieNode = Map<string, TrieNode | null>;

/** A word's characters, with a trailing `\b` kept as one token. */
function tokens(word: string): string[] {
  const boundary = word.endsWith("\\b");
  const out = Array.from(boundary ? word.slice(0, -2) : word);
  if (boundary) out.push("\\b");
  return out;
}

function insert(root: TrieNode, path: readonly string[]): void {
  let node = root;
  for (const [i, token] of path.entries()) {
    const last = i === path.length - 1;
    const next = node.get(token);
    // a word ending here covers every longer word through this node
    if (next === null) return;
    if (last) {
      node.set(token, null);
      return;
    }
    if (next === undefined) {
      const child: TrieNode = new Map();
      node.set(token, child);
      node = child;
    } else node = next;
  }
}

/** A character as a pattern: letters as they are, anything else escaped. */
function escapeToken(token: string): string {
  if (token === "\\b") return token;
  return /[\p{L}\p{M}\p{N} ]/u.test(token) ? token : "\\" + token;
}

function emit(node: TrieNode): string {
  const branches = [...node].map(([token, child]) =>
    child === null ? escapeToken(token) : escapeToken(token) + emit(child),
  );
  return branches.length === 1 ? (branches[0] as string) : `(?:${branches.join("|")})`;
}
