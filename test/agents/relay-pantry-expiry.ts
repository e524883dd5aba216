/**
 * A held-out relay of the fidelity corpus: Claude Code → Gemini CLI → OpenCode on the stock
 * database of a food bank in Cluj, an SQLite schema checked with `make test` (the migrations into
 * a fresh database through sqlite3, then a shell script comparing each query's output with its
 * expected file). What it holds: a Romanian task after background; Romanian house rules (3 days
 * for the urgent list, SQLite 3.34 on the warehouse laptop, data/week-10.csv untouched); the
 * version dropped in Tamil ("no longer 3.34", 3.40 next to it); the 3 days replaced in Tamil by a
 * week in words (ஒரு வாரம்); a Tamil and a Romanian opener that only carry on; a backup connection
 * string with its password typed in Tamil prose; `make import` passing only as
 * `PANTRY_DB=build/dev.db make import`; a trigger added by the first hop and taken out of its
 * migration by the second, said by its effect on the Saturday import; a "make sure …" step named
 * the turn before a Tamil thank-you, done by running a make target; a step done by writing a
 * query; a file deleted, never committed; "Cu drag! 🥫" last. Its questions are
 * test/fixtures/relays/holdout/pantry-expiry/questions.json.
 */
import type { Relay } from "./relay.js";

/** A made-up password inside a connection string (no server has it): it must never reach a briefing. */
export const FAKE_BACKUP_PASSWORD = "Br4nza-Cl0ud-77";

export const PANTRY_TASK =
  "Un pic de context mai întâi. Suntem banca de alimente a asociației din Mănăștur, la Cluj, și aproape toți voluntarii sunt studenți, mulți de la Medicină, din India. Sâmbăta vine duba cu donații de la supermarketuri, iar fiecare ladă se trece pe o foaie de hârtie care ajunge apoi în data/week-10.csv, cu datele scrise ca la noi, 09.03.2026. Săptămâna trecută am aruncat 30 de iaurturi expirate pentru că nimeni nu a observat la timp. Ce vreau de la tine: scrie queries/urgent.sql, lista a ce expiră curând, cu ce expiră primul în capul listei, și fă ca scripts/import.sql să treacă datele foii în baza de date ca date adevărate. make test trebuie să treacă.";
export const PANTRY_RULES =
  "Câteva reguli ale casei: pe lista urgentă intră tot ce expiră în cel mult 3 zile. Laptopul din depozit are SQLite 3.34, deci fără STRICT și fără RETURNING. Iar data/week-10.csv nu se atinge, e foaia adevărată de sâmbătă.";
export const PANTRY_THANKS = "நன்றி!";
export const PANTRY_TAMIL_OPENER = "முந்தைய அமர்வு நிறுத்திய இடத்திலிருந்து தொடருங்கள்.";
export const PANTRY_TAMIL_VERSION =
  "கிடங்கு லேப்டாப் நேற்று புதுப்பிக்கப்பட்டது: அதில் இனி SQLite 3.34 இல்லை, இப்போது 3.40. STRICT அட்டவணைகளைப் பயன்படுத்தலாம்.";
export const PANTRY_TAMIL_BACKUP = `ஒரு விஷயம்: இரவு பேக்கப் இங்கே போகிறது, postgres://pantry:${FAKE_BACKUP_PASSWORD}@backup.banca.local/pantry — இதை எந்தக் கோப்பிலும் எழுத வேண்டாம்.`;
export const PANTRY_ROMANIAN_OPENER = "Continuă de unde a rămas colegul.";
export const PANTRY_TAMIL_WEEK =
  "மூன்று நாள் இனி போதாது: சூப் கிச்சன் திங்கள்தோறும் மட்டுமே வருகிறது, அதனால் அவசரப் பட்டியல் ஒரு வாரம் முன்னே பார்க்கட்டும்.";
export const PANTRY_LAST_THANKS = "Mulțumesc, gata pe azi.";

const MAKEFILE = `# make test: every migration into a fresh database, the seed, then each query that has an
# expected output compared with it (tests/compare.sh exits 1 on a difference).
test:
\t@mkdir -p build && rm -f build/test.db
\t@for f in migrations/*.sql; do sqlite3 -bail build/test.db < $$f || exit 1; done
\t@sqlite3 -bail build/test.db < tests/seed.sql
\t@sh tests/compare.sh build/test.db

# make import: the week's sheet into the pantry's database.
import:
\t@sh scripts/import.sh

.PHONY: test import
`;

const COMPARE_SH = `#!/bin/sh
# Runs each queries/NAME.sql that has a tests/expected/NAME.out against the test database, @today
# set to the seed's day (tests/today.txt), and prints what differs; exits 1 when anything does.
db="$1"
today=$(cat tests/today.txt)
status=0
for expected in tests/expected/*.out; do
  name=$(basename "$expected" .out)
  if ! actual=$(sqlite3 -bail -cmd ".parameter set @today \\"'$today'\\"" "$db" < "queries/$name.sql"); then
    echo "FAIL $name: the query failed"
    status=1
    continue
  fi
  if [ "$actual" = "$(cat "$expected")" ]; then
    echo "ok   $name"
  else
    echo "FAIL $name (< expected, > got)"
    printf '%s\\n' "$actual" | diff "$expected" - | sed 's/^/  /'
    status=1
  fi
done
exit $status
`;

const IMPORT_SH = `#!/bin/sh
# make import: the week's sheet into the pantry's database (a new one gets the migrations first).
set -e
db="\${PANTRY_DB:-/srv/pantry/pantry.db}"
if [ ! -s "$db" ]; then
  for f in migrations/*.sql; do sqlite3 -bail "$db" < "$f"; done
fi
sqlite3 -bail "$db" < scripts/import.sql
`;

const importSql = (iso: boolean) => {
  const date = (col: string) =>
    iso
      ? `CASE WHEN sheet.${col} = '' THEN NULL ELSE substr(sheet.${col}, 7, 4) || '-' || substr(sheet.${col}, 4, 2) || '-' || substr(sheet.${col}, 1, 2) END`
      : `NULLIF(sheet.${col}, '')`;
  return `-- The week's sheet: a staging table, then items and donations.
CREATE TEMP TABLE sheet (item TEXT, category TEXT, qty INTEGER, received TEXT, expires TEXT);
.import --csv --skip 1 --schema temp data/week-10.csv sheet
INSERT OR IGNORE INTO items (name, category) SELECT DISTINCT item, category FROM sheet;
INSERT INTO donations (item_id, qty, received, expires)
SELECT items.id, sheet.qty,
       ${date("received")},
       ${date("expires")}
FROM sheet JOIN items ON items.name = sheet.item;
`;
};

const MIGRATION_001 = `-- The pantry's stock: what came in, how much, and when it goes off.
CREATE TABLE items (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL
);

CREATE TABLE donations (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES items(id),
  qty INTEGER NOT NULL,
  received TEXT NOT NULL,
  expires TEXT
);
`;

const migration002 = (trigger: boolean) => `-- The urgent list reads donations by their expiry date.
CREATE INDEX donations_expires ON donations (expires);
${
  trigger
    ? `
-- A donation of nothing is a slip of the pen on the sheet.
CREATE TRIGGER donations_qty_positive BEFORE INSERT ON donations
WHEN NEW.qty <= 0
BEGIN
  SELECT RAISE(ABORT, 'a donation needs a quantity above 0');
END;
`
    : ""
}`;

const MIGRATION_003 = `-- donations as a STRICT table: a quantity that is not a whole number is refused at the insert.
CREATE TABLE donations_strict (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES items(id),
  qty INTEGER NOT NULL,
  received TEXT NOT NULL,
  expires TEXT
) STRICT;
INSERT INTO donations_strict SELECT id, item_id, qty, received, expires FROM donations;
DROP TABLE donations;
ALTER TABLE donations_strict RENAME TO donations;
CREATE INDEX donations_expires ON donations (expires);
`;

const SEED = `INSERT INTO items (id, name, category) VALUES
  (1, 'Iaurt', 'lactate'),
  (2, 'Lapte', 'lactate'),
  (3, 'Pâine', 'panificație'),
  (4, 'Orez', 'uscate'),
  (5, 'Mere', 'fructe');
INSERT INTO donations (item_id, qty, received, expires) VALUES
  (1, 12, '2026-03-07', '2026-03-10'),
  (2, 6, '2026-03-08', '2026-03-12'),
  (3, 20, '2026-03-09', '2026-03-09'),
  (4, 40, '2026-03-01', NULL),
  (5, 15, '2026-03-05', '2026-03-15'),
  (2, 4, '2026-03-09', '2026-03-20'),
  (1, 8, '2026-02-28', '2026-03-06');
`;

const STOCK_SQL = `-- What the pantry holds, by category.
SELECT items.category, sum(donations.qty)
FROM donations JOIN items ON items.id = donations.item_id
GROUP BY items.category
ORDER BY items.category;
`;

const STOCK_OUT = `fructe|15
lactate|30
panificație|20
uscate|40
`;

const urgentSql = (
  days: number,
) => `-- What goes off within ${days} days of @today, the soonest first: the morning shift hands it out first.
SELECT items.name, donations.qty, donations.expires
FROM donations JOIN items ON items.id = donations.item_id
WHERE donations.expires BETWEEN @today AND date(@today, '+${days} days')
ORDER BY donations.expires, items.name;
`;

const urgentOut = (days: number) =>
  days === 3
    ? "Pâine|20|2026-03-09\nIaurt|12|2026-03-10\nLapte|6|2026-03-12\n"
    : "Pâine|20|2026-03-09\nIaurt|12|2026-03-10\nLapte|6|2026-03-12\nMere|15|2026-03-15\n";

const EXPIRED_SQL = `-- What went off before @today and is still on the books: the bin log of the morning shift.
SELECT items.name, donations.qty, donations.expires
FROM donations JOIN items ON items.id = donations.item_id
WHERE donations.expires < @today
ORDER BY donations.expires, items.name;
`;

const WEEK_10 = `item,category,qty,received,expires
Iaurt,lactate,24,07.03.2026,10.03.2026
Lapte,lactate,12,07.03.2026,12.03.2026
Iaurt,lactate,0,07.03.2026,11.03.2026
Pâine,panificație,30,07.03.2026,08.03.2026
Orez,uscate,50,07.03.2026,
Mere,fructe,18,07.03.2026,21.03.2026
Conserve de fasole,conserve,36,07.03.2026,01.04.2027
Ulei,uscate,10,07.03.2026,15.09.2026
`;

const EXPORT_XLS = `#!/bin/sh
# Writes the stock list as an .xls for the old city-hall report (through ssconvert).
sqlite3 -csv -header "\${PANTRY_DB:-/srv/pantry/pantry.db}" < queries/stock.sql > /tmp/stock.csv
ssconvert /tmp/stock.csv "\${1:-stock.xls}"
`;

export const PANTRY_RELAY: Relay = {
  name: "pantry-expiry",
  files: {
    Makefile: MAKEFILE,
    "migrations/001_stock.sql": MIGRATION_001,
    "queries/stock.sql": STOCK_SQL,
    "scripts/import.sh": IMPORT_SH,
    "scripts/import.sql": importSql(false),
    "scripts/export-xls.sh": EXPORT_XLS,
    "tests/compare.sh": COMPARE_SH,
    "tests/seed.sql": SEED,
    "tests/today.txt": "2026-03-09\n",
    "tests/expected/stock.out": STOCK_OUT,
    "data/week-10.csv": WEEK_10,
    ".gitignore": "build/\n",
  },
  hops: [
    {
      agent: "claude",
      prompts: [PANTRY_TASK, PANTRY_RULES, PANTRY_THANKS],
      turns: [
        {
          prompt: PANTRY_TASK.slice(0, 30),
          steps: [
            {
              say: "Reading the schema, the import, the test script and the sheet.",
              run: "cat migrations/001_stock.sql scripts/import.sql tests/compare.sh data/week-10.csv",
            },
            {
              say: "Expiry dates go into the database as YYYY-MM-DD text: date() and BETWEEN compare them as they are, where the text order of DD.MM.YYYY puts 01.04.2026 before 09.03.2026.",
              write: { path: "scripts/import.sql", content: importSql(true) },
            },
            { write: { path: "queries/urgent.sql", content: urgentSql(3) } },
            { write: { path: "tests/expected/urgent.out", content: urgentOut(3) } },
            { run: "make test" },
          ],
          final:
            "queries/urgent.sql lists what goes off from @today on, the soonest first, and scripts/import.sql turns the sheet's DD.MM.YYYY into YYYY-MM-DD. make test passes: stock and urgent match their expected files.",
        },
        {
          prompt: PANTRY_RULES.slice(0, 30),
          steps: [
            { write: { path: "migrations/002_guard.sql", content: migration002(true) } },
            { run: "make test" },
            {
              run: "git add queries scripts/import.sql tests migrations && git commit -q -m 'Urgent list (3 days), ISO dates on import, index on expires'",
            },
          ],
          final:
            "The urgent list looks 3 days ahead, date(@today, '+3 days') in queries/urgent.sql, with plain SQL that SQLite 3.34 runs; data/week-10.csv is untouched. A donation of 0 or less is refused by a trigger in migrations/002_guard.sql: on the paper sheet a 0 is always a slip of the pen. make test passes and it is committed. Next step: make sure `make import` loads data/week-10.csv without an error.",
        },
        { prompt: PANTRY_THANKS, steps: [], final: "🙏" },
      ],
    },
    {
      agent: "gemini",
      prompts: [PANTRY_TAMIL_OPENER, PANTRY_TAMIL_VERSION, PANTRY_TAMIL_BACKUP],
      turns: [
        {
          prompt: PANTRY_TAMIL_OPENER,
          steps: [
            { run: "make import" },
            {
              say: "scripts/import.sh writes to PANTRY_DB and falls back to /srv/pantry/pantry.db, the warehouse laptop's path; here it goes to build/dev.db.",
              run: "PANTRY_DB=build/dev.db make import",
            },
            {
              say: "The import stopped at the sheet's line with 0 jars of yoghurt, and not one donation of the van reached the database, the apples, the beans and the oil with it.",
              write: { path: "migrations/002_guard.sql", content: migration002(false) },
            },
            { run: "rm build/dev.db" },
            { run: "PANTRY_DB=build/dev.db make import" },
            { run: "sqlite3 build/dev.db 'SELECT count(*) FROM donations'" },
            { run: "make test" },
          ],
          final:
            "data/week-10.csv loads whole into build/dev.db as PANTRY_DB=build/dev.db make import: 8 donations, the yoghurt line with 0 jars among them. make test passes.",
        },
        {
          prompt: PANTRY_TAMIL_VERSION.slice(0, 30),
          steps: [
            { write: { path: "migrations/003_strict.sql", content: MIGRATION_003 } },
            { run: "make test" },
            {
              say: "scripts/export-xls.sh fed ssconvert for the city hall's old report, which the city stopped asking for last year, and nothing calls it.",
              run: "rm scripts/export-xls.sh",
            },
            {
              run: "git add migrations && git commit -q -m 'donations as a STRICT table (SQLite 3.40 on the laptop); no trigger on qty'",
            },
          ],
          final:
            "donations is a STRICT table now, rebuilt by migrations/003_strict.sql, with its index on expires again; make test passes and migrations/ is committed.",
        },
        {
          prompt: PANTRY_TAMIL_BACKUP.slice(0, 20),
          steps: [],
          final:
            "The backup address stays out of every file: nothing in this repo talks to the backup server. Next step: write queries/expired.sql, what went off before @today for the bin log, with tests/expected/expired.out, then run make test.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [PANTRY_ROMANIAN_OPENER, PANTRY_TAMIL_WEEK, PANTRY_LAST_THANKS],
      turns: [
        {
          prompt: PANTRY_ROMANIAN_OPENER,
          steps: [
            { write: { path: "queries/expired.sql", content: EXPIRED_SQL } },
            { write: { path: "tests/expected/expired.out", content: "Iaurt|8|2026-03-06\n" } },
            { run: "make test" },
          ],
          final:
            "queries/expired.sql lists what went off before @today, soonest first (in the seed, 8 yoghurts of 6 March), and tests/expected/expired.out holds that line. make test passes.",
        },
        {
          prompt: PANTRY_TAMIL_WEEK.slice(0, 30),
          steps: [
            { write: { path: "queries/urgent.sql", content: urgentSql(7) } },
            { write: { path: "tests/expected/urgent.out", content: urgentOut(7) } },
            { run: "make test" },
            {
              run: "git add queries tests && git commit -q -m 'Urgent list looks a week ahead; expired list for the bin log'",
            },
          ],
          final:
            "The urgent list looks 7 days ahead now, date(@today, '+7 days'), and the apples of 15 March are on it; make test passes and it is committed.",
        },
        { prompt: PANTRY_LAST_THANKS, steps: [], final: "Cu drag! 🥫" },
      ],
    },
  ],
};
