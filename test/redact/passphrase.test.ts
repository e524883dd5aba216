import assert from "node:assert/strict";
import { test } from "node:test";
import { redact } from "../../src/redact/index.js";
import { isGeneratedPassphrase, looksLikePassphrase } from "../../src/redact/passphrase.js";

/**
 * Generated passphrases: words and a number joined by one separator. Strict (no credential
 * word needed) and loose (right after one). The sentences are this file's own.
 */

const SECRET = [
  "on the VPN prompt, Heron-Basalt-3318-Quill works",
  "la clave es Lantern-Fjord-902-Sable",
  "der Schlüssel lautet Walrus-Cobalt-5521-Mint",
  "la chiave è Tundra-Mosaic-7740-Reed",
  "the key is Marble-Otter-Fennel9",
  "key for the backup box: Copper.Heath.6604.Lark",
  "the passphrase is tangle-marsh-orbit-cedar",
  "senha: quartz-ember-41-dune",
];

const ORDINARY = [
  "the cache key is user-id-42",
  "boot from Windows-Server-2019-Datacenter first",
  "read Alpha-Beta-12-Gamma/notes.md",
  "the key is user-session-cache",
  "Content-Type-Options stays off",
  "Use the --password-stdin flag of docker login",
  "bump to node-linux-x64-24 and retry",
  "the branch is Fix-Login-Flow",
];

test("a generated passphrase is caught with or without a credential word", () => {
  for (const line of SECRET) {
    assert.match(redact(line).text, /\[REDACTED:[a-z-]+\]/, line);
  }
});

test("identifiers, product names, paths and slugs are left as written", () => {
  for (const line of ORDINARY) assert.equal(redact(line).text, line);
});

test("the two shapes: strict without a word, loose after one", () => {
  assert.equal(isGeneratedPassphrase("Heron-Basalt-3318-Quill"), true);
  assert.equal(isGeneratedPassphrase("Heron-Basalt-2019-Quill"), false, "a year names a product");
  assert.equal(isGeneratedPassphrase("heron-basalt-3318-quill"), false, "lowercase needs a word");
  assert.equal(isGeneratedPassphrase("Heron-Basalt-Quill"), false, "no number");
  assert.equal(looksLikePassphrase("heron-basalt-3318-quill"), true);
  assert.equal(looksLikePassphrase("heron-basalt-quill-cedar"), true);
  assert.equal(looksLikePassphrase("heron-basalt"), false);
  assert.equal(looksLikePassphrase("src-main-ts"), false, "segments under three letters");
});
