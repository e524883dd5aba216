/**
 * A tuning relay of the fidelity corpus: Gemini CLI → OpenCode → Claude Code on rotating build
 * logs. What it holds: a task after background and "Here's the job:", with house rules listed
 * under "Rules:" (8 archives, 2 days); a check that fails until run with LOG_ROOT=fixtures/logs,
 * not run again by the second hop and failing again plain in the third; "All set." as the
 * OpenCode session's last report (the first session's next step, not done there, stays the next
 * action); the 8 replaced in Portuguese ("Pode subir para 20.": no word and no unit shared)
 * while the session changes MAX_ARCHIVES from 8 to 20; a next step the last hop did.
 */
import type { Relay } from "./relay.js";

export const ROTATE_TASK = [
  "Our CI uploads one gzip of build logs to logs/ per run.",
  "The volume filled up twice in November and the runners stalled.",
  "Ops would rather lose old logs than builds.",
  "",
  "Here's the job: write rotateLogs(dir) in src/rotate.js that deletes the oldest archives.",
  "Rules:",
  "- keep at most 8 archives",
  "- archives younger than 2 days always stay, whatever the count",
].join("\n");
export const ROTATE_OPENER = "pick up the rotation where the other agent stopped";
export const ROTATE_RAISE = "Pode subir para 20.";

const rotateJs = (max: number) => `import { readdirSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";

export const MAX_ARCHIVES = ${max};
export const MIN_AGE_DAYS = 2;

/** The archives of dir that rotation deletes: the oldest past MAX_ARCHIVES, none too young. */
export function archivesToDelete(dir, now = Date.now()) {
  const archives = readdirSync(dir)
    .filter((name) => name.endsWith(".gz"))
    .map((name) => ({ name, mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const young = now - MIN_AGE_DAYS * 86_400_000;
  return archives.slice(MAX_ARCHIVES).filter((a) => a.mtime < young).map((a) => a.name);
}

export function rotateLogs(dir, now = Date.now()) {
  const gone = archivesToDelete(dir, now);
  for (const name of gone) unlinkSync(join(dir, name));
  return gone;
}
`;

const CHECK_JS = `import { archivesToDelete, MAX_ARCHIVES } from "../src/rotate.js";

const root = process.env.LOG_ROOT;
if (!root) {
  console.error("check-rotate: LOG_ROOT is not set; expected 12 archives under it, got 0");
  process.exit(1);
}
const gone = archivesToDelete(root, Date.parse("2026-12-01T00:00:00Z"));
console.log(\`check-rotate: \${gone.length} of 12 archives would go, \${MAX_ARCHIVES} kept\`);
`;

const FIXTURES = Array.from(
  { length: 12 },
  (_, i) => `fixtures/logs/build-${String(i + 1).padStart(2, "0")}.gz`,
);
const TOUCH = `node -e "const fs=require('fs');const t=Date.parse('2026-11-01T00:00:00Z');${FIXTURES.map(
  (f, i) =>
    `fs.writeFileSync('${f}','x');fs.utimesSync('${f}',(t+${i}*86400000)/1000,(t+${i}*86400000)/1000);`,
).join("")}"`;

const BIN_JS = `#!/usr/bin/env node
import { archivesToDelete, rotateLogs } from "../src/rotate.js";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const dir = args.find((a) => !a.startsWith("--")) ?? "logs";
const names = dryRun ? archivesToDelete(dir) : rotateLogs(dir);
for (const name of names) console.log(\`\${dryRun ? "would delete" : "deleted"} \${name}\`);
`;

const DOCS_MD = `# Log rotation

\`rotateLogs(dir)\` (src/rotate.js) deletes the oldest build-log archives of a folder.
The check reads its fixtures from LOG_ROOT: \`LOG_ROOT=fixtures/logs npm run check:rotate\`.
`;

export const ROTATE_RELAY: Relay = {
  name: "log-rotate",
  files: {
    "package.json": `${JSON.stringify(
      {
        name: "log-rotate",
        private: true,
        type: "module",
        scripts: { test: "node --test", "check:rotate": "node scripts/check-rotate.js" },
      },
      null,
      2,
    )}\n`,
    "src/rotate.js": "export function rotateLogs(dir) {\n  return [];\n}\n",
  },
  hops: [
    {
      agent: "gemini",
      prompts: [ROTATE_TASK],
      turns: [
        {
          prompt: "Our CI uploads one gzip",
          steps: [
            { run: "cat src/rotate.js package.json" },
            { write: { path: "src/rotate.js", content: rotateJs(8) } },
            { write: { path: "scripts/check-rotate.js", content: CHECK_JS } },
            { run: `mkdir -p fixtures/logs && ${TOUCH}` },
            { run: "npm run check:rotate" },
            {
              say: "check-rotate reads the archives from LOG_ROOT; the CI image sets it to fixtures/logs.",
              run: "LOG_ROOT=fixtures/logs npm run check:rotate",
            },
            {
              run: "git add -A && git commit -q -m 'rotateLogs: newest 8 archives, none younger than 2 days'",
            },
          ],
          final:
            "rotateLogs(dir) in src/rotate.js keeps the newest 8 archives and never one younger than 2 days; the check passes with LOG_ROOT=fixtures/logs. Next step: add a --dry-run flag to bin/rotate.js that prints what would go.",
        },
      ],
    },
    {
      agent: "opencode",
      prompts: [ROTATE_OPENER],
      turns: [
        {
          prompt: "pick up the rotation",
          steps: [
            { write: { path: "docs/rotation.md", content: DOCS_MD } },
            { run: "git add docs/rotation.md && git commit -q -m 'docs: how rotation works'" },
          ],
          final: "All set.",
        },
      ],
    },
    {
      agent: "claude",
      prompts: [ROTATE_RAISE],
      turns: [
        {
          prompt: "Pode subir para 20",
          steps: [
            { write: { path: "bin/rotate.js", content: BIN_JS } },
            { run: "node bin/rotate.js --dry-run fixtures/logs" },
            { write: { path: "src/rotate.js", content: rotateJs(20) } },
            { run: "npm run check:rotate" },
            { run: "LOG_ROOT=fixtures/logs npm run check:rotate" },
            {
              run: "git add -A && git commit -q -m 'rotate: keep 20 archives; bin/rotate.js --dry-run'",
            },
          ],
          final:
            "MAX_ARCHIVES is 20 in src/rotate.js; the check passes with LOG_ROOT=fixtures/logs. Next step: run `node bin/rotate.js --dry-run fixtures/logs` on the CI volume before the first real rotation.",
        },
      ],
    },
  ],
};
