/**
 * What an edit put in and took out, from each agent's tool input: a write's content, old and
 * new strings in every agent's spelling, a list of edits, a patch's `+` and `-` lines.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { editTextOf, patchText } from "../../../src/collect/transcripts/edit-content.js";

test("each agent's spelling of a write and a replacement", () => {
  assert.deepEqual(editTextOf({ file_path: "a.js", content: "x()" }), {
    added: "x()",
    whole: true,
  });
  assert.deepEqual(editTextOf({ file_path: "a.js", old_string: "a()", new_string: "b()" }), {
    added: "b()",
    dropped: "a()",
  });
  assert.deepEqual(editTextOf({ filePath: "a.ts", oldString: "a", newString: "b" }), {
    added: "b",
    dropped: "a",
  });
  assert.deepEqual(
    editTextOf({
      file_path: "a.py",
      edits: [
        { old_string: "one", new_string: "uno" },
        { old_string: "two", new_string: "dos" },
      ],
    }),
    { added: "uno\ndos", dropped: "one\ntwo" },
  );
  assert.deepEqual(editTextOf({ file_path: "a.js" }), {});
});

test("a patch's added and removed lines, headers aside", () => {
  const codex =
    "*** Begin Patch\n*** Update File: app/s.py\n@@\n-import yaml\n+import json\n def load():\n*** End Patch";
  assert.deepEqual(patchText(codex), { added: "import json", dropped: "import yaml" });
  const unified = "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-#include <search.h>\n+#include <stdlib.h>";
  assert.deepEqual(patchText(unified), {
    added: "#include <stdlib.h>",
    dropped: "#include <search.h>",
  });
  assert.deepEqual(editTextOf({ patchText: unified }), patchText(unified));
});
