/**
 * Property tests for the `-z` git parsers (STYLE §7): porcelain text is rendered from a model
 * with arbitrary paths (spaces, tabs, newlines, backslashes, quotes, unicode), renames and
 * copies, and the parse of it must give the model back. The expected kind of each change is
 * written in the model, not computed by the parser's own `kindFromXY`.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { type ParsedStatus, parseStatus } from "../../../src/collect/git/parse-status.js";
import { type ListedWorktree, parseWorktrees } from "../../../src/collect/git/parse-worktrees.js";
import type { FileChange, FileChangeKind } from "../../../src/model/snapshot/types.js";
import { propertyRuns } from "../../helpers/property-runs.js";

const RUNS = { numRuns: propertyRuns(300) };

/** Path characters git allows in a `-z` record: anything but NUL, with the awkward ones often. */
const pathChar = fc.oneof(
  fc.constantFrom(" ", "\t", "\n", "\r", "\\", '"', "#", "é", "日", "🙂", "\u200b", "->"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const path = fc
  .array(pathChar, { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(""))
  .filter((p) => !p.includes("\0"));

const oid = fc.stringMatching(/^[0-9a-f]{40}$/);
const sub = fc.oneof(
  fc.constant("N..."),
  fc
    .tuple(fc.constantFrom("C", "."), fc.constantFrom("M", "."), fc.constantFrom("U", "."))
    .map(([c, m, u]) => `S${c}${m}${u}`),
);

/** One change line as the model holds it: the record type, its XY, and what it must parse to. */
interface ModelChange {
  record: "1" | "2" | "u" | "?" | "!";
  xy: string;
  sub: string;
  path: string;
  orig?: string;
  score?: string;
  kind: FileChangeKind;
}

const clean = fc.constantFrom(".", "M");
/** [kind, XY] pairs for ordinary (`1`) records, per git's status letters. */
const ordinaryXY: fc.Arbitrary<[FileChangeKind, string]> = fc.oneof(
  fc
    .tuple(clean, clean)
    .filter(([x, y]) => x !== "." || y !== ".")
    .map(([x, y]): [FileChangeKind, string] => ["modified", `${x}${y}`]),
  fc.constantFrom<[FileChangeKind, string]>(["added", "A."], ["added", "AM"]),
  fc.constantFrom<[FileChangeKind, string]>(
    ["deleted", "D."],
    ["deleted", ".D"],
    ["deleted", "MD"],
    ["deleted", "AD"],
  ),
  fc.constantFrom<[FileChangeKind, string]>(
    ["type-changed", "T."],
    ["type-changed", ".T"],
    ["type-changed", "MT"],
    ["type-changed", "TM"],
  ),
);

const change: fc.Arbitrary<ModelChange> = fc.oneof<fc.Arbitrary<ModelChange>[]>(
  fc
    .tuple(ordinaryXY, sub, path)
    .map(([[kind, xy], s, p]) => ({ record: "1", xy, sub: s, path: p, kind })),
  fc
    .tuple(
      fc.constantFrom("R", "C"),
      fc.constantFrom(".", "M", "D"),
      fc.integer({ min: 0, max: 100 }),
      sub,
      path,
      path,
    )
    .map(([x, y, score, s, p, orig]) => ({
      record: "2",
      xy: `${x}${y}`,
      sub: s,
      path: p,
      orig,
      score: `${x}${score}`,
      kind: x === "R" ? "renamed" : "copied",
    })),
  fc
    .tuple(fc.constantFrom("DD", "AU", "UD", "UA", "DU", "AA", "UU"), sub, path)
    .map(([xy, s, p]) => ({ record: "u", xy, sub: s, path: p, kind: "conflicted" })),
  path.map((p) => ({ record: "?", xy: "", sub: "", path: p, kind: "untracked" })),
  path.map((p) => ({ record: "!", xy: "", sub: "", path: p, kind: "untracked" })),
);

interface ModelBranch {
  oid: string | null;
  head: string | null;
  upstream: string | null;
  ab: { ahead: number; behind: number } | null;
}

const branchName = fc.stringMatching(/^[A-Za-z0-9._/-]{1,30}$/);
const branch: fc.Arbitrary<ModelBranch> = fc.record({
  oid: fc.option(oid, { nil: null }),
  head: fc.option(branchName, { nil: null }),
  upstream: fc.option(
    branchName.map((b) => `origin/${b}`),
    { nil: null },
  ),
  ab: fc.option(fc.record({ ahead: fc.nat(5000), behind: fc.nat(5000) }), { nil: null }),
});

const MODES = "100644 100644 100644";

/** `git status --porcelain=v2 -z --branch` for the model: every record NUL-terminated. */
function renderStatus(b: ModelBranch, changes: readonly ModelChange[]): string {
  const records = [
    `# branch.oid ${b.oid ?? "(initial)"}`,
    `# branch.head ${b.head ?? "(detached)"}`,
  ];
  if (b.upstream !== null) records.push(`# branch.upstream ${b.upstream}`);
  if (b.upstream !== null && b.ab !== null)
    records.push(`# branch.ab +${b.ab.ahead} -${b.ab.behind}`);
  const h = "a".repeat(40);
  for (const c of changes) {
    if (c.record === "1") records.push(`1 ${c.xy} ${c.sub} ${MODES} ${h} ${h} ${c.path}`);
    else if (c.record === "2")
      records.push(`2 ${c.xy} ${c.sub} ${MODES} ${h} ${h} ${c.score} ${c.path}`, c.orig ?? "");
    else if (c.record === "u")
      records.push(`u ${c.xy} ${c.sub} 100644 100644 100644 100644 ${h} ${h} ${h} ${c.path}`);
    else records.push(`${c.record} ${c.path}`);
  }
  return records.map((r) => `${r}\0`).join("");
}

/** What the parser must return for the model (ignored entries are dropped). */
function expectStatus(b: ModelBranch, changes: readonly ModelChange[]): ParsedStatus {
  const hasAb = b.upstream !== null && b.ab !== null;
  return {
    branch: {
      oid: b.oid,
      head: b.head,
      detached: b.head === null,
      upstream: b.upstream,
      ahead: hasAb ? (b.ab?.ahead ?? null) : null,
      behind: hasAb ? (b.ab?.behind ?? null) : null,
    },
    changes: changes
      .filter((c) => c.record !== "!")
      .map((c): FileChange => {
        if (c.record === "?") {
          return {
            path: c.path,
            kind: "untracked",
            staged: false,
            unstaged: true,
            added: null,
            deleted: null,
          };
        }
        const out: FileChange = {
          path: c.path,
          kind: c.kind,
          staged: c.record === "u" ? false : c.xy[0] !== ".",
          unstaged: c.record === "u" ? true : c.xy[1] !== ".",
          added: null,
          deleted: null,
        };
        if (c.sub.startsWith("S")) out.submodule = true;
        if (c.record === "2") out.orig_path = c.orig ?? "";
        return out;
      }),
  };
}

test("parseStatus(render(model)) = model, for arbitrary paths, renames, copies and conflicts", () => {
  fc.assert(
    fc.property(branch, fc.array(change, { maxLength: 12 }), (b, changes) => {
      assert.deepStrictEqual(parseStatus(renderStatus(b, changes)), expectStatus(b, changes));
    }),
    RUNS,
  );
});

const worktree: fc.Arbitrary<ListedWorktree> = fc
  .record({
    path: path.map((p) => `/${p}`),
    head: fc.option(oid, { nil: null }),
    branch: fc.option(branchName, { nil: null }),
    bare: fc.boolean(),
    locked: fc.boolean(),
    prunable: fc.boolean(),
  })
  .map((w) => ({
    path: w.path,
    // A bare worktree has no HEAD or branch; a non-bare one without a branch is detached.
    head: w.bare ? null : w.head,
    branch: w.bare ? null : w.branch,
    detached: !w.bare && w.branch === null,
    bare: w.bare,
    locked: w.locked,
    prunable: w.prunable,
  }));

const reason = fc.option(path, { nil: null });

/** `git worktree list --porcelain -z` for the model: attributes NUL-terminated, a NUL between. */
function renderWorktrees(
  list: readonly ListedWorktree[],
  reasons: readonly (string | null)[],
): string {
  return list
    .map((w, i) => {
      const records = [`worktree ${w.path}`];
      if (w.bare) records.push("bare");
      else {
        if (w.head !== null) records.push(`HEAD ${w.head}`);
        records.push(w.branch === null ? "detached" : `branch refs/heads/${w.branch}`);
      }
      const why = reasons[i] ?? null;
      if (w.locked) records.push(why === null ? "locked" : `locked ${why}`);
      if (w.prunable) records.push(why === null ? "prunable" : `prunable ${why}`);
      return `${records.map((r) => `${r}\0`).join("")}\0`;
    })
    .join("");
}

test("parseWorktrees(render(model)) = model for -z output, paths and lock reasons arbitrary", () => {
  fc.assert(
    fc.property(
      fc.array(worktree, { maxLength: 6 }),
      fc.array(reason, { maxLength: 6 }),
      (list, reasons) => {
        assert.deepStrictEqual(parseWorktrees(renderWorktrees(list, reasons), "\0"), list);
      },
    ),
    RUNS,
  );
});
