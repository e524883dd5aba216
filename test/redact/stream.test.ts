import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { test } from "node:test";
import { type createRedactStream, redactStream } from "../../src/redact/index.js";
import { fakeToken } from "../helpers/fake-secrets.js";
import { runCli } from "../helpers/run-cli.js";

async function runStream(
  chunks: Buffer[],
  options: Parameters<typeof createRedactStream>[0],
): Promise<string> {
  const output = new PassThrough();
  const parts: Buffer[] = [];
  output.on("data", (chunk: Buffer) => parts.push(chunk));
  await redactStream(Readable.from(chunks), output, options);
  return Buffer.concat(parts).toString("utf8");
}

/** Cut `text` into pieces of `size` bytes, ignoring character boundaries on purpose. */
function cutBytes(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

test("a PEM key split across chunk and batch boundaries is still caught", async () => {
  const body = Array.from({ length: 8 }, (_, i) => fakeToken(40 + i, 64)).join("\n");
  const log = [
    ...Array.from({ length: 50 }, (_, i) => `line ${i} ok`),
    "-----BEGIN RSA PRIVATE KEY-----",
    body,
    "-----END RSA PRIVATE KEY-----",
    "after the key",
  ].join("\n");
  const out = await runStream(cutBytes(log, 37), { batchChars: 64 });
  for (const line of body.split("\n")) assert.ok(!out.includes(line), "key material leaked");
  assert.ok(out.includes("[REDACTED:private-key]"));
  assert.ok(out.startsWith("line 0 ok\n") && out.endsWith("after the key"));
});

test("a line longer than the chunk size keeps its secret whole", async () => {
  const secret = `ghp_${fakeToken(50, 36)}`;
  const line = `${"x".repeat(5000)} token ${secret} ${"y".repeat(5000)}\n`;
  const out = await runStream(cutBytes(line, 100), { batchChars: 256 });
  assert.ok(!out.includes(secret));
  assert.equal(out, line.replace(secret, "[REDACTED:github]"));
});

test("multi-byte characters split between chunks survive", async () => {
  const text = "héllo wörld ✓ /home/zoë/x\n".repeat(20);
  const out = await runStream(cutBytes(text, 3), { batchChars: 16 });
  assert.equal(out, "héllo wörld ✓ ~/x\n".repeat(20));
});

test("findings are reported per batch", async () => {
  const counts: Record<string, number> = {};
  const lines = Array.from({ length: 100 }, (_, i) => `user${i}@example.org\n`).join("");
  await runStream([Buffer.from(lines)], {
    batchChars: 128,
    onFindings: (findings) => {
      for (const f of findings) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
    },
  });
  assert.deepEqual(counts, { email: 100 });
});

/** One endless line of minified JSON records (no blank to cut at), each holding two secrets. */
function minifiedJsonLine(records: number, seed: number): { line: string; secrets: string[] } {
  const secrets: string[] = [];
  const items: string[] = [];
  for (let i = 0; i < records; i++) {
    const password = `Pw${fakeToken(seed + 2 * i, 14)}!3`;
    const token = `ghp_${fakeToken(seed + 2 * i + 1, 36)}`;
    secrets.push(password, token);
    items.push(`{"id":${i},"user":"svc${i}","password":"${password}","gh":"${token}","note":"ok"}`);
  }
  return { line: `[${items.join(",")}]\n`, secrets };
}

test("a line past the line limit is redacted in overlapping windows: no secret straddles a cut (#18.4)", async () => {
  const { line, secrets } = minifiedJsonLine(400, 7000);
  for (const chunk of [97, 1000, 4096]) {
    const out = await runStream(cutBytes(line, chunk), { batchChars: 512, maxLineChars: 2000 });
    const leaked = secrets.filter((secret) => out.includes(secret));
    assert.deepEqual(leaked, [], `chunk ${chunk}: ${leaked.length} secrets printed whole`);
    // nothing but the secrets changed: every record's other fields are there, in order
    assert.equal(out.match(/"note":"ok"}/g)?.length, 400);
    assert.equal(
      out,
      line
        .replace(/"password":"[^"]+"/g, '"password":"[REDACTED:password]"')
        .replace(/ghp_[A-Za-z0-9]{36}/g, "[REDACTED:github]"),
    );
  }
});

/**
 * An endless line of 1.5 MiB of minified records, with secrets planted across the offsets where
 * a 1 MiB line limit cuts (1 MiB, 1 MiB minus one 64 KiB read) and every ~100 KB besides.
 */
function longLineWithCuts(): { line: string; secrets: string[] } {
  const size = 1536 * 1024;
  const filler = '{"id":1,"user":"svc","note":"ok"},';
  let line = filler.repeat(Math.ceil(size / filler.length)).slice(0, size);
  const secrets: string[] = [];
  const offsets = [1024 * 1024, 1024 * 1024 - 64 * 1024];
  for (let at = 50_000; at < size - 200; at += 100_003) offsets.push(at);
  offsets.forEach((at, i) => {
    const secret = i % 2 === 0 ? `ghp_${fakeToken(800 + i, 36)}` : `Pw${fakeToken(900 + i, 14)}!3`;
    const planted = i % 2 === 0 ? `"gh":"${secret}",` : `"password":"${secret}",`;
    const start = at - Math.floor(planted.length / 2);
    line = line.slice(0, start) + planted + line.slice(start + planted.length);
    secrets.push(secret);
  });
  return { line: `[${line}]\n`, secrets };
}

test("handoff redact: a secret across the 1 MiB line cut is not printed (#18.4)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "handoff-redact-long-"));
  try {
    const { line, secrets } = longLineWithCuts();
    writeFileSync(join(dir, "long.log"), line);
    const run = await runCli(["redact", "long.log"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const leaked = secrets.filter((secret) => run.stdout.includes(secret));
    assert.deepEqual(leaked, [], `${leaked.length} of ${secrets.length} secrets printed whole`);
    assert.equal(run.stdout.match(/"note":"ok"}/g)?.length, line.match(/"note":"ok"}/g)?.length);
    assert.ok(run.stdout.endsWith("]\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
