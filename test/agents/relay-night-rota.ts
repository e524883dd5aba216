/**
 * A held-out relay of the fidelity corpus: Gemini CLI → Claude Code → Codex CLI → OpenCode on a
 * small Python package (`make test` runs `python3 -m unittest`) that hands out an on-call team's
 * night shifts. What it holds: a task after four sentences of background, its house rule (at most
 * two nights in a row) a separate sentence; German rules (a fixture never to touch, `make test`
 * green before a commit) and a German opener that only carries on; a calendar token typed by the
 * user in Japanese (made up); the night limit raised to three in Japanese, no word shared with the
 * English rule but the number; `make holidays` failing until run as `ROTA_HOLIDAYS=… make
 * holidays`; a code path added to a file and taken out of it again; a test left failing at the end
 * of a hop, its name and values only in the run's output; a file of the scaffold deleted in the
 * work tree and never committed; a Japanese opener; "完了です 🙌" as the last report. Decisions and
 * dead ends are said with no cue word. Its questions are
 * test/fixtures/relays/holdout/night-rota/questions.json.
 */
import type { Relay } from "./relay.js";

export const ROTA_TASK =
  "Bit of background before the ask. Our on-call team is nine people, five in Berlin and four in Tokyo, and for two years Jonas has built the night rota by hand in a shared spreadsheet. Leave comes out of the HR system as a CSV export; tests/fixtures/hr-export.csv is last February's. In January two people ended up with four nights back to back and nobody noticed until the second one called in sick. What I need: write assign(people, nights, leave) in rota/nights.py that hands the nights out in turn, in blocks, and skips anyone who is on leave that night. House rule: nobody is on call more than two nights in a row.";
export const ROTA_GERMAN =
  "Noch zwei Dinge: tests/fixtures/hr-export.csv ist ein echter (anonymisierter) Export aus dem HR-System, den bitte nicht anfassen. Und vor jedem Commit muss make test grün sein.";
export const ROTA_OPENER_DE = "Bitte mach da weiter, wo die letzte Sitzung stehen geblieben ist.";
/** A made-up calendar token (no real service has it): it must never reach a briefing. */
export const FAKE_CALENDAR_TOKEN = "Zr8qT2vKm5WpX3nL";
export const ROTA_TOKEN_JA = `ちなみに、カレンダー同期のAPIトークンは ${FAKE_CALENDAR_TOKEN} です。同期を試すときに使ってください。`;
export const ROTA_THREE_JA =
  "労務との話がまとまりました。夜勤は3晩連続まで入れてOKです。テストもそれに合わせて直してください。";
export const ROTA_OPENER_JA = "前回の続きからお願いします。";
export const ROTA_COMMIT_JA = "いいですね、コミットしてください。";

const MAKEFILE =
  ".PHONY: test holidays\n\ntest:\n\tpython3 -m unittest discover -s tests -t .\n\nholidays:\n\tpython3 scripts/check_holidays.py\n";

const CHECK_HOLIDAYS = `"""The public-holiday calendar both offices' rotas read: every row a date, an office, a name."""
import csv
import os
import sys
from datetime import date

path = os.environ.get("ROTA_HOLIDAYS", "")
if path == "":
    print("holidays: no calendar given (ROTA_HOLIDAYS is not set)", file=sys.stderr)
    sys.exit(2)
counts = {"berlin": 0, "tokyo": 0}
with open(path, encoding="utf-8") as f:
    for n, row in enumerate(csv.DictReader(f), start=2):
        try:
            date.fromisoformat(row["date"])
        except ValueError:
            print(f"holidays: {path}:{n}: not a date: {row['date']!r}", file=sys.stderr)
            sys.exit(1)
        if row["office"] not in counts:
            print(f"holidays: {path}:{n}: unknown office {row['office']!r}", file=sys.stderr)
            sys.exit(1)
        counts[row["office"]] += 1
print(f"holidays: {path}: berlin {counts['berlin']} days, tokyo {counts['tokyo']} days")
`;

const HOLIDAYS_CSV = `date,office,name
2027-01-01,berlin,Neujahr
2027-01-01,tokyo,元日
2027-01-11,tokyo,成人の日
2027-02-11,tokyo,建国記念の日
2027-02-23,tokyo,天皇誕生日
2027-03-08,berlin,Frauentag
2027-03-21,tokyo,春分の日
2027-03-26,berlin,Karfreitag
2027-03-29,berlin,Ostermontag
`;

const SHEET_IMPORT = `"""Reads the rota from the shared spreadsheet's CSV download (one column per person)."""
import csv
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    for row in csv.reader(f):
        print("\\t".join(row))
`;

const HR_EXPORT = `Name;Standort;Von;Bis;Art
Weber, Jonas;Berlin;03.02.2027;05.02.2027;Urlaub
Sato, Aiko;Tokio;10.02.2027;10.02.2027;Urlaub
Schulz, Anna;Berlin;15.02.2027;19.02.2027;Urlaub
Tanaka, Mika;Tokio;22.02.2027;22.02.2027;Krank
`;

const nightsPy = (max: number) => `MAX_IN_ROW = ${max}


def assign(people, nights, leave):
    """One name per night: each person takes up to MAX_IN_ROW nights in a row, then the next one
    in the list; anyone on leave that night (a date in leave[name]) is passed over."""
    rota = []
    turn = 0
    streak = 0
    for night in nights:
        for _ in range(len(people) + 1):
            person = people[turn % len(people)]
            if streak < MAX_IN_ROW and night not in leave.get(person, ()):
                break
            turn += 1
            streak = 0
        else:
            raise ValueError(f"nobody is free on the night of {night}")
        rota.append(person)
        streak += 1
    return rota
`;

const nightsTest = (max: number) => {
  const word = max === 2 ? "two" : "three";
  const blocks =
    max === 2
      ? '["anna", "anna", "jonas", "jonas", "mika", "mika"]'
      : '["anna", "anna", "anna", "jonas", "jonas", "jonas"]';
  return `import unittest
from datetime import date, timedelta

from rota.nights import assign

PEOPLE = ["anna", "jonas", "mika"]


def nights(first, count):
    return [first + timedelta(days=i) for i in range(count)]


class AssignTest(unittest.TestCase):
    def test_blocks_of_${word}(self):
        self.assertEqual(assign(PEOPLE, nights(date(2027, 2, 1), 6), {}), ${blocks})

    def test_leave_passes_the_night_on(self):
        leave = {"anna": {date(2027, 2, 1)}}
        self.assertEqual(assign(PEOPLE, nights(date(2027, 2, 1), 1), leave), ["jonas"])

    def test_nobody_free(self):
        leave = {p: {date(2027, 2, 1)} for p in PEOPLE}
        with self.assertRaises(ValueError):
            assign(PEOPLE, nights(date(2027, 2, 1), 1), leave)


if __name__ == "__main__":
    unittest.main()
`;
};

const hrPy = (
  keyed: "full" | "handle",
  toBerlin: boolean,
) => `"""Leave from the HR system's CSV export: ${keyed === "full" ? "full name" : "the rota's handle (lower-cased first name)"} -> the dates off."""
import csv
from datetime import date, datetime, timedelta
${toBerlin ? "from zoneinfo import ZoneInfo\n" : ""}

def _day(text):
    return datetime.strptime(text, "%d.%m.%Y").date()
${
  toBerlin
    ? `

def _to_berlin(day, office):
    if office != "Tokio":
        return day
    midnight = datetime(day.year, day.month, day.day, tzinfo=ZoneInfo("Asia/Tokyo"))
    return midnight.astimezone(ZoneInfo("Europe/Berlin")).date()
`
    : ""
}

def load_leave(path):
    leave = {}
    with open(path, encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter=";"):
            last, first = [part.strip() for part in row["Name"].split(",")]
            name = ${keyed === "full" ? 'f"{first} {last}"' : "first.lower()"}
            day, end = _day(row["Von"]), _day(row["Bis"])
            while day <= end:
                leave.setdefault(name, set()).add(${toBerlin ? '_to_berlin(day, row["Standort"])' : "day"})
                day += timedelta(days=1)
    return leave
`;

const hrTest = (keyed: "full" | "handle", rotaTest: 0 | 2 | 3) => {
  const jonas = keyed === "full" ? '"Jonas Weber"' : '"jonas"';
  const aiko = keyed === "full" ? '"Aiko Sato"' : '"aiko"';
  const rota =
    rotaTest === 0
      ? ""
      : `
    def test_hr_leave_reaches_the_rota(self):
        leave = load_leave(EXPORT)
        rota = assign(["anna", "jonas", "mika"], nights(date(2027, 2, 1), 6), leave)
        self.assertEqual(rota[${rotaTest === 2 ? 2 : 3}], "mika")
`;
  return `import unittest
from datetime import date, timedelta

from rota.hr import load_leave
${rotaTest === 0 ? "" : "from rota.nights import assign\n"}
EXPORT = "tests/fixtures/hr-export.csv"
${rotaTest === 0 ? "" : "\n\ndef nights(first, count):\n    return [first + timedelta(days=i) for i in range(count)]\n"}

class LoadLeaveTest(unittest.TestCase):
    def test_every_day_of_a_leave_is_off(self):
        leave = load_leave(EXPORT)
        self.assertEqual(sorted(leave[${jonas}]), [date(2027, 2, 3), date(2027, 2, 4), date(2027, 2, 5)])

    def test_a_tokyo_day_off_stays_that_date(self):
        self.assertEqual(load_leave(EXPORT)[${aiko}], {date(2027, 2, 10)})
${rota}

if __name__ == "__main__":
    unittest.main()
`;
};

const SYNC_PY = `"""Pushes the month's rota to the team calendar; the API token comes from ROTA_CAL_TOKEN."""
import os


def token():
    value = os.environ.get("ROTA_CAL_TOKEN", "")
    if value == "":
        raise RuntimeError("ROTA_CAL_TOKEN is not set")
    return value
`;

const MAIN_PY = `"""python3 -m rota YYYY-MM name...: the month's night rota, one "date<TAB>name" line a night."""
import calendar
import sys
from datetime import date

from rota.nights import assign


def main(argv):
    year, month = (int(part) for part in argv[0].split("-"))
    days = calendar.monthrange(year, month)[1]
    nights = [date(year, month, day) for day in range(1, days + 1)]
    for night, person in zip(nights, assign(argv[1:], nights, {})):
        print(f"{night.isoformat()}\\t{person}")


if __name__ == "__main__":
    main(sys.argv[1:])
`;

const CLI_TEST = `import subprocess
import sys
import unittest


class CliTest(unittest.TestCase):
    def test_one_tab_separated_line_a_night(self):
        out = subprocess.run(
            [sys.executable, "-m", "rota", "2027-03", "anna", "jonas"],
            capture_output=True, text=True, check=True,
        ).stdout.splitlines()
        self.assertEqual(len(out), 31)
        self.assertEqual(out[3], "2027-03-04\\tjonas")


if __name__ == "__main__":
    unittest.main()
`;

export const ROTA_RELAY: Relay = {
  name: "night-rota",
  files: {
    ".gitignore": "__pycache__/\n",
    Makefile: MAKEFILE,
    "README.md":
      "# rota\n\nThe on-call team's night rota, Berlin and Tokyo. `make test` runs the tests.\n",
    "rota/__init__.py": "",
    "rota/nights.py": "def assign(people, nights, leave):\n    raise NotImplementedError\n",
    "scripts/check_holidays.py": CHECK_HOLIDAYS,
    "scripts/sheet_import.py": SHEET_IMPORT,
    "data/holidays.csv": HOLIDAYS_CSV,
    "tests/__init__.py": "",
    "tests/fixtures/hr-export.csv": HR_EXPORT,
  },
  hops: [
    {
      agent: "gemini",
      prompts: [ROTA_TASK, ROTA_GERMAN],
      turns: [
        {
          prompt: "Bit of background before the ask",
          steps: [
            { run: "cat Makefile rota/nights.py tests/fixtures/hr-export.csv" },
            { write: { path: "rota/nights.py", content: nightsPy(2) } },
            { write: { path: "tests/test_nights.py", content: nightsTest(2) } },
            { run: "make test" },
          ],
          final:
            "assign(people, nights, leave) in rota/nights.py hands out the nights in blocks of at most two per person, passing over anyone on leave; make test passes. A night counts on the date it begins: the HR export's end date is the last day off, so leave up to the 5th keeps that person off the night of the 5th as well.",
        },
        {
          prompt: "Noch zwei Dinge",
          steps: [
            { write: { path: "rota/hr.py", content: hrPy("full", false) } },
            { write: { path: "tests/test_hr.py", content: hrTest("full", 0) } },
            { run: "make test && git diff --stat -- tests/fixtures/" },
            {
              run: "git add rota tests/test_nights.py tests/test_hr.py && git commit -q -m 'rota: nights in blocks of two, leave read from the HR export'",
            },
          ],
          final:
            "rota/hr.py reads the export's leave into a set of dates per person; tests/fixtures/hr-export.csv is untouched, make test passes and both modules are committed. Next step: run `make holidays` and fix what it reports.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [ROTA_OPENER_DE, ROTA_TOKEN_JA],
      turns: [
        {
          prompt: "Bitte mach da weiter",
          steps: [
            { run: "make holidays" },
            {
              say: "The holiday check takes its calendar from ROTA_HOLIDAYS; data/holidays.csv holds both offices' days.",
              run: "ROTA_HOLIDAYS=data/holidays.csv make holidays",
            },
            {
              say: "Tokyo's days off are Tokyo dates; moving them onto Berlin time, where the rota is planned.",
              write: { path: "rota/hr.py", content: hrPy("full", true) },
            },
            {
              run: "python3 -c \"from rota.hr import load_leave; print(load_leave('tests/fixtures/hr-export.csv')['Aiko Sato'])\"",
            },
            {
              say: "_to_berlin() comes out of rota/hr.py again: a day off is a calendar date in the person's own office, and pushing it through Asia/Tokyo to Europe/Berlin at midnight moved every Tokyo day off to the day before.",
              write: { path: "rota/hr.py", content: hrPy("full", false) },
            },
            { write: { path: "tests/test_hr.py", content: hrTest("full", 2) } },
            { run: "make test" },
          ],
          final:
            "make holidays passes once ROTA_HOLIDAYS points at data/holidays.csv. One new test still fails; I'll leave it for the next session.",
        },
        {
          prompt: "ちなみに、カレンダー同期",
          steps: [{ write: { path: "rota/sync.py", content: SYNC_PY } }],
          final:
            "The token stays out of the repository: rota/sync.py reads it from ROTA_CAL_TOKEN when the sync runs.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [ROTA_THREE_JA],
      turns: [
        {
          prompt: "労務との話がまとまりました",
          steps: [
            { run: "make test" },
            {
              say: 'HR writes names as "Weber, Jonas", the rota\'s people are handles like jonas: load_leave() keys on the lower-cased first name now.',
              write: { path: "rota/hr.py", content: hrPy("handle", false) },
            },
            { write: { path: "rota/nights.py", content: nightsPy(3) } },
            { write: { path: "tests/test_nights.py", content: nightsTest(3) } },
            { write: { path: "tests/test_hr.py", content: hrTest("handle", 3) } },
            { run: "make test" },
            {
              say: "scripts/sheet_import.py reads the old spreadsheet, which nobody has filled in since the rota is built here, and no module imports it.",
              run: "rm scripts/sheet_import.py && make test",
            },
            {
              run: "git add rota tests && git commit -q -m 'rota: blocks of three nights; HR leave keyed by handle'",
            },
          ],
          final:
            "Blocks are up to three nights now, HR leave reaches the rota, make test passes and it is committed. Next step: a `python3 -m rota 2027-03 <people>` command that prints the month's rota.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [ROTA_OPENER_JA, ROTA_COMMIT_JA],
      turns: [
        {
          prompt: "前回の続きから",
          steps: [
            { run: "git status --short && git log --oneline -3" },
            {
              say: "One line a night, date and name separated by a tab: the Tokyo office's calendar import reads TSV.",
              write: { path: "rota/__main__.py", content: MAIN_PY },
            },
            { write: { path: "tests/test_cli.py", content: CLI_TEST } },
            { run: "python3 -m rota 2027-03 anna jonas mika aiko | head -4 && make test" },
          ],
          final:
            "`python3 -m rota 2027-03 anna jonas mika aiko` prints March's nights, one `date<TAB>name` line each, three nights a block; make test passes. Next step: commit rota/__main__.py and tests/test_cli.py.",
        },
        {
          prompt: "いいですね",
          steps: [
            {
              run: "make test && git add rota/__main__.py tests/test_cli.py && git commit -q -m 'python3 -m rota: the month as TSV'",
            },
          ],
          final: "完了です 🙌",
        },
      ],
    },
  ],
};
