import assert from "node:assert/strict";
import { PassThrough, Readable } from "node:stream";
import { test } from "node:test";
import { type createRedactStream, redactStream } from "../src/redact/index.js";
import { fakeToken } from "./helpers/fake-secrets.js";

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
