/**
 * What code declares, read from its text alone (an edit's old and new text, a diff's removed and
 * added lines): the names a later reading can tell were taken back out when the declaration goes
 * and no mention stays. Pure.
 */

/** Words of the languages that declare or assign, never the name of a thing of the work. */
const DECLARATION_WORDS = new Set(
  "const let var function def class fn func struct interface enum type define export import return static final public private protected async self this none null true false".split(
    " ",
  ),
);

/** A name shaped like code, never a word of prose: `CLEANUP_MIN`, `retryLater`, `max_tries`. */
const CODE_SHAPED = /_|[a-z][A-Z]|^[A-Z][A-Z0-9]{2,}$/;

/**
 * The things some code declares, whole and lowercased: a function or type after its keyword
 * (`def retry_later`, `function retryLater`, `class Slot`), a value shaped like code after a
 * declaring word or assigned at the start of a line (`const CLEANUP_MIN`, `CLEANUP_MIN = 15`,
 * `#define RATE_CAP 4`; a plain `total = 0` may be any local), and a command-line option it
 * spells (`"--dry-run"`, as `dry-run`: prose names it so). What an edit that drops the
 * declaration and keeps no mention of it took back out.
 */
export function declaredNames(code: string): string[] {
  const found = new Set<string>();
  const text = code.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[\s;{}])\/\/.*$/gm, "$1");
  const keep = (word: string, plainToo: boolean) => {
    const name = word.toLowerCase();
    if (name.length < 4 || DECLARATION_WORDS.has(name) || /^\d/.test(name)) return;
    if (plainToo || CODE_SHAPED.test(word)) found.add(name);
  };
  for (const [, word = ""] of text.matchAll(
    /(?:^|[^\w$.])(?:function|def|class|fn|func|struct|interface|enum)\s+\**([A-Za-z_$][\w$]*)/g,
  ))
    keep(word, true);
  for (const [, word = ""] of text.matchAll(
    /(?:^|[^\w$.])(?:const|let|var|type|define)\s+([A-Za-z_$][\w$]*)/g,
  ))
    keep(word, false);
  for (const match of text.matchAll(/^[ \t]*(?:export\s+)?([A-Za-z_$][\w$]*)\s*:?=(?!=)/gm))
    keep(match[1] ?? "", false);
  // A typed declaration (`private static final int PEAK_FROM = 18;`, `constexpr int MIN_BALLS =
  // 60;`, `set MAX_PARTS 2`): a name shaped like code after its type or command word.
  for (const match of text.matchAll(
    /^[ \t]*(?:(?:public|private|protected|internal|static|final|const|constexpr|inline|readonly|unsigned|signed)\s+)*[A-Za-z_][\w:<>,.[\]]*\s+([A-Za-z_$][\w$]*)\s*(?:=(?!=)|\s+-?\d[\d_.]*\s*$)/gm,
  ))
    keep(match[1] ?? "", false);
  for (const [, option = ""] of text.matchAll(/["'`\s]--([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\b/g))
    found.add(option);
  return [...found];
}

/**
 * The names shaped like code that prose names, as written: an identifier with an underscore or
 * a lower-to-upper case change (`CLEANUP_MIN`, `retryLater`), and an option written with its
 * dashes (`--dry-run`, as `dry-run`). A hyphenated word ("lower-cases") or a bare acronym ("NFD")
 * is prose as often as code: never one. Paths and dotted names are left out.
 */
export function codeShapedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}_$./-])(--)?([\p{L}_$][\p{L}\p{N}_$-]*[\p{L}\p{N}_$])(?![\p{L}\p{N}_$]|[./][\p{L}\p{N}])/gu,
  )) {
    const [, dashes, word = ""] = match;
    if (word.length < 4) continue;
    if (
      dashes !== undefined
        ? /^[a-z][a-z0-9-]*$/.test(word)
        : /^[\p{L}\p{N}_$]+$/u.test(word) && /_|[a-z][A-Z]/.test(word)
    )
      names.push(word);
  }
  return names;
}
