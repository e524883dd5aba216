/**
 * A held-out relay of the fidelity corpus: Claude Code → OpenCode → Gemini CLI on a cycling
 * club's shell + awk tool (`bin/ride-totals`, `lib/totals.awk`), checked with `make check`
 * (tests/run.sh compares each case's output with its expected.out). What it holds: a first
 * message that opens with a heading line of its own, then background, then its task; Dutch house
 * rules (rides under 5 km do not count, data/exports/ is not written to), the 5 km replaced two
 * hops later in Hindi in metres (3500 मीटर); a Hindi opener and a Dutch one that only carry on; a
 * password in Hindi prose; `make check` failing plain and passing only as
 * `CLUB_MEMBERS=tests/data/members.tsv make check`; a test left failing with its values
 * (`FAIL february: expected 'Sanne Bakker;187.5' got 'Sanne Bakker;155.0'`); a de-duplication
 * added to lib/totals.awk and taken out again in the next session; a file deleted and not
 * committed; "Klaar is Kees 🚴" as the last report. Decisions and dead ends are said with no cue
 * word. Written by someone who read none of the rules; its questions are
 * test/fixtures/relays/holdout/ride-totals/questions.json.
 */
import type { Relay } from "./relay.js";

export const RIDES_TASK = [
  "Kilometre ranking for the club newsletter",
  "",
  "Our cycling club logs every ride in its app, and on the first of each month I export the month as a CSV into data/exports/. Each line is date;member id;km. Until now I've added the kilometres up by hand in a spreadsheet, which eats an evening every month. The newsletter is put together on the club server, a small Debian box with mawk 1.3.4 and no gawk.",
  "Could you make bin/ride-totals print, for a month given as YYYY-MM, each member's name and total km in that month, highest first? What February should give is in tests/cases/february/, and make check compares it.",
].join("\n");
export const RIDES_DUTCH_RULES =
  "Nog twee huisregels. Ritten onder de 5 km tellen niet mee: dat zijn de ritjes naar het clubhuis. En data/exports/ is heilig, dat zijn de echte exports uit de app: daar schrijft niemand in.";
export const RIDES_HINDI_OPENER = "पिछली बार जहाँ काम रुका था, वहीं से आगे बढ़ाओ।";
/** A made-up password (no server has it): it must never reach a briefing. */
export const FAKE_NEWSLETTER_PASSWORD = "zadelpen93vlaai";
export const RIDES_HINDI_SECRET = `एक बात और: क्लब सर्वर पर न्यूज़लेटर अपलोड करने का पासवर्ड ${FAKE_NEWSLETTER_PASSWORD} है। अभी इसकी ज़रूरत नहीं है, बस बता रहा हूँ ताकि बाद में पूछना न पड़े।`;
export const RIDES_DUTCH_DUPES =
  "Andere zaak: de sync van de app haperde op 14 maart, ik vermoed dat er ritten dubbel in de export van maart staan. Zorg dat dubbele regels niet twee keer tellen.";
export const RIDES_DUTCH_OPENER = "Pak de draad weer op waar de vorige sessie bleef hangen.";
export const RIDES_HINDI_RULE = "क्लब ने नियम बदल दिया है: अब 3500 मीटर से लंबी हर सवारी गिनती में आएगी।";
export const RIDES_DUTCH_THANKS = "Top, dank je wel!";

const WRAPPER_START = `#!/bin/sh
# ride-totals YYYY-MM [export.csv]: each member's km in the month, highest first.
here=$(dirname "$0")
month=$1
members=\${CLUB_MEMBERS:-/srv/club/members.tsv}
if [ ! -r "$members" ]; then
  echo "ride-totals: cannot read $members" >&2
  exit 2
fi
awk -f "$here/../lib/totals.awk" -v month="$month" "$members" "\${2:-data/exports/$month.csv}"
`;

const wrapper = (minKm: string | null) => `#!/bin/sh
# ride-totals YYYY-MM [export.csv]: each member's km in the month, highest first.
here=$(dirname "$0")
month=$1
${minKm === null ? "" : `# Shorter rides are trips to the clubhouse, not training.\nMIN_KM=${minKm}\n`}members=\${CLUB_MEMBERS:-/srv/club/members.tsv}
if [ ! -r "$members" ]; then
  echo "ride-totals: cannot read $members" >&2
  exit 2
fi
awk -f "$here/../lib/totals.awk" -v month="$month"${minKm === null ? "" : ' -v min_km="$MIN_KM"'} "$members" "\${2:-data/exports/$month.csv}" |
  sort -t ';' -k2,2nr -k1,1
`;

const totalsAwk = (opts: { comma: boolean; minKm: boolean; dedupe: boolean }) =>
  `# totals.awk: the month's km per member.
# First file: the members (id<TAB>name). Second: the app's export (date;member id;km).
FNR == NR { split($0, m, "\\t"); name[m[1]] = m[2]; next }
${opts.dedupe ? "seen[$0]++ { next }\n" : ""}{ split($0, f, ";")${opts.comma ? '; sub(/,/, ".", f[3])' : ""} }
substr(f[1], 1, 7) != month { next }
${opts.minKm ? "f[3] + 0 < min_km + 0 { next }\n" : ""}{ km[f[2]] += f[3] }
END { for (id in km) printf "%s;%.1f\\n", (id in name ? name[id] : id), km[id] }
`;

const RUN_SH = `#!/bin/sh
# make check: each case in tests/cases/<name>/ holds month (YYYY-MM), rides.csv and expected.out.
status=0
got=$(mktemp)
for dir in tests/cases/*/; do
  name=$(basename "$dir")
  sh bin/ride-totals "$(cat "$dir/month")" "$dir/rides.csv" > "$got"
  if cmp -s "$dir/expected.out" "$got"; then
    echo "ok $name"
    continue
  fi
  status=1
  i=1
  while [ "$i" -lt 1000 ]; do
    want=$(sed -n "\${i}p" "$dir/expected.out")
    have=$(sed -n "\${i}p" "$got")
    if [ "$want" != "$have" ]; then
      echo "FAIL $name: expected '$want' got '$have'"
      break
    fi
    i=$((i + 1))
  done
done
rm -f "$got"
exit $status
`;

const MEMBERS_TSV = "101\tAnouk de Vries\n102\tSanne Bakker\n103\tJoris Smit\n104\tPieter Jansen\n";

const FEBRUARY_RIDES = [
  "2026-01-31;103;45,0",
  "2026-02-01;101;64,3",
  "2026-02-03;103;40,0",
  "2026-02-05;104;48,6",
  "2026-02-08;101;71,8",
  "2026-02-09;102;32,5",
  "2026-02-09;102;32,5",
  "2026-02-15;102;58,0",
  "2026-02-17;103;80,0",
  "2026-02-22;101;76,3",
  "2026-02-26;104;50,0",
  "2026-02-28;102;64,5",
  "2026-03-01;101;55,5",
].join("\n");

const FEBRUARY_EXPECTED =
  "Anouk de Vries;212.4\nSanne Bakker;187.5\nJoris Smit;120.0\nPieter Jansen;98.6\n";

const SHORT_RIDES = [
  "2026-03-01;101;55,5",
  "2026-03-03;101;3,1",
  "2026-03-04;103;41,0",
  "2026-03-06;103;4,2",
  "2026-03-07;103;2,9",
].join("\n");

const EXPORT_FEBRUARY = `${FEBRUARY_RIDES.split("\n").slice(1, -1).join("\n")}\n`;
const EXPORT_MARCH = `${[
  "2026-03-01;101;55,5",
  "2026-03-03;101;3,1",
  "2026-03-04;103;41,0",
  "2026-03-08;102;61,2",
  "2026-03-13;104;52,4",
  "2026-03-14;102;33,0",
  "2026-03-14;101;88,1",
  "2026-03-15;103;62,7",
  "2026-03-21;104;47,5",
  "2026-03-28;101;90,2",
].join("\n")}\n`;

const SUM_RIDES_SH = `#!/bin/sh
# The spreadsheet days: one member's km over a whole export, rides under 5 km left out.
awk -F';' -v id="$1" '$2 == id { sub(/,/, ".", $3); if ($3 + 0 >= 5) s += $3 } END { print s + 0 }' "$2"
`;

const CHECK = "CLUB_MEMBERS=tests/data/members.tsv make check";

export const RIDES_RELAY: Relay = {
  name: "ride-totals",
  files: {
    Makefile: "check:\n\tsh tests/run.sh\n\n.PHONY: check\n",
    "README.md":
      "# ride-totals\n\nMonthly kilometres per member of the club, for the newsletter.\n\n```sh\nbin/ride-totals 2026-02\n```\n",
    "bin/ride-totals": WRAPPER_START,
    "bin/sum-rides.sh": SUM_RIDES_SH,
    "lib/totals.awk": "# totals.awk: the month's km per member (to be written).\nEND { }\n",
    "tests/run.sh": RUN_SH,
    "tests/data/members.tsv": MEMBERS_TSV,
    "tests/cases/february/month": "2026-02\n",
    "tests/cases/february/rides.csv": `${FEBRUARY_RIDES}\n`,
    "tests/cases/february/expected.out": FEBRUARY_EXPECTED,
    "data/exports/2026-02.csv": EXPORT_FEBRUARY,
    "data/exports/2026-03.csv": EXPORT_MARCH,
  },
  hops: [
    {
      agent: "claude",
      prompts: [RIDES_TASK, RIDES_DUTCH_RULES],
      turns: [
        {
          prompt: "Kilometre ranking for the club newsletter",
          steps: [
            {
              run: "cat bin/ride-totals lib/totals.awk Makefile && head -n 5 tests/cases/february/rides.csv",
            },
            {
              say: "A month is the first seven characters of the date, compared as a string: mawk 1.3.4 has no mktime() or strftime(), and the app already writes ISO dates.",
              write: {
                path: "lib/totals.awk",
                content: totalsAwk({ comma: false, minKm: false, dedupe: false }),
              },
            },
            { write: { path: "bin/ride-totals", content: wrapper(null) } },
            { run: "make check" },
            {
              say: "bin/ride-totals takes the member names from CLUB_MEMBERS and falls back to /srv/club/members.tsv, which only the club server has; the test members are in tests/data/members.tsv.",
              run: CHECK,
            },
            {
              say: "The app writes kilometres with a decimal comma, 64,3: awk reads that as 64 and drops the tenths.",
              write: {
                path: "lib/totals.awk",
                content: totalsAwk({ comma: true, minKm: false, dedupe: false }),
              },
            },
            { run: CHECK },
          ],
          final:
            "bin/ride-totals 2026-02 now prints name;km for every member who rode that month, highest first, and the february case passes as CLUB_MEMBERS=tests/data/members.tsv make check. Equal totals are ordered by name, so two members on the same kilometres keep their places from one newsletter to the next.",
        },
        {
          prompt: "Nog twee huisregels",
          steps: [
            { write: { path: "bin/ride-totals", content: wrapper("5") } },
            {
              write: {
                path: "lib/totals.awk",
                content: totalsAwk({ comma: true, minKm: true, dedupe: false }),
              },
            },
            {
              run: `mkdir -p tests/cases/short-rides && printf '2026-03\\n' > tests/cases/short-rides/month && printf '%s\\n' ${SHORT_RIDES.split(
                "\n",
              )
                .map((l) => `'${l}'`)
                .join(
                  " ",
                )} > tests/cases/short-rides/rides.csv && printf 'Anouk de Vries;55.5\\nJoris Smit;41.0\\n' > tests/cases/short-rides/expected.out`,
            },
            { run: CHECK },
            {
              run: "git add bin/ride-totals lib/totals.awk tests/cases/short-rides && git commit -q -m 'ride-totals: km per member for a month, decimal commas read, rides under 5 km skipped'",
            },
          ],
          final:
            "Rides under 5 km are skipped now (MIN_KM=5 in bin/ride-totals, case tests/cases/short-rides/), and nothing under data/exports/ was written. make check passes with CLUB_MEMBERS=tests/data/members.tsv; committed. Next step: add tests/cases/empty-month/ for a month nobody rode in, where bin/ride-totals prints nothing and exits 0.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [RIDES_HINDI_OPENER, RIDES_HINDI_SECRET, RIDES_DUTCH_DUPES],
      turns: [
        {
          prompt: "पिछली बार जहाँ काम रुका था",
          steps: [
            { run: "git log --oneline -3 && ls tests/cases" },
            {
              run: "mkdir -p tests/cases/empty-month && printf '2026-04\\n' > tests/cases/empty-month/month && cp tests/cases/february/rides.csv tests/cases/empty-month/rides.csv && : > tests/cases/empty-month/expected.out",
            },
            { run: CHECK },
            {
              run: "git add tests/cases/empty-month && git commit -q -m 'tests: a month nobody rode in prints nothing'",
            },
          ],
          final:
            "tests/cases/empty-month/ is in: for 2026-04, a month without rides, bin/ride-totals prints nothing and exits 0. make check passes with CLUB_MEMBERS=tests/data/members.tsv, and it is committed.",
        },
        {
          prompt: "एक बात और",
          steps: [],
          final: "Noted. I haven't written it into any file, and nothing here needs it yet.",
        },
        {
          prompt: "Andere zaak",
          steps: [
            {
              say: "Skipping a line that was already seen, in lib/totals.awk.",
              write: {
                path: "lib/totals.awk",
                content: totalsAwk({ comma: true, minKm: true, dedupe: true }),
              },
            },
            { run: CHECK },
          ],
          final:
            "With repeated lines skipped, make check fails: FAIL february: expected 'Sanne Bakker;187.5' got 'Sanne Bakker;155.0'. tests/cases/february/rides.csv has two identical 32,5 km lines for Sanne on 9 February. Not committed. Next step: check whether data/exports/2026-03.csv holds repeated lines at all before keeping the seen[] check.",
        },
      ],
    },
    {
      agent: "gemini",
      prompts: [RIDES_DUTCH_OPENER, RIDES_HINDI_RULE, RIDES_DUTCH_THANKS],
      turns: [
        {
          prompt: "Pak de draad weer op",
          steps: [
            {
              run: "sort data/exports/2026-03.csv | uniq -d | wc -l && grep -c '^2026-03-14;' data/exports/2026-03.csv",
            },
            {
              say: "data/exports/2026-03.csv repeats no line, and the two identical lines of 9 February are Sanne's morning and evening rides: the seen[] check comes out of lib/totals.awk.",
              write: {
                path: "lib/totals.awk",
                content: totalsAwk({ comma: true, minKm: true, dedupe: false }),
              },
            },
            { run: CHECK },
          ],
          final:
            "lib/totals.awk counts every line again: the March export has no repeated line, and Sanne's two rides of 9 February both count. make check passes with CLUB_MEMBERS=tests/data/members.tsv.",
        },
        {
          prompt: "क्लब ने नियम बदल दिया है",
          steps: [
            { write: { path: "bin/ride-totals", content: wrapper("3.5") } },
            { run: CHECK },
            {
              run: "printf 'Anouk de Vries;55.5\\nJoris Smit;45.2\\n' > tests/cases/short-rides/expected.out",
            },
            { run: CHECK },
            {
              run: "git add bin/ride-totals tests/cases/short-rides/expected.out && git commit -q -m 'ride-totals: rides count from 3.5 km'",
            },
            {
              say: "bin/sum-rides.sh still leaves out rides under 5 km with an if of its own, and nothing runs it: the Makefile and the newsletter job call bin/ride-totals.",
              run: "rm bin/sum-rides.sh",
            },
          ],
          final:
            "Rides longer than 3.5 km count now (MIN_KM=3.5 in bin/ride-totals); short-rides expects Joris Smit at 45.2, and make check passes with CLUB_MEMBERS=tests/data/members.tsv. Committed. bin/sum-rides.sh is deleted in the work tree, not committed.",
        },
        { prompt: "Top, dank je wel", steps: [], final: "Klaar is Kees 🚴" },
      ],
    },
  ],
};
