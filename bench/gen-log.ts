/**
 * A deterministic build/test log of any size with secrets planted in it, for measuring
 * `handoff redact` (throughput, peak memory) next to the secretlint preset on the same bytes.
 * Mostly ordinary lines (test output, git, npm, stack traces, JSON events); about one line in
 * 200 carries a fake secret of one of a dozen kinds, and a PEM private key every ~4 MB.
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { createRandom, pick, type Random, randomInt } from "./prng.js";

/** What the generator wrote. */
export interface SecretLogStats {
  bytes: number;
  lines: number;
  /** Lines that carry a planted secret (PEM keys count once). */
  planted: number;
}

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function token(random: Random, length: number, alphabet = BASE62): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

const ORDINARY: ReadonlyArray<(random: Random, n: number) => string> = [
  (_, n) => `ok ${n} - limiter refuses the 101st request (${n % 97} ms)`,
  (r) =>
    `    at Object.<anonymous> (src/server/handlers/route-${randomInt(r, 1, 40)}.ts:${randomInt(r, 1, 400)}:${randomInt(r, 1, 80)})`,
  (r) =>
    `[${randomInt(r, 10, 23)}:${randomInt(r, 10, 59)}:${randomInt(r, 10, 59)}] GET /api/v1/items?page=${randomInt(r, 1, 99)} 200 ${randomInt(r, 1, 900)}ms`,
  (r) => `${token(r, 7, "0123456789abcdef")} Refactor the token bucket into its own module`,
  () => "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.",
  (r) =>
    `{"event":"test_pass","name":"parses chunk ${randomInt(r, 1, 9999)}","duration_ms":${randomInt(r, 1, 500)}}`,
  () => " M src/limiter.ts\n?? test/limiter.test.ts",
  (r) =>
    `Compiling crate v0.${randomInt(r, 1, 30)}.${randomInt(r, 0, 9)} (registry+https://github.com/rust-lang/crates.io-index)`,
  (r) => `docker pull node:20-slim@sha256:${token(r, 64, "0123456789abcdef")}`,
  () => "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 429 !== 200",
];

const SECRETS: ReadonlyArray<(random: Random) => string> = [
  (r) => `export OPENAI_API_KEY=sk-proj-${token(r, 48)}`,
  (r) => `ANTHROPIC_API_KEY="sk-ant-api03-${token(r, 93)}AA"`,
  (r) => `git push https://x-access-token:ghp_${token(r, 36)}@github.com/org/repo.git`,
  (r) => `aws_access_key_id = AKIA${token(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}`,
  (r) => `curl -H "Authorization: Bearer ${token(r, 40)}" https://api.example.com/v1/me`,
  (r) => `DATABASE_URL=postgres://app:${token(r, 14)}@db.internal:5432/app`,
  (r) =>
    `psql -h 10.${randomInt(r, 0, 255)}.${randomInt(r, 0, 255)}.${randomInt(r, 1, 254)} -U admin --password ${token(r, 12)}!`,
  (r) => `{"password": "${token(r, 16)}", "user": "dev${randomInt(r, 1, 99)}@example.org"}`,
  (r) => `slack: xoxb-${token(r, 12, "0123456789")}-${token(r, 24)}`,
  (r) => `STRIPE_KEY=sk_live_${token(r, 24)}`,
  (r) => `session eyJ${token(r, 30)}.eyJ${token(r, 60)}.${token(r, 43)}`,
  (r) =>
    `cat /home/${token(r, 6, "abcdefghijklmnopqrstuvwxyz")}/.npmrc: //registry.npmjs.org/:_authToken=npm_${token(r, 36)}`,
];

function renderPem(random: Random): string {
  const body = Array.from({ length: 25 }, () => token(random, 64)).join("\n");
  return `-----BEGIN RSA PRIVATE KEY-----\nMII${body}\n-----END RSA PRIVATE KEY-----`;
}

/**
 * Write a log of about `bytes` bytes to `path` (overwritten) in 1 MB writes; the same seed gives
 * the same bytes.
 */
export function writeSecretLog(path: string, bytes: number, seed = 42): SecretLogStats {
  const random = createRandom(seed);
  const fd = openSync(path, "w");
  const stats: SecretLogStats = { bytes: 0, lines: 0, planted: 0 };
  let nextPem = 4 * 1024 * 1024;
  try {
    let buffer: string[] = [];
    let buffered = 0;
    while (stats.bytes + buffered < bytes) {
      let line: string;
      if (stats.bytes + buffered >= nextPem) {
        line = renderPem(random);
        nextPem += 4 * 1024 * 1024;
        stats.planted++;
      } else if (random() < 0.005) {
        line = pick(random, SECRETS)(random);
        stats.planted++;
      } else {
        line = pick(random, ORDINARY)(random, stats.lines);
      }
      buffer.push(line, "\n");
      buffered += Buffer.byteLength(line) + 1;
      stats.lines++;
      if (buffered >= 1024 * 1024) {
        stats.bytes += writeSync(fd, buffer.join(""));
        buffer = [];
        buffered = 0;
      }
    }
    if (buffered > 0) stats.bytes += writeSync(fd, buffer.join(""));
  } finally {
    closeSync(fd);
  }
  return stats;
}
