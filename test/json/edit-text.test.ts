import assert from "node:assert/strict";
import { test } from "node:test";
import {
  appendItems,
  applyJsonChange,
  blankComments,
  detectLayout,
  nodeAt,
  parseJsonTree,
  removeItem,
} from "../../src/json/edit-text.js";

// A small deterministic generator (no dependency): the same cases on every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Scalars as users write them, which a parse-and-stringify round trip would change.
const SCALARS = [
  "12345678901234567890",
  "1e400",
  "1.0",
  "-0",
  "1E+2",
  '"\\u00e9t\\u00E9 \\/ \\ud83d\\ude00"',
  '"é"',
  "true",
  "null",
  '""',
];

/** A random JSON text in a random layout, with comments when `comments`. */
function randomText(next: () => number, depth: number, comments: boolean): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const space = () => pick(["", " ", "\n  ", "\n\t", "  ", "\r\n    "]);
  const comment = () =>
    comments && next() < 0.3 ? pick(["/* c */", "// line\n", "/* a\nb */"]) : "";
  const gap = () => `${space()}${comment()}${space()}`;
  if (depth === 0 || next() < 0.3) return pick(SCALARS);
  const n = Math.floor(next() * 4);
  const items: string[] = [];
  const object = next() < 0.5;
  for (let i = 0; i < n; i++) {
    const value = randomText(next, depth - 1, comments);
    items.push(
      object
        ? `${gap()}"k${i}${pick(["", "\\n", "é"])}"${gap()}:${gap()}${value}${gap()}`
        : `${gap()}${value}${gap()}`,
    );
  }
  const inner = items.length === 0 ? gap() : items.join(",");
  return object ? `{${inner}}` : `[${inner}]`;
}

test("the tree gives every value's exact span, comments skipped where allowed", () => {
  const text = '{ "a" : [1.0, {"b": 1e400}], // x\n "a": "last" }';
  const root = parseJsonTree(text, { comments: true });
  assert.equal(root.kind, "object");
  assert.deepEqual(
    root.items.map((m) => m.key),
    ["a", "a"],
  );
  const value = nodeAt(root, ["a"])!; // the last duplicate, as JSON.parse
  assert.equal(text.slice(value.start, value.end), '"last"');
  const first = root.items[0]!.value;
  assert.equal(text.slice(first.items[1]!.value.items[0]!.value.start, first.end), "1e400}]");
  assert.throws(() => parseJsonTree(text), /invalid JSON/);
  assert.equal(
    blankComments('{"a//b": 1} // x\n/* y\n*/').length,
    '{"a//b": 1} // x\n/* y\n*/'.length,
  );
  assert.deepEqual(JSON.parse(blankComments('{"a//b": /* c */ 1} // x\n')), { "a//b": 1 });
});

test("appending items then removing them gives the original bytes back, for any layout", () => {
  const next = random(29);
  let cases = 0;
  for (let n = 0; n < 400; n++) {
    const comments = n % 2 === 1;
    const text = randomText(next, 4, comments);
    const options = { comments };
    const root = parseJsonTree(text, options);
    // Every container of the text, by path.
    const paths: (string | number)[][] = [];
    const walk = (node: typeof root, path: (string | number)[]) => {
      if (node.kind === "scalar") return;
      paths.push(path);
      node.items.forEach((item, i) => {
        walk(item.value, [...path, item.key ?? i]);
      });
    };
    walk(root, []);
    for (const path of paths) {
      const node = nodeAt(parseJsonTree(text, options), path)!;
      if (node.items.some((item, i) => node.items.findIndex((o) => o.key === item.key) !== i)) {
        continue; // duplicate keys: a path names only the last
      }
      const added =
        node.kind === "object"
          ? ['"new": {"x": 1}', '"new2": [2]']
          : ['{"hooks": [{"type": "command"}]}', "2"];
      const layout = detectLayout(text);
      const grown = appendItems(text, node, added, layout, options);
      const parsed = JSON.parse(blankComments(grown)) as unknown;
      assert.ok(parsed !== undefined, grown);
      let back = grown;
      for (let k = 0; k < added.length; k++) {
        const target = nodeAt(parseJsonTree(back, options), path)!;
        back = removeItem(back, target, target.items.length - 1, options);
      }
      assert.equal(
        back,
        text,
        `append/remove at ${JSON.stringify(path)} of ${JSON.stringify(text)}`,
      );
      cases++;
    }
  }
  assert.ok(cases > 400, `only ${cases} cases`);
});

test("applyJsonChange edits only what differs and keeps every other byte", () => {
  const text =
    '{\n    "big": 12345678901234567890,\n    "inf": 1e400,\n    "one": 1.0,\n    "s": "\\u00e9",\n    "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "x"}]}]}\n}\n';
  const before = JSON.parse(text) as Record<string, unknown>;
  const after = {
    ...before,
    hooks: {
      Stop: [
        { hooks: [{ type: "command", command: "x" }] },
        { hooks: [{ type: "command", command: "y" }] },
      ],
      SessionStart: [{ matcher: "startup", hooks: [{ type: "command", command: "y" }] }],
    },
  };
  const edited = applyJsonChange(text, before, after);
  assert.ok(edited.includes('"big": 12345678901234567890'), edited);
  assert.ok(edited.includes('"inf": 1e400') && edited.includes('"one": 1.0'), edited);
  assert.ok(edited.includes('"s": "\\u00e9"'), edited);
  assert.deepEqual(JSON.parse(edited.replace("1e400", "0")), {
    ...after,
    inf: 0,
  });
  // The new lines follow the file's four-space indent.
  assert.match(edited, /\n {8}"SessionStart": \[\n {12}\{/);
  assert.equal(applyJsonChange(edited, after, before), text);
});
