/**
 * A holdout relay of the fidelity corpus (its questions were written before any rule was run on
 * it): Gemini CLI → Claude Code → Codex CLI on a SQL migration runner. A password typed in prose,
 * a German opener and a German message that drops a rule of the first hop (Postgres 12), a check
 * that fails on the default port and passes with DB_PORT=5433, a dependency removed, a file
 * deleted, an opener in no list, "Done." as the last report.
 */
import type { Relay } from "./relay.js";

export const LEDGER_TASK =
  "Add a migration that gives users a last_login_at column (timestamptz, nullable), and make scripts/migrate.js apply the files of migrations/ in name order. House rules: every migration has an up and a down section; a migration that is already on main is never edited, add a new one instead; keep everything compatible with Postgres 12, the reporting replica still runs it.";
/** Made up for this relay (no system has it): it must never reach a briefing. */
export const FAKE_REPLICA_PASSWORD = "Zx81-tundra-Quokka-5521";
export const LEDGER_SECRET = `btw the replica's admin password is ${FAKE_REPLICA_PASSWORD} if you need to look at it`;
export const LEDGER_GERMAN_OPENER =
  "Hallo! Bitte mach da weiter, wo die letzte Sitzung aufgehört hat.";
export const LEDGER_GERMAN_REVERSAL =
  "Übrigens: Postgres 12 müssen wir nicht mehr unterstützen, das Replikat läuft seit gestern auf Postgres 16. Du darfst also NULLS NOT DISTINCT verwenden.";
export const LEDGER_OPENER = "you know the drill. Carry on.";

const MIGRATE_START = `import { readdirSync, readFileSync } from "node:fs";

export function pendingMigrations(dir = "migrations") {
  return readdirSync(dir).filter((name) => name.endsWith(".sql"));
}

export function upSection(sql) {
  return sql.split("-- down")[0].replace("-- up", "").trim();
}

if (process.argv[1]?.endsWith("migrate.js")) {
  for (const name of pendingMigrations()) console.log(upSection(readFileSync(\`migrations/\${name}\`, "utf8")));
}
`;

const migrateSorted = (extra: string) => `import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

/** Migration files in name order: their names start with a UTC timestamp. */
export function pendingMigrations(dir = "migrations") {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

export function upSection(sql) {
  return sql.split("-- down")[0].replace("-- up", "").trim();
}

/** A migration runs in a transaction only when it asks: CREATE INDEX CONCURRENTLY cannot. */
export function wantsTransaction(sql) {
  return /^-- transaction: on$/m.test(sql);
}
${extra}
if (process.argv[1]?.endsWith("migrate.js")) {
  for (const name of pendingMigrations()) console.log(upSection(readFileSync(\`migrations/\${name}\`, "utf8")));
}
`;

const CHECKSUMS = `
export const checksum = (sql) => createHash("sha256").update(sql).digest("hex");

/** Stop when a migration already applied has changed since: it must get a new one instead. */
export function assertUnchanged(applied, dir = "migrations") {
  for (const { name, sha256 } of applied) {
    if (checksum(readFileSync(\`\${dir}/\${name}\`, "utf8")) !== sha256)
      throw new Error(\`\${name} changed after it was applied: add a new migration instead\`);
  }
}
`;

const MIGRATE_TEST = `import assert from "node:assert/strict";
import { test } from "node:test";
import { upSection, wantsTransaction } from "../scripts/migrate.js";

test("the up section stops at -- down", () => {
  assert.equal(upSection("-- up\\nALTER TABLE t ADD c int;\\n-- down\\nALTER TABLE t DROP c;"), "ALTER TABLE t ADD c int;");
});

test("a migration opts into its transaction", () => {
  assert.equal(wantsTransaction("-- transaction: on\\n-- up\\nSELECT 1;"), true);
  assert.equal(wantsTransaction("-- up\\nCREATE INDEX CONCURRENTLY i ON t (c);"), false);
});
`;

const DB_TEST = `// Applies every migration up and down against the development database.
const port = Number(process.env.DB_PORT ?? 5432);
if (port !== 5433) {
  console.error(\`db-test: connect ECONNREFUSED 127.0.0.1:\${port}\`);
  process.exit(1);
}
console.log(\`db-test: every migration applied and rolled back on 127.0.0.1:\${port}\`);
`;

const pkg = (devDependencies: Record<string, string>) =>
  `${JSON.stringify(
    {
      name: "ledger-api",
      private: true,
      type: "module",
      scripts: {
        test: "node --test",
        "db:test": "node scripts/db-roundtrip.js",
        migrate: "node scripts/migrate.js",
      },
      devDependencies,
    },
    null,
    2,
  )}\n`;

export const LEDGER_RELAY: Relay = {
  name: "ledger-migrations",
  files: {
    "package.json": pkg({ "node-pg-migrate": "^7.9.0" }),
    "scripts/migrate.js": MIGRATE_START,
    "scripts/db-roundtrip.js": DB_TEST,
    "scripts/seed-dev.js":
      "// Fills users with demo rows, fixed password hashes included.\nconsole.log(\"INSERT INTO users (email, password_hash) VALUES ('demo@example.invalid', '$2b$10$demo');\");\n",
    "migrations/20260101120000_create_users.sql":
      "-- up\nCREATE TABLE users (id bigserial PRIMARY KEY, email text NOT NULL);\n-- down\nDROP TABLE users;\n",
    "test/migrate.test.js":
      MIGRATE_TEST.split('\n\ntest("a migration opts')[0]!.replace(", wantsTransaction", "") + "\n",
  },
  hops: [
    {
      agent: "gemini",
      prompts: [LEDGER_TASK, LEDGER_SECRET],
      turns: [
        {
          prompt: "Add a migration that gives users a last_login_at column",
          steps: [
            {
              say: "Looking at the runner and the migration that exists.",
              run: "cat scripts/migrate.js && ls migrations",
            },
            {
              say: "Migration names carry a UTC timestamp; two branches can never both claim 0007 that way.",
              write: {
                path: "migrations/20261201090000_users_last_login_at.sql",
                content:
                  "-- up\nALTER TABLE users ADD COLUMN last_login_at timestamptz;\n-- down\nALTER TABLE users DROP COLUMN last_login_at;\n",
              },
            },
            { write: { path: "scripts/migrate.js", content: migrateSorted("") } },
            { write: { path: "test/migrate.test.js", content: MIGRATE_TEST } },
            { run: "npm test" },
          ],
          final:
            "Dropped the idea of one transaction around every migration: CREATE INDEX CONCURRENTLY refuses to run inside one, so a migration opts in with `-- transaction: on`. migrations/20261201090000_users_last_login_at.sql adds users.last_login_at with its down section, scripts/migrate.js applies the files in name order, npm test passes. Next step: run every migration up and down against the dev database with `npm run db:test`.",
        },
        {
          prompt: "btw the replica's admin password",
          steps: [],
          final:
            "I won't write it anywhere or use it: the migrations are tried on the local development database only.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [LEDGER_GERMAN_OPENER, LEDGER_GERMAN_REVERSAL],
      turns: [
        {
          prompt: "Hallo! Bitte mach da weiter",
          steps: [
            { run: "npm run db:test" },
            {
              say: "Port 5432 is the host's own Postgres 11; the project's container listens on 5433.",
              run: "DB_PORT=5433 npm run db:test",
            },
            { run: "npm pkg delete devDependencies.node-pg-migrate" },
            { run: "rm scripts/seed-dev.js && npm test" },
          ],
          final:
            "node-pg-migrate is out of package.json again: 41 dependencies for what scripts/migrate.js does in 40 lines. scripts/seed-dev.js is deleted; it put fixed password hashes into users. db:test passes against the container with DB_PORT=5433. Next step: make scripts/migrate.js refuse to run when a migration that was already applied has changed.",
        },
        {
          prompt: "Übrigens: Postgres 12",
          steps: [
            {
              write: {
                path: "migrations/20261202100000_users_email_unique.sql",
                content:
                  "-- up\nCREATE UNIQUE INDEX users_email_key ON users (email) NULLS NOT DISTINCT;\n-- down\nDROP INDEX users_email_key;\n",
              },
            },
            { run: "DB_PORT=5433 npm run db:test" },
            {
              run: "git add migrations package.json scripts/migrate.js test && git commit -q -m 'users.last_login_at; unique email with NULLS NOT DISTINCT; migrations in name order'",
            },
          ],
          final:
            "Added a unique index on users.email with NULLS NOT DISTINCT (Postgres 15 and later), now that the replica runs 16, and committed the migrations. The deletion of scripts/seed-dev.js is not committed yet. Next step: make scripts/migrate.js refuse to run when an applied migration has changed, then `DB_PORT=5433 npm run db:test`.",
        },
      ],
    },
    {
      agent: "codex",
      prompts: [LEDGER_OPENER],
      turns: [
        {
          prompt: LEDGER_OPENER,
          steps: [
            { run: "git status --short && git log --oneline -3" },
            {
              say: "Checksums guard applied migrations now: scripts/migrate.js keeps a sha256 of each applied file and stops when one differs.",
              write: { path: "scripts/migrate.js", content: migrateSorted(CHECKSUMS) },
            },
            { run: "npm test && DB_PORT=5433 npm run db:test" },
            {
              run: "git add -A scripts && git commit -q -m 'migrate.js: refuse applied migrations that changed; drop seed-dev.js'",
            },
          ],
          final: "Done.",
        },
      ],
    },
  ],
};
