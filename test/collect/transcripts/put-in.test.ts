/**
 * What an edit put in, for the decision said before it: the declarations its new text adds that
 * its old text did not, as written, at most three; and which sentences take it (those naming no
 * identifier of their own), in several languages.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  addedLine,
  putInNames,
  putInOf,
  saidPutIn,
  soleTurnPutIn,
  takesPutIn,
  tiedPutIn,
} from "../../../src/collect/transcripts/put-in.js";

test("an edit puts in the declarations its new text adds", () => {
  const rows: [{ added?: string; dropped?: string }, string[]][] = [
    // Python, a helper and its call.
    [
      {
        added: "def _round_up_ten(x):\n    return -(-x // 10) * 10\n\ntotal = _round_up_ten(t)",
        dropped: "total = t",
      },
      ["_round_up_ten"],
    ],
    // JavaScript: a function and a constant, as written (functions read first).
    [{ added: "const MAX_SEATS = 8;\nfunction seatCount(rows) {}" }, ["seatCount", "MAX_SEATS"]],
    // Go and Rust.
    [{ added: "func retryLater(d time.Duration) {}" }, ["retryLater"]],
    [{ added: "fn split_even(total: u32) -> u32 { total }" }, ["split_even"]],
    // Only a value changes: the name was declared before too.
    [{ added: "NIGHT_RATE = 1.2", dropped: "NIGHT_RATE = 1.1" }, []],
    // A body changes: the function stays the same thing.
    [
      { added: "def fare(km):\n    return km * 31", dropped: "def fare(km):\n    return km * 30" },
      [],
    ],
    // A plain local is no declaration of the work; nothing added at all.
    [{ added: "total = 0" }, []],
    [{ dropped: "def gone(x): pass" }, []],
  ];
  for (const [edit, names] of rows) assert.deepEqual(putInNames(edit), names, JSON.stringify(edit));
});

test("at most three names, with the edit's file and source", () => {
  const added = "const A_ONE = 1;\nconst A_TWO = 2;\nconst A_THREE = 3;\nconst A_FOUR = 4;";
  assert.deepEqual(putInOf({ added }, "src/a.js", "e1"), {
    names: ["A_ONE", "A_TWO", "A_THREE"],
    path: "src/a.js",
    from: "e1",
  });
  assert.equal(putInOf({ added: "x = 1", dropped: "x = 0" }, "src/a.js", "e1"), null);
});

test("a sentence naming an identifier of its own is tied by it, not by the edit", () => {
  const rows: [string, boolean][] = [
    ["Fares go up to the next whole ten: the counters keep no coins.", true],
    ["Las tarifas suben a la decena siguiente: las cajas no guardan monedas.", true],
    ["Die Preise werden auf volle Zehner aufgerundet, weil die Kassen kein Kleingeld haben.", true],
    ["Les tarifs montent à la dizaine suivante : les caisses n'ont pas de pièces.", true],
    ["运费向上取整到十位：柜台不收零钱。", true],
    ["Rounding with `_round_up_ten` so the counters keep no coins.", false],
    ["MAX_SEATS is 8: the van has eight seats.", false],
    ["seatCount() reads the rows, so the plan stays in one place.", false],
  ];
  for (const [text, takes] of rows) assert.equal(takesPutIn(text), takes, text);
});

test("the prose that ends a turn is tied to the turn's newest edit whose names it says in words", () => {
  const turn = [
    { names: ["CLUB_ACCOUNT", "PEAK_FROM"], path: "a.py" },
    { names: ["clubAccount", "share_of"], path: "b.py" },
  ];
  assert.deepEqual(saidPutIn("An empty night goes to the club account.", turn), {
    names: ["clubAccount"],
    path: "b.py",
  });
  assert.equal(saidPutIn("Each share is rounded down.", turn), null);
  // One that names an identifier itself is tied by it already.
  assert.equal(saidPutIn("`CLUB_ACCOUNT` holds the club account.", turn), null);
});

test("the turn's one declaration ties the one conclusion that ends it, in any language", () => {
  const one = [{ names: ["byArrival"], path: "src/sorter.js" }];
  for (const text of [
    "Los pedidos con el mismo peso van por orden de llegada, como dice el manual del almacén.",
    "Bei gleichem Gewicht entscheidet die Ankunftszeit, so steht es im Handbuch des Lagers.",
    "同じ重さの注文は到着順に並べます。",
  ])
    assert.deepEqual(tiedPutIn(text, one, true), one[0], text);
  const text = "Los pedidos con el mismo peso van por orden de llegada.";
  // Not the only conclusion of its prose; two things put in; one naming code of its own.
  assert.equal(tiedPutIn(text, one, false), null);
  assert.equal(
    tiedPutIn(text, [...one, { names: ["byWeight"], path: "src/sorter.js" }], true),
    null,
  );
  assert.equal(tiedPutIn("sortOrders() keeps the handbook's order.", one, true), null);
  assert.equal(soleTurnPutIn(text, []), null);
});

test("an edit that declares nothing puts in its first new line of code", () => {
  const rows: [{ added?: string; dropped?: string; whole?: true }, string | null][] = [
    [
      { added: "  let t = 0;\n  if (order.hall) total += 4000;\n", dropped: "  let t = 0;\n" },
      "if (order.hall) total += 4000;",
    ],
    // Python: a rounding up put in a line of its own.
    [
      { added: "    boxes = -(-items // per_box)\n    return boxes", dropped: "    return items" },
      "boxes = -(-items // per_box)",
    ],
    // A line only reformatted, a comment, a brace, another value: nothing new.
    [{ added: "if ( a )  b += 1;", dropped: "if (a) b += 1;" }, null],
    [{ added: "// the halls pay extra\n}", dropped: "" }, null],
    [{ added: "  total += 5000;", dropped: "  total += 4000;" }, null],
    [{ added: 'const PEAK_FROM = "18:30";', dropped: 'const PEAK_FROM = "18:00";' }, null],
    // A whole file written: nothing to tell what is new against.
    [{ added: "if (order.hall) total += 4000;", whole: true }, null],
  ];
  for (const [edit, line] of rows) assert.equal(addedLine(edit), line, JSON.stringify(edit));
});

test("a turn that declared nothing ties its one conclusion to its one line outside the tests", () => {
  const code = { names: [], path: "src/bill.js", line: "if (order.hall) total += 4000;" };
  const spec = { names: [], path: "test/bill.test.js", line: "assert.equal(bill(hall), 4500);" };
  const said = "The halls pay for delivery, they are across town.";
  assert.deepEqual(soleTurnPutIn(said, [code, spec]), code);
  assert.equal(soleTurnPutIn(said, [code, { ...code, line: "total += tip;" }]), null);
  assert.equal(soleTurnPutIn("`billTotal` adds it.", [code]), null);
});
