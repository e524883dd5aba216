/**
 * Minimal local generators for the two workloads other modules own (`bench/gen-claude-transcript.ts`
 * and `bench/gen-log.ts`). The bench prefers theirs; these keep it running when they are absent,
 * and the table says which one was used.
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { createRandom, makeTextPool, pick, type Random, randomInt, sliceText } from "./prng.js";

const CHUNK_BYTES = 8 * 1024 * 1024;
const EPOCH_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

/** Write lines from `next()` until `targetBytes` is reached, in 8 MB writes. */
function writeLines(path: string, targetBytes: number, next: (i: number) => string): number {
  const fd = openSync(path, "w");
  let written = 0;
  try {
    let chunk: string[] = [];
    let chunkBytes = 0;
    for (let i = 0; written < targetBytes; i++) {
      const line = next(i);
      const bytes = Buffer.byteLength(line);
      chunk.push(line);
      chunkBytes += bytes;
      written += bytes;
      if (chunkBytes >= CHUNK_BYTES) {
        writeSync(fd, chunk.join(""));
        chunk = [];
        chunkBytes = 0;
      }
    }
    if (chunk.length > 0) writeSync(fd, chunk.join(""));
  } finally {
    closeSync(fd);
  }
  return written;
}

function claudeLine(random: Random, pool: string, i: number): string {
  const base = {
    parentUuid: i === 0 ? null : `u-${i - 1}`,
    isSidechain: false,
    userType: "external",
    cwd: "/workspace/project",
    sessionId: "bench-session",
    version: "2.1.80",
    gitBranch: "main",
    uuid: `u-${i}`,
    timestamp: new Date(EPOCH_MS + i * 1500).toISOString(),
  };
  if (i === 0) {
    return `${JSON.stringify({ ...base, type: "user", message: { role: "user", content: "Make the importer stream its input and add tests." } })}\n`;
  }
  const turn = Math.floor(i / 2);
  const id = `toolu_${turn}`;
  if (i % 2 === 1) {
    const roll = random();
    const tool =
      roll < 0.6
        ? {
            name: "Bash",
            input: {
              command: pick(random, ["npm test", "git status", "ls src", "npm run build"]),
              description: "run",
            },
          }
        : roll < 0.85
          ? {
              name: "Edit",
              input: {
                file_path: `/workspace/project/src/f${turn % 97}.ts`,
                old_string: sliceText(random, pool, 200),
                new_string: sliceText(random, pool, 240),
              },
            }
          : {
              name: "TodoWrite",
              input: {
                todos: [
                  {
                    content: "stream the importer",
                    status: "in_progress",
                    activeForm: "Streaming",
                  },
                ],
              },
            };
    const content = [
      { type: "text", text: sliceText(random, pool, randomInt(random, 50, 600)) },
      { type: "tool_use", id, ...tool },
    ];
    return `${JSON.stringify({ ...base, type: "assistant", message: { role: "assistant", content } })}\n`;
  }
  const failed = random() < 0.03;
  const big = random() < 0.0005;
  const output = sliceText(
    random,
    pool,
    big ? randomInt(random, 1_000_000, 4_000_000) : randomInt(random, 100, 4000),
  );
  const text = failed ? `Exit code 1\n${output}` : output;
  return `${JSON.stringify({
    ...base,
    type: "user",
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: text, is_error: failed }],
    },
    toolUseResult: { stdout: output, stderr: "", interrupted: false, isImage: false },
  })}\n`;
}

/** A Claude Code-shaped session transcript of about `bytes` bytes (tool uses paired by id). */
export function writeLocalClaudeTranscript(path: string, bytes: number, seed = 2): number {
  const random = createRandom(seed);
  const pool = makeTextPool(random, 1 << 20);
  return writeLines(path, bytes, (i) => claudeLine(random, pool, i));
}

function fakeToken(random: Random, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function secretLine(random: Random): string {
  const kind = randomInt(random, 0, 7);
  switch (kind) {
    case 0:
      return `export AWS_ACCESS_KEY_ID=${"AKIA"}${fakeToken(random, UPPER, 16)}`;
    case 1:
      return `git clone https://x-access-token:${"ghp_"}${fakeToken(random, ALNUM, 36)}@github.com/acme/app.git`;
    case 2:
      return `curl -H "Authorization: Bearer ${fakeToken(random, ALNUM, 40)}" https://api.example.com`;
    case 3:
      return `DATABASE_URL=postgres://app:${fakeToken(random, ALNUM, 12)}@db.internal:5432/app`;
    case 4:
      return `contact dev${randomInt(random, 1, 99)}@example.com from /home/dev${randomInt(random, 1, 9)}/project`;
    case 5:
      return `connecting to 10.${randomInt(random, 0, 255)}.${randomInt(random, 0, 255)}.7 password=${fakeToken(random, ALNUM, 14)}`;
    default:
      return `OPENAI_API_KEY=${"sk-proj-"}${fakeToken(random, ALNUM, 48)}`;
  }
}

/** Plain log text of about `bytes` bytes with a planted secret every ~50 lines. */
export function writeLocalSecretLog(path: string, bytes: number, seed = 3): number {
  const random = createRandom(seed);
  const pool = makeTextPool(random, 1 << 20);
  return writeLines(path, bytes, () =>
    random() < 0.02
      ? `${secretLine(random)}\n`
      : `${sliceText(random, pool, randomInt(random, 20, 200)).replaceAll("\n", " ")}\n`,
  );
}
