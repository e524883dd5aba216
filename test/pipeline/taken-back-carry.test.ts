/**
 * Conclusions a later session took back are never carried as decided: a tie rule the user set
 * anew in French and the comparator line rewritten (Codex CLI, Claude Code, Gemini CLI); a total
 * in a test whose fee and expected value changed after a Spanish message; a failing test's
 * values and the behaviour they pinned replaced after a German one; a check said to pass in
 * every time zone that failed in one; a filtering step put in and taken out again at a Polish
 * message. Each in a real repo, three hops, the third reading what the second left. A
 * conclusion still true beside them stays as it was.
 */
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import type { Packet } from "../../src/model/packet/types.js";
import { writeScriptedHop } from "../helpers/pipeline-hop.js";
import type { ScriptedSession } from "../helpers/relay-transcripts.js";
import { git, makeRepo, removeDir, writeRepoFile } from "../helpers/temp-repo.js";

const dir = mkdtempSync(join(tmpdir(), "handoff-taken-back-"));
after(() => removeDir(dir));
const hop = (repo: string, s: ScriptedSession): Promise<Packet> => writeScriptedHop(dir, repo, s);

/** A new repo with `files` committed. */
function repoWith(files: Record<string, string>): string {
  const repo = makeRepo("handoff-taken-back-repo-");
  for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "start");
  return repo;
}

/** `files` written and committed, as a hop's own work. */
function commit(repo: string, files: Record<string, string>, message: string): void {
  for (const [path, text] of Object.entries(files)) writeRepoFile(repo, path, text);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
}

/** The entry of `packet` whose text starts with `text`. */
const find = (packet: Packet | undefined, text: string) =>
  packet?.conclusions.find((c) => c.text.startsWith(text));

/** Its conclusions, one a line, for a failure's message. */
const listed = (packet: Packet | undefined) =>
  (packet?.conclusions ?? []).map((c) => `${c.kind}: ${c.text}`).join("\n");

/** Neither left as a decision or a finding: left out, or a dead end marked as superseded. */
function takenBack(packet: Packet | undefined, text: string, mark?: string): void {
  const entry = find(packet, text);
  if (entry === undefined) return;
  assert.equal(entry.kind, "dead_end", listed(packet));
  if (mark !== undefined) assert.equal(entry.text, `${text}${mark}`, listed(packet));
}

const RANK = (tie: string) =>
  `function rankPlayers(players) {\n  return [...players].sort((a, b) => {\n    if (b.score !== a.score) return b.score - a.score;\n    ${tie}\n  });\n}\nmodule.exports = { rankPlayers };\n`;
const BY_JOINING = "return a.joinedAt - b.joinedAt;";
const BY_NAME = "return a.name.localeCompare(b.name);";
const TIES = "Ties on score go to the player with the earlier joinedAt in rankPlayers: ";
const SIGNUP =
  "function signup(name) {\n  return { name, score: 0, joinedAt: Date.now() };\n}\nmodule.exports = { signup };\n";
const COPY = "rankPlayers sorts a copy made with a spread, so the caller's array keeps its order.";

test("a tie rule the user set anew, its comparator line rewritten: the old rule is superseded, a true one stays", async () => {
  // joinedAt is still filled in at signup: only its use for ties went.
  const repo = repoWith({ "src/signup.js": SIGNUP, "src/rank.js": "module.exports = {};\n" });
  try {
    commit(repo, { "src/rank.js": RANK(BY_JOINING) }, "rank");
    const first = await hop(repo, {
      agent: "codex",
      day: "2026-12-01",
      user: ["Write rankPlayers in src/rank.js: highest score first."],
      writes: [{ path: "src/rank.js", content: RANK(BY_JOINING) }],
      commands: ["npm test"],
      report: `${TIES}the club's paper ladder always did it that way.`,
      more: [COPY],
    });
    assert.equal(find(first, TIES)?.kind, "decision", listed(first));
    commit(repo, { "src/rank.js": RANK(BY_NAME) }, "ties by name");
    const second = await hop(repo, {
      agent: "claude",
      day: "2026-12-02",
      user: [
        "Pour les égalités, c'est l'ordre alphabétique du nom qui compte dans src/rank.js, plus l'ancienneté.",
      ],
      edits: [{ after: 0, path: "src/rank.js", old: BY_JOINING, new: BY_NAME }],
      commands: ["npm test"],
      report: "test/rank.test.js has a case with two players on 40 points now.",
    });
    const third = await hop(repo, {
      agent: "gemini",
      day: "2026-12-03",
      user: ["continue"],
      commands: ["npm test"],
      report: "src/signup.js sets score to 0 for every new player.",
    });
    const old = `${TIES}the club's paper ladder always did it that way.`;
    for (const packet of [second, third]) {
      takenBack(packet, old, ` — superseded by \`${BY_NAME}\` (src/rank.js)`);
      assert.ok(find(packet, old) !== undefined, listed(packet));
      assert.equal(find(packet, COPY)?.kind, first.conclusions.find((c) => c.text === COPY)?.kind);
      assert.equal(find(packet, COPY)?.text, COPY);
    }
  } finally {
    removeDir(repo);
  }
});

test("a newer conclusion naming the new comparator leaves the old tie rule out", async () => {
  const repo = repoWith({ "src/signup.js": SIGNUP, "src/rank.js": RANK(BY_JOINING) });
  try {
    await hop(repo, {
      agent: "gemini",
      day: "2026-12-01",
      user: ["Write rankPlayers in src/rank.js: highest score first."],
      writes: [{ path: "src/rank.js", content: RANK(BY_JOINING) }],
      commands: ["npm test"],
      report: `${TIES}seniority wins.`,
    });
    commit(repo, { "src/rank.js": RANK(BY_NAME) }, "ties by name");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["Bei Gleichstand entscheidet der Name in src/rank.js."],
      edits: [{ after: 0, path: "src/rank.js", old: BY_JOINING, new: BY_NAME }],
      commands: ["npm test"],
      report: "Equal scores now fall back to localeCompare on the names, as the clubs asked.",
    });
    assert.equal(find(second, TIES), undefined, listed(second));
  } finally {
    removeDir(repo);
  }
});

const BASKET = (fee: string) =>
  `const DELIVERY_FEE = ${fee};\nfunction total(items) {\n  return items.reduce((s, i) => s + i.price, 0) + DELIVERY_FEE;\n}\nmodule.exports = { total, DELIVERY_FEE };\n`;
const BASKET_TEST = (sum: string) =>
  `const assert = require("node:assert");\nconst { total } = require("../src/basket.js");\nconst SAMPLE = [{ price: 12 }, { price: 15 }];\nassert.equal(total(SAMPLE), ${sum});\n`;

test("a total stated before the fee and the test's expected total changed is superseded by the test's line", async () => {
  const repo = repoWith({ "src/basket.js": "", "test/basket.test.js": "" });
  const said = "The two-item basket of test/basket.test.js comes to 31.50 EUR with the fee.";
  try {
    commit(
      repo,
      { "src/basket.js": BASKET("4.5"), "test/basket.test.js": BASKET_TEST("31.5") },
      "basket",
    );
    await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: ["Add the delivery fee to the basket total in src/basket.js."],
      writes: [{ path: "src/basket.js", content: BASKET("4.5") }],
      commands: ["npm test"],
      report: said,
    });
    commit(repo, { "src/basket.js": BASKET("6"), "test/basket.test.js": BASKET_TEST("33") }, "fee");
    const second = await hop(repo, {
      agent: "gemini",
      day: "2026-12-02",
      user: ["La tarifa de entrega sube a 6 euros en src/basket.js."],
      edits: [
        {
          after: 0,
          path: "src/basket.js",
          old: "const DELIVERY_FEE = 4.5;",
          new: "const DELIVERY_FEE = 6;",
        },
      ],
      commands: ["npm test"],
      report: "src/basket.js exports DELIVERY_FEE for the checkout page too.",
    });
    const third = await hop(repo, {
      agent: "codex",
      day: "2026-12-03",
      user: ["sigue"],
      commands: ["npm test"],
      report: "The checkout page reads DELIVERY_FEE from src/basket.js.",
    });
    for (const packet of [second, third]) {
      takenBack(
        packet,
        said,
        " — superseded by `assert.equal(total(SAMPLE), 33);` (test/basket.test.js)",
      );
      assert.ok(find(packet, said) !== undefined, listed(packet));
    }
  } finally {
    removeDir(repo);
  }
});

const SPLIT = (line: string) =>
  `def split_bill(total_cents, people):\n    share = total_cents // people\n    shares = [share] * people\n    ${line}\n    return shares\n`;
const SPLIT_TEST = (shares: string) =>
  `from bill.split import split_bill\n\ndef test_three_way():\n    assert split_bill(1000, 3) == ${shares}\n`;
const LAST = "shares[-1] += total_cents - share * people";
const FIRST = "shares[0] += total_cents - share * people";
const WANTED =
  "test_three_way wanted [333, 333, 334]: split_bill now hands the leftover cents to the last person.";

test("a failing test's values and the behaviour they pinned, both replaced later: never decided", async () => {
  for (const newer of [
    "tests/test_split.py expects [334, 333, 333] for 1000 cents now.",
    "bill/split.py is imported by bill/cli.py only.",
  ]) {
    const repo = repoWith({ "bill/split.py": "", "tests/test_split.py": "" });
    try {
      commit(
        repo,
        { "bill/split.py": SPLIT(LAST), "tests/test_split.py": SPLIT_TEST("[333, 333, 334]") },
        "split",
      );
      await hop(repo, {
        agent: "claude",
        day: "2026-12-01",
        user: ["Split a bill in bill/split.py so the shares add up to the total."],
        writes: [{ path: "bill/split.py", content: SPLIT(LAST) }],
        commands: [
          {
            command: "pytest -q",
            exit: 1,
            output:
              "FAILED tests/test_split.py::test_three_way - assert [333, 333, 333] == [333, 333, 334]",
          },
          "pytest -q",
        ],
        report: WANTED,
      });
      commit(
        repo,
        { "bill/split.py": SPLIT(FIRST), "tests/test_split.py": SPLIT_TEST("[334, 333, 333]") },
        "first pays",
      );
      const second = await hop(repo, {
        agent: "gemini",
        day: "2026-12-02",
        user: ["Die übrigen Cent soll die erste Person zahlen, nicht die letzte (bill/split.py)."],
        edits: [{ after: 0, path: "bill/split.py", old: LAST, new: FIRST }],
        commands: ["pytest -q"],
        report: newer,
      });
      const third = await hop(repo, {
        agent: "codex",
        day: "2026-12-03",
        user: ["weiter"],
        commands: ["pytest -q"],
        report: "bill/split.py has no caller outside bill/cli.py.",
      });
      const mark =
        " — superseded by `assert split_bill(1000, 3) == [334, 333, 333]` (tests/test_split.py)";
      for (const packet of [second, third]) {
        takenBack(packet, WANTED, mark);
        // A newer conclusion stating the new values says what holds: the old one goes.
        assert.equal(find(packet, WANTED) === undefined, newer.includes("[334, 333, 333]"));
      }
    } finally {
      removeDir(repo);
    }
  }
});

test("a check said to pass in every time zone, then failing in one: no longer carried", async () => {
  const said =
    "npm test passes in every time zone, because src/dates.js builds each date with Date.UTC.";
  const repo = repoWith({
    "src/dates.js":
      "function dueDate(d) {\n  return new Date(Date.UTC(d.y, d.m, d.d));\n}\nmodule.exports = { dueDate };\n",
  });
  try {
    const first = await hop(repo, {
      agent: "gemini",
      day: "2026-12-01",
      user: ["Format the due dates in src/dates.js."],
      commands: ["npm test", "TZ=Asia/Tokyo npm test"],
      report: said,
    });
    assert.ok(find(first, said) !== undefined, listed(first));
    const second = await hop(repo, {
      agent: "claude",
      day: "2026-12-02",
      user: ["Check src/dates.js near midnight."],
      commands: [
        {
          command: "TZ=Pacific/Kiritimati npm test",
          exit: 1,
          output:
            "not ok 3 - due date of an invoice\n  expected: '2026-12-02'\n  actual: '2026-12-03'",
        },
      ],
      report: "dueDate() in src/dates.js shifts by a day east of UTC+12.",
    });
    const third = await hop(repo, {
      agent: "codex",
      day: "2026-12-03",
      user: ["go on"],
      commands: ["git status"],
      report: "src/dates.js is the only file that builds dates.",
    });
    for (const packet of [second, third])
      assert.equal(find(packet, said), undefined, listed(packet));
  } finally {
    removeDir(repo);
  }
});

const DAILY_FILTERED =
  "import statistics\nfrom scipy.stats import zscore\n\ndef daily_mean(values):\n    kept = [v for v, z in zip(values, zscore(values)) if abs(z) < 3]\n    return statistics.mean(kept)\n";
const DAILY_PLAIN =
  "import statistics\n\ndef daily_mean(values):\n    return statistics.mean(values)\n";

test("a filtering step put in, then taken out at the user's word: abandoned, not decided", async () => {
  const said =
    "Readings more than 3 standard deviations out never reach the mean: zscore() filters them, since the meters spike on a reboot.";
  const repo = repoWith({ "meter/daily.py": "" });
  try {
    commit(repo, { "meter/daily.py": DAILY_FILTERED }, "mean");
    const first = await hop(repo, {
      agent: "codex",
      day: "2026-12-01",
      user: ["Give meter/daily.py a daily_mean of the meter values."],
      writes: [{ path: "meter/daily.py", content: DAILY_FILTERED }],
      commands: ["pytest -q"],
      report: said,
    });
    assert.equal(find(first, said)?.kind, "decision", listed(first));
    commit(repo, { "meter/daily.py": DAILY_PLAIN }, "plain mean");
    const second = await hop(repo, {
      agent: "gemini",
      day: "2026-12-02",
      user: ["Nie odrzucaj żadnych odczytów w meter/daily.py — średnia ma liczyć wszystko."],
      edits: [
        {
          after: 0,
          path: "meter/daily.py",
          old: DAILY_FILTERED.trimEnd(),
          new: DAILY_PLAIN.trimEnd(),
        },
      ],
      commands: ["pytest -q"],
      report: "pytest -q: 4 passed.",
    });
    const third = await hop(repo, {
      agent: "claude",
      day: "2026-12-03",
      user: ["dalej"],
      commands: ["pytest -q"],
      report: "meter/daily.py reads its values from meter/source.py.",
    });
    // The first session wrote the file through its shell, an edit like a write tool's: the code
    // it put in is marked, as a write tool's would be.
    for (const packet of [second, third]) {
      takenBack(
        packet,
        said,
        " (wrote `daily_mean` in meter/daily.py) — taken out since: `from scipy.stats import zscore` (meter/daily.py)",
      );
      assert.ok(find(packet, said) !== undefined, listed(packet));
    }
  } finally {
    removeDir(repo);
  }
});

const BOARD = (empty: string) =>
  `function slotLabel(slot) {\n${empty}  return slot.player;\n}\nmodule.exports = { slotLabel };\n`;
const FREE = '  if (slot === null) return "free";\n';

test("how an empty slot is shown, decided, then that branch deleted at the user's word: never decided", async () => {
  const said = 'An empty slot reads "free" in slotLabel, so the desk sees open courts at a glance.';
  const repo = repoWith({ "src/board.js": "" });
  try {
    commit(repo, { "src/board.js": BOARD(FREE) }, "board");
    const first = await hop(repo, {
      agent: "gemini",
      day: "2026-12-01",
      user: ["Label the court slots in src/board.js."],
      writes: [{ path: "src/board.js", content: BOARD(FREE) }],
      commands: ["npm test"],
      report: said,
    });
    assert.equal(find(first, said)?.kind, "decision", listed(first));
    commit(repo, { "src/board.js": BOARD("") }, "no empty label");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: [
        "Leere Plätze sollen in src/board.js gar nicht beschriftet werden; die Tafel filtert sie.",
      ],
      edits: [{ after: 0, path: "src/board.js", old: FREE.trimEnd(), new: "" }],
      commands: ["npm test"],
      report: "src/board.js is required by src/desk.js only.",
    });
    for (const packet of [second]) {
      takenBack(
        packet,
        said,
        ' — taken out since: `if (slot === null) return "free";` (src/board.js)',
      );
      assert.ok(find(packet, said) !== undefined, listed(packet));
    }
  } finally {
    removeDir(repo);
  }
});

const PRICE = (body: string) =>
  `const cache = new Map();\nfunction formatPrice(n, locale) {\n  ${body}\n}\nmodule.exports = { formatPrice };\n`;
const BY_LOCALE_STRING = 'return n.toLocaleString(locale, { style: "currency", currency: "EUR" });';
const BY_CACHE = "return formatterFor(cache, locale).format(n);";

test("an earlier session's own uncommitted rewrite, still in the diff, takes back nothing it said", async () => {
  const said =
    "One cached formatter per locale stands where toLocaleString was in src/price.js: it cost 40 ms a call on the till.";
  // The receipt's date still uses toLocaleString: only this diff's lines could take it back.
  const repo = repoWith({
    "src/price.js": PRICE(BY_LOCALE_STRING),
    "src/receipt.js": "module.exports = { stamp: (d) => d.toLocaleString() };\n",
    "src/till.js": "module.exports = { width: 40 };\n",
  });
  try {
    // The first session rewrites the line and commits nothing: the next one's diff still holds it.
    writeRepoFile(repo, "src/price.js", PRICE(BY_CACHE));
    const first = await hop(repo, {
      agent: "claude",
      day: "2026-12-01",
      user: ["Make formatPrice in src/price.js fast enough for the till."],
      edits: [{ after: 0, path: "src/price.js", old: BY_LOCALE_STRING, new: BY_CACHE }],
      commands: ["npm test"],
      report: said,
    });
    assert.equal(find(first, said)?.kind, "decision", listed(first));
    writeRepoFile(repo, "src/till.js", "module.exports = { width: 42 };\n");
    const second = await hop(repo, {
      agent: "codex",
      day: "2026-12-02",
      user: ["Set the till width in src/till.js to 42 columns."],
      edits: [{ after: 0, path: "src/till.js", old: "width: 40", new: "width: 42" }],
      commands: ["npm test"],
      report: "src/till.js is read by the print job only.",
    });
    assert.equal(find(second, said)?.kind, "decision", listed(second));
    assert.equal(find(second, said)?.text, said);
  } finally {
    removeDir(repo);
  }
});
