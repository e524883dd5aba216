/**
 * A conclusion that told a check failing is retired once that very command passed
 * (`check-state-conclusions.ts`): the earlier write's, not this one's; a run under other
 * settings is another command, and what its failure taught stays.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  withoutFailedSincePasses,
  withoutPassedSinceFailures,
} from "../../src/generate/check-state-conclusions.js";

const carried = (text: string) => ({ text, packet: "p1" as string | null });
const own = (text: string) => ({ text, packet: null as string | null });
const earlier = (c: { packet: string | null }) => c.packet !== null;

test("an earlier failure of a command that passes now is left out", () => {
  const list = [
    carried("Stopping here with make test failing: two tests end in an off-by-one at midnight."),
    carried("A started hour is billed as a whole hour: lib/fees.js rounds the minutes up."),
    own("make test fails on the night rate: the rate table has no 00:00 row."),
  ];
  assert.deepEqual(
    withoutPassedSinceFailures(list, ["cd api && make test"], earlier).map((c) => c.text),
    [list[1]?.text, list[2]?.text],
  );
});

test("a failure whose command still fails, or passed only under other settings, stays", () => {
  const list = [
    carried("make db-test fails with ECONNREFUSED: port 5432 is the host's own Postgres."),
    carried("npm run e2e is failing on the login page."),
  ];
  assert.deepEqual(
    withoutPassedSinceFailures(list, ["PGPORT=5433 make db-test", "npm test"], earlier),
    list,
  );
});

test("an earlier pass of a command whose latest run failed is left out, this session's stays", () => {
  const list = [
    carried("make test passes in any time zone."),
    carried("npm test läuft jetzt auf beiden Rechnern durch."),
    carried("make test passes in any time zone because the dates are parsed as UTC."),
    carried("Dates in src/stays.js are parsed as UTC, so the midnight case holds."),
    own("make test passes with TZ=UTC."),
  ];
  assert.deepEqual(
    withoutFailedSincePasses(list, ["make test", "npm test"], earlier).map((c) => c.text),
    [list[3]?.text, list[4]?.text],
  );
  // A pass of a command that still passes, or of another command, stays.
  assert.deepEqual(withoutFailedSincePasses(list, ["npm run lint"], earlier), list);
});

test("a pass said of every setting leaves once a run under one setting failed; one said of a setting stays", () => {
  const list = [
    carried("make test passes in any time zone because the dates are parsed as UTC."),
    carried("npm test geht auf allen Rechnern durch."),
    carried("make test passes with TZ=Asia/Tokyo."),
    carried("Dates in src/stays.js are parsed as UTC, so the midnight case holds."),
    own("make test passes now."),
  ];
  assert.deepEqual(
    withoutFailedSincePasses(list, ["TZ=Pacific/Kiritimati make test"], earlier).map((c) => c.text),
    [list[1]?.text, list[2]?.text, list[3]?.text, list[4]?.text],
  );
  assert.deepEqual(
    withoutFailedSincePasses(list, ["LANG=C npm test"], earlier).map((c) => c.text),
    [list[0]?.text, list[2]?.text, list[3]?.text, list[4]?.text],
  );
  // Another command under a setting says nothing of make test.
  assert.deepEqual(withoutFailedSincePasses(list, ["TZ=UTC make lint"], earlier), list);
});
